import {
  type FlowEffect,
  type NotifyEvent,
  RECORD_HANDLE_STATUS,
  type RequestState,
  requestSteps,
} from '@app/common/flow';
import { newId } from '../../../platform/ids.js';
import { resolveApprovers } from './approver-resolver.js';
import type { TaskRow, Tx } from './flow-command.js';
import { nodeName, type RunVersion } from './flow-graphs.js';
import { enqueue, type OutboxMessage } from './outbox.js';

/**
 * Writes what a command did (decision 078): the tasks as the new state has them, the records, copies,
 * timers, and outbox rows for messages and sub-flows, all in the command's transaction. Answers the
 * request's list columns derived from the new state.
 */

export interface EffectsInput {
  row: TaskRow;
  version: RunVersion;
  before: RequestState;
  state: RequestState;
  effects: FlowEffect[];
  /** who acted (no message to themselves about their own step) */
  actor?: string;
  now: number;
  actorName?: string;
}

export interface TaskColumns {
  status: number;
  completion: number;
  thisStep: string;
  thisStepId: string;
  startTime?: number;
  endTime?: number | null;
}

/** Message titles as the original words them (server-facts §6 Messages); the body routes the reader. */
const NOTICE: Record<NotifyEvent, { title: (name: string) => string; type: 1 | 2 }> = {
  todo: { title: () => '【审核】', type: 2 },
  press: { title: () => '【催办】', type: 2 },
  approved: { title: (name) => `【${name}审核通过】`, type: 1 },
  rejected: { title: (name) => `【${name}审核拒绝】`, type: 1 },
  finished: { title: () => '【流程审批通过】', type: 1 },
  withdrawn: { title: () => '【流程撤回】', type: 1 },
  terminated: { title: () => '【流程终止】', type: 1 },
};

/** What an e-mail adds under the title: where the reader finds the request. */
const EMAIL_HINT = {
  1: '请登录平台，在「工作流程 › 我发起的」中查看。',
  2: '请登录平台，在「工作流程 › 待办事宜」中处理。',
} as const;

/** A node's message channels (the original's messageType: 1 in-site, 2 e-mail, …), as numbers. */
const channels = (version: RunVersion, nodeId: string): number[] => {
  const types = (version.graph.nodes[nodeId]?.design?.properties as { messageType?: unknown } | undefined)
    ?.messageType;
  return Array.isArray(types) ? types.map(Number) : [];
};

/** Operator rows follow the state's tasks: new ones inserted, changed status or person updated. */
async function syncOperators(trx: Tx, input: EffectsInput): Promise<Map<string, string>> {
  const { row, state, now, version } = input;
  const existing = await trx
    .selectFrom('flowTaskOperator')
    .select(['id', 'engineTaskId', 'status', 'handleId'])
    .where('taskId', '=', row.id)
    .execute();
  const ids = new Map(existing.map((op) => [op.engineTaskId, op.id]));
  const byEngine = new Map(existing.map((op) => [op.engineTaskId, op]));
  for (const task of state.tasks) if (!ids.has(task.id)) ids.set(task.id, newId());
  const inserts = state.tasks
    .filter((task) => !byEngine.has(task.id))
    .map((task) => ({
      id: ids.get(task.id) as string,
      taskId: row.id,
      engineTaskId: task.id,
      nodeCode: task.nodeId,
      nodeName: nodeName(version.graph, task.nodeId),
      round: task.round,
      handleId: task.assignee,
      status: task.status,
      parentId: task.parentId ? (ids.get(task.parentId) ?? null) : null,
      creatorTime: now,
      handleTime: task.status === 'pending' ? null : now,
    }));
  for (let i = 0; i < inserts.length; i += 200)
    await trx
      .insertInto('flowTaskOperator')
      .values(inserts.slice(i, i + 200))
      .execute();
  for (const task of state.tasks) {
    const op = byEngine.get(task.id);
    if (!op || (op.status === task.status && op.handleId === task.assignee)) continue;
    await trx
      .updateTable('flowTaskOperator')
      .set({
        status: task.status,
        handleId: task.assignee,
        handleTime: task.status === 'pending' ? null : now,
      })
      .where('id', '=', op.id)
      .execute();
  }
  return ids;
}

function message(input: EffectsInput, to: string[], event: NotifyEvent): OutboxMessage | null {
  const actor = input.actor;
  const people = [...new Set(to)].filter((user) => user !== actor);
  if (!people.length) return null;
  const notice = NOTICE[event];
  return {
    fromUserId: actor ?? input.row.creatorUserId ?? 'system',
    toUserIds: people,
    title: `${input.row.fullName}${notice.title(input.actorName ?? '')}`,
    body: { type: notice.type, id: input.row.id },
  };
}

export async function writeEffects(trx: Tx, input: EffectsInput): Promise<TaskColumns> {
  const { row, version, effects, now } = input;
  const operatorIds = await syncOperators(trx, input);
  const steps = requestSteps(version.graph, input.state, 'zh');
  const columns: TaskColumns = { ...steps };
  for (const effect of effects) {
    switch (effect.type) {
      case 'record':
        await trx
          .insertInto('flowTaskRecord')
          .values({
            id: newId(),
            taskId: row.id,
            nodeCode: effect.nodeId,
            nodeName: effect.nodeId ? nodeName(version.graph, effect.nodeId) : '开始',
            handleId: effect.actor,
            onBehalfOf: effect.onBehalfOf ?? null,
            handleStatus: RECORD_HANDLE_STATUS[effect.action],
            handleOpinion: effect.opinion ?? null,
            handleTime: now,
            signImg: effect.signature ?? null,
            operatorId: effect.target ?? null,
            taskOperatorId: effect.taskId ? (operatorIds.get(effect.taskId) ?? null) : null,
          })
          .execute();
        break;
      case 'circulate': {
        const people = await resolveApprovers(trx, effect.request);
        if (!people.length) break;
        const name = nodeName(version.graph, effect.nodeId);
        await trx
          .insertInto('flowTaskCirculate')
          .values(
            people.map((objectId) => ({
              id: newId(),
              taskId: row.id,
              objectId,
              nodeCode: effect.nodeId,
              nodeName: name,
              creatorTime: now,
            })),
          )
          .execute();
        await enqueue(trx, row.id, now, 'message', {
          fromUserId: row.creatorUserId ?? 'system',
          toUserIds: people,
          title: `${row.fullName}【抄送】`,
          body: { type: 3, id: row.id },
        });
        break;
      }
      case 'notify': {
        const payload = message(input, effect.to, effect.event);
        if (!payload) break;
        await enqueue(trx, row.id, now, 'message', payload);
        // the node's channels (messageType): 1 in-site always, 2 e-mail as well when the node asks for it
        if (effect.nodeId && channels(version, effect.nodeId).includes(2))
          await enqueue(trx, row.id, now, 'email', {
            toUserIds: payload.toUserIds,
            subject: payload.title,
            text: `${payload.title}\n\n${EMAIL_HINT[NOTICE[effect.event].type]}`,
          });
        break;
      }
      case 'setTimer':
        await trx
          .insertInto('flowTimer')
          .values({
            id: newId(),
            taskId: row.id,
            nodeCode: effect.nodeId,
            reason: effect.reason,
            dueTime: now + effect.seconds * 1000,
            creatorTime: now,
          })
          .execute();
        break;
      case 'cancelTimer':
        await trx
          .updateTable('flowTimer')
          .set({ doneTime: now })
          .where('taskId', '=', row.id)
          .where('nodeCode', '=', effect.nodeId)
          .where('doneTime', 'is', null)
          .execute();
        break;
      case 'startSubFlow':
        await enqueue(trx, row.id, now, 'startSubFlow', {
          nodeId: effect.nodeId,
          flowId: effect.flowId,
          initiators: effect.initiators,
          data: effect.data,
        });
        break;
      case 'cancelSubFlow':
        await enqueue(trx, row.id, now, 'cancelSubFlow', { nodeId: effect.nodeId });
        break;
      case 'status':
        if (effect.status === 'running') {
          columns.startTime = now;
          columns.endTime = null;
        }
        if (effect.status === 'approved' || effect.status === 'terminated') columns.endTime = now;
        if (effect.status === 'approved' && row.parentId)
          await enqueue(trx, row.id, now, 'childDone', {
            parentId: row.parentId,
            nodeId: row.parentNodeCode,
          });
        break;
      default:
        break;
    }
  }
  return columns;
}
