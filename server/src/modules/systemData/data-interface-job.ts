import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import { JobFailure, type JobOutcome } from '../../platform/scheduler/jobs.js';
import { paramsOf, storedInterface } from './data-interface.service.js';
import { callInterface } from './data-interface-call.js';
import { paramValues } from './data-interface-params.js';

/**
 * 定时任务 that call a data interface (server-facts §10, executeType "call an interface"): the task
 * names the interface and its parameter values; each firing runs under the scheduler's system context,
 * for the user who saved the task (its system variables and its name in the interface's log), and answers
 * a sentence for the task log.
 */

/** The task's parameter values, checked now against the interface's parameters (kept as text). */
export async function checkInterfaceTask(
  ctx: RequestContext,
  interfaceId: string,
  input: unknown,
): Promise<Record<string, string>> {
  const { lang } = ctx;
  const stored = await storedInterface(ctx.services.db, interfaceId).catch((error) => {
    if (error instanceof AppError && error.status === 404)
      throw fieldError('interfaceId', 'dataInterface.notFound', lang);
    throw error;
  });
  const given = (input ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given))
    throw fieldError('params', 'scheduleTask.paramsObject', lang);
  const params: Record<string, string> = {};
  for (const p of paramsOf(stored)) {
    const value = given[p.field];
    if (value !== undefined && value !== null && String(value) !== '') params[p.field] = String(value);
  }
  // Required parameters without a value and values of the wrong type are refused at save time.
  paramValues(paramsOf(stored), params, lang);
  return params;
}

/** One firing: the interface's answer is not kept, only that it ran (or why it did not). */
export async function runInterfaceTask(
  ctx: RequestContext,
  content: { job: string; params: Record<string, string | number>; userId?: string | null },
): Promise<JobOutcome> {
  let stored: Awaited<ReturnType<typeof storedInterface>>;
  try {
    stored = await storedInterface(ctx.services.db, content.job);
  } catch {
    throw new JobFailure({ key: 'dataInterface.notFound' });
  }
  const caller = {
    userId: content.userId ?? null,
    userName: null,
    ip: null,
    device: 'scheduler',
    action: 'Task',
    method: 'TASK',
  };
  try {
    const result = await callInterface(ctx, stored, content.params, { kind: 'response' }, caller);
    return { key: 'dataInterface.run.called', params: { name: stored.fullName, duration: result.duration } };
  } catch (error) {
    // The reason keeps its own key, so the task log reads it in the reader's language.
    if (error instanceof AppError) throw new JobFailure({ key: error.key, params: error.params });
    throw error;
  }
}
