import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { AREA_MENU, areaResource } from './area.resource.js';
import { areaSelector, listAreas } from './area.service.js';

const read = { access: { module: AREA_MENU } };

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;

export async function areaRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/Area';

  app.get<{ Params: { nodeId: string }; Querystring: { keyword?: string } }>(
    `${base}/:nodeId`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "Children of an area ('-1': the provinces); with a keyword, the matches at any depth below it",
        params: { type: 'object', required: ['nodeId'], properties: { nodeId: id } },
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
      },
    },
    async (request) =>
      ok(request, await listAreas(contextOf(request), request.params.nodeId, request.query.keyword)),
  );

  app.get<{ Params: { id: string; currId: string } }>(
    `${base}/:id/Selector/:currId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Enabled children of an area for the address control ('-1': the provinces), without currId",
        params: { type: 'object', required: ['id', 'currId'], properties: { id, currId: id } },
      },
    },
    async (request) =>
      ok(request, await areaSelector(contextOf(request), request.params.id, request.params.currId)),
  );

  await registerResource(app, areaResource);
}
