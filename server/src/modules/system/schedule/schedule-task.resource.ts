import type { RequestContext } from '../../../platform/context.js';
import { fieldError } from '../../../platform/field-checks.js';
import {
  codeColumn,
  DESCRIPTION_COLUMN,
  nameColumn,
  SORT_CODE_COLUMN,
  STATE_COLUMN,
} from '../../../platform/resource/common-columns.js';
import { defineResource, type Resource, STAMPED_BASE } from '../../../platform/resource/define-resource.js';
import type { Row } from '../../../platform/resource/resource.types.js';
import { checkCron, nextTime } from '../../../platform/scheduler/cron.js';
import { contentOf, type TaskScheduler } from '../../../platform/scheduler/scheduler.js';

/**
 * 定时任务 (server-facts §10 "Scheduled tasks") on the resource runtime: the list, one task (at the path
 * kept from before, Info/{id}), its writes, Enable and Stop, and the delete with its run log. What the
 * form calls cron, job and params is one stored document (executeContent, with the user an interface task
 * runs as): they are inputs the derive hook checks and stores, and computed fields read back from it. The
 * next firing is derived on every write; each write wakes this process's scheduler.
 */

export const SCHEDULE_TASK_MENU = 'system.scheduleTask';

/** The document a task's cron, job and parameters are stored in, checked; a 400 naming the field. */
async function taskContent(ctx: RequestContext, values: Row) {
  const { services, lang } = ctx;
  const executeType = String(values.executeType ?? 'builtin');
  const cron = checkCron(values.cron as string, lang);
  const job = String(values.job ?? '');
  if (!job) throw fieldError('job', 'validation.required', lang);
  const target = executeType === 'builtin' ? null : services.jobs.target(executeType);
  if (executeType !== 'builtin' && !target) throw fieldError('executeType', 'validation.type', lang);
  const input = values.params as Record<string, unknown> | null | undefined;
  const params = target
    ? await target.check(services, job, input, lang)
    : services.jobs.checkParams(job, input, lang);
  // An interface runs as the user who saved the task: its system variables (@user, …) are theirs.
  const content = target
    ? { cron, job, params, kind: executeType, userId: ctx.userId }
    : { cron, job, params };
  return { cron, executeContent: JSON.stringify(content) };
}

/** Enabled: the first firing after now (no catching up on the time it was stopped); stopped: none. */
const nextRun = (ctx: RequestContext, cron: string, enabledMark: unknown) =>
  enabledMark === 1 ? nextTime(cron, ctx.clock.now()) : null;

/** The task resource of an app: its writes wake that app's scheduler. */
export function scheduleTaskResource(scheduler: TaskScheduler): Resource {
  return defineResource({
    path: '/api/scheduletask',
    paths: { get: '/api/scheduletask/Info/:id' },
    tags: ['system'],
    menu: SCHEDULE_TASK_MENU,
    table: 'base_time_task',
    alias: 't',
    // A deleted task is removed with its run log; no row is ever marked deleted.
    base: STAMPED_BASE,
    notFound: 'scheduleTask.notFound',
    columns: {
      fullName: nameColumn(100),
      enCode: codeColumn(50),
      executeType: {
        column: 'execute_type',
        type: 'string',
        options: ['builtin', 'interface'],
        default: 'builtin',
        description: "'builtin' runs a built-in job; 'interface' calls the data interface whose id is in job",
      },
      executeContent: { column: 'execute_content', type: 'text', write: false, excel: false },
      executeCycleJson: { column: 'execute_cycle_json', type: 'string', nullable: true, write: false },
      lastRunTime: { column: 'last_run_time', type: 'time', nullable: true, write: false },
      nextRunTime: { column: 'next_run_time', type: 'time', nullable: true, write: false },
      runCount: { column: 'run_count', type: 'integer', write: false },
      enabledMark: STATE_COLUMN,
      description: DESCRIPTION_COLUMN,
      sortCode: SORT_CODE_COLUMN,
    },
    inputs: {
      cron: {
        type: 'string',
        required: true,
        maxLength: 200,
        description: '5 fields (minute hour day month weekday) or 6 with seconds first; server time zone',
      },
      job: {
        type: 'string',
        required: true,
        maxLength: 50,
        description: 'a built-in job (pruneLogs, backupDatabase), or the data interface id',
      },
      params: {
        type: 'object',
        nullable: true,
        description: "the job parameters: pruneLogs {days?}, backupDatabase {keep}; an interface's by name",
      },
    },
    computed: {
      cron: { needs: ['executeContent'] },
      job: { needs: ['executeContent'] },
      params: { needs: ['executeContent'] },
    },
    row: [
      'id',
      'fullName',
      'enCode',
      'executeType',
      'cron',
      'job',
      'params',
      'lastRunTime',
      'nextRunTime',
      'runCount',
      'enabledMark',
      'description',
      'sortCode',
      'creatorTime',
    ],
    state: 'enabledMark',
    stateActions: {
      on: 'Enable',
      off: 'Stop',
      summaries: { on: 'Enable: scheduled from now on', off: 'Stop: no more firings' },
    },
    unique: [{ fields: ['enCode'] }, { fields: ['fullName'] }],
    defaultSort: [
      ['sortCode', 'asc'],
      ['creatorTime', 'desc'],
    ],
    summaries: {
      list: 'Scheduled tasks (paged; keyword matches name or code)',
      get: 'One scheduled task',
      create: 'Create a scheduled task',
      update: 'Change a scheduled task',
      delete: 'Delete a scheduled task and its run log',
    },
    hooks: {
      async shape(_ctx, rows, fields) {
        for (const row of rows) {
          const content = contentOf(row.executeContent as string);
          if (fields.has('cron')) row.cron = content.cron;
          if (fields.has('job')) row.job = content.job;
          if (fields.has('params')) row.params = content.params;
        }
      },
      async derive(ctx, { kind, values }) {
        if (kind === 'state') return { nextRunTime: nextRun(ctx, String(values.cron), values.enabledMark) };
        const { cron, executeContent } = await taskContent(ctx, values);
        return {
          executeContent,
          executeCycleJson: cron,
          nextRunTime: nextRun(ctx, cron, values.enabledMark),
        };
      },
      async deleteWith(_ctx, current, trx) {
        await trx
          .deleteFrom('base_time_task_log')
          .where('task_id', '=', current.id as string)
          .execute();
      },
      async afterWrite() {
        scheduler.wake();
      },
    },
  });
}
