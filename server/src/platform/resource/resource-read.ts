import type { Paged } from '@app/common';
import { sql } from 'kysely';
import type { DataPermission } from '../auth/data-permission.js';
import type { RequestContext } from '../context.js';
import { paginationOf, totalToldByPage } from '../envelope.js';
import { notFound } from '../errors.js';
import type { Field, Resource } from './define-resource.js';
import type { AnyDb, Row } from './resource.types.js';
import {
  answerRow,
  dbOf,
  type ListQuery,
  listOrder,
  orderShape,
  planList,
  readRow,
  scopedRows,
  selection,
  sorted,
  type View,
  viewOf,
} from './resource-query.js';
import { type BoundValue, shapedRows } from './shaped-statements.js';

/** The list and one record of a resource, as the caller's data permission lets them see it. */

/** Stored rows as answered: numbers read, computed fields added, only the view's fields in order. */
export async function shaped(
  ctx: RequestContext,
  resource: Resource,
  view: View,
  stored: Row[],
): Promise<Row[]> {
  const rows = stored.map((row) => readRow(resource, row));
  if (resource.hooks?.shape && rows.length) await resource.hooks.shape(ctx, rows, view.computed);
  return rows.map((row) => answerRow(view, row));
}

/**
 * GET <path>: one page (SPEC §9: currentPage, pageSize, keyword, sort, sidx in; list and pagination out).
 * The page is read first; its total is counted only when the page does not tell it (a full page, or a
 * page past the end) and the resource keeps no tally of it, so the last page of a list and every short
 * list cost one query. Both statements are compiled once per shape (shaped-statements.ts).
 */
export async function listResource(
  ctx: RequestContext,
  resource: Resource,
  query: ListQuery,
): Promise<Paged<Row>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  const offset = (currentPage - 1) * pageSize;
  const scope = await ctx.dataPermission(resource.menu);
  const view = viewOf(resource, scope);
  const db = await dbOf(ctx, resource);
  const plan = await planList(ctx, resource, view, scope, query);
  const order = listOrder(resource, view, query);
  // The data-permission key stands for the scope's condition and the columns the caller sees.
  const shape = `${resource.path}|${scope.key}|${plan.shape}|${orderShape(order)}`;
  const values = [...plan.values, pageSize, offset];
  const rows = (value: BoundValue) => plan.where(scopedRows(db, resource, scope), value);
  const page = await shapedRows(db, `${shape}|page`, values, (value) =>
    sorted(rows(value).select(selection(view.select)), order)
      .limit(value(values.length - 2) as number)
      .offset(value(values.length - 1) as number),
  );
  const total =
    totalToldByPage(page.length, offset, pageSize) ??
    (await resource.hooks?.total?.(ctx, plan.filters)) ??
    Number(
      (
        await shapedRows(db, `${shape}|count`, values, (value) =>
          rows(value).select((eb) => eb.fn.countAll().as('total')),
        )
      )[0]?.total ?? 0,
    );
  return {
    list: await shaped(ctx, resource, view, page),
    pagination: paginationOf({ currentPage, pageSize }, total),
  };
}

/** GET <path>/:id: the record, or 404 when it does not exist or lies outside the caller's row scope. */
export async function readResource(ctx: RequestContext, resource: Resource, id: string): Promise<Row> {
  const scope = await ctx.dataPermission(resource.menu);
  const view = viewOf(resource, scope, resource.record);
  const db = await dbOf(ctx, resource);
  const row = await scopedRows(db, resource, scope)
    .select(selection(view.select))
    .where(sql.ref(resource.idRef), '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(resource.notFound);
  const [answer] = await shaped(ctx, resource, view, [row]);
  return answer as Row;
}

/** Every stored field: what a write compares, keeps (partial updates) and hands to hooks. */
export const storedFields = (resource: Resource): Field[] => [...resource.fields.values()];

/**
 * The stored record a write starts from: every field, whatever the caller may see (a field left out of an
 * update keeps its value), but only inside the caller's row scope: outside it the record answers as absent.
 */
export async function currentRow(
  db: AnyDb,
  resource: Resource,
  scope: DataPermission,
  id: string,
): Promise<Row> {
  const row = await scopedRows(db, resource, scope)
    .select(selection(storedFields(resource)))
    .where(sql.ref(resource.idRef), '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(resource.notFound);
  return readRow(resource, row);
}
