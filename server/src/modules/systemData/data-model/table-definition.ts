import { PLATFORM_DATA_SOURCE_ID, type TableDefinition, type TableField } from '@app/common';
import type { SourceDialect } from '../../../platform/data-sources/connect.js';
import { badRequest } from '../../../platform/errors.js';
import { keepAbsent } from '../../../platform/partial-update.js';
import { defaultLiteral, type FieldType, lengthText, parseFieldType } from './field-types.js';
import { checkComment, checkIdentifier } from './identifiers.js';
import type { ColumnInfo } from './introspect.js';

/**
 * A table definition of 数据建模 checked whole before any DDL runs: names pass checkIdentifier, types come
 * from FIELD_DATA_TYPES, comments and defaults are checked literals, so the request's text never reaches
 * SQL unchecked. Also how a stored column reads back as a field, and how an update's left-out values
 * keep the stored ones.
 */

/** A checked field, ready for DDL. */
export interface CleanField {
  field: string;
  comment: string;
  type: FieldType;
  primaryKey: boolean;
  allowNull: boolean;
  defaultValue: string | null;
}

export interface CleanDefinition {
  table: string;
  comment: string;
  fields: CleanField[];
}

const MAX_FIELDS = 200;
// Names the platform's migrations use: a designed table there would collide with a later migration.
const PLATFORM_PREFIXES = /^(base_|kysely_|sqlite_|pg_)/i;

/** Checks a whole definition before any DDL runs. */
export function cleanDefinition(
  input: TableDefinition,
  dialect: SourceDialect,
  linkId: string,
): CleanDefinition {
  const table = checkIdentifier(input?.tableInfo?.table, 'table');
  if (linkId === PLATFORM_DATA_SOURCE_ID && PLATFORM_PREFIXES.test(table))
    throw badRequest('dataModel.platformPrefix', { table });
  const comment = checkComment(input.tableInfo.tableName);
  const list = Array.isArray(input.tableFieldList) ? input.tableFieldList : [];
  if (list.length === 0) throw badRequest('dataModel.noFields');
  if (list.length > MAX_FIELDS) throw badRequest('dataModel.tooManyFields', { max: MAX_FIELDS });
  const seen = new Set<string>();
  const fields = list.map((f) => cleanField(f, dialect, seen));
  if (!fields.some((f) => f.primaryKey)) throw badRequest('dataModel.needPrimaryKey');
  return { table, comment, fields };
}

function cleanField(f: TableField, dialect: SourceDialect, seen: Set<string>): CleanField {
  const field = checkIdentifier(f?.field, 'field');
  const key = field.toLowerCase();
  if (seen.has(key)) throw badRequest('dataModel.duplicateField', { field });
  seen.add(key);
  const type = parseFieldType(field, f.dataType, f.dataLength);
  const primaryKey = Number(f.primaryKey) === 1 || (f.primaryKey as unknown) === true;
  if (primaryKey && type.dataType === 'text') throw badRequest('dataModel.textPrimaryKey', { field });
  const allowNull = !primaryKey && (Number(f.allowNull) === 1 || (f.allowNull as unknown) === true);
  const raw = f.defaultValue === null || f.defaultValue === undefined ? '' : String(f.defaultValue);
  const defaultValue = raw.trim() === '' ? null : raw.trim();
  // Checked now so a bad default stops the whole definition, not half of its DDL.
  if (defaultValue !== null) defaultLiteral(field, type, defaultValue, dialect);
  return { field, comment: checkComment(f.fieldName), type, primaryKey, allowNull, defaultValue };
}

export const fieldOf = (c: ColumnInfo): TableField => ({
  field: c.field,
  fieldName: c.comment,
  dataType: c.type?.dataType ?? c.rawType.toLowerCase(),
  dataLength: c.type ? lengthText(c.type) : null,
  primaryKey: c.primaryKey ? 1 : 0,
  allowNull: c.allowNull ? 1 : 0,
  defaultValue: c.defaultValue,
});

/** Defaults compared by meaning: PostgreSQL answers true for 1, MySQL 0.00 for 0. */
export function sameDefault(type: FieldType | null, a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const kind = type?.dataType;
  if (kind === 'boolean') {
    const on = (v: string) => /^(1|true|b'1')$/i.test(v.trim());
    return on(a) === on(b);
  }
  if (kind === 'int' || kind === 'bigint' || kind === 'decimal' || kind === 'double')
    return Number(a) === Number(b);
  return a === b;
}

/** A new field's values where the request leaves them out: those of the create form. */
const NEW_FIELD = {
  fieldName: '',
  dataLength: null,
  primaryKey: 0,
  allowNull: 1,
  defaultValue: null,
} as const;
const OPTIONAL_FIELD_KEYS = ['fieldName', 'dataLength', 'primaryKey', 'allowNull', 'defaultValue'] as const;

/**
 * The definition as a whole: what the request leaves out of the table or of an existing field keeps its
 * stored value (a left-out description is not erased, a left-out allowNull is not a change); a new
 * field gets the create form's values.
 */
export function withStoredValues(
  input: TableDefinition,
  current: { table: string; comment: string; columns: ColumnInfo[] },
): TableDefinition {
  const stored = new Map(current.columns.map((c) => [c.field.toLowerCase(), fieldOf(c)]));
  const list = Array.isArray(input.tableFieldList) ? input.tableFieldList : [];
  return {
    ...input,
    tableInfo: {
      ...keepAbsent(input.tableInfo, { tableName: current.comment }, ['tableName']),
      table: current.table,
    },
    tableFieldList: list.map((f) => {
      const name = typeof f?.field === 'string' ? f.field.trim().toLowerCase() : '';
      return keepAbsent(f, stored.get(name) ?? NEW_FIELD, OPTIONAL_FIELD_KEYS);
    }),
  };
}
