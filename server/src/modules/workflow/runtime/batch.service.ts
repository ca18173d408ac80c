import type { RequestContext } from '../../../platform/context.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { translate } from '../../../platform/i18n/i18n.js';
import { decide } from './task-actions.service.js';

/**
 * 批量审批 (the to-do list's batch approve and reject): each task is its own command, so one refused task
 * (handled meanwhile, not the caller's) is reported and the others still go through.
 */

const MAX_BATCH = 200;

export async function batchDecide(
  ctx: RequestContext,
  body: { ids?: unknown; batchType?: unknown; handleOpinion?: unknown },
) {
  const ids = Array.isArray(body.ids)
    ? [...new Set(body.ids.filter((id): id is string => typeof id === 'string' && !!id))]
    : [];
  if (!ids.length || ids.length > MAX_BATCH || (body.batchType !== 0 && body.batchType !== 1))
    throw badRequest('workflowRun.badBatch', { max: MAX_BATCH });
  const decision = body.batchType === 0 ? 'approve' : 'reject';
  let succeeded = 0;
  const failed: { id: string; msg: string }[] = [];
  for (const id of ids) {
    try {
      await decide(ctx, id, decision, { handleOpinion: body.handleOpinion });
      succeeded++;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      failed.push({ id, msg: translate(error.key, ctx.lang, error.params) });
    }
  }
  return { succeeded, failed };
}
