import { FIELD_DATA_TYPES, type FieldDataType } from '@app/common';
import { type Expression, sql } from 'kysely';
import type { SourceDialect } from '../../../platform/data-sources/connect.js';
import { badRequest } from '../../../platform/errors.js';

/** A field type with its checked size: what DDL is built from. */
export interface FieldType {
  dataType: FieldDataType;
  /** varchar: characters; decimal: precision */
  length: number | null;
  /** decimal: scale */
  scale: number | null;
}

export const VARCHAR_MAX = 4000;
export const DECIMAL_PRECISION_MAX = 38;

/** Reads dataType + dataLength from the designer; refuses unknown types and sizes out of range. */
export function parseFieldType(field: string, dataType: unknown, dataLength: unknown): FieldType {
  const type = typeof dataType === 'string' ? dataType.trim().toLowerCase() : '';
  if (!(FIELD_DATA_TYPES as readonly string[]).includes(type))
    throw badRequest('dataModel.badType', { field, type: String(dataType ?? '').slice(0, 40) });
  const length = dataLength === null || dataLength === undefined ? '' : String(dataLength).trim();
  if (type === 'varchar') {
    const n = /^\d{1,5}$/.test(length) ? Number(length) : Number.NaN;
    if (!(n >= 1 && n <= VARCHAR_MAX))
      throw badRequest('dataModel.badVarcharLength', { field, max: VARCHAR_MAX });
    return { dataType: 'varchar', length: n, scale: null };
  }
  if (type === 'decimal') {
    const m = /^(\d{1,2})\s*,\s*(\d{1,2})$/.exec(length) ?? /^(\d{1,2})$/.exec(length);
    const p = m ? Number(m[1]) : Number.NaN;
    const s = m?.[2] !== undefined ? Number(m[2]) : 0;
    if (!(p >= 1 && p <= DECIMAL_PRECISION_MAX && s >= 0 && s <= p))
      throw badRequest('dataModel.badDecimalLength', { field, max: DECIMAL_PRECISION_MAX });
    return { dataType: 'decimal', length: p, scale: s };
  }
  return { dataType: type as FieldDataType, length: null, scale: null };
}

/** The dataLength text the designer shows for a type. */
export function lengthText(type: FieldType): string | null {
  if (type.dataType === 'varchar') return String(type.length);
  if (type.dataType === 'decimal') return `${type.length},${type.scale}`;
  return null;
}

/**
 * The column type per dialect. Every piece is either a fixed word from this table or a number
 * checked above: nothing of the request's text reaches the SQL.
 */
export function columnType(type: FieldType, dialect: SourceDialect): Expression<unknown> {
  switch (type.dataType) {
    case 'varchar':
      return sql.raw(`varchar(${Math.trunc(type.length as number)})`);
    case 'decimal':
      return sql.raw(`decimal(${Math.trunc(type.length as number)}, ${Math.trunc(type.scale as number)})`);
    case 'text':
      return sql.raw(dialect === 'mysql' ? 'longtext' : 'text');
    case 'int':
      return sql.raw(dialect === 'mysql' ? 'int' : 'integer');
    case 'bigint':
      return sql.raw('bigint');
    case 'double':
      return sql.raw(dialect === 'postgres' ? 'double precision' : dialect === 'mysql' ? 'double' : 'real');
    case 'boolean':
      return sql.raw(dialect === 'mysql' ? 'tinyint(1)' : 'boolean');
    case 'date':
      return sql.raw('date');
    case 'datetime':
      return sql.raw(dialect === 'postgres' ? 'timestamp' : 'datetime');
  }
}

/**
 * Maps a database's own description of a column back to a designer type; null when the column has
 * a type the designer does not make (it is then shown as it is and cannot be edited).
 */
export function typeFromDatabase(
  raw: string,
  length: number | null,
  precision: number | null,
  scale: number | null,
): FieldType | null {
  const t = raw.trim().toLowerCase();
  let m = /^(?:varchar|character varying|nvarchar)\s*(?:\((\d+)\))?$/.exec(t);
  if (m) return { dataType: 'varchar', length: length ?? (m[1] ? Number(m[1]) : null), scale: null };
  m = /^(?:decimal|numeric)\s*(?:\((\d+)\s*(?:,\s*(\d+))?\))?$/.exec(t);
  if (m)
    return {
      dataType: 'decimal',
      length: precision ?? (m[1] ? Number(m[1]) : null),
      scale: scale ?? (m[2] ? Number(m[2]) : 0),
    };
  if (/^(text|longtext|mediumtext|clob)$/.test(t)) return { dataType: 'text', length: null, scale: null };
  if (/^(int|integer|int4|mediumint)(\(\d+\))?$/.test(t))
    return { dataType: 'int', length: null, scale: null };
  if (/^(bigint|int8)(\(\d+\))?$/.test(t)) return { dataType: 'bigint', length: null, scale: null };
  if (/^(double|double precision|real|float8|float)$/.test(t))
    return { dataType: 'double', length: null, scale: null };
  if (/^(boolean|bool|tinyint\(1\))$/.test(t)) return { dataType: 'boolean', length: null, scale: null };
  if (t === 'date') return { dataType: 'date', length: null, scale: null };
  if (/^(datetime|timestamp|timestamp without time zone)(\(\d\))?$/.test(t))
    return { dataType: 'datetime', length: null, scale: null };
  return null;
}

/**
 * A default value as a SQL literal for its type: numbers as numbers, booleans as 1/0 (true/false on
 * PostgreSQL), dates in ISO form, text quoted with the dialect's escaping. Anything else is refused.
 */
export function defaultLiteral(
  field: string,
  type: FieldType,
  value: string,
  dialect: SourceDialect,
): Expression<unknown> {
  const v = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (v.length > 200 || /[\u0000-\u001f\u007f]/.test(v)) throw badRequest('dataModel.badDefault', { field });
  switch (type.dataType) {
    case 'int':
    case 'bigint':
      if (!/^-?\d{1,18}$/.test(v)) throw badRequest('dataModel.badDefault', { field });
      return sql.raw(String(BigInt(v)));
    case 'decimal':
    case 'double':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(v)) throw badRequest('dataModel.badDefault', { field });
      return sql.raw(v);
    case 'boolean': {
      const on = /^(1|true)$/i.test(v);
      if (!on && !/^(0|false)$/i.test(v)) throw badRequest('dataModel.badDefault', { field });
      return sql.raw(dialect === 'postgres' ? (on ? 'true' : 'false') : on ? '1' : '0');
    }
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw badRequest('dataModel.badDefault', { field });
      return sql.raw(quote(v, dialect));
    case 'datetime':
      if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v))
        throw badRequest('dataModel.badDefault', { field });
      return sql.raw(quote(v.replace('T', ' '), dialect));
    case 'varchar':
    case 'text':
      if (type.dataType === 'varchar' && [...v].length > (type.length ?? 0))
        throw badRequest('dataModel.badDefault', { field });
      // MySQL keeps no default on TEXT columns before 8.0.13; MariaDB and the others do.
      return sql.raw(quote(v, dialect));
  }
}

/**
 * A string literal. Single quotes are doubled everywhere; MySQL also reads backslash escapes, so
 * backslashes are doubled there. Control characters were refused before this point.
 */
export function quote(text: string, dialect: SourceDialect): string {
  const body = dialect === 'mysql' ? text.replace(/\\/g, '\\\\') : text;
  return `'${body.replace(/'/g, "''")}'`;
}
