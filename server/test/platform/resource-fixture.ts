import { TREE_ROOT } from '@app/common';
import { sql } from 'kysely';
import { baseColumns } from '../../src/db/migrations/base-columns.js';
import { seedId } from '../../src/db/seed/seed-id.js';
import { MODULES } from '../../src/modules/index.js';
import { AppError } from '../../src/platform/errors.js';
import type { MessageKey } from '../../src/platform/i18n/messages.js';
import { defineModule } from '../../src/platform/module.js';
import { defineResource, STANDARD_BASE, STATE_OPTIONS } from '../../src/platform/resource/define-resource.js';
import type {
  ResourceChange,
  ResourceDeclaration,
  WrittenRow,
} from '../../src/platform/resource/resource.types.js';
import { registerResource } from '../../src/platform/resource/resource-routes.js';
import { createTestApp, replaceGrants, type TestApp } from '../helpers/test-app.js';

/**
 * A resource no build knows: a table created by the test (as the low-code designer will create one), its
 * declaration, a menu with buttons, list columns and a data scheme, served by an area added for the test.
 */

export const GADGET_MENU = 'test.gadget';
export const GADGETS = '/api/test/Gadget';
/** The same table declared with a column it does not have: listing it would fail unless that column is hidden. */
export const GHOSTS = '/api/test/Ghost';

/** What the after-write hook heard, in order. */
export const changes: ResourceChange[] = [];

const declaration: ResourceDeclaration = {
  path: GADGETS,
  tags: ['test'],
  menu: GADGET_MENU,
  table: 'test_gadget',
  alias: 'g',
  base: STANDARD_BASE,
  notFound: 'gadget.notFound' as MessageKey,
  columns: {
    fullName: {
      column: 'full_name',
      type: 'string',
      label: { zh: '器具名称', en: 'Gadget name', zhtw: '器具名稱' },
      required: true,
      maxLength: 50,
      notBlank: true,
      pattern: 'fullName',
      searchable: true,
      sortable: true,
    },
    enCode: {
      column: 'en_code',
      type: 'string',
      label: { zh: '器具编码', en: 'Gadget code', zhtw: '器具編碼' },
      required: true,
      maxLength: 50,
      notBlank: true,
      pattern: 'enCode',
      searchable: true,
      sortable: true,
    },
    kind: {
      column: 'kind',
      type: 'string',
      label: { zh: '种类', en: 'Kind', zhtw: '種類' },
      nullable: true,
      options: [
        { value: 'tool', label: { zh: '工具', en: 'Tool', zhtw: '工具' } },
        { value: 'toy', label: { zh: '玩具', en: 'Toy', zhtw: '玩具' } },
      ],
      filter: 'in',
    },
    weight: {
      column: 'weight',
      type: 'integer',
      label: { zh: '重量', en: 'Weight', zhtw: '重量' },
      nullable: true,
      minimum: 0,
      maximum: 100000,
      filter: 'range',
      sortable: true,
    },
    parentId: {
      column: 'parent_id',
      type: 'string',
      label: { zh: '上级器具', en: 'Parent gadget', zhtw: '上級器具' },
      maxLength: 50,
      default: TREE_ROOT,
      filter: 'eq',
      excel: false,
    },
    description: { column: 'description', type: 'text', nullable: true, maxLength: 500, emptyAsNull: true },
    sortCode: { column: 'sort_code', type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: {
      column: 'enabled_mark',
      type: 'integer',
      options: STATE_OPTIONS,
      default: 1,
      filter: 'eq',
    },
  },
  computed: { tag: { needs: ['enCode', 'fullName'], label: { zh: '标签', en: 'Tag', zhtw: '標籤' } } },
  row: [
    'id',
    'fullName',
    'enCode',
    'kind',
    'weight',
    'parentId',
    'description',
    'sortCode',
    'enabledMark',
    'creatorTime',
    'creatorUserId',
    'lastModifyTime',
    'tag',
  ],
  state: 'enabledMark',
  unique: [{ fields: ['enCode'] }],
  tree: { parent: 'parentId', root: TREE_ROOT, hasChildren: 'gadget.hasChildren' as MessageKey },
  defaultSort: [
    ['sortCode', 'asc'],
    ['creatorTime', 'desc'],
  ],
  excel: {
    export: true,
    import: true,
    sheet: { zh: '器具', en: 'Gadgets', zhtw: '器具' },
    fileName: 'gadgets',
  },
  hooks: {
    async shape(_ctx, rows, fields) {
      if (fields.has('tag')) for (const row of rows) row.tag = `${row.enCode}:${row.fullName}`;
    },
    async afterWrite(_ctx, change) {
      changes.push(change);
    },
  },
};

export const gadgetResource = defineResource(declaration);

const ghostResource = defineResource({
  ...declaration,
  path: GHOSTS,
  columns: { ...declaration.columns, ghost: { column: 'ghost', type: 'string', write: false } },
  row: [...declaration.row, 'ghost'],
  excel: undefined,
  hooks: undefined,
});

export const EXACT = '/api/test/Exact';
/** The same table with a keyword of its own: the code, exactly (as an index-backed search would plug in). */
const exactResource = defineResource({
  ...declaration,
  path: EXACT,
  excel: undefined,
  hooks: {
    async search(_ctx, keyword, fields) {
      const byCode = fields.includes('enCode');
      return {
        shape: byCode ? 'code' : 'none',
        values: [keyword.toUpperCase()],
        condition: (eb, column, value) => (byCode ? eb(column('enCode'), '=', value(0)) : eb.lit(false)),
      };
    },
  },
});

export const DERIVED = '/api/test/Derived';
/**
 * The same table through inputs and derived values (as 定时任务 keeps its cron and job in one document):
 * the body's `spec` is stored as the description's JSON and its size as the weight, the record is read at
 * Info/{id}, and Light / Dark set the state, answering the weight derived with it (none while dark).
 */
const derivedResource = defineResource({
  ...declaration,
  path: DERIVED,
  paths: { get: `${DERIVED}/Info/:id` },
  columns: {
    ...declaration.columns,
    weight: { ...declaration.columns.weight, write: false },
    description: { ...declaration.columns.description, write: false },
  },
  inputs: {
    spec: { type: 'object', nullable: true, label: { zh: '规格', en: 'Spec', zhtw: '規格' } },
    note: {
      type: 'string',
      label: { zh: '附注', en: 'Note', zhtw: '附註' },
      required: true,
      maxLength: 20,
      notBlank: true,
    },
  },
  computed: { spec: { needs: ['description'] } },
  row: [...declaration.row.filter((name) => name !== 'tag'), 'spec'],
  stateActions: { on: 'Light', off: 'Dark' },
  excel: undefined,
  hooks: {
    async shape(_ctx, rows, fields) {
      if (fields.has('spec'))
        for (const row of rows) row.spec = row.description ? JSON.parse(row.description as string) : null;
    },
    async derive(_ctx, { kind, values }) {
      const size = Object.keys((values.spec as object | null) ?? {}).length;
      if (kind === 'state') return { weight: values.enabledMark === 1 ? size : null };
      if (values.note === 'refuse') throw new AppError(400, 400, 'gadget.notFound' as MessageKey);
      return {
        description: values.spec == null ? null : JSON.stringify(values.spec),
        weight: values.enabledMark === 1 ? size : null,
      };
    },
  },
});

/** What the tools' writeWith hook saw, in order. */
export const written: WrittenRow[] = [];

export const TOOLS = '/api/test/Tool';
export const TOOL_LIST = '/api/test/ToolList';
/**
 * The table's tools only (fixed kind), listed beside their records (paths.list), sortCode's order turned
 * by `sort` alone, the description answered by the record only, and a write beside each create and update
 * in its transaction: the weight counts the writes, and a description 'rollback' undoes the write.
 */
const toolResource = defineResource({
  ...declaration,
  path: TOOLS,
  paths: { list: TOOL_LIST },
  columns: { ...declaration.columns, kind: { ...declaration.columns.kind, write: false } },
  fixed: { kind: 'tool' },
  row: declaration.row.filter((name) => name !== 'description'),
  record: declaration.row,
  defaultSort: [
    ['sortCode', 'desc'],
    ['id', 'desc'],
  ],
  sortTurnsDefault: true,
  excel: undefined,
  hooks: {
    ...declaration.hooks,
    async writeWith(_ctx, change, trx) {
      written.push(change);
      await sql`update test_gadget set weight = coalesce(weight, 0) + 1 where id = ${change.after.id}`.execute(
        trx,
      );
      if (change.after.description === 'rollback')
        throw new AppError(409, 409, 'gadget.notFound' as MessageKey);
    },
  },
});

const testModule = defineModule({
  name: 'test',
  messages: {
    'gadget.notFound': { zh: '器具不存在', en: 'The gadget does not exist', zhtw: '器具不存在' },
    'gadget.hasChildren': {
      zh: '该器具下还有{count}个器具',
      en: 'This gadget still has {count} gadgets below it',
      zhtw: '該器具下還有{count}個器具',
    },
  },
  routes: [
    async (app) => {
      await registerResource(app, gadgetResource);
      await registerResource(app, ghostResource);
      await registerResource(app, exactResource);
      await registerResource(app, derivedResource);
      await registerResource(app, toolResource);
    },
  ],
});

export const MENU_ID = 'test-gadget-menu';
const BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import'];
/** The list columns the menu describes (column permission): a user sees those granted to them. */
const COLUMNS = ['fullName', 'enCode', 'weight', 'ghost'];

/** The app with the test's area, the table, and the gadgets menu (a page with every switch on). */
export async function gadgetApp(): Promise<TestApp> {
  const t = await createTestApp({ modules: [...MODULES, testModule] });
  const db = t.database.db;
  await baseColumns(db.schema.createTable('testGadget'))
    .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)')
    .addColumn('weight', 'integer')
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull())
    .execute();
  const base = { creatorTime: t.clock.now(), creatorUserId: null, sortCode: 0 };
  await db
    .insertInto('baseModule')
    .values({
      ...base,
      id: MENU_ID,
      parentId: seedId('menu:system'),
      type: 2,
      fullName: '器具',
      enCode: GADGET_MENU,
      category: 'Web',
      isButtonAuthorize: 1,
      isColumnAuthorize: 1,
      isDataAuthorize: 1,
    })
    .execute();
  for (const code of BUTTONS)
    await db
      .insertInto('baseModuleButton')
      .values({
        ...base,
        id: `${MENU_ID}-${code}`,
        moduleId: MENU_ID,
        parentId: '-1',
        fullName: code,
        enCode: code,
      })
      .execute();
  for (const code of COLUMNS)
    await db
      .insertInto('baseModuleColumn')
      .values({
        ...base,
        id: `${MENU_ID}-${code}`,
        moduleId: MENU_ID,
        parentId: '-1',
        fullName: code,
        enCode: code,
      })
      .execute();
  return t;
}

/** Replaces what `account` holds on the gadgets menu: the menu, these buttons, columns and schemes. */
export async function grantGadgets(
  t: TestApp,
  account: string,
  grant: { buttons?: string[]; columns?: string[]; schemes?: string[] },
): Promise<void> {
  const items: [string, string][] = [
    ['module', seedId('menu:system')],
    ['module', MENU_ID],
    ...(grant.buttons ?? []).map((b): [string, string] => ['button', `${MENU_ID}-${b}`]),
    ...(grant.columns ?? COLUMNS).map((c): [string, string] => ['column', `${MENU_ID}-${c}`]),
    ...(grant.schemes ?? []).map((s): [string, string] => ['resource', s]),
  ];
  await replaceGrants(t, account, items);
}

/** A data scheme on the gadgets menu: the rows whose field equals the value. */
export async function gadgetScheme(t: TestApp, id: string, field: string, value: string): Promise<string> {
  await t.database.db
    .insertInto('baseModuleScheme')
    .values({
      id,
      moduleId: MENU_ID,
      fullName: id,
      enCode: id,
      conditionJson: JSON.stringify([
        { logic: 'and', groups: [{ field, op: 'Equal', value, type: 'string' }] },
      ]),
      creatorTime: t.clock.now(),
      creatorUserId: null,
    })
    .execute();
  await t.app.services.grants.invalidateAll();
  return id;
}

/** Rows of the table, deleted ones too, straight from the database (camelCase keys, as the test db names them). */
export async function storedGadgets(t: TestApp) {
  const result = await sql<Record<string, unknown>>`select * from test_gadget order by id`.execute(
    t.database.db,
  );
  return result.rows;
}
