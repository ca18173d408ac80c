import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { idParamsSchema } from '../../platform/resource/resource-schemas.js';
import { NOTICE_MODULE, noticeResource } from './notice.resource.js';
import { releaseNotice } from './notice.service.js';

/** 系统公告, the administrators' side (client-facts §5.4 'Notices'; the paths keep the /api/message prefix). */
export async function noticeRoutes(app: FastifyInstance) {
  const tags = ['message'];
  const base = '/api/message';

  await registerResource(app, noticeResource);

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/Release`,
    {
      config: { access: { module: NOTICE_MODULE, button: 'btn_release' } },
      schema: {
        tags,
        summary: 'Release a draft to every user (once; 409 after) and push messagePush to connected users',
        params: idParamsSchema,
      },
    },
    async (request) => {
      const result = await releaseNotice(contextOf(request), request.params.id);
      if (!result.pushed) request.log.warn({ notice: request.params.id }, 'notice released but not pushed');
      return ok(request, { receivers: result.receivers });
    },
  );
}
