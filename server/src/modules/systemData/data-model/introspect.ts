import { type Kysely, sql } from 'kysely';
import type { OpenedSource } from '../../../platform/data-sources/connect.js';
import { type FieldType, typeFromDatabase } from './field-types.js';

/** One column as the database describes it. */
export interface ColumnInfo {
  field: string;
  /** the database's own type text (shown for types the designer does not make) */
  rawType: string;
  type: FieldType | null;
  primaryKey: boolean;
  allowNull: boolean;
  defaultValue: string | null;
  comment: string;
}

export interface TableSummary {
  table: string;
  comment: string;
  /** null when counting is not cheap */
  rows: number | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a source's tables are only known at run time
type AnyDb = Kysely<any>;

/** Base tables of the source's current database or schema, with comments and cheap row counts. */
export async function listTables(source: OpenedSource, withCounts = true): Promise<TableSummary[]> {
  const { db, dialect } = source;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string; comment: string | null; estimate: number | string | null }>`
      select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.reltuples as estimate
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`.execute(db);
    // reltuples is -1 until the table is first vacuumed or analysed (a table just made): those are
    // counted, within two seconds for the whole list; past that they keep showing no figure.
    const deadline = Date.now() + 2000;
    const result: TableSummary[] = [];
    for (const r of rows) {
      let estimate = r.estimate === null ? -1 : Number(r.estimate);
      const left = deadline - Date.now();
      if (withCounts && estimate < 0 && left > 50)
        estimate = (await boundedCount(db, r.name, Math.min(1000, left))) ?? -1;
      result.push({
        table: r.name,
        comment: r.comment ?? '',
        rows: estimate < 0 ? null : Math.round(estimate),
      });
    }
    return result;
  }
  if (dialect === 'mysql') {
    const { rows } = await sql<{ name: string; comment: string | null; estimate: number | null }>`
      select table_name as name, table_comment as comment, table_rows as estimate
      from information_schema.tables
      where table_schema = database() and table_type = 'BASE TABLE'
      order by table_name`.execute(db);
    return rows.map((r) => ({
      table: r.name,
      comment: r.comment ?? '',
      rows: r.estimate === null ? null : Number(r.estimate),
    }));
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  const result: TableSummary[] = [];
  for (const r of rows)
    result.push({ table: r.name, comment: '', rows: withCounts ? await countRows(db, r.name) : null });
  return result;
}

/** PostgreSQL count(*) that gives up after `ms` (null) instead of holding the list back. */
async function boundedCount(db: AnyDb, table: string, ms: number): Promise<number | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(Math.trunc(ms))}, true)`.execute(trx);
      return countRows(trx, table);
    });
  } catch {
    return null;
  }
}

/** count(*) of a table whose name came from the database's own catalogue. */
export async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The columns of one table, in their order; null when there is no such table. */
export async function describeTable(
  source: OpenedSource,
  table: string,
): Promise<{ comment: string; columns: ColumnInfo[] } | null> {
  const tables = await listTables(source, false);
  const found = tables.find((t) => t.table === table);
  if (!found) return null;
  const { db, dialect } = source;
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      name: string;
      type: string;
      length: number | null;
      precision: number | null;
      scale: number | null;
      nullable: string;
      def: string | null;
      comment: string | null;
      pk: boolean;
    }>`
      select c.column_name as name, c.data_type as type, c.character_maximum_length as length,
        c.numeric_precision as precision, c.numeric_scale as scale, c.is_nullable as nullable,
        c.column_default as def,
        col_description((quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass, c.ordinal_position) as comment,
        exists (
          select 1 from information_schema.table_constraints tc
          join information_schema.key_column_usage k
            on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
          where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = c.table_schema
            and tc.table_name = c.table_name and k.column_name = c.column_name
        ) as pk
      from information_schema.columns c
      where c.table_schema = current_schema() and c.table_name = ${table}
      order by c.ordinal_position`.execute(db);
    return {
      comment: found.comment,
      columns: rows.map((r) => ({
        field: r.name,
        rawType: r.type,
        type: typeFromDatabase(r.type, r.length, r.precision, r.scale),
        primaryKey: !!r.pk,
        allowNull: r.nullable === 'YES',
        defaultValue: cleanDefault(r.def),
        comment: r.comment ?? '',
      })),
    };
  }
  if (dialect === 'mysql') {
    const { rows } = await sql<{
      name: string;
      type: string;
      columnType: string;
      length: number | null;
      precision: number | null;
      scale: number | null;
      nullable: string;
      def: string | null;
      comment: string | null;
      columnKey: string;
    }>`
      select column_name as name, data_type as type, column_type as columnType,
        character_maximum_length as length, numeric_precision as \`precision\`, numeric_scale as scale,
        is_nullable as nullable, column_default as def, column_comment as comment, column_key as columnKey
      from information_schema.columns
      where table_schema = database() and table_name = ${table}
      order by ordinal_position`.execute(db);
    return {
      comment: found.comment,
      columns: rows.map((r) => ({
        field: r.name,
        rawType: r.columnType,
        type: typeFromDatabase(
          r.columnType === 'tinyint(1)' ? r.columnType : r.type,
          r.length === null ? null : Number(r.length),
          r.precision === null ? null : Number(r.precision),
          r.scale === null ? null : Number(r.scale),
        ),
        primaryKey: r.columnKey === 'PRI',
        allowNull: r.nullable === 'YES',
        defaultValue: cleanDefault(r.def),
        comment: r.comment ?? '',
      })),
    };
  }
  // pragma_table_info takes the table name as a bound value.
  const { rows } = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(db);
  return {
    comment: '',
    columns: rows.map((r) => ({
      field: r.name,
      rawType: r.type,
      type: typeFromDatabase(r.type, null, null, null),
      primaryKey: r.pk > 0,
      allowNull: r.notnull === 0 && r.pk === 0,
      defaultValue: cleanDefault(r.dflt_value),
      comment: '',
    })),
  };
}

/** A default as the designer shows it: 'abc' → abc, 'x'::character varying → x, NULL → none. */
function cleanDefault(value: string | null): string | null {
  if (value === null || /^null$/i.test(value)) return null;
  const m = /^'((?:[^']|'')*)'(?:::[\w\s]+)?$/.exec(value.trim());
  return m ? m[1].replace(/''/g, "'") : value.trim();
}
