import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], summary: 'Liveness: the database answers' },
    },
    async (request) => {
      const { services } = contextOf(request);
      const database = await services.ping();
      if (!database) throw new AppError(503, 503, 'server.unavailable');
      return ok(request, {
        status: 'up',
        database: services.dialect,
        uptime: Math.round(process.uptime()),
      });
    },
  );
}
