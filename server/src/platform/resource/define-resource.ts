import { IDENTIFIER_PATTERN } from '@app/common';
import type { ColumnMap } from '../auth/data-permission.js';
import { patternMessages } from '../i18n/pattern.messages.js';
import type {
  BaseColumns,
  ColumnOption,
  ColumnType,
  ResourceColumn,
  ResourceDeclaration,
  ResourceInput,
} from './resource.types.js';

/** One stored field of a resource: a declared column or a bookkeeping column the runtime fills. */
export interface Field {
  name: string;
  /** the database column */
  column: string;
  /** alias.column, as queries name it */
  ref: string;
  type: ColumnType;
  spec: ResourceColumn;
  /** written by create and update from the body */
  writable: boolean;
}

/** A body field that is no column (an input the derive hook stores). */
export interface InputField {
  name: string;
  type: ResourceInput['type'];
  spec: ResourceInput;
}

/** What a create or update body carries: the writable columns, then the inputs. */
export type BodyField = Field | InputField;

/** A declaration checked once and indexed for the runtime; routes and services take this. */
export interface Resource extends ResourceDeclaration {
  fields: ReadonlyMap<string, Field>;
  /** the writable columns, in declaration order */
  writable: readonly Field[];
  /** the body's fields: the writable columns, then the inputs */
  body: readonly BodyField[];
  searchable: readonly Field[];
  /** field names a data-permission scheme may name → their column (data-permission.ts) */
  scopeColumns: ColumnMap;
  idRef: string;
}

/** The key and the creator and modifier stamps, for platform tables whose deleted rows are removed. */
export const STAMPED_BASE: BaseColumns = {
  id: 'id',
  creatorTime: 'creator_time',
  creatorUserId: 'creator_user_id',
  lastModifyTime: 'last_modify_time',
  lastModifyUserId: 'last_modify_user_id',
};

/** The bookkeeping columns of every platform table (db/migrations/base-columns.ts). */
export const STANDARD_BASE: BaseColumns = {
  ...STAMPED_BASE,
  deleteMark: 'delete_mark',
  deleteTime: 'delete_time',
  deleteUserId: 'delete_user_id',
};

/** The values of an enabledMark column, as exports and import templates write them. */
export const STATE_OPTIONS: readonly ColumnOption[] = [
  { value: 1, label: { zh: '启用', en: 'Enabled', zhtw: '啟用' } },
  { value: 0, label: { zh: '禁用', en: 'Disabled', zhtw: '停用' } },
];

/**
 * Base columns a row may answer or a scheme may filter on. Who wrote a row is an id no sheet reader
 * knows, so it stays out of Excel.
 */
const BASE_FIELDS: Record<
  'id' | 'creatorTime' | 'creatorUserId' | 'lastModifyTime' | 'lastModifyUserId',
  Omit<ResourceColumn, 'column'>
> = {
  id: { type: 'string', excel: false },
  creatorTime: { type: 'time', label: { zh: '创建时间', en: 'Created', zhtw: '建立時間' } },
  creatorUserId: { type: 'string', excel: false },
  lastModifyTime: { type: 'time', label: { zh: '修改时间', en: 'Last modified', zhtw: '修改時間' } },
  lastModifyUserId: { type: 'string', excel: false },
};

/** List parameters the runtime reads itself; a filter may not take their names. */
const PAGE_PARAMETERS = new Set(['currentPage', 'pageSize', 'keyword', 'sort', 'sidx']);

export const optionValue = (option: string | number | ColumnOption) =>
  typeof option === 'object' ? option.value : option;

function identifier(name: string, what: string): string {
  if (!IDENTIFIER_PATTERN.test(name)) throw new Error(`resource: ${what} "${name}" is not an identifier`);
  return name;
}

/**
 * Checks a declaration and indexes it. A mistake (an unknown field in `row`, a name that is not an SQL
 * identifier, a keyword on a number) stops the start, so a resource declared at run time by the low-code
 * designer is refused the same way before any query is built from it.
 */
export function defineResource(declaration: ResourceDeclaration): Resource {
  const { alias, base } = declaration;
  identifier(declaration.table, 'table');
  identifier(alias, 'alias');
  const fields = new Map<string, Field>();
  for (const [name, spec] of Object.entries(BASE_FIELDS)) {
    const column = base[name as keyof BaseColumns];
    if (column)
      fields.set(name, {
        name,
        column: identifier(column, 'column'),
        ref: `${alias}.${column}`,
        type: spec.type,
        spec: { ...spec, column, write: false },
        writable: false,
      });
  }
  for (const column of [base.deleteMark, base.deleteTime, base.deleteUserId])
    if (column) identifier(column, 'column');
  for (const [name, spec] of Object.entries(declaration.columns)) {
    identifier(name, 'field');
    if (fields.has(name)) throw new Error(`resource ${declaration.path}: ${name} is a base column`);
    if (spec.pattern && !(`pattern.${spec.pattern}` in patternMessages))
      throw new Error(`resource ${declaration.path}: rule ${spec.pattern} has no message`);
    fields.set(name, {
      name,
      column: identifier(spec.column, 'column'),
      ref: `${alias}.${spec.column}`,
      type: spec.type,
      spec,
      writable: spec.write !== false,
    });
  }
  const computed = declaration.computed ?? {};
  const known = (name: string, what: string) => {
    if (!fields.has(name)) throw new Error(`resource ${declaration.path}: ${what} names no field "${name}"`);
    return fields.get(name) as Field;
  };
  for (const name of [...declaration.row, ...(declaration.record ?? [])])
    if (!(name in computed)) known(name, 'row');
  for (const name of Object.keys(declaration.fixed ?? {}))
    if (known(name, 'fixed').writable)
      throw new Error(`resource ${declaration.path}: fixed ${name} is writable`);
  for (const [name, field] of Object.entries(computed)) {
    if (fields.has(name)) throw new Error(`resource ${declaration.path}: computed ${name} is also stored`);
    for (const need of field.needs) known(need, `computed ${name}`);
  }
  if (declaration.state) {
    const state = known(declaration.state, 'state');
    if (!state.writable || state.type !== 'integer')
      throw new Error(`resource ${declaration.path}: state must be a writable integer field`);
  }
  if (declaration.version) {
    const version = known(declaration.version, 'version');
    if (version.writable || version.type !== 'integer')
      throw new Error(`resource ${declaration.path}: version must be a read-only integer field`);
  }
  for (const rule of declaration.unique ?? []) for (const name of rule.fields) known(name, 'unique');
  if (declaration.tree) known(declaration.tree.parent, 'tree');
  if (declaration.delegation) known(declaration.delegation, 'delegation');
  for (const [name] of declaration.defaultSort) known(name, 'defaultSort');
  for (const name of Object.keys(declaration.filters ?? {}))
    if (PAGE_PARAMETERS.has(name) || declaration.columns[name]?.filter)
      throw new Error(`resource ${declaration.path}: filter ${name} is taken`);
  const inputs: InputField[] = [];
  for (const [name, spec] of Object.entries(declaration.inputs ?? {})) {
    identifier(name, 'input');
    if (fields.has(name)) throw new Error(`resource ${declaration.path}: input ${name} is also stored`);
    inputs.push({ name, type: spec.type, spec });
  }
  // An import writes its rows in bulk, without the derive hook that stores the inputs.
  if ((inputs.length || declaration.hooks?.derive) && declaration.excel?.import)
    throw new Error(`resource ${declaration.path}: an import cannot derive stored values`);
  if (declaration.stateActions && !declaration.state)
    throw new Error(`resource ${declaration.path}: stateActions without a state field`);
  const searchable = [...fields.values()].filter((f) => f.spec.searchable);
  for (const field of searchable)
    if (field.type !== 'string' && field.type !== 'text')
      throw new Error(`resource ${declaration.path}: ${field.name} is searchable but not text`);
  const writable = [...fields.values()].filter((f) => f.writable);
  return {
    ...declaration,
    fields,
    writable,
    body: [...writable, ...inputs],
    searchable,
    scopeColumns: Object.fromEntries([...fields.values()].map((f) => [f.name, f.ref])),
    idRef: `${alias}.${base.id}`,
  };
}
