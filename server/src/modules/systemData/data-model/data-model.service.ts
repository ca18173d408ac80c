import {
  type Paged,
  PLATFORM_DATA_SOURCE_ID,
  type TableDefinition,
  type TableField,
  type TableRow,
} from '@app/common';
import { type Kysely, sql } from 'kysely';
import type { OpenedSource, SourceDialect } from '../../../platform/data-sources/connect.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { keepAbsent } from '../../../platform/partial-update.js';
import type { AppServices } from '../../../platform/services.js';
import { sourceFailure } from '../data-source-test.js';
import {
  columnType,
  defaultLiteral,
  type FieldType,
  lengthText,
  parseFieldType,
  quote,
} from './field-types.js';
import { checkComment, checkIdentifier } from './identifiers.js';
import { type ColumnInfo, countRows, describeTable, listTables } from './introspect.js';

/**
 * 数据建模 (client-facts §5.5 DataModel): tables of a data source, designed through Kysely's schema
 * builder. Names pass checkIdentifier, types come from FIELD_DATA_TYPES, comments and defaults are
 * checked literals: the request's text never reaches SQL unchecked. In the platform's own database
 * (source '0') only tables the designer made there may be changed or dropped.
 */

// biome-ignore lint/suspicious/noExplicitAny: a source's tables are only known at run time
type AnyDb = Kysely<any>;

/** A checked field, ready for DDL. */
interface CleanField {
  field: string;
  comment: string;
  type: FieldType;
  primaryKey: boolean;
  allowNull: boolean;
  defaultValue: string | null;
}

interface CleanDefinition {
  table: string;
  comment: string;
  fields: CleanField[];
}

const MAX_FIELDS = 200;
// Names the platform's migrations use: a designed table there would collide with a later migration.
const PLATFORM_PREFIXES = /^(base_|kysely_|sqlite_|pg_)/i;

/**
 * Runs work in a source, turning what the driver throws (source down, login changed, a statement the
 * database refuses) into a sentence for the user instead of a 500.
 */
export async function inSource<T>(services: AppServices, linkId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const spec =
      linkId === PLATFORM_DATA_SOURCE_ID ? null : await services.dataSources.specOf(linkId).catch(() => null);
    throw sourceFailure(error, spec);
  }
}

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

/** Tables the designer made in the platform database: the only ones there it may change. */
async function designedOnPlatform(services: AppServices): Promise<Set<string>> {
  const rows = await services.db
    .selectFrom('baseDbComment')
    .select('tableName')
    .where('linkId', '=', PLATFORM_DATA_SOURCE_ID)
    .where('columnName', '=', '')
    .execute();
  return new Set(rows.map((r) => r.tableName));
}

/** Descriptions kept on the platform side (SQLite keeps no comments): table → column → text. */
async function storedComments(services: AppServices, linkId: string, table?: string) {
  let q = services.db
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
export async function tablesOf(services: AppServices, linkId: string, keyword?: string): Promise<TableRow[]> {
  const source = await services.dataSources.open(linkId);
  const tables = await listTables(source);
  const comments = source.dialect === 'sqlite' ? await storedComments(services, linkId) : null;
  const designed = linkId === PLATFORM_DATA_SOURCE_ID ? await designedOnPlatform(services) : null;
  const word = keyword?.trim().toLowerCase();
  return tables
    .map((t) => ({
      table: t.table,
      tableName: comments?.get(t.table)?.get('') ?? t.comment,
      sum: t.rows,
      readOnly: designed ? !designed.has(t.table) : false,
    }))
    .filter((t) => !word || t.table.toLowerCase().includes(word) || t.tableName.toLowerCase().includes(word));
}

interface Described {
  source: OpenedSource;
  table: string;
  comment: string;
  columns: ColumnInfo[];
  readOnly: boolean;
}

/** The table by its exact name as the database lists it; 404 when there is none. */
async function described(services: AppServices, linkId: string, tableParam: string): Promise<Described> {
  const table = typeof tableParam === 'string' ? tableParam : '';
  const source = await services.dataSources.open(linkId);
  const found = await describeTable(source, table);
  if (!found) throw notFound('dataModel.tableMissing');
  let { comment, columns } = found;
  if (source.dialect === 'sqlite') {
    const stored = (await storedComments(services, linkId, table)).get(table);
    comment = stored?.get('') ?? '';
    columns = columns.map((c) => ({ ...c, comment: stored?.get(c.field) ?? '' }));
  }
  const readOnly = linkId === PLATFORM_DATA_SOURCE_ID && !(await designedOnPlatform(services)).has(table);
  return { source, table, comment, columns, readOnly };
}

const fieldOf = (c: ColumnInfo): TableField => ({
  field: c.field,
  fieldName: c.comment,
  dataType: c.type?.dataType ?? c.rawType.toLowerCase(),
  dataLength: c.type ? lengthText(c.type) : null,
  primaryKey: c.primaryKey ? 1 : 0,
  allowNull: c.allowNull ? 1 : 0,
  defaultValue: c.defaultValue,
});

/** GET DataModel/{linkId}/Table/{table} */
export async function tableDefinition(
  services: AppServices,
  linkId: string,
  table: string,
): Promise<TableDefinition & { readOnly: boolean }> {
  const d = await described(services, linkId, table);
  return {
    tableInfo: { table: d.table, tableName: d.comment },
    tableFieldList: d.columns.map(fieldOf),
    readOnly: d.readOnly,
  };
}

/** GET DataModel/{linkId}/Tables/{table}/Fields */
export async function tableFields(
  services: AppServices,
  linkId: string,
  table: string,
): Promise<TableField[]> {
  return (await described(services, linkId, table)).columns.map(fieldOf);
}

async function saveComments(
  services: AppServices,
  linkId: string,
  table: string,
  entries: { column: string; comment: string }[],
) {
  const now = services.clock.now();
  for (const { column, comment } of entries) {
    await services.db
      .deleteFrom('baseDbComment')
      .where('linkId', '=', linkId)
      .where('tableName', '=', table)
      .where('columnName', '=', column)
      .execute();
    await services.db
      .insertInto('baseDbComment')
      .values({ id: newId(), linkId, tableName: table, columnName: column, comment, creatorTime: now })
      .execute();
  }
}

/** Runs DDL in one transaction where the dialect has transactional DDL (PostgreSQL, SQLite). */
async function inDdlTransaction(db: AnyDb, dialect: SourceDialect, work: (db: AnyDb) => Promise<void>) {
  if (dialect === 'mysql') return work(db);
  await db.transaction().execute(work);
}

/** POST DataModel/{linkId}/Table */
export async function createTable(
  services: AppServices,
  linkId: string,
  input: TableDefinition,
): Promise<{ table: string }> {
  const source = await services.dataSources.open(linkId);
  const def = cleanDefinition(input, source.dialect, linkId);
  const existing = await listTables(source, false);
  if (existing.some((t) => t.table.toLowerCase() === def.table.toLowerCase()))
    throw new AppError(409, 409, 'dataModel.tableExists', { table: def.table });
  const { dialect } = source;
  await inDdlTransaction(source.db, dialect, async (db) => {
    let builder = db.schema.createTable(def.table);
    for (const f of def.fields) {
      builder = builder.addColumn(f.field, columnType(f.type, dialect), (col) => {
        let c = col;
        if (!f.allowNull) c = c.notNull();
        if (f.defaultValue !== null)
          c = c.defaultTo(defaultLiteral(f.field, f.type, f.defaultValue, dialect));
        if (dialect === 'mysql' && f.comment)
          c = c.modifyEnd(sql.raw(`comment ${quote(f.comment, dialect)}`));
        return c;
      });
    }
    const keys = def.fields.filter((f) => f.primaryKey).map((f) => f.field);
    builder = builder.addPrimaryKeyConstraint(`pk_${def.table}`.slice(0, 63), keys as never);
    if (dialect === 'mysql') {
      builder = builder.modifyEnd(
        sql.raw(
          ` default charset = utf8mb4${def.comment ? ` comment = ${quote(def.comment, dialect)}` : ''}`,
        ),
      );
    }
    await builder.execute();
    if (dialect === 'postgres') await postgresComments(db, def.table, def.comment, def.fields);
  });
  if (dialect === 'sqlite' || linkId === PLATFORM_DATA_SOURCE_ID) {
    await saveComments(services, linkId, def.table, [
      { column: '', comment: def.comment },
      ...(dialect === 'sqlite' ? def.fields.map((f) => ({ column: f.field, comment: f.comment })) : []),
    ]);
  }
  return { table: def.table };
}

async function postgresComments(
  db: AnyDb,
  table: string,
  comment: string | null,
  fields: { field: string; comment: string }[],
) {
  if (comment !== null)
    await sql`comment on table ${sql.id(table)} is ${sql.raw(quote(comment, 'postgres'))}`.execute(db);
  for (const f of fields)
    await sql`comment on column ${sql.id(table, f.field)} is ${sql.raw(quote(f.comment, 'postgres'))}`.execute(
      db,
    );
}

/** Defaults compared by meaning: PostgreSQL answers true for 1, MySQL 0.00 for 0. */
function sameDefault(type: FieldType | null, a: string | null, b: string | null): boolean {
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
function withStoredValues(input: TableDefinition, current: Described): TableDefinition {
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

/**
 * PUT DataModel/{linkId}/Table: add fields and change descriptions. Changing an existing field's
 * type, length, key, nullability or default, or removing it, is refused: on a table with rows these
 * can fail half-way (MySQL DDL does not roll back) or lose data.
 */
export async function updateTable(
  services: AppServices,
  linkId: string,
  input: TableDefinition,
): Promise<void> {
  const tableName = typeof input?.tableInfo?.table === 'string' ? input.tableInfo.table.trim() : '';
  const current = await described(services, linkId, tableName);
  if (current.readOnly) throw new AppError(403, 403, 'dataModel.platformTable', { table: current.table });
  const { source } = current;
  const { dialect } = source;
  const def = cleanDefinition(withStoredValues(input, current), dialect, '-');
  const incoming = new Map(def.fields.map((f) => [f.field.toLowerCase(), f]));
  const changedComments: { field: string; comment: string; column: ColumnInfo; clean: CleanField }[] = [];
  for (const column of current.columns) {
    const f = incoming.get(column.field.toLowerCase());
    if (!f) throw badRequest('dataModel.cannotDropField', { field: column.field });
    incoming.delete(column.field.toLowerCase());
    const sameType =
      column.type === null ||
      (column.type.dataType === f.type.dataType && lengthText(column.type) === lengthText(f.type));
    if (
      !sameType ||
      column.primaryKey !== f.primaryKey ||
      column.allowNull !== f.allowNull ||
      !sameDefault(column.type, column.defaultValue, f.defaultValue)
    )
      throw badRequest('dataModel.cannotChangeField', { field: column.field });
    if (column.comment !== f.comment) {
      if (dialect === 'mysql' && column.type === null)
        throw badRequest('dataModel.cannotChangeField', { field: column.field });
      changedComments.push({ field: column.field, comment: f.comment, column, clean: f });
    }
  }
  const added = [...incoming.values()];
  for (const f of added) {
    if (f.primaryKey) throw badRequest('dataModel.newFieldPrimaryKey', { field: f.field });
    if (!f.allowNull && f.defaultValue === null)
      throw badRequest('dataModel.newFieldNotNull', { field: f.field });
  }
  const tableCommentChanged = current.comment !== def.comment;

  await inDdlTransaction(source.db, dialect, async (db) => {
    for (const f of added) {
      await db.schema
        .alterTable(current.table)
        .addColumn(f.field, columnType(f.type, dialect), (col) => {
          let c = col;
          if (!f.allowNull) c = c.notNull();
          if (f.defaultValue !== null)
            c = c.defaultTo(defaultLiteral(f.field, f.type, f.defaultValue, dialect));
          if (dialect === 'mysql' && f.comment)
            c = c.modifyEnd(sql.raw(`comment ${quote(f.comment, dialect)}`));
          return c;
        })
        .execute();
    }
    if (dialect === 'postgres') {
      await postgresComments(
        db,
        current.table,
        tableCommentChanged ? def.comment : null,
        [...changedComments, ...added.filter((f) => f.comment)].map((c) => ({
          field: c.field,
          comment: c.comment,
        })),
      );
    }
    if (dialect === 'mysql') {
      for (const c of changedComments) {
        // MySQL changes a comment only by restating the whole column, unchanged otherwise.
        const f = c.clean;
        await db.schema
          .alterTable(current.table)
          .modifyColumn(f.field, columnType(f.type, dialect), (col) => {
            let m = col;
            if (!f.allowNull) m = m.notNull();
            if (f.defaultValue !== null)
              m = m.defaultTo(defaultLiteral(f.field, f.type, f.defaultValue, dialect));
            return m.modifyEnd(sql.raw(`comment ${quote(f.comment, dialect)}`));
          })
          .execute();
      }
      if (tableCommentChanged)
        await sql`alter table ${sql.id(current.table)} comment = ${sql.raw(quote(def.comment, dialect))}`.execute(
          db,
        );
    }
  });
  if (dialect === 'sqlite') {
    await saveComments(services, linkId, current.table, [
      ...(tableCommentChanged ? [{ column: '', comment: def.comment }] : []),
      ...changedComments.map((c) => ({ column: c.field, comment: c.comment })),
      ...added.map((f) => ({ column: f.field, comment: f.comment })),
    ]);
  }
}

/** DELETE DataModel/{linkId}/Table/{table}: only a designed, empty table. */
export async function dropTable(services: AppServices, linkId: string, table: string): Promise<void> {
  const current = await described(services, linkId, table);
  if (current.readOnly) throw new AppError(403, 403, 'dataModel.platformTable', { table: current.table });
  const rows = await countRows(current.source.db, current.table);
  if (rows > 0) throw new AppError(409, 409, 'dataModel.notEmpty', { table: current.table, rows });
  await current.source.db.schema.dropTable(current.table).execute();
  await services.db
    .deleteFrom('baseDbComment')
    .where('linkId', '=', linkId)
    .where('tableName', '=', current.table)
    .execute();
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
  services: AppServices,
  linkId: string,
  table: string,
  page: { currentPage: number; pageSize: number },
): Promise<Paged<Record<string, unknown>> & { fields: string[] }> {
  const current = await described(services, linkId, table);
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

/** What Action/Export writes and Action/Import reads. */
export interface TableFile extends TableDefinition {
  kind: 'dataModel.table';
  version: 1;
  exportedAt: number;
}

/** GET DataModel/{linkId}/Table/{table}/Action/Export */
export async function exportTable(services: AppServices, linkId: string, table: string): Promise<TableFile> {
  const def = await tableDefinition(services, linkId, table);
  return {
    kind: 'dataModel.table',
    version: 1,
    exportedAt: services.clock.now(),
    tableInfo: def.tableInfo,
    tableFieldList: def.tableFieldList,
  };
}

/** Reads an uploaded export; the whole definition is checked by createTable before any DDL. */
export function parseTableFile(bytes: Buffer): TableDefinition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('dataModel.importNotJson');
  }
  const file = parsed as Partial<TableFile>;
  if (
    !file ||
    typeof file !== 'object' ||
    file.kind !== 'dataModel.table' ||
    !file.tableInfo ||
    !Array.isArray(file.tableFieldList)
  )
    throw badRequest('dataModel.importWrongFile');
  return { tableInfo: file.tableInfo, tableFieldList: file.tableFieldList };
}
