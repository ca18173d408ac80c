import { systemContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { AppServices } from '../../../platform/services.js';
import { sendSystemMessage } from '../../message/exports.js';
import { callHttpInterface } from '../../systemData/exports.js';
import { liveUsers } from './approver-resolver.js';
import { runFlowCommand, type ServiceQuestion } from './flow-command.js';
import { nodeName, runVersion } from './flow-graphs.js';

/**
 * Assignee type 9 (服务, server-facts §6): an HTTP service names a node's approvers. The command that reached
 * the node leaves it waiting and writes an `askService` outbox row; the worker asks here, outside any
 * transaction (a slow service never holds the database), then assigns the answer in a command of its own,
 * only if the node still waits in the same round. A failed call is retried with the outbox's attempts; the
 * last attempt assigns nobody, and the node's noApproverHandler decides, so a dead service never stalls a
 * request for good.
 */

const TIMEOUT_MS = 5_000;

export interface AskServicePayload extends ServiceQuestion {
  round: number;
}

/** The ids a service answered: `{code: 200, data: {handleId: "id1,id2"}}` as the original reads, or a list. */
export function answeredIds(body: unknown): string[] {
  const data = (body as { code?: unknown; data?: unknown } | null)?.data;
  if ((body as { code?: unknown } | null)?.code !== 200) throw new Error('the approver service refused');
  const raw = Array.isArray(data) ? data : (data as { handleId?: unknown } | null)?.handleId;
  const ids = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return ids
    .filter((id): id is string => typeof id === 'string')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * GET the node's service with the request's ids as query parameters, under the data interfaces' policy
 * (DATA_INTERFACE_HOSTS, no link-local or metadata address, the deadline and the size cap).
 */
async function ask(services: AppServices, question: AskServicePayload, taskId: string, flowId: string) {
  const { config } = services;
  const body = await callHttpInterface(
    question.url,
    'GET',
    { taskId, flowId, nodeCode: question.nodeId, initiatorId: question.of },
    {
      hosts: config.dataInterfaceHosts,
      timeoutMs: Math.min(config.dataInterfaceTimeoutMs, TIMEOUT_MS),
      maxBytes: config.dataInterfaceMaxBytes,
    },
  );
  return answeredIds(body);
}

/** The node no longer waits for this answer (withdrawn, terminated, answered by an earlier delivery). */
class MovedOn extends Error {}

/**
 * The node waits with nobody to act (the service named nobody, and the node may not pass without approvers):
 * the initiator is told, as a synchronous refusal would have told them, so that someone asks the monitor.
 */
async function tellStalled(services: AppServices, taskId: string, question: AskServicePayload, id: string) {
  const row = await services.db
    .selectFrom('flowTask')
    .select(['creatorUserId', 'fullName', 'flowVersionId'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row?.creatorUserId) return;
  const version = await runVersion(services.db, row.flowVersionId);
  const node = version ? nodeName(version.graph, question.nodeId) : question.nodeId;
  await sendSystemMessage(systemContext(services, 'workflow'), {
    id,
    fromUserId: row.creatorUserId,
    toUserIds: [row.creatorUserId],
    title: `${row.fullName}【${node}：审批人未找到，请联系流程管理员指派】`,
    body: { type: 1, id: taskId },
  });
}

export async function askApproverService(
  services: AppServices,
  taskId: string,
  question: AskServicePayload,
  lastAttempt: boolean,
  /** the outbox row's id: names the message telling the initiator, so it is never sent twice */
  rowId: string,
): Promise<void> {
  const row = await services.db
    .selectFrom('flowTask')
    .select('flowEngineId')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row) return;
  let answer: string[] = [];
  try {
    answer = await ask(services, question, taskId, row.flowEngineId);
  } catch (error) {
    if (!lastAttempt) throw error;
  }
  const ctx = systemContext(services, 'workflow');
  try {
    await runFlowCommand(ctx, taskId, async (loaded, trx) => {
      const waiting = loaded.state.active.find(
        (node) => node.nodeId === question.nodeId && node.round === question.round && !node.resolved,
      );
      if (loaded.state.status !== 'running' || !waiting) throw new MovedOn();
      return { command: { type: 'assign', nodeId: question.nodeId, users: await liveUsers(trx, answer) } };
    });
  } catch (error) {
    if (error instanceof MovedOn) return;
    // A lost race (409 busy) is tried again. The engine's refusal (nobody named, and the node may not pass
    // without approvers) stands: the node waits, unassigned, for the monitor's 指派, and the initiator is told.
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    await tellStalled(services, taskId, question, rowId);
  }
}
