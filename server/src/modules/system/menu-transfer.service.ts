import {
  CONDITION_OPS,
  type Lang,
  MENU_FIELD_KEYS,
  type MenuCategory,
  type MenuFields,
  type MenuType,
  type ModuleItemKind,
} from '@app/common';
import Ajv, { type ErrorObject } from 'ajv';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { newId } from '../../platform/ids.js';
import type { AppServices } from '../../platform/services.js';
import { fieldErrors } from '../../platform/validation-messages.js';
import { duplicate, fieldError, ROOT, text } from '../permission/organize.service.js';
import { type CatalogueField, checkConditions, describeConditions } from './data-condition.js';
import { type MenuInput, menuRules } from './menu.service.js';
import { itemValues } from './module-item.service.js';

/**
 * Export and import of a menu subtree (client-facts §5.4 Menu/{id}/Action/Export, Menu/Action/Import):
 * one versioned JSON document with the menu, its sub-menus and the buttons, list columns, form fields,
 * data-permission fields and schemes of each. Grants, ids and creator data stay behind. An import is
 * checked completely with the rules of the menu form before anything is written, then written in one
 * transaction with fresh ids (docs/decisions/027-menu-export-import.md).
 */

export const MENU_FILE_FORMAT = 'jnpf-menu';
export const MENU_FILE_VERSION = 1;
/** Largest accepted file, in bytes. */
export const MENU_FILE_MAX_BYTES = 1024 * 1024;
export const MENU_FILE_MAX_NODES = 2000;
const MAX_DEPTH = 20;
const MAX_ITEMS = 1000;
const CHUNK = 200;

/** A menu in the file: its fields but where it stands, which only the exported root keeps. */
export interface MenuFileMenu extends Omit<MenuFields, 'parentId'> {
  /** Only on the exported root: where it stood, so an import into the same system can go back there. */
  parentId?: string;
  parentEnCode?: string | null;
}

export interface MenuFileItem {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  propertyJson: string | null;
  bindTable?: string | null;
  bindTableName?: string | null;
}

export interface MenuFileDataField {
  fullName: string;
  enCode: string;
  type: string;
  conditionSymbol: string;
  conditionText: string | null;
  bindTable: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
}

export interface MenuFileScheme {
  fullName: string;
  enCode: string;
  conditionJson: string | null;
  conditionText: string | null;
  matchLogic: 'and' | 'or';
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
}

export interface MenuFileNode {
  menu: MenuFileMenu;
  children: MenuFileNode[];
  buttons: MenuFileItem[];
  columns: MenuFileItem[];
  forms: MenuFileItem[];
  dataAuthorize: MenuFileDataField[];
  schemes: MenuFileScheme[];
}

export interface MenuFile extends MenuFileNode {
  format: typeof MENU_FILE_FORMAT;
  version: typeof MENU_FILE_VERSION;
  exportedAt: number;
}

// ---------------------------------------------------------------- export

const MENU_COLUMNS = ['id', ...MENU_FIELD_KEYS] as const;

const ITEM_KEYS = ['buttons', 'columns', 'forms', 'dataAuthorize', 'schemes'] as const;
type ItemKey = (typeof ITEM_KEYS)[number];

function chunks<T>(list: T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

function grouped<T extends { moduleId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.moduleId) ?? [];
    list.push(r);
    map.set(r.moduleId, list);
  }
  return map;
}

type ItemTable =
  | 'baseModuleButton'
  | 'baseModuleColumn'
  | 'baseModuleForm'
  | 'baseModuleDataAuthorize'
  | 'baseModuleScheme';

/** The rows a query reads, kept to the live items of the given menus, in display order. */
const liveIn =
  (part: string[]) =>
  <O>(query: SelectQueryBuilder<Database, ItemTable, O>) =>
    query
      .where('moduleId', 'in', part)
      .where('deleteMark', 'is', null)
      .orderBy('sortCode')
      .orderBy('creatorTime')
      .orderBy('id')
      .execute();

/** The live items of the given menus, per menu, in display order. */
async function itemsOf(db: Db, ids: string[]) {
  const buttons: (MenuFileItem & { moduleId: string })[] = [];
  const columns: (MenuFileItem & { moduleId: string })[] = [];
  const forms: (MenuFileItem & { moduleId: string })[] = [];
  const dataAuthorize: (MenuFileDataField & { moduleId: string })[] = [];
  const schemes: (MenuFileScheme & { moduleId: string })[] = [];
  const base = ['moduleId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'] as const;
  for (const part of chunks(ids)) {
    const button = await db
      .selectFrom('baseModuleButton')
      .select([...base, 'propertyJson'])
      .$call(liveIn(part));
    buttons.push(...button.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    for (const [table, list] of [
      ['baseModuleColumn', columns],
      ['baseModuleForm', forms],
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select([...base, 'propertyJson', 'bindTable', 'bindTableName'])
        .$call(liveIn(part));
      list.push(...rows.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    }
    const fields = await db
      .selectFrom('baseModuleDataAuthorize')
      .select([...base, 'type', 'conditionSymbol', 'conditionText', 'bindTable'])
      .$call(liveIn(part));
    dataAuthorize.push(...fields.map((r) => ({ ...r, sortCode: Number(r.sortCode) })));
    const scheme = await db
      .selectFrom('baseModuleScheme')
      .select([...base, 'conditionJson', 'conditionText', 'matchLogic', 'allData'])
      .$call(liveIn(part));
    schemes.push(
      ...scheme.map((r) => ({
        ...r,
        matchLogic: r.matchLogic === 'or' ? ('or' as const) : ('and' as const),
        allData: Number(r.allData) === 1 ? 1 : 0,
        sortCode: Number(r.sortCode),
      })),
    );
  }
  return {
    buttons: grouped(buttons),
    columns: grouped(columns),
    forms: grouped(forms),
    dataAuthorize: grouped(dataAuthorize),
    schemes: grouped(schemes),
  };
}

const withoutModule = <T extends { moduleId: string }>(rows: T[] | undefined) =>
  (rows ?? []).map(({ moduleId: _, ...rest }) => rest);

/** GET Menu/{id}/Action/Export: the menu, its live sub-menus and all their items as one document. */
export async function exportMenu(services: AppServices, id: string): Promise<MenuFile> {
  const db = services.db;
  const root = await db
    .selectFrom('baseModule')
    .select(MENU_COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!root) throw notFound('menu.notFound');
  const rows = await db
    .selectFrom('baseModule')
    .select(MENU_COLUMNS)
    .where('category', '=', root.category)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const children = new Map<string, typeof rows>();
  for (const r of rows) {
    if (r.parentId === r.id) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const inTree: typeof rows = [];
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const r = stack.pop() as (typeof rows)[number];
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    inTree.push(r);
    stack.push(...(children.get(r.id) ?? []));
  }
  const items = await itemsOf(
    db,
    inTree.map((r) => r.id),
  );
  const parent =
    root.parentId === ROOT
      ? undefined
      : await db
          .selectFrom('baseModule')
          .select('enCode')
          .where('id', '=', root.parentId)
          .where('deleteMark', 'is', null)
          .executeTakeFirst();

  const menuOf = (r: (typeof rows)[number]): MenuFileMenu => ({
    enCode: r.enCode,
    fullName: r.fullName,
    type: r.type as MenuType,
    icon: r.icon,
    urlAddress: r.urlAddress,
    linkTarget: r.linkTarget === '_blank' ? '_blank' : '_self',
    category: r.category as MenuCategory,
    propertyJson: r.propertyJson,
    sortCode: Number(r.sortCode),
    enabledMark: Number(r.enabledMark) === 1 ? 1 : 0,
    isButtonAuthorize: Number(r.isButtonAuthorize) === 1 ? 1 : 0,
    isColumnAuthorize: Number(r.isColumnAuthorize) === 1 ? 1 : 0,
    isFormAuthorize: Number(r.isFormAuthorize) === 1 ? 1 : 0,
    isDataAuthorize: Number(r.isDataAuthorize) === 1 ? 1 : 0,
    description: r.description,
  });
  const visited = new Set<string>();
  const nodeOf = (r: (typeof rows)[number]): MenuFileNode => {
    visited.add(r.id);
    return {
      menu: menuOf(r),
      children: (children.get(r.id) ?? []).filter((c) => !visited.has(c.id)).map(nodeOf),
      buttons: withoutModule(items.buttons.get(r.id)),
      columns: withoutModule(items.columns.get(r.id)),
      forms: withoutModule(items.forms.get(r.id)),
      dataAuthorize: withoutModule(items.dataAuthorize.get(r.id)),
      schemes: withoutModule(items.schemes.get(r.id)),
    };
  };
  const node = nodeOf(root);
  node.menu = { ...node.menu, parentId: root.parentId, parentEnCode: parent?.enCode ?? null };
  return {
    format: MENU_FILE_FORMAT,
    version: MENU_FILE_VERSION,
    exportedAt: services.clock.now(),
    ...node,
  };
}

/** `<name>_<yyyymmdd>.json`, without characters file systems refuse. */
export function exportFileName(menuName: string, now: number): string {
  const d = new Date(now);
  const date = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const safe = menuName.replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_').trim() || 'menu';
  return `${safe.slice(0, 80)}_${date}.json`;
}

// ---------------------------------------------------------------- import: shape of the document

const optText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const sortCode = { type: 'integer', minimum: 0, maximum: 999999 };
const mark = { type: 'integer', enum: [0, 1] };

const itemSchema = {
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 100 },
    sortCode,
    enabledMark: mark,
    description: optText(500),
    propertyJson: optText(2000),
    bindTable: optText(100),
    bindTableName: optText(100),
  },
};

const DOCUMENT_SCHEMA = {
  $ref: '#/definitions/node',
  definitions: {
    node: {
      type: 'object',
      required: ['menu'],
      properties: {
        menu: {
          type: 'object',
          required: ['fullName', 'enCode', 'type'],
          properties: {
            enCode: { type: 'string', maxLength: 100 },
            fullName: { type: 'string', maxLength: 100 },
            type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8] },
            icon: optText(100),
            urlAddress: optText(300),
            linkTarget: { type: ['string', 'null'], enum: ['_self', '_blank', '', null] },
            category: { type: 'string', enum: ['Web', 'App'] },
            propertyJson: optText(2000),
            sortCode,
            enabledMark: mark,
            isButtonAuthorize: mark,
            isColumnAuthorize: mark,
            isFormAuthorize: mark,
            isDataAuthorize: mark,
            description: optText(500),
            parentId: optText(50),
            parentEnCode: optText(100),
          },
        },
        children: { type: 'array', maxItems: MENU_FILE_MAX_NODES, items: { $ref: '#/definitions/node' } },
        buttons: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        columns: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        forms: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        dataAuthorize: {
          type: 'array',
          maxItems: MAX_ITEMS,
          items: {
            type: 'object',
            required: ['fullName', 'enCode', 'conditionSymbol'],
            properties: {
              fullName: { type: 'string', maxLength: 100 },
              enCode: { type: 'string', maxLength: 100 },
              type: { type: 'string', enum: ['string', 'int', 'double', 'datetime'] },
              conditionSymbol: { type: 'string', maxLength: 200 },
              conditionText: optText(100),
              bindTable: optText(100),
              sortCode,
              enabledMark: mark,
              description: optText(500),
            },
          },
        },
        schemes: {
          type: 'array',
          maxItems: MAX_ITEMS,
          items: {
            type: 'object',
            required: ['fullName', 'enCode'],
            properties: {
              fullName: { type: 'string', maxLength: 100 },
              enCode: { type: 'string', maxLength: 100 },
              conditionJson: optText(20000),
              conditionText: optText(2000),
              matchLogic: { type: 'string', enum: ['and', 'or'] },
              allData: mark,
              sortCode,
              enabledMark: mark,
              description: optText(500),
            },
          },
        },
      },
    },
  },
};

const validateDocument = new Ajv({ allErrors: false, strict: false }).compile(DOCUMENT_SCHEMA);

// The rules of the data-permission screen (data-authorize.service.ts): a field names a column, so its
// code is a plain identifier; scheme codes follow the item codes; conditions are checked against the
// menu's own enabled fields by the same checkConditions and described again in the user's language.
const DATA_FIELD_CODE = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const SCHEME_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const KIND_KEYS: Record<ItemKey, MessageKey> = {
  buttons: 'menuTransfer.kind.buttons',
  columns: 'menuTransfer.kind.columns',
  forms: 'menuTransfer.kind.forms',
  dataAuthorize: 'menuTransfer.kind.dataAuthorize',
  schemes: 'menuTransfer.kind.schemes',
};

const invalid = (reason: string, where?: string) =>
  where
    ? badRequest('menuTransfer.invalidAt', { where, reason })
    : badRequest('menuTransfer.invalid', { reason });

const reasonOf = (error: unknown, lang: Lang): string => {
  if (error instanceof AppError) return translate(error.key, lang, error.params);
  throw error;
};

const nameOf = (value: unknown, index: number) => {
  const name = (value as { fullName?: unknown; enCode?: unknown } | null)?.fullName;
  return typeof name === 'string' && name.trim() ? name.trim() : `#${index + 1}`;
};

/** "菜单「系统管理 / 菜单管理」的按钮「新增」" for a JSON path inside the document. */
function locationOf(doc: unknown, path: string[], lang: Lang): string | undefined {
  const names: string[] = [];
  let node = doc as Record<string, unknown> | undefined;
  if (node && typeof node === 'object') names.push(nameOf(node.menu, 0));
  let item: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string;
    const index = Number(path[i + 1]);
    if (key === 'children' && Number.isInteger(index)) {
      node = (node?.children as Record<string, unknown>[] | undefined)?.[index];
      names.push(nameOf(node?.menu, index));
      i++;
    } else if ((ITEM_KEYS as readonly string[]).includes(key) && Number.isInteger(index)) {
      const row = (node?.[key] as unknown[] | undefined)?.[index];
      item = translate('menuTransfer.whereItem', lang, {
        kind: translate(KIND_KEYS[key as ItemKey], lang),
        name: nameOf(row, index),
      });
      break;
    } else break;
  }
  if (names.length === 0) return undefined;
  const menu = translate('menuTransfer.whereMenu', lang, { path: names.join(' / ') });
  return item ? `${menu}${item}` : menu;
}

function schemaFailure(doc: unknown, errors: ErrorObject[], lang: Lang): AppError {
  const error = errors[0] as ErrorObject;
  const [first] = fieldErrors([error], lang);
  const path = error.instancePath.split('/').filter(Boolean);
  const reason = first?.message ?? translate('request.bad', lang);
  return invalid(reason, path.length > 0 ? locationOf(doc, path, lang) : undefined);
}

/** Counts the menus and their depth without recursion, so a hostile file cannot exhaust the stack. */
function checkSize(doc: Record<string, unknown>): void {
  const stack: [unknown, number][] = [[doc, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    count++;
    if (count > MENU_FILE_MAX_NODES) throw badRequest('menuTransfer.tooMany', { limit: MENU_FILE_MAX_NODES });
    if (depth > MAX_DEPTH) throw badRequest('menuTransfer.tooDeep', { limit: MAX_DEPTH });
    const children = (node as { children?: unknown } | null)?.children;
    if (node && typeof node === 'object' && Array.isArray(children))
      for (const child of children) stack.push([child, depth + 1]);
  }
}

/** Bytes of an uploaded file → a document of the right format and version with the right shape. */
export function parseMenuFile(bytes: Buffer, lang: Lang): MenuFile {
  if (bytes.length === 0) throw badRequest('file.empty');
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('menuTransfer.notJson');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw badRequest('menuTransfer.wrongFormat');
  const head = doc as Record<string, unknown>;
  if (head.format !== MENU_FILE_FORMAT) throw badRequest('menuTransfer.wrongFormat');
  if (head.version !== MENU_FILE_VERSION)
    throw badRequest('menuTransfer.wrongVersion', {
      version: typeof head.version === 'number' || typeof head.version === 'string' ? head.version : '?',
      supported: MENU_FILE_VERSION,
    });
  checkSize(head);
  if (!validateDocument(doc)) throw schemaFailure(doc, validateDocument.errors ?? [], lang);
  return doc as MenuFile;
}

// ---------------------------------------------------------------- import: rules and writing

export interface ImportOptions {
  /** where the copy goes; default: the original's parent if it is here, else the top */
  parentId?: string;
  /** 'rename': codes already used get a suffix (.copy, .copy2 …) instead of refusing the import */
  duplicates?: 'refuse' | 'rename';
}

export interface ImportResult {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}

type Directory = { id: string; type: number; category: string };

async function liveDirectory(db: Db, where: { id?: string; enCode?: string }, category: MenuCategory) {
  let q = db
    .selectFrom('baseModule')
    .select(['id', 'type', 'category'])
    .where('deleteMark', 'is', null)
    .where('category', '=', category);
  if (where.id) q = q.where('id', '=', where.id);
  if (where.enCode) q = q.where('enCode', '=', where.enCode);
  const row: Directory | undefined = await q.executeTakeFirst();
  return row && Number(row.type) === 1 ? row : undefined;
}

async function targetParent(
  db: Db,
  file: MenuFile,
  category: MenuCategory,
  requested: string | undefined,
  lang: Lang,
): Promise<string> {
  const wanted = requested?.trim();
  if (wanted) {
    if (wanted === ROOT) return ROOT;
    if (!(await liveDirectory(db, { id: wanted }, category)))
      throw fieldError('parentId', 'menu.parentNotFound', lang);
    return wanted;
  }
  const original = file.menu.parentId?.trim();
  if (original && original !== ROOT && (await liveDirectory(db, { id: original }, category))) return original;
  const code = file.menu.parentEnCode?.trim();
  const byCode = code ? await liveDirectory(db, { enCode: code }, category) : undefined;
  if (byCode) return byCode.id;
  return ROOT;
}

interface Planned {
  id: string;
  parentId: string;
  source: MenuFileNode;
  where: string[];
  menu: ReturnType<typeof menuRules>;
}

const ITEM_KINDS: Record<'buttons' | 'columns' | 'forms', ModuleItemKind> = {
  buttons: 'button',
  columns: 'column',
  forms: 'form',
};

/** Checks one menu's items with the rules of their own screens; refusals name the item. */
function plannedItems(node: MenuFileNode, lang: Lang, doc: MenuFile, path: string[]) {
  const at = (key: ItemKey, index: number) => locationOf(doc, [...path, key, String(index)], lang);
  const guard = <T>(key: ItemKey, index: number, check: () => T): T => {
    try {
      return check();
    } catch (error) {
      throw invalid(reasonOf(error, lang), at(key, index));
    }
  };
  const unique = (key: ItemKey, codes: string[]) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code))
        throw invalid(translate('moduleItem.batchDuplicate', lang, { code }), at(key, index));
      seen.add(code);
    });
  };
  const items = {} as Record<'buttons' | 'columns' | 'forms', ReturnType<typeof itemValues>[]> & {
    propertyJson: Record<'buttons' | 'columns' | 'forms', (string | null)[]>;
  };
  items.propertyJson = { buttons: [], columns: [], forms: [] };
  for (const key of ['buttons', 'columns', 'forms'] as const) {
    const list = node[key] ?? [];
    items[key] = list.map((item, i) => guard(key, i, () => itemValues(ITEM_KINDS[key], item, lang)));
    items.propertyJson[key] = list.map((item) => text(item.propertyJson));
    unique(
      key,
      items[key].map((r) => r.enCode),
    );
  }
  const dataAuthorize = (node.dataAuthorize ?? []).map((f, i) =>
    guard('dataAuthorize', i, () => {
      const fullName = f.fullName.trim();
      const enCode = f.enCode.trim();
      if (!fullName) throw fieldError('fullName', 'validation.required', lang);
      if (!enCode) throw fieldError('enCode', 'validation.required', lang);
      if (!DATA_FIELD_CODE.test(enCode)) throw fieldError('enCode', 'dataAuthorize.fieldPattern', lang);
      const symbols = f.conditionSymbol
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (symbols.length === 0) throw fieldError('conditionSymbol', 'validation.required', lang);
      const unknown = symbols.find((v) => !(CONDITION_OPS as readonly string[]).includes(v));
      if (unknown) throw badRequest('dataAuthorize.unknownSymbol', { symbol: unknown });
      return {
        fullName,
        enCode,
        type: f.type ?? 'string',
        conditionSymbol: [...new Set(symbols)].join(','),
        conditionText: text(f.conditionText),
        bindTable: text(f.bindTable),
        sortCode: f.sortCode ?? 0,
        enabledMark: f.enabledMark ?? 1,
        description: text(f.description),
      };
    }),
  );
  unique(
    'dataAuthorize',
    dataAuthorize.map((r) => r.enCode),
  );
  const catalogue = dataAuthorize.filter((f) => f.enabledMark === 1) as CatalogueField[];
  const schemes = (node.schemes ?? []).map((s, i) =>
    guard('schemes', i, () => {
      const fullName = s.fullName.trim();
      const enCode = s.enCode.trim();
      if (!fullName) throw fieldError('fullName', 'validation.required', lang);
      if (!enCode) throw fieldError('enCode', 'validation.required', lang);
      if (!SCHEME_CODE.test(enCode)) throw fieldError('enCode', 'moduleItem.codePattern', lang);
      const matchLogic = s.matchLogic ?? 'and';
      const allData = s.allData ?? 0;
      let conditionJson: string | null = null;
      let conditionText: string | null = null;
      if (allData !== 1) {
        if (!s.conditionJson?.trim()) throw badRequest('dataAuthorize.conditionsRequired');
        const groups = checkConditions(s.conditionJson, catalogue);
        conditionJson = JSON.stringify(groups);
        conditionText = describeConditions(groups, matchLogic, catalogue, lang);
      }
      return {
        fullName,
        enCode,
        conditionJson,
        conditionText,
        matchLogic,
        allData,
        sortCode: s.sortCode ?? 0,
        enabledMark: s.enabledMark ?? 1,
        description: text(s.description),
      };
    }),
  );
  unique(
    'schemes',
    schemes.map((r) => r.enCode),
  );
  return { ...items, dataAuthorize, schemes };
}

/** Codes not used here yet: code.copy, code.copy2, … (null when none fits the column). */
function freeCode(code: string, used: Set<string>): string | null {
  for (let n = 1; n < 1000; n++) {
    const candidate = `${code}.copy${n === 1 ? '' : n}`;
    if (candidate.length > 100) return null;
    if (!used.has(candidate)) return candidate;
  }
  return null;
}

/** POST Menu/Action/Import: checks the whole document, then writes it with fresh ids in one transaction. */
export async function importMenu(
  services: AppServices,
  session: ActiveSession,
  file: MenuFile,
  options: ImportOptions,
  lang: Lang,
): Promise<ImportResult> {
  const db = services.db;
  const category: MenuCategory = file.menu.category ?? 'Web';
  const rootParent = await targetParent(db, file, category, options.parentId, lang);

  // Every menu in document order, with its place, checked with the menu form's rules.
  const planned: Planned[] = [];
  const stack: { node: MenuFileNode; parentId: string; path: string[] }[] = [
    { node: file, parentId: rootParent, path: [] },
  ];
  while (stack.length > 0) {
    const { node, parentId, path } = stack.pop() as (typeof stack)[number];
    const where = () => locationOf(file, [...path, 'menu'], lang);
    if (node.menu.category && node.menu.category !== category)
      throw invalid(translate('menuTransfer.mixedCategory', lang), where());
    let menu: Planned['menu'];
    try {
      menu = menuRules(node.menu as MenuInput, lang, category, parentId);
    } catch (error) {
      throw invalid(reasonOf(error, lang), where());
    }
    const children = node.children ?? [];
    if (children.length > 0 && menu.type !== 1)
      throw invalid(translate('menuTransfer.notDirectory', lang), where());
    const id = newId();
    planned.push({ id, parentId, source: node, where: path, menu });
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as MenuFileNode, parentId: id, path: [...path, 'children', String(i)] });
  }

  const codes = new Set<string>();
  for (const p of planned) {
    if (codes.has(p.menu.enCode))
      throw invalid(
        translate('menuTransfer.codeTwice', lang, { code: p.menu.enCode }),
        locationOf(file, [...p.where, 'menu'], lang),
      );
    codes.add(p.menu.enCode);
  }
  const items = planned.map((p) => plannedItems(p.source, lang, file, p.where));

  // Codes already used by live menus of the category: refuse, or rename when asked to.
  const used = new Set(
    (
      await db
        .selectFrom('baseModule')
        .select('enCode')
        .where('category', '=', category)
        .where('deleteMark', 'is', null)
        .execute()
    ).map((r) => r.enCode),
  );
  const taken = planned.filter((p) => used.has(p.menu.enCode)).map((p) => p.menu.enCode);
  const renamed: ImportResult['renamed'] = [];
  if (taken.length > 0) {
    if (options.duplicates !== 'rename') {
      const shown = taken.slice(0, 5).join(', ') + (taken.length > 5 ? ' …' : '');
      throw new AppError(409, 409, 'menuTransfer.codeTaken', { codes: shown, count: taken.length });
    }
    const reserved = new Set([...used, ...codes]);
    for (const p of planned) {
      if (!used.has(p.menu.enCode)) continue;
      const to = freeCode(p.menu.enCode, reserved);
      if (!to) throw duplicate('enCode', lang);
      reserved.add(to);
      renamed.push({ from: p.menu.enCode, to });
      // The address of some types follows the code: apply the rules again with the new code.
      p.menu = menuRules({ ...(p.source.menu as MenuInput), enCode: to }, lang, category, p.parentId);
    }
  }

  const now = services.clock.now();
  const creator = { creatorTime: now, creatorUserId: session.user.id };
  const menuRows = planned.map((p) => ({ ...p.menu, parentId: p.parentId, id: p.id, ...creator }));
  const rowsOf = <T extends object>(pick: (i: number) => T[]) =>
    planned.flatMap((p, i) =>
      pick(i).map((r) => ({ ...r, id: newId(), moduleId: p.id, parentId: '-1', ...creator })),
    );
  const withProperty = (key: 'buttons' | 'columns' | 'forms') => (i: number) =>
    (items[i]?.[key] ?? []).map((r, j) => ({ ...r, propertyJson: items[i]?.propertyJson[key][j] ?? null }));
  const buttons = rowsOf(withProperty('buttons'));
  const columns = rowsOf(withProperty('columns'));
  const forms = rowsOf(withProperty('forms'));
  const fields = rowsOf((i) => items[i]?.dataAuthorize ?? []).map(({ parentId: _, ...r }) => r);
  const schemes = rowsOf((i) => items[i]?.schemes ?? []).map(({ parentId: _, ...r }) => r);

  await db.transaction().execute(async (trx) => {
    for (const part of chunks(menuRows, CHUNK)) await trx.insertInto('baseModule').values(part).execute();
    for (const part of chunks(buttons, CHUNK))
      await trx.insertInto('baseModuleButton').values(part).execute();
    for (const part of chunks(columns, CHUNK))
      await trx.insertInto('baseModuleColumn').values(part).execute();
    for (const part of chunks(forms, CHUNK)) await trx.insertInto('baseModuleForm').values(part).execute();
    for (const part of chunks(fields, CHUNK))
      await trx.insertInto('baseModuleDataAuthorize').values(part).execute();
    for (const part of chunks(schemes, CHUNK))
      await trx.insertInto('baseModuleScheme').values(part).execute();
  });
  await services.grants.invalidateAll();
  return { id: planned[0]?.id as string, count: planned.length, renamed };
}
