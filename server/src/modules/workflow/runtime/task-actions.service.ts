import { mergeWritable } from '@app/common/flow';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../../platform/errors.js';
import { saveSystemForm } from '../system-form-store.js';
import { activeDelegators } from './delegate.service.js';
import { type CommandResult, type Loaded, runFlowCommand, type Tx } from './flow-command.js';
import { designedValues } from './flow-form-record.js';
import { sentValues } from './flow-forms.js';

/**
 * An approver's actions on a task (FlowBefore: 通过, 拒绝, 撤回, 转办) and the initiator's and monitor's
 * actions on a request (撤回, 催办, 指派, 终止), each one engine command (decision 076) run by
 * runFlowCommand. Acting on someone else's task is allowed only under their entrust, which the command
 * then carries as onBehalfOf; form values sent with a decision are taken only where the node may write.
 */

export interface DecisionBody {
  handleOpinion?: unknown;
  formData?: unknown;
  copyIds?: unknown;
  freeApproverUserId?: unknown;
  signImg?: unknown;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;
const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && id !== '')
    : typeof value === 'string' && value
      ? value.split(',').filter(Boolean)
      : [];
/** a signature: a PNG/JPEG data URL or a stored file's path, at most 2 MB of text */
const signature = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 2_000_000 ? value : undefined;

async function operatorOf(ctx: RequestContext, operatorId: string) {
  const op = await ctx.services.db
    .selectFrom('flowTaskOperator')
    .selectAll()
    .where('id', '=', operatorId)
    .executeTakeFirst();
  if (!op) throw notFound('workflowRun.operatorNotFound');
  return op;
}

/** onBehalfOf when the caller acts on another person's task under an entrust of theirs valid now. */
async function actingFor(ctx: RequestContext, trx: Tx, handleId: string, loaded: Loaded) {
  const me = ctx.user.id;
  if (handleId === me) return undefined;
  const delegators = await activeDelegators(trx, me, loaded.row.flowEngineId, ctx.clock.now());
  return delegators.includes(handleId) ? handleId : undefined;
}

const nodeOperates = (loaded: Loaded, nodeId: string) =>
  (loaded.version.graph.nodes[nodeId]?.design?.properties as { formOperates?: unknown } | undefined)
    ?.formOperates;

async function userExists(trx: Tx, id: unknown): Promise<string> {
  if (typeof id !== 'string' || !id) throw badRequest('workflowRun.userNotFound');
  const row = await trx
    .selectFrom('baseUser')
    .select('id')
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .executeTakeFirst();
  if (!row) throw badRequest('workflowRun.userNotFound');
  return row.id;
}

/** 通过 or 拒绝 a task (with 加签 when an add-sign person is named on an approval). */
export async function decide(
  ctx: RequestContext,
  operatorId: string,
  decision: 'approve' | 'reject',
  body: DecisionBody,
  idempotencyKey?: string,
): Promise<CommandResult> {
  const op = await operatorOf(ctx, operatorId);
  return runFlowCommand(
    ctx,
    op.taskId,
    async (loaded, trx) => {
      const onBehalfOf = await actingFor(ctx, trx, op.handleId, loaded);
      const sent = body.formData === undefined ? null : sentValues(body.formData);
      if (body.formData !== undefined && !sent) throw badRequest('workflowRun.badFormData');
      let formData = sent
        ? mergeWritable(nodeOperates(loaded, op.nodeCode), loaded.formData, sent, 'read')
        : undefined;
      if (formData && loaded.version.formType === 1)
        formData = await saveSystemForm(ctx, trx, loaded.version.formId, loaded.row.id, formData, {
          flowId: loaded.row.flowEngineId,
          flowTitle: loaded.row.fullName,
          flowUrgent: loaded.row.flowUrgent,
        });
      else if (formData)
        formData = await designedValues(ctx, trx, loaded.version, formData, loaded.formData, false);
      const addSign =
        decision === 'approve' && body.freeApproverUserId
          ? await userExists(trx, body.freeApproverUserId)
          : undefined;
      const common = {
        taskId: op.engineTaskId,
        actor: ctx.user.id,
        onBehalfOf,
        opinion: text(body.handleOpinion, 2000),
        signature: signature(body.signImg),
        copyTo: ids(body.copyIds),
      };
      return {
        command:
          decision === 'approve'
            ? { type: 'approve', ...common, ...(addSign ? { addSignTo: addSign } : {}) }
            : { type: 'reject', ...common },
        formData,
      };
    },
    { idempotencyKey, actorName: ctx.user.realName },
  );
}

/** 转办: the task goes to another person. */
export async function transfer(
  ctx: RequestContext,
  operatorId: string,
  body: { freeApproverUserId?: unknown; handleOpinion?: unknown },
  idempotencyKey?: string,
) {
  const op = await operatorOf(ctx, operatorId);
  return runFlowCommand(
    ctx,
    op.taskId,
    async (loaded, trx) => ({
      command: {
        type: 'transfer',
        taskId: op.engineTaskId,
        actor: ctx.user.id,
        onBehalfOf: await actingFor(ctx, trx, op.handleId, loaded),
        opinion: text(body.handleOpinion, 2000),
        to: await userExists(trx, body.freeApproverUserId),
      },
    }),
    { idempotencyKey, actorName: ctx.user.realName },
  );
}

/** 撤回 (an approver's recall) from a record of the done list. */
export async function recall(
  ctx: RequestContext,
  recordId: string,
  body: { handleOpinion?: unknown },
  idempotencyKey?: string,
) {
  const record = await ctx.services.db
    .selectFrom('flowTaskRecord as r')
    .innerJoin('flowTaskOperator as o', 'o.id', 'r.taskOperatorId')
    .select(['r.taskId', 'r.handleId', 'r.handleStatus', 'o.engineTaskId', 'r.onBehalfOf'])
    .where('r.id', '=', recordId)
    .executeTakeFirst();
  if (!record) throw notFound('workflowRun.recordNotFound');
  if (record.handleId !== ctx.user.id) throw forbidden();
  return runFlowCommand(
    ctx,
    record.taskId,
    async () => ({
      command: {
        type: 'recall',
        taskId: record.engineTaskId,
        actor: ctx.user.id,
        onBehalfOf: record.onBehalfOf ?? undefined,
        opinion: text(body.handleOpinion, 2000),
      },
    }),
    { idempotencyKey, actorName: ctx.user.realName },
  );
}

/** The initiator's 撤回 (withdraw) and 催办 (press). */
export async function initiatorAction(
  ctx: RequestContext,
  taskId: string,
  type: 'withdraw' | 'press',
  idempotencyKey?: string,
) {
  return runFlowCommand(ctx, taskId, async () => ({ command: { type, actor: ctx.user.id } }), {
    idempotencyKey,
    actorName: ctx.user.realName,
  });
}

/** The monitor's 指派 (a current node given to one person) and 终止 (terminate). */
export async function monitorAction(
  ctx: RequestContext,
  taskId: string,
  action: { type: 'assign'; nodeCode?: unknown; userId?: unknown } | { type: 'terminate' },
  idempotencyKey?: string,
) {
  return runFlowCommand(
    ctx,
    taskId,
    async (loaded, trx) => {
      if (action.type === 'terminate') {
        if (loaded.row.parentId) throw badRequest('workflowRun.subFlowTask');
        return { command: { type: 'terminate', actor: ctx.user.id } };
      }
      const nodeId = typeof action.nodeCode === 'string' ? action.nodeCode : '';
      if (!loaded.state.active.some((node) => node.nodeId === nodeId))
        throw badRequest('workflowRun.nodeNotCurrent');
      const user = await userExists(trx, action.userId);
      return { command: { type: 'assign', nodeId, users: [user], actor: ctx.user.id } };
    },
    { idempotencyKey, actorName: ctx.user.realName },
  );
}
