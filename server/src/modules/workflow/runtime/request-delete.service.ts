import type { RequestContext } from '../../../platform/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors.js';
import { runFlowCommand } from './flow-command.js';
import { enqueue } from './outbox.js';

/**
 * Deleting requests (server-facts §6 Delete): the initiator deletes a draft or withdrawn request of theirs;
 * the monitor deletes any, terminating a running one first so its timers, sub-flows and tasks stop. A
 * deleted request is soft-deleted with its rows kept for the audit; its timers are done.
 */

async function softDelete(ctx: RequestContext, id: string) {
  const now = ctx.clock.now();
  await ctx.services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('flowTask')
      .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.userId })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('flowTaskOperator')
      .set({ status: 'cancelled', handleTime: now })
      .where('taskId', '=', id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('flowTimer')
      .set({ doneTime: now })
      .where('taskId', '=', id)
      .where('doneTime', 'is', null)
      .execute();
    // a designed form's record goes with its request (flow-form-record.ts)
    await enqueue(trx, id, now, 'formRecord', {});
  });
}

export async function deleteOwnRequest(ctx: RequestContext, id: string) {
  const row = await ctx.services.db
    .selectFrom('flowTask')
    .select(['creatorUserId', 'status', 'parentId'])
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('workflowRun.taskNotFound');
  if (row.creatorUserId !== ctx.user.id) throw forbidden();
  if (row.status !== 0 && row.status !== 4) throw badRequest('workflowRun.notDeletable');
  await softDelete(ctx, id);
  return null;
}

export async function deleteRequests(ctx: RequestContext, ids: unknown) {
  const wanted = Array.isArray(ids)
    ? [...new Set(ids.filter((id): id is string => typeof id === 'string' && !!id))]
    : [];
  if (!wanted.length || wanted.length > 500) throw badRequest('workflowRun.badBatch', { max: 500 });
  const rows = await ctx.services.db
    .selectFrom('flowTask')
    .select(['id', 'status', 'parentId'])
    .where('id', 'in', wanted)
    .where('deleteMark', 'is', null)
    .execute();
  if (rows.length !== wanted.length) throw notFound('workflowRun.taskNotFound');
  if (rows.some((row) => row.parentId)) throw badRequest('workflowRun.subFlowTask');
  for (const row of rows) {
    if (row.status === 1)
      try {
        await runFlowCommand(ctx, row.id, async () => ({
          command: { type: 'terminate', actor: ctx.user.id },
        }));
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
      }
    await softDelete(ctx, row.id);
  }
  return { count: rows.length };
}
