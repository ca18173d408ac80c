import type { Lang, Paged } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import { type PageQuery, paginationOf } from '../../../platform/envelope.js';
import { translate } from '../../../platform/i18n/i18n.js';
import { isMessageKey, type MessageKey } from '../../../platform/i18n/messages.js';
import type { Resource } from '../../../platform/resource/define-resource.js';
import { dbOf } from '../../../platform/resource/resource-query.js';
import { currentRow } from '../../../platform/resource/resource-read.js';
import { checkCron, nextTimes } from '../../../platform/scheduler/cron.js';
import type { TaskScheduler } from '../../../platform/scheduler/scheduler.js';

/**
 * 定时任务 beside its resource (schedule-task.resource.ts: list, record, writes, Enable/Stop, delete): the
 * job catalogue, the cron preview, running a task now and its run log. A task is found as the resource
 * finds it, inside the caller's data permission, so these answer the same 404.
 */

/** The stored task, or the resource's 404. */
async function storedTask(ctx: RequestContext, tasks: Resource, id: string) {
  const db = await dbOf(ctx, tasks);
  return currentRow(db, tasks, await ctx.dataPermission(tasks.menu), id);
}

/** The jobs a task can run, with their names and parameters. */
export function jobCatalog(ctx: RequestContext) {
  return { list: ctx.services.jobs.catalog(ctx.lang) };
}

/**
 * GET TaskMethods, the original client's 本地任务 choices (decision 065): a bare array of {id, fullName, cron},
 * the cron being what the form fills in when one is picked.
 */
export function taskMethods(ctx: RequestContext) {
  return ctx.services.jobs.catalog(ctx.lang).map(({ id, fullName, cron }) => ({ id, fullName, cron }));
}

const num = (v: number | null) => (v == null ? null : Number(v));

/** Translates a stored outcome ({key, params} JSON); anything else is shown as it is. */
export function messageText(message: string | null, lang: Lang): string {
  if (!message) return '';
  try {
    const value = JSON.parse(message) as { key?: string; params?: Record<string, string | number> };
    if (value && typeof value.key === 'string' && isMessageKey(value.key))
      return translate(value.key as MessageKey, lang, value.params ?? {});
  } catch {
    // not an outcome: plain text
  }
  return message;
}

export async function runTaskNow(ctx: RequestContext, tasks: Resource, scheduler: TaskScheduler, id: string) {
  const current = await storedTask(ctx, tasks, id);
  const record = await scheduler.runNow(id, current.executeContent as string);
  if (!record) return null;
  return { ...record, message: messageText(record.message, ctx.lang) };
}

export interface TaskLogQuery extends PageQuery {
  runResult?: string;
  startTime?: number;
  endTime?: number;
}

export interface TaskLogRow {
  id: string;
  firingTime: number;
  runKind: string;
  startTime: number;
  endTime: number | null;
  duration: number | null;
  result: string;
  message: string;
  runner: string;
}

export async function taskLog(
  ctx: RequestContext,
  tasks: Resource,
  id: string,
  query: TaskLogQuery,
): Promise<Paged<TaskLogRow>> {
  await storedTask(ctx, tasks, id);
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = ctx.services.db.selectFrom('baseTimeTaskLog').where('taskId', '=', id);
  if (query.runResult) base = base.where('result', '=', query.runResult);
  if (query.startTime != null) base = base.where('startTime', '>=', query.startTime);
  if (query.endTime != null) base = base.where('startTime', '<=', query.endTime);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .selectAll()
    .orderBy('startTime', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      firingTime: Number(r.firingTime),
      runKind: r.runKind,
      startTime: Number(r.startTime),
      endTime: num(r.endTime),
      duration: num(r.duration),
      result: r.result,
      message: messageText(r.message, ctx.lang),
      runner: r.runner,
    })),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

/** The next five firings of an expression, or a 400 saying what is wrong with it. */
export function cronPreview(ctx: RequestContext, cron: string) {
  const expression = checkCron(cron, ctx.lang);
  return { cron: expression, next: nextTimes(expression, ctx.clock.now(), 5) };
}
