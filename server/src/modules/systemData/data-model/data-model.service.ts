import {
  type Paged,
  PLATFORM_DATA_SOURCE_ID,
  type TableDefinition,
  type TableField,
  type TableRow,
} from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import type { OpenedSource } from '../../../platform/data-sources/connect.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { sourceFailure } from '../data-source-test.js';
import { type ColumnInfo, countRows, describeTable, listTables } from './introspect.js';
import { platformTableDescription } from './platform-tables.data.js';
import { fieldOf } from './table-definition.js';

/**
 * 数据建模 (client-facts §5.5 DataModel), reading: the tables of a data source, one table's definition and
 * fields, a page of its rows. Changing tables is table-changes.service.ts. In the platform's own database
 * (source '0') only tables the designer made there may be changed or dropped (readOnly says which).
 */

/**
 * Runs work in a source, turning what the driver throws (source down, login changed, a statement the
 * database refuses) into a sentence for the user instead of a 500.
 */
export async function inSource<T>(ctx: RequestContext, linkId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const spec =
      linkId === PLATFORM_DATA_SOURCE_ID
        ? null
        : await ctx.services.dataSources.specOf(linkId).catch(() => null);
    throw sourceFailure(error, spec);
  }
}

/** Tables the designer made in the platform database: the only ones there it may change. */
async function designedOnPlatform(ctx: RequestContext): Promise<Set<string>> {
  const rows = await ctx.services.db
    .selectFrom('baseDbComment')
    .select('tableName')
    .where('linkId', '=', PLATFORM_DATA_SOURCE_ID)
    .where('columnName', '=', '')
    .execute();
  return new Set(rows.map((r) => r.tableName));
}

/** Descriptions kept on the platform side (SQLite keeps no comments): table → column → text. */
async function storedComments(ctx: RequestContext, linkId: string, table?: string) {
  let q = ctx.services.db
    .selectFrom('baseDbComment')
    .select(['tableName', 'columnName', 'comment'])
    .where('linkId', '=', linkId);
  if (table) q = q.where('tableName', '=', table);
  const map = new Map<string, Map<string, string>>();
  for (const r of await q.execute()) {
    const byColumn = map.get(r.tableName) ?? new Map<string, string>();
    byColumn.set(r.columnName, r.comment ?? '');
    map.set(r.tableName, byColumn);
  }
  return map;
}

/** GET DataModel/{linkId}/Tables */
export async function tablesOf(ctx: RequestContext, linkId: string, keyword?: string): Promise<TableRow[]> {
  const source = await ctx.services.dataSources.open(linkId);
  const tables = await listTables(source);
  const comments = source.dialect === 'sqlite' ? await storedComments(ctx, linkId) : null;
  const designed = linkId === PLATFORM_DATA_SOURCE_ID ? await designedOnPlatform(ctx) : null;
  const word = keyword?.trim().toLowerCase();
  return tables
    .map((t) => ({
      table: t.table,
      tableName:
        comments?.get(t.table)?.get('') ||
        t.comment ||
        (designed && !designed.has(t.table) ? platformTableDescription(t.table, ctx.lang) : ''),
      sum: t.rows,
      readOnly: designed ? !designed.has(t.table) : false,
    }))
    .filter((t) => !word || t.table.toLowerCase().includes(word) || t.tableName.toLowerCase().includes(word));
}

export interface Described {
  source: OpenedSource;
  table: string;
  comment: string;
  columns: ColumnInfo[];
  readOnly: boolean;
}

/** The table by its exact name as the database lists it; 404 when there is none. */
export async function described(ctx: RequestContext, linkId: string, tableParam: string): Promise<Described> {
  const table = typeof tableParam === 'string' ? tableParam : '';
  const source = await ctx.services.dataSources.open(linkId);
  const found = await describeTable(source, table);
  if (!found) throw notFound('dataModel.tableMissing');
  let { comment, columns } = found;
  if (source.dialect === 'sqlite') {
    const stored = (await storedComments(ctx, linkId, table)).get(table);
    comment = stored?.get('') ?? '';
    columns = columns.map((c) => ({ ...c, comment: stored?.get(c.field) ?? '' }));
  }
  const readOnly = linkId === PLATFORM_DATA_SOURCE_ID && !(await designedOnPlatform(ctx)).has(table);
  if (readOnly && !comment) comment = platformTableDescription(table, ctx.lang);
  return { source, table, comment, columns, readOnly };
}

/** GET DataModel/{linkId}/Table/{table} */
export async function tableDefinition(
  ctx: RequestContext,
  linkId: string,
  table: string,
): Promise<TableDefinition & { readOnly: boolean }> {
  const d = await described(ctx, linkId, table);
  return {
    tableInfo: { table: d.table, tableName: d.comment },
    tableFieldList: d.columns.map(fieldOf),
    readOnly: d.readOnly,
  };
}

/** GET DataModel/{linkId}/Tables/{table}/Fields */
export async function tableFields(ctx: RequestContext, linkId: string, table: string): Promise<TableField[]> {
  return (await described(ctx, linkId, table)).columns.map(fieldOf);
}

/** A cell as JSON can carry it. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[${value.length} bytes]`;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** GET DataModel/{linkId}/Table/{table}/Preview: rows in the table's own order, paged. */
export async function previewTable(
  ctx: RequestContext,
  linkId: string,
  table: string,
  page: { currentPage: number; pageSize: number },
): Promise<Paged<Record<string, unknown>> & { fields: string[] }> {
  const current = await described(ctx, linkId, table);
  const total = await countRows(current.source.db, current.table);
  const rows = await current.source.db
    .selectFrom(current.table)
    .selectAll()
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  const fields = current.columns.map((c) => c.field);
  return {
    list: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, cell(v)]))),
    pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total },
    fields,
  };
}
