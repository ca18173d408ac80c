import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { epochMsSchema } from '../../platform/time-schema.js';
import { countLogs, deleteLogs, type LogFilter, listSystemLogs, logRetention } from './log.service.js';
import { exportFileNames, exportLogs } from './log-export.js';

type LogType = 1 | 3 | 4 | 5;

const filterSchema = {
  keyword: { type: 'string', maxLength: 100 },
  startTime: epochMsSchema('epoch ms, from the start of that day (server clock)'),
  endTime: epochMsSchema('epoch ms, to the end of that day (server clock); not before startTime'),
};
const typeParams = {
  type: 'object',
  properties: { type: { type: 'integer', enum: [1, 3, 4, 5] } },
};

export async function logRoutes(app: FastifyInstance) {
  app.get<{ Params: { type: LogType }; Querystring: PageQuery & LogFilter }>(
    '/api/system/Log/:type',
    {
      config: { access: { module: 'system.log' } },
      schema: {
        tags: ['system'],
        summary: 'Logs of one kind: 1 login, 3 operation, 4 exception, 5 request (paged, newest first)',
        params: typeParams,
        querystring: { type: 'object', properties: { ...pageQuerySchema, ...filterSchema } },
      },
    },
    async (request) =>
      ok(request, await listSystemLogs(contextOf(request), request.params.type, request.query)),
  );

  app.get<{ Params: { type: LogType }; Querystring: LogFilter }>(
    '/api/system/Log/:type/Actions/Export',
    {
      config: { access: { module: 'system.log', button: 'btn_export' } },
      schema: {
        tags: ['system'],
        summary:
          'Download the filtered logs of one kind as an .xlsx (streamed; X-Total-Count tells the row count up front)',
        params: typeParams,
        querystring: { type: 'object', properties: filterSchema },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { type } = request.params;
      const filter: LogFilter = request.query;
      // Counting first also refuses a bad filter while a JSON answer can still be sent.
      const total = await countLogs(ctx, type, filter);
      const names = exportFileNames(type, ctx.lang, ctx.clock.now());
      const stream = exportLogs(
        ctx,
        type,
        filter,
        () => request.raw.destroyed || reply.raw.destroyed,
        (error) => request.log.error({ err: error }, 'log export failed'),
      );
      reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('X-Total-Count', String(total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Disposition');
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.name)}`,
      );
      return reply.send(stream);
    },
  );

  app.get(
    '/api/system/Log/Retention',
    {
      config: { access: { module: 'system.log' } },
      schema: {
        tags: ['system'],
        summary: 'How many days logs are kept (setting logRetentionDays; 0 keeps them forever)',
      },
    },
    async (request) => ok(request, await logRetention(contextOf(request))),
  );

  app.delete<{ Body: { ids: string[] } }>(
    '/api/system/Log',
    {
      config: { access: { module: 'system.log', button: 'btn_remove' } },
      schema: {
        tags: ['system'],
        summary: 'Delete log entries by id',
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', maxLength: 50 } },
          },
        },
      },
    },
    async (request) => {
      await deleteLogs(contextOf(request), request.body.ids);
      return ok(request, null);
    },
  );
}
