import { FLOW_REFUSALS, type FlowNode, mergeWritable } from '@app/common/flow';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest, forbidden } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { launchableVersionId } from '../flow-engine-launch.js';
import { saveSystemForm } from '../system-form-store.js';
import { draftRow, loadTask, type Prepared, runFlowCommand, type Tx } from './flow-command.js';
import { designedValues } from './flow-form-record.js';
import { checkFlowValues, flowForm, sentValues, valuesToShow } from './flow-forms.js';
import { runVersion } from './flow-graphs.js';

/**
 * 发起 (launch): a new request on the released version the caller may start, saved as a draft or submitted,
 * and the resubmission of a draft, rejected or withdrawn request of one's own (server-facts §6 Submit). A
 * submit runs the engine's `submit` in the same transaction that writes the request, so a refused submit
 * (values the form rejects, a node nobody approves) leaves nothing behind; an idempotency key makes a
 * double click one request.
 */

export interface LaunchBody {
  flowId?: string;
  formData?: unknown;
  /**
   * 0 submit, 1 save a draft (client-facts §8.3: the flag is inverted against the list status); left out, the
   * request is only saved, so a PUT that carries the values alone never submits by surprise
   */
  status?: number;
  flowUrgent?: number;
  fullName?: string;
  copyIds?: unknown;
}

const urgency = (value: unknown) => (value === 2 || value === 3 ? value : 1);
const title = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && id !== '')
    : typeof value === 'string' && value
      ? value.split(',')
      : [];

/** The start node's writable fields (an unlisted node lets the initiator write everything: decision 076). */
export const startOperates = (tree: FlowNode) =>
  (tree.properties as { formOperates?: unknown })?.formOperates;

function submitOrSave(
  ctx: RequestContext,
  body: LaunchBody,
  values: Record<string, unknown>,
  patch: { fullName: string; flowUrgent: number },
): (loaded: Awaited<ReturnType<typeof loadTask>>, trx: Tx) => Promise<Prepared> {
  return async (loaded, trx) => {
    const draft = body.status !== 0;
    let formData = mergeWritable(startOperates(loaded.version.tree), loaded.formData, values, 'write');
    if (loaded.version.formType === 1) {
      // a system form's own title field takes the request's title unless the initiator typed another
      if (!formData.flowTitle) formData.flowTitle = patch.fullName;
      // its own tables (server-facts §6 WFORM_*): checked there, numbered, the applicant filled in
      formData = await saveSystemForm(ctx, trx, loaded.version.formId, loaded.row.id, formData, {
        flowId: loaded.row.flowEngineId,
        flowTitle: patch.fullName,
        flowUrgent: patch.flowUrgent,
        draft,
      });
    } else {
      // a designed form's values as its record will hold them: calculations, the initiator's system fields
      formData = await designedValues(ctx, trx, loaded.version, formData, loaded.formData, true);
      if (!draft) checkFlowValues(ctx, flowForm(loaded.version), formData);
    }
    if (draft) return { formData, patch };
    return {
      command: { type: 'submit', actor: ctx.user.id, copyTo: ids(body.copyIds) },
      formData,
      patch,
    };
  };
}

export async function launchRequest(
  ctx: RequestContext,
  body: LaunchBody,
  idempotencyKey?: string,
): Promise<{ id: string }> {
  const engineId = typeof body.flowId === 'string' ? body.flowId : '';
  const versionId = engineId ? await launchableVersionId(ctx, engineId) : null;
  if (!versionId) throw badRequest('workflowRun.notLaunchable');
  const version = await runVersion(ctx.services.db, versionId);
  if (!version) throw badRequest('workflowRun.notLaunchable');
  const values = sentValues(body.formData ?? {});
  if (!values) throw badRequest('workflowRun.badFormData');
  const id = newId();
  const user = ctx.user;
  const patch = {
    fullName: title(body.fullName) || `${user.realName}的${version.fullName}`,
    flowUrgent: urgency(body.flowUrgent),
  };
  const now = ctx.clock.now();
  const result = await runFlowCommand(ctx, id, submitOrSave(ctx, body, values, patch), {
    idempotencyKey,
    actorName: user.realName,
    create: async (trx) => {
      await trx
        .insertInto('flowTask')
        .values(draftRow(version, { id, initiatorId: user.id, now, ...patch }))
        .execute();
    },
  });
  return { id: result.taskId };
}

/** PUT FlowTask/{id}: a draft, rejected or withdrawn request of the caller's, saved again or submitted. */
export async function updateRequest(
  ctx: RequestContext,
  id: string,
  body: LaunchBody,
  idempotencyKey?: string,
): Promise<{ id: string }> {
  const values = sentValues(body.formData ?? {});
  if (!values) throw badRequest('workflowRun.badFormData');
  await runFlowCommand(
    ctx,
    id,
    async (loaded, trx) => {
      if (loaded.row.creatorUserId !== ctx.user.id) throw forbidden();
      if (![0, 3, 4].includes(loaded.row.status))
        throw badRequest('workflowRun.refused', { detail: FLOW_REFUSALS.notResubmittable[ctx.lang] });
      const patch = {
        fullName: title(body.fullName) || loaded.row.fullName,
        flowUrgent: body.flowUrgent === undefined ? loaded.row.flowUrgent : urgency(body.flowUrgent),
      };
      return submitOrSave(ctx, body, values, patch)(loaded, trx);
    },
    { idempotencyKey, actorName: ctx.user.realName },
  );
  return { id };
}

/** GET FlowEngine/{id}/LaunchForm: the released version's form and start node, to fill in a new request. */
export async function launchForm(ctx: RequestContext, engineId: string) {
  const versionId = await launchableVersionId(ctx, engineId);
  const version = versionId ? await runVersion(ctx.services.db, versionId) : null;
  if (!version) throw badRequest('workflowRun.notLaunchable');
  return {
    flowId: version.flowEngineId,
    flowName: version.fullName,
    flowVersion: version.version,
    form: flowForm(version),
    startNodeProperties: version.tree.properties ?? null,
    formOperates: startOperates(version.tree) ?? [],
    // the chart, and whether a copy node lets the initiator choose its people (发起人自选)
    flowTemplateJson: version.tree,
  };
}

/** GET FlowTask/{id}: the caller's own request, to edit and submit again. */
export async function ownRequest(ctx: RequestContext, id: string) {
  const loaded = await loadTask(ctx.services.db, id, false);
  if (loaded.row.creatorUserId !== ctx.user.id) throw forbidden();
  const { row, version } = loaded;
  return {
    id: row.id,
    flowId: row.flowEngineId,
    flowName: row.flowName,
    fullName: row.fullName,
    flowUrgent: row.flowUrgent,
    status: row.status,
    formData: await valuesToShow(ctx, flowForm(version), loaded.formData),
    form: flowForm(version),
    startNodeProperties: version.tree.properties ?? null,
    formOperates: startOperates(version.tree) ?? [],
    flowTemplateJson: version.tree,
  };
}
