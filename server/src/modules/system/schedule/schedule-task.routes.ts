import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../../platform/envelope.js';
import { updateBody } from '../../../platform/partial-update.js';
import { recordRoutes } from '../../../platform/resource/record-routes.js';
import { epochMsSchema } from '../../../platform/time-schema.js';
import {
  createTask,
  cronPreview,
  deleteTask,
  jobCatalog,
  listTasks,
  runTaskNow,
  setTaskEnabled,
  type TaskInput,
  type TaskLogQuery,
  taskInfo,
  taskLog,
  updateTask,
} from './schedule-task.service.js';

const MODULE = 'system.scheduleTask';
const read = { access: { module: MODULE } };
const button = (name: string) => ({ access: { module: MODULE, button: name } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const taskBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'cron', 'job'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    executeType: {
      type: 'string',
      enum: ['builtin', 'interface'],
      default: 'builtin',
      description: "'builtin' runs a built-in job; 'interface' calls the data interface whose id is in job",
    },
    cron: {
      type: 'string',
      maxLength: 200,
      description: '5 fields (minute hour day month weekday) or 6 with seconds first; server time zone',
    },
    job: {
      type: 'string',
      maxLength: 50,
      description: 'a built-in job (pruneLogs, backupDatabase), or the data interface id',
    },
    params: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: "the job parameters: pruneLogs {days?}, backupDatabase {keep}; an interface's by name",
    },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  },
} as const;

export async function scheduleTaskRoutes(app: FastifyInstance) {
  const { scheduler } = app;
  const tags = ['system'];
  const base = '/api/scheduletask';

  app.get<{ Querystring: PageQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Scheduled tasks (paged; keyword matches name or code)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listTasks(contextOf(request), request.query)),
  );

  app.get(
    `${base}/Jobs`,
    { config: read, schema: { tags, summary: 'The built-in jobs a task can run, with their parameters' } },
    async (request) => ok(request, jobCatalog(contextOf(request))),
  );

  app.get<{ Querystring: { cron: string } }>(
    `${base}/CronPreview`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Checks a cron expression and answers its next 5 firing times (epoch ms)',
        querystring: {
          type: 'object',
          required: ['cron'],
          properties: { cron: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => ok(request, cronPreview(contextOf(request), request.query.cron)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/Info/:id`,
    { config: read, schema: { tags, summary: 'One scheduled task', params: idParams } },
    async (request) => ok(request, await taskInfo(contextOf(request), request.params.id)),
  );

  app.post<{ Body: TaskInput }>(
    base,
    { config: button('btn_add'), schema: { tags, summary: 'Create a scheduled task', body: taskBody } },
    async (request) => ok(request, await createTask(contextOf(request), scheduler, request.body)),
  );

  app.put<{ Params: { id: string }; Body: TaskInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Change a scheduled task', params: idParams, body: updateBody(taskBody) },
    },
    async (request) => {
      await updateTask(contextOf(request), scheduler, request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a scheduled task and its run log', deleteTask);

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/Enable`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Enable: scheduled from now on', params: idParams },
    },
    async (request) =>
      ok(request, await setTaskEnabled(contextOf(request), scheduler, request.params.id, true)),
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/Stop`,
    { config: button('btn_edit'), schema: { tags, summary: 'Stop: no more firings', params: idParams } },
    async (request) =>
      ok(request, await setTaskEnabled(contextOf(request), scheduler, request.params.id, false)),
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/Actions/RunNow`,
    {
      config: button('btn_run'),
      schema: { tags, summary: 'Run the task now (立即执行); answers the run', params: idParams },
    },
    async (request) => ok(request, await runTaskNow(contextOf(request), scheduler, request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: TaskLogQuery }>(
    `${base}/:id/TaskLog`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The run log of a task (newest first)',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            ...pageQuerySchema,
            runResult: { type: 'string', enum: ['running', 'success', 'failure'] },
            startTime: epochMsSchema('epoch ms, runs from then'),
            endTime: epochMsSchema('epoch ms, runs until then'),
          },
        },
      },
    },
    async (request) => ok(request, await taskLog(contextOf(request), request.params.id, request.query)),
  );
}
