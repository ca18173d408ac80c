import { RequestContext, systemContext } from '../../../platform/context.js';
import type { AppServices } from '../../../platform/services.js';
import { completeFlowValues, pinnedFlowForm, storeFlowRecord } from '../../visualdev/exports.js';
import type { Tx } from './flow-command.js';
import { type RunVersion, runVersion } from './flow-graphs.js';

/**
 * A request on a designed form (formType 2) and the design's record (decision 080): the command completes
 * the values as a saved record would be (calculations; the system fields when the initiator writes), and
 * an outbox row written with it has the worker put the values into the design's storage, its bound tables
 * or JSON, under the request's id. The worker reads the request as it stands then, so rows delivered late or
 * twice leave the record as the request is.
 */

/** Whether the request's form is a design with a pinned version, whose record follows the request's values. */
export const keepsRecord = (version: RunVersion) => version.formType === 2 && version.formVersion !== null;

/** The request's values completed in the command's transaction (which on SQLite holds its one connection). */
export async function designedValues(
  ctx: RequestContext,
  trx: Tx,
  version: RunVersion,
  values: Record<string, unknown>,
  stored: Record<string, unknown>,
  initiatorWrites: boolean,
): Promise<Record<string, unknown>> {
  if (!keepsRecord(version)) return values;
  const model = await pinnedFlowForm(trx, version.formId, version.formVersion as number);
  if (!model) return values;
  const inTransaction = new RequestContext({ ...ctx.services, db: trx }, ctx.actor, ctx.lang);
  return completeFlowValues(inTransaction, model, values, stored, initiatorWrites);
}

/** The outbox's `formRecord`: the design's record made to match the request (removed with a deleted one). */
export async function syncFlowRecord(services: AppServices, taskId: string): Promise<void> {
  const row = await services.db
    .selectFrom('flowTask')
    .select(['flowVersionId', 'formData', 'deleteMark'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row) return;
  const version = await runVersion(services.db, row.flowVersionId);
  if (!version || !keepsRecord(version)) return;
  const model = await pinnedFlowForm(services.db, version.formId, version.formVersion as number);
  if (!model) return;
  const values = row.deleteMark ? null : (JSON.parse(row.formData) as Record<string, unknown>);
  await storeFlowRecord(systemContext(services, 'workflow'), model, taskId, values);
}
