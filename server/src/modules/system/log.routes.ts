import type { FastifyInstance } from 'fastify';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { deleteLogs, listLogs } from './log.service.js';

interface LogQuery extends PageQuery {
  startTime?: number;
  endTime?: number;
}

export async function logRoutes(app: FastifyInstance) {
  app.get<{ Params: { type: 1 | 3 | 4 | 5 }; Querystring: LogQuery }>(
    '/api/system/Log/:type',
    {
      config: { access: { module: 'system.log' } },
      schema: {
        tags: ['system'],
        summary: 'Logs of one kind: 1 login, 3 operation, 4 exception, 5 request (paged, newest first)',
        params: { type: 'object', properties: { type: { type: 'integer', enum: [1, 3, 4, 5] } } },
        querystring: {
          type: 'object',
          properties: {
            ...pageQuerySchema,
            startTime: { type: 'integer', minimum: 0, description: 'epoch ms, from the start of that day' },
            endTime: { type: 'integer', minimum: 0, description: 'epoch ms, to the end of that day' },
          },
        },
      },
    },
    async (request) =>
      ok(request, await listLogs(app.services.db, request.params.type, request.query, request.lang)),
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
      await deleteLogs(app.services.db, request.body.ids);
      return ok(request, null);
    },
  );
}
