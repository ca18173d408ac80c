import { sql } from 'kysely';
import { AppError, badRequest } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import type { AnyDb, Row } from '../../../platform/resource/resource.types.js';
import {
  filteredRows,
  type ListQuery,
  listOrder,
  selection,
  sorted,
  viewOf,
} from '../../../platform/resource/resource-query.js';
import { currentRow, listResource, readResource, shaped } from '../../../platform/resource/resource-read.js';
import { createResource, updateResource } from '../../../platform/resource/resource-write.js';
import { formValue, isDateColumn, storedValue } from './online-columns.js';
import { deleteLinked, linkedValues, writeLinked } from './online-linked-tables.js';
import type { SearchCondition } from './online-search.js';
import { givenId, type OnlineListRequest, type OnlineStore, type StoreContext } from './online-store.js';
import { childRows, mainColumns, replaceChildren, tableDesign } from './online-table-resource.js';
import type { Values } from './online-values.js';

/**
 * Records of a design bound to tables, through the resource runtime: the list is the runtime's (statements
 * per shape, data permission in the query, hidden columns never read), writes are the runtime's with the
 * sub-table rows written in the same transaction. A table changed underneath the released design (a column
 * or table dropped) is answered with the control that lost its column, never a 500.
 */

const BATCH = 1000;

export function tableStore({ ctx, model, access }: StoreContext): OnlineStore {
  const design = tableDesign(model, access.menu);
  if (!design) throw new Error('tableStore: the design has no main table');
  const { resource, main, children, linked } = design;
  const fields = mainColumns(model);
  let dialect: string | null = null;
  const db = async () => {
    const opened = await ctx.services.dataSources.open(model.dbLinkId);
    dialect = opened.dialect;
    return opened.db as AnyDb;
  };
  const dates = async () => {
    await db();
    return dialect === 'postgres';
  };

  /** Which stored part of the design is gone, when the database refused a statement. */
  async function explained<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const connection = await db();
      const probe = async (table: string, column?: string) => {
        try {
          await connection
            .selectFrom(table)
            .select(column ? sql.ref(column).as('c') : sql<number>`1`.as('c'))
            .where(sql<boolean>`1 = 0`)
            .execute();
          return true;
        } catch {
          return false;
        }
      };
      for (const [table, columns] of [
        [main.table, fields] as const,
        ...children.map((c) => [c.table, c.columns] as const),
        ...linked.map((l) => [l.table, l.fields.map((f) => ({ ...f.field, vModel: f.column }))] as const),
      ]) {
        if (!(await probe(table))) throw badRequest('onlineDev.tableMissing', { table });
        for (const field of columns)
          if (!(await probe(table, field.vModel)))
            throw badRequest(
              'onlineDev.columnMissing',
              { label: field.control.__config__.label, column: field.vModel, table },
              { field: field.vModel },
            );
      }
      throw error;
    }
  }

  /** The list's conditions as the runtime's list parameters (its declared filters). */
  async function listQuery(conditions: readonly SearchCondition[], request: Partial<OnlineListRequest>) {
    const pg = await dates();
    const query: ListQuery = {
      currentPage: request.currentPage,
      pageSize: request.pageSize,
      ...(request.sidx ? { sidx: request.sidx, sort: request.sort } : {}),
      ...(request.keyword ? { keyword: request.keyword.text } : {}),
    };
    for (const c of conditions) {
      const field = model.fields.get(c.vModel);
      const asDate = pg && field && typeof c.value === 'number' && isDateColumn(main, c.vModel);
      const value = asDate ? new Date(c.value as number) : c.value;
      if (c.op === 'gte') query[`${c.vModel}Start`] = value;
      else if (c.op === 'lte') query[`${c.vModel}End`] = value;
      else query[c.vModel] = value;
    }
    return query;
  }

  const formRow = (row: Row): Values => {
    for (const field of fields)
      if (field.vModel in row) row[field.vModel] = formValue(field.control, row[field.vModel]);
    return row;
  };

  /** The record's values as its columns store them (sub-table rows too). */
  async function columnsOf(values: Values): Promise<Values> {
    const pg = await dates();
    const out: Values = {};
    for (const field of fields)
      if (field.vModel in values)
        out[field.vModel] = storedValue(
          field.control,
          values[field.vModel],
          pg && isDateColumn(main, field.vModel),
        );
    for (const table of linked) {
      const description = model.tables.find((t) => t.table === table.table);
      for (const f of table.fields)
        if (f.vModel in values)
          out[f.vModel] = storedValue(
            f.field.control,
            values[f.vModel],
            pg && isDateColumn(description, f.column),
          );
    }
    for (const child of children) {
      const rows = values[child.vModel];
      if (!Array.isArray(rows)) continue;
      const childTable = model.tables.find((t) => t.table === child.table);
      out[child.vModel] = (rows as Values[]).map((row) => {
        const stored: Values = {};
        for (const column of child.columns)
          stored[column.vModel] = storedValue(
            column.control,
            row[column.vModel],
            pg && isDateColumn(childTable, column.vModel),
          );
        return stored;
      });
    }
    return out;
  }

  return {
    list: (request) =>
      explained(async () => {
        const page = await listResource(ctx, resource, await listQuery(request.conditions, request));
        return { ...page, list: page.list.map(formRow) };
      }),

    async *batches(request) {
      const connection = await db();
      const query = await listQuery(request.conditions, request);
      const view = viewOf(resource, access.scope);
      const rows = await explained(() => filteredRows(ctx, resource, connection, access.scope, view, query));
      const ordered = sorted(rows.select(selection(view.select)), listOrder(resource, view, query));
      for (let offset = 0; ; offset += BATCH) {
        const stored = await explained(() => ordered.limit(BATCH).offset(offset).execute());
        if (stored.length) yield (await shaped(ctx, resource, view, stored)).map(formRow);
        if (stored.length < BATCH) return;
      }
    },

    read: (id) =>
      explained(async () => {
        const record = formRow(await readResource(ctx, resource, id));
        const connection = await db();
        const rows = await childRows(connection, design, id);
        const single = await linkedValues(connection, linked, id);
        for (const table of linked)
          for (const f of table.fields) record[f.vModel] = formValue(f.field.control, single[f.vModel]);
        for (const child of children)
          record[child.vModel] = rows[child.vModel].map((row) => {
            for (const column of child.columns)
              row[column.vModel] = formValue(column.control, row[column.vModel]);
            return row;
          });
        return record;
      }),

    create: (values) =>
      explained(
        async () => (await createResource(ctx, resource, await columnsOf(values), givenId(values))).id,
      ),

    async createMany(records) {
      // The rows of one import batch in one transaction: all written, or none.
      const connection = await db();
      const stored = await Promise.all(records.map(columnsOf));
      await explained(() =>
        connection.transaction().execute(async (trx) => {
          for (const values of stored) {
            const id = newId();
            const row: Row = { [resource.base.id]: id };
            for (const field of fields) if (field.vModel in values) row[field.vModel] = values[field.vModel];
            await trx.insertInto(main.table).values(row).execute();
            const change = { kind: 'create' as const, before: null, after: { ...values, id } };
            await replaceChildren(trx, children, change);
            await writeLinked(trx, linked, change);
          }
        }),
      );
    },

    update: (id, values) => explained(async () => updateResource(ctx, resource, id, await columnsOf(values))),

    remove: (ids) =>
      explained(async () => {
        const connection = await db();
        for (const id of ids) await currentRow(connection, resource, access.scope, id);
        await connection.transaction().execute(async (trx) => {
          for (let i = 0; i < ids.length; i += 500) {
            const part = ids.slice(i, i + 500);
            for (const child of children)
              await trx.deleteFrom(child.table).where(child.foreignKey, 'in', part).execute();
            await deleteLinked(trx, linked, part);
            await trx.deleteFrom(main.table).where(resource.base.id, 'in', part).execute();
          }
        });
      }),
  };
}
