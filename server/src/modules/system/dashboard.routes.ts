import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { dashboardFigures } from './dashboard.service.js';

/** 工作台's figures: any signed-in user asks; each part answers only with its menu's grant (dashboard.service). */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    '/api/system/Dashboard',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary:
          'Dashboard figures: users online, sign-ins per day (7 days), latest operations, storage; null where the caller lacks the menu',
      },
    },
    async (request) => ok(request, await dashboardFigures(contextOf(request))),
  );
}
