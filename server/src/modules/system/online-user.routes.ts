import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { forceOffline, listOnlineUsers } from './online-user.service.js';

const PREFIX = '/api/system/OnlineUser';
const TAGS = ['system'];
const MODULE = 'permission.onlineUser';
// A session id is the sha-256 hex of its token.
const sessionId = { type: 'string', minLength: 1, maxLength: 64 } as const;

export async function onlineUserRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(
    PREFIX,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary: 'Live sessions (paged; keyword on user name or account)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listOnlineUsers(contextOf(request), request.query)),
  );

  app.delete<{ Params: { id: string } }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_forced' } },
      schema: {
        tags: TAGS,
        summary: 'Force one session offline (its next request answers 602)',
        params: { type: 'object', required: ['id'], properties: { id: sessionId } },
      },
    },
    async (request) => ok(request, await forceOffline(contextOf(request), [request.params.id])),
  );

  app.delete<{ Body: { ids: string[] } }>(
    PREFIX,
    {
      config: { access: { module: MODULE, button: 'btn_forced' } },
      schema: {
        tags: TAGS,
        summary: 'Force several sessions offline',
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: sessionId } },
        },
      },
    },
    async (request) => ok(request, await forceOffline(contextOf(request), request.body.ids)),
  );
}
