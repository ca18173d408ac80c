import { systemContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { AppServices } from '../../../platform/services.js';
import { liveUsers } from './approver-resolver.js';
import { runFlowCommand, type ServiceQuestion } from './flow-command.js';

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

/** GET the node's service with the request's ids as query parameters. */
async function ask(question: AskServicePayload, taskId: string, flowId: string): Promise<string[]> {
  const url = new URL(question.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not an http(s) service');
  url.searchParams.set('taskId', taskId);
  url.searchParams.set('flowId', flowId);
  url.searchParams.set('nodeCode', question.nodeId);
  url.searchParams.set('initiatorId', question.of);
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the approver service answered ${response.status}`);
  return answeredIds(await response.json());
}

export async function askApproverService(
  services: AppServices,
  taskId: string,
  question: AskServicePayload,
  lastAttempt: boolean,
): Promise<void> {
  const row = await services.db
    .selectFrom('flowTask')
    .select('flowEngineId')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!row) return;
  let answer: string[] = [];
  try {
    answer = await ask(question, taskId, row.flowEngineId);
  } catch (error) {
    if (!lastAttempt) throw error;
  }
  const ctx = systemContext(services, 'workflow');
  try {
    await runFlowCommand(ctx, taskId, async (loaded, trx) => {
      const waiting = loaded.state.active.find(
        (node) => node.nodeId === question.nodeId && node.round === question.round && !node.resolved,
      );
      if (loaded.state.status !== 'running' || !waiting) throw new AppError(409, 409, 'workflowRun.busy');
      return { command: { type: 'assign', nodeId: question.nodeId, users: await liveUsers(trx, answer) } };
    });
  } catch (error) {
    // moved on meanwhile (withdrawn, terminated, answered by an earlier delivery): nothing left to assign;
    // a refusal of the engine (nobody, and the node may not pass without approvers) stands as well
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}
