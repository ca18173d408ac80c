import { PLATFORM_DATA_SOURCE_ID, type TableDefinition } from '@app/common';
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { RequestContext } from '../../../platform/context.js';
import type { SourceDialect } from '../../../platform/data-sources/connect.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { described } from './data-model.service.js';
import { columnType, defaultLiteral, lengthText, quote } from './field-types.js';
import { type ColumnInfo, countRows, listTables } from './introspect.js';
import { type CleanField, cleanDefinition, sameDefault, withStoredValues } from './table-definition.js';

/**
 * 数据建模, changing tables through Kysely's schema builder: create, add fields and change descriptions,
 * drop an empty designed table. Definitions are checked whole first (table-definition.ts). SQLite keeps
 * no comments, so its descriptions (and the platform database's list of designed tables) live in
 * base_db_comment.
 */

// biome-ignore lint/suspicious/noExplicitAny: a source's tables are only known at run time
type AnyDb = Kysely<any>;

async function saveComments(
  ctx: RequestContext,
  linkId: string,
  table: string,
  entries: { column: string; comment: string }[],
) {
  const now = ctx.clock.now();
  for (const { column, comment } of entries) {
    await ctx.services.db
      .deleteFrom('baseDbComment')
      .where('linkId', '=', linkId)
      .where('tableName', '=', table)
      .where('columnName', '=', column)
      .execute();
    await ctx.services.db
      .insertInto('baseDbComment')
      .values({ id: newId(), linkId, tableName: table, columnName: column, comment, creatorTime: now })
      .execute();
  }
}

/**
 * A field's column as DDL states it: nullability, default and, on MySQL, its comment (kept on the column
 * there). `comment: 'always'` restates an empty comment too, as changing a MySQL column's comment needs.
 */
function columnOf(f: CleanField, dialect: SourceDialect, comment: 'whenSet' | 'always' = 'whenSet') {
  return (col: ColumnDefinitionBuilder) => {
    let c = col;
    if (!f.allowNull) c = c.notNull();
    if (f.defaultValue !== null) c = c.defaultTo(defaultLiteral(f.field, f.type, f.defaultValue, dialect));
    if (dialect === 'mysql' && (f.comment || comment === 'always'))
      c = c.modifyEnd(sql.raw(`comment ${quote(f.comment, dialect)}`));
    return c;
  };
}

/** Runs DDL in one transaction where the dialect has transactional DDL (PostgreSQL, SQLite). */
async function inDdlTransaction(db: AnyDb, dialect: SourceDialect, work: (db: AnyDb) => Promise<void>) {
  if (dialect === 'mysql') return work(db);
  await db.transaction().execute(work);
}

/** POST DataModel/{linkId}/Table */
export async function createTable(
  ctx: RequestContext,
  linkId: string,
  input: TableDefinition,
): Promise<{ table: string }> {
  const source = await ctx.services.dataSources.open(linkId);
  const def = cleanDefinition(input, source.dialect, linkId);
  const existing = await listTables(source, false);
  if (existing.some((t) => t.table.toLowerCase() === def.table.toLowerCase()))
    throw new AppError(409, 409, 'dataModel.tableExists', { table: def.table });
  const { dialect } = source;
  await inDdlTransaction(source.db, dialect, async (db) => {
    let builder = db.schema.createTable(def.table);
    for (const f of def.fields) {
      builder = builder.addColumn(f.field, columnType(f.type, dialect), columnOf(f, dialect));
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
    await saveComments(ctx, linkId, def.table, [
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

/**
 * PUT DataModel/{linkId}/Table: add fields and change descriptions. Changing an existing field's
 * type, length, key, nullability or default, or removing it, is refused: on a table with rows these
 * can fail half-way (MySQL DDL does not roll back) or lose data.
 */
export async function updateTable(
  ctx: RequestContext,
  linkId: string,
  input: TableDefinition,
): Promise<void> {
  const tableName = typeof input?.tableInfo?.table === 'string' ? input.tableInfo.table.trim() : '';
  const current = await described(ctx, linkId, tableName);
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
        .addColumn(f.field, columnType(f.type, dialect), columnOf(f, dialect))
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
          .modifyColumn(f.field, columnType(f.type, dialect), columnOf(f, dialect, 'always'))
          .execute();
      }
      if (tableCommentChanged)
        await sql`alter table ${sql.id(current.table)} comment = ${sql.raw(quote(def.comment, dialect))}`.execute(
          db,
        );
    }
  });
  if (dialect === 'sqlite') {
    await saveComments(ctx, linkId, current.table, [
      ...(tableCommentChanged ? [{ column: '', comment: def.comment }] : []),
      ...changedComments.map((c) => ({ column: c.field, comment: c.comment })),
      ...added.map((f) => ({ column: f.field, comment: f.comment })),
    ]);
  }
}

/** DELETE DataModel/{linkId}/Table/{table}: only a designed, empty table. */
export async function dropTable(ctx: RequestContext, linkId: string, table: string): Promise<void> {
  const current = await described(ctx, linkId, table);
  if (current.readOnly) throw new AppError(403, 403, 'dataModel.platformTable', { table: current.table });
  const rows = await countRows(current.source.db, current.table);
  if (rows > 0) throw new AppError(409, 409, 'dataModel.notEmpty', { table: current.table, rows });
  await current.source.db.schema.dropTable(current.table).execute();
  await ctx.services.db
    .deleteFrom('baseDbComment')
    .where('linkId', '=', linkId)
    .where('tableName', '=', current.table)
    .execute();
}
