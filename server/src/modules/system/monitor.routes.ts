import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { MonitorService } from './monitor.service.js';

/** 系统监控: one read route, polled by the page every 5 s. */
export async function monitorRoutes(app: FastifyInstance) {
  // Kept by the plugin: it holds the previous CPU sample, so a poll measures the time since the last one.
  const monitor = new MonitorService();
  app.get(
    '/api/system/Monitor',
    {
      config: { access: { module: 'system.monitor' } },
      schema: {
        tags: ['system'],
        summary: 'OS, CPU, memory and disk of the server machine, and the server process',
      },
    },
    async (request) => ok(request, await monitor.sample(contextOf(request))),
  );
}
