import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok, pageQuerySchema } from '../../../platform/envelope.js';
import { registerResource } from '../../../platform/resource/resource-routes.js';
import { epochMsSchema } from '../../../platform/time-schema.js';
import { SCHEDULE_TASK_MENU, scheduleTaskResource } from './schedule-task.resource.js';
import {
  cronPreview,
  jobCatalog,
  runTaskNow,
  type TaskLogQuery,
  taskLog,
  taskMethods,
} from './schedule-task.service.js';

const read = { access: { module: SCHEDULE_TASK_MENU } };
const button = (name: string) => ({ access: { module: SCHEDULE_TASK_MENU, button: name } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

export async function scheduleTaskRoutes(app: FastifyInstance) {
  const { scheduler } = app;
  const tags = ['system'];
  const base = '/api/scheduletask';
  const tasks = scheduleTaskResource(scheduler);
  await registerResource(app, tasks);

  app.get(
    `${base}/Jobs`,
    { config: read, schema: { tags, summary: 'The built-in jobs a task can run, with their parameters' } },
    async (request) => ok(request, jobCatalog(contextOf(request))),
  );

  app.get(
    `${base}/TaskMethods`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The jobs a task may run, as the original client lists them: [{id, fullName, cron}]',
      },
    },
    async (request) => ok(request, taskMethods(contextOf(request))),
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

  app.post<{ Params: { id: string } }>(
    `${base}/:id/Actions/RunNow`,
    {
      config: button('btn_run'),
      schema: { tags, summary: 'Run the task now (立即执行); answers the run', params: idParams },
    },
    async (request) => ok(request, await runTaskNow(contextOf(request), tasks, scheduler, request.params.id)),
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
    async (request) =>
      ok(request, await taskLog(contextOf(request), tasks, request.params.id, request.query)),
  );
}
