import { sql } from 'kysely';
import type { OpenedSource, SourceDialect } from '../../../platform/data-sources/connect.js';
import { quote } from './identifiers.js';

/** What a column holds, across dialects: enough to create a matching column and to compare two. */
export type ColumnKind =
  | 'integer'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'text'
  | 'date'
  | 'datetime'
  | 'json'
  | 'blob';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  /** the character limit of a varchar/char column; null when unlimited (text) or not text */
  length: number | null;
  /** numeric(precision, scale) */
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  /** position in the primary key (1-based), or 0 */
  primaryKey: number;
  /** whether the database fills it when an insert leaves it out (default, identity, serial) */
  hasDefault: boolean;
  /** the type as the database names it, for messages */
  type: string;
}

/** A declared type name → its kind (SQLite's affinity rules first, then the common names). */
export function kindOf(type: string): ColumnKind {
  const t = type.toLowerCase();
  // Names that contain "int" without being integers.
  if (t.startsWith('interval') || t.includes('point')) return 'text';
  if (t === 'boolean' || t === 'bool' || t === 'tinyint(1)' || t === 'bit') return 'boolean';
  if (t.includes('int') || t === 'serial' || t === 'bigserial') return 'integer';
  if (/^(numeric|decimal|number)/.test(t)) return 'decimal';
  if (/real|floa|doub/.test(t)) return 'float';
  if (t.startsWith('json')) return 'json';
  if (/blob|bytea|binary/.test(t)) return 'blob';
  if (t.startsWith('timestamp') || t.startsWith('datetime')) return 'datetime';
  if (t === 'date') return 'date';
  return 'text';
}

const lengthOf = (type: string) => {
  const match = /(?:char|varchar|character varying|character)\s*\((\d+)\)/i.exec(type);
  return match ? Number(match[1]) : null;
};

/** The table's columns in their order, or null when the table does not exist. */
export async function readColumns(source: OpenedSource, table: string): Promise<ColumnShape[] | null> {
  if (source.dialect === 'sqlite') return sqliteColumns(source, table);
  if (source.dialect === 'postgres') return postgresColumns(source, table);
  return mysqlColumns(source, table);
}

async function sqliteColumns(source: OpenedSource, table: string): Promise<ColumnShape[] | null> {
  const exists = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(source.db);
  if (exists.rows.length === 0) return null;
  const { rows } = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: unknown;
    pk: number;
  }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(source.db);
  return rows.map((r) => {
    const type = (r.type || 'text').toLowerCase();
    const kind = kindOf(type);
    const numeric = /\((\d+)\s*,\s*(\d+)\)/.exec(type);
    return {
      name: r.name,
      kind,
      length: kind === 'text' ? lengthOf(type) : null,
      precision: numeric ? Number(numeric[1]) : null,
      scale: numeric ? Number(numeric[2]) : null,
      nullable: Number(r.notnull) === 0,
      primaryKey: Number(r.pk),
      // An INTEGER PRIMARY KEY is the rowid: SQLite numbers it when left out.
      hasDefault: r.dflt_value !== null || (Number(r.pk) === 1 && type.toLowerCase() === 'integer'),
      type,
    };
  });
}

interface InfoColumn {
  name: string;
  data_type: string;
  column_type: string | null;
  length: number | string | null;
  precision: number | string | null;
  scale: number | string | null;
  nullable: string;
  has_default: number | string | boolean | null;
  pk: number | string | null;
}

function fromInfo(rows: InfoColumn[], dialect: SourceDialect): ColumnShape[] {
  return rows.map((r) => {
    const declared = dialect === 'mysql' && r.column_type ? r.column_type : r.data_type;
    const kind = kindOf(declared);
    const num = (v: number | string | null) => (v === null || v === undefined ? null : Number(v));
    return {
      name: r.name,
      kind,
      length: kind === 'text' ? num(r.length) : null,
      precision: kind === 'decimal' ? num(r.precision) : null,
      scale: kind === 'decimal' ? num(r.scale) : null,
      nullable: r.nullable === 'YES',
      primaryKey: Number(r.pk ?? 0),
      hasDefault: r.has_default === true || Number(r.has_default) === 1,
      type: declared,
    };
  });
}

async function postgresColumns(source: OpenedSource, table: string): Promise<ColumnShape[] | null> {
  const { rows } = await sql<InfoColumn>`
    select c.column_name as name, c.data_type, null as column_type, c.character_maximum_length as length,
      c.numeric_precision as precision, c.numeric_scale as scale, c.is_nullable as nullable,
      case when c.column_default is not null or c.is_identity = 'YES' then 1 else 0 end as has_default,
      (select k.ordinal_position from information_schema.table_constraints tc
         join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name
           and k.table_schema = tc.table_schema and k.table_name = tc.table_name
       where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = c.table_schema
         and tc.table_name = c.table_name and k.column_name = c.column_name) as pk
    from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name = ${table}
    order by c.ordinal_position`.execute(source.db);
  return rows.length === 0 ? null : fromInfo(rows, 'postgres');
}

async function mysqlColumns(source: OpenedSource, table: string): Promise<ColumnShape[] | null> {
  const { rows } = await sql<InfoColumn>`
    select c.column_name as name, c.data_type as data_type, c.column_type as column_type,
      c.character_maximum_length as length, c.numeric_precision as \`precision\`, c.numeric_scale as scale,
      c.is_nullable as nullable,
      case when c.column_default is not null or c.extra like '%auto_increment%' then 1 else 0 end as has_default,
      (select k.ordinal_position from information_schema.key_column_usage k
       where k.table_schema = c.table_schema and k.table_name = c.table_name
         and k.column_name = c.column_name and k.constraint_name = 'PRIMARY') as pk
    from information_schema.columns c
    where c.table_schema = database() and c.table_name = ${table}
    order by c.ordinal_position`.execute(source.db);
  return rows.length === 0 ? null : fromInfo(rows, 'mysql');
}

/** Whether the table has at least one row (cheaper than a count on a large table). */
export async function hasRows(source: OpenedSource, table: string): Promise<boolean> {
  const { rows } = await sql
    .raw<{ one: number }>(`select 1 as one from ${quote(source.dialect, table)} limit 1`)
    .execute(source.db);
  return rows.length > 0;
}

/** The table's row count, for the progress bar. */
export async function countRows(source: OpenedSource, table: string): Promise<number> {
  const { rows } = await sql
    .raw<{ n: number | string }>(`select count(*) as n from ${quote(source.dialect, table)}`)
    .execute(source.db);
  return Number(rows[0]?.n ?? 0);
}
