import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../context.js';
import { newId } from '../ids.js';

/**
 * The bookkeeping columns for services that still write a platform table by hand (through the camelCase
 * connection) instead of through the runtime: who and when created, changed or soft-deleted a row, and the
 * enabled-state switch. One place, so every hand-written write stamps the same columns the same way.
 */

export const createdBy = (ctx: RequestContext) => ({
  creatorTime: ctx.clock.now(),
  creatorUserId: ctx.userId,
});

export const modifiedBy = (ctx: RequestContext) => ({
  lastModifyTime: ctx.clock.now(),
  lastModifyUserId: ctx.userId,
});

export const deletedBy = (ctx: RequestContext) => ({
  deleteMark: 1,
  deleteTime: ctx.clock.now(),
  deleteUserId: ctx.userId,
});

/** Platform tables with the enabled state and the change stamps. */
type StateTable = {
  [T in keyof Database]: Database[T] extends { enabledMark: unknown; lastModifyTime: unknown } ? T : never;
}[keyof Database];

/**
 * Switches a row's 0/1 enabledMark (the row already read, so its own 404 has answered) and stamps the
 * change; answers the new value as PUT …/Actions/State does.
 */
export async function flipEnabled(
  ctx: RequestContext,
  table: StateTable,
  row: { id: string; enabledMark: number | null },
): Promise<{ enabledMark: 0 | 1 }> {
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await ctx.services.db
    .updateTable(table)
    .set({ enabledMark, ...modifiedBy(ctx) })
    .where('id', '=', row.id)
    .execute();
  return { enabledMark };
}

// biome-ignore lint/suspicious/noExplicitAny: the table is a parameter; callers are typed by StampedTable
type AnyTableDb = Kysely<any>;

/** Platform tables with the change stamps. */
type StampedTable = {
  [T in keyof Database]: Database[T] extends { lastModifyTime: unknown; lastModifyUserId: unknown }
    ? T
    : never;
}[keyof Database];

/** Platform tables with the soft-delete mark. */
type SoftDeleteTable = {
  [T in keyof Database]: Database[T] extends { deleteMark: unknown; deleteTime: unknown } ? T : never;
}[keyof Database];

/** Writes a row's checked values with the change stamps. */
export async function updateStamped<T extends StampedTable>(
  ctx: RequestContext,
  table: T,
  id: string,
  values: Updateable<Database[T]>,
): Promise<void> {
  const row: Record<string, unknown> = { ...values, ...modifiedBy(ctx) };
  await (ctx.services.db as unknown as AnyTableDb)
    .updateTable(table as string)
    .set(row)
    .where('id', '=', id)
    .execute();
}

/** Marks a live row deleted, with who and when (a row already deleted stays as it was). */
export async function softDelete(ctx: RequestContext, table: SoftDeleteTable, id: string): Promise<void> {
  await (ctx.services.db as unknown as AnyTableDb)
    .updateTable(table as string)
    .set(deletedBy(ctx))
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

/** Inserts a new row of checked values under a fresh id with the creator stamps; answers the id. */
export async function insertStamped<T extends StampedTable>(
  ctx: RequestContext,
  table: T,
  values: Insertable<Database[T]> | Omit<Insertable<Database[T]>, 'id' | 'creatorTime' | 'creatorUserId'>,
): Promise<{ id: string }> {
  const id = newId();
  const row: Record<string, unknown> = { ...values, id, ...createdBy(ctx) };
  await (ctx.services.db as unknown as AnyTableDb)
    .insertInto(table as string)
    .values(row)
    .execute();
  return { id };
}
