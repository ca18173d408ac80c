import type { Lang, Paged } from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../../platform/context.js';
import { type PageQuery, paginationOf } from '../../../platform/envelope.js';
import { notFound } from '../../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../../platform/field-checks.js';
import { translate } from '../../../platform/i18n/i18n.js';
import { isMessageKey, type MessageKey } from '../../../platform/i18n/messages.js';
import { newId } from '../../../platform/ids.js';
import { keepAbsent } from '../../../platform/partial-update.js';
import { contains } from '../../../platform/query.js';
import { checkCron, nextTime, nextTimes } from '../../../platform/scheduler/cron.js';
import { contentOf, type TaskScheduler } from '../../../platform/scheduler/scheduler.js';

/**
 * 定时任务 (server-facts §10 "Scheduled tasks"): built-in jobs, or a data interface ('interface': job is
 * the interface id, params its parameter values), on a cron; the log is one row per run.
 *
 * Not on the resource runtime (platform/resource): the form's cron, job and params are not columns but
 * one executeContent document (with the user an interface task runs as), the next firing is computed
 * from them on every write, and each write wakes the scheduler; the record is read at Info/{id}.
 */

export interface TaskInput {
  fullName: string;
  enCode: string;
  executeType?: string;
  cron: string;
  job: string;
  params?: Record<string, unknown> | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

export interface TaskRow {
  id: string;
  fullName: string;
  enCode: string;
  executeType: string;
  cron: string;
  job: string;
  params: Record<string, string | number>;
  lastRunTime: number | null;
  nextRunTime: number | null;
  runCount: number;
  enabledMark: number;
  description: string | null;
  sortCode: number;
  creatorTime: number;
}

const COLUMNS = [
  'id',
  'fullName',
  'enCode',
  'executeType',
  'executeContent',
  'lastRunTime',
  'nextRunTime',
  'runCount',
  'enabledMark',
  'description',
  'sortCode',
  'creatorTime',
] as const;

type Stored = {
  id: string;
  fullName: string;
  enCode: string;
  executeType: string;
  executeContent: string;
  lastRunTime: number | null;
  nextRunTime: number | null;
  runCount: number;
  enabledMark: number;
  description: string | null;
  sortCode: number;
  creatorTime: number;
};

const num = (v: number | null) => (v == null ? null : Number(v));

function rowOf(r: Stored): TaskRow {
  const content = contentOf(r.executeContent);
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    executeType: r.executeType,
    cron: content.cron,
    job: content.job,
    params: content.params,
    lastRunTime: num(r.lastRunTime),
    nextRunTime: num(r.nextRunTime),
    runCount: Number(r.runCount),
    enabledMark: r.enabledMark === 1 ? 1 : 0,
    description: r.description,
    sortCode: Number(r.sortCode),
    creatorTime: Number(r.creatorTime),
  };
}

export async function listTasks(ctx: RequestContext, query: PageQuery): Promise<Paged<TaskRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = ctx.services.db.selectFrom('baseTimeTask').where('deleteMark', 'is', null);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('fullName')})`, keyword),
        contains(sql`lower(${eb.ref('enCode')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const list = await base
    .select(COLUMNS)
    .orderBy('sortCode')
    .orderBy('creatorTime', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: list.map(rowOf), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

async function stored(ctx: RequestContext, id: string): Promise<Stored> {
  const row = await ctx.services.db
    .selectFrom('baseTimeTask')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('scheduleTask.notFound');
  return row;
}

export async function taskInfo(ctx: RequestContext, id: string): Promise<TaskRow> {
  return rowOf(await stored(ctx, id));
}

/** The jobs a task can run, with their parameters. */
export function jobCatalog(ctx: RequestContext) {
  return { list: ctx.services.jobs.catalog() };
}

async function checked(ctx: RequestContext, input: TaskInput, self?: Stored) {
  const { services, lang } = ctx;
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  checkNameAndCode(fullName, enCode, lang, !self || self.fullName !== fullName);
  const executeType = input.executeType ?? 'builtin';
  const cron = checkCron(input.cron, lang);
  const job = (input.job ?? '').trim();
  if (!job) throw fieldError('job', 'validation.required', lang);
  const target = executeType === 'builtin' ? null : services.jobs.target(executeType);
  if (executeType !== 'builtin' && !target) throw fieldError('executeType', 'validation.type', lang);
  const params = target
    ? await target.check(services, job, input.params, lang)
    : services.jobs.checkParams(job, input.params, lang);
  const others = await services.db
    .selectFrom('baseTimeTask')
    .select(['enCode', 'fullName'])
    .where('deleteMark', 'is', null)
    .where('id', '!=', self?.id ?? '')
    .where((eb) => eb.or([eb('enCode', '=', enCode), eb('fullName', '=', fullName)]))
    .execute();
  if (others.some((o) => o.enCode === enCode)) throw duplicate('enCode', lang);
  if (others.some((o) => o.fullName === fullName)) throw duplicate('fullName', lang);
  const enabledMark = input.enabledMark ?? 1;
  return {
    fullName,
    enCode,
    executeType,
    // An interface runs as the user who saved the task: its system variables (@user, …) are theirs.
    executeContent: JSON.stringify(
      target ? { cron, job, params, kind: executeType, userId: ctx.user.id } : { cron, job, params },
    ),
    executeCycleJson: cron,
    description: text(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark,
    cron,
  };
}

export async function createTask(
  ctx: RequestContext,
  scheduler: TaskScheduler,
  input: TaskInput,
): Promise<{ id: string }> {
  const { cron, ...values } = await checked(ctx, input);
  const id = newId();
  const now = ctx.clock.now();
  await ctx.services.db
    .insertInto('baseTimeTask')
    .values({
      ...values,
      id,
      runCount: 0,
      nextRunTime: values.enabledMark === 1 ? nextTime(cron, now) : null,
      creatorTime: now,
      creatorUserId: ctx.user.id,
    })
    .execute();
  scheduler.wake();
  return { id };
}

export async function updateTask(
  ctx: RequestContext,
  scheduler: TaskScheduler,
  id: string,
  input: TaskInput,
): Promise<void> {
  const current = await stored(ctx, id);
  const whole = keepAbsent(input, rowOf(current), [
    'executeType',
    'params',
    'description',
    'sortCode',
    'enabledMark',
  ]);
  const { cron, ...values } = await checked(ctx, whole, current);
  const now = ctx.clock.now();
  await ctx.services.db
    .updateTable('baseTimeTask')
    .set({
      ...values,
      nextRunTime: values.enabledMark === 1 ? nextTime(cron, now) : null,
      lastModifyTime: now,
      lastModifyUserId: ctx.user.id,
    })
    .where('id', '=', id)
    .execute();
  scheduler.wake();
}

/** Deletes the task and its run log. */
export async function deleteTask(ctx: RequestContext, id: string): Promise<void> {
  await stored(ctx, id);
  await ctx.services.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('baseTimeTaskLog').where('taskId', '=', id).execute();
    await trx.deleteFrom('baseTimeTask').where('id', '=', id).execute();
  });
}

/** Enable schedules from now on (no catching up on the time it was stopped); Stop pauses. */
export async function setTaskEnabled(
  ctx: RequestContext,
  scheduler: TaskScheduler,
  id: string,
  enabled: boolean,
): Promise<{ enabledMark: number; nextRunTime: number | null }> {
  const current = await stored(ctx, id);
  const now = ctx.clock.now();
  const nextRunTime = enabled ? nextTime(contentOf(current.executeContent).cron, now) : null;
  const enabledMark = enabled ? 1 : 0;
  await ctx.services.db
    .updateTable('baseTimeTask')
    .set({ enabledMark, nextRunTime, lastModifyTime: now, lastModifyUserId: ctx.user.id })
    .where('id', '=', id)
    .execute();
  scheduler.wake();
  return { enabledMark, nextRunTime };
}

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

export async function runTaskNow(ctx: RequestContext, scheduler: TaskScheduler, id: string) {
  const current = await stored(ctx, id);
  const record = await scheduler.runNow(id, current.executeContent);
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
  id: string,
  query: TaskLogQuery,
): Promise<Paged<TaskLogRow>> {
  await stored(ctx, id);
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
