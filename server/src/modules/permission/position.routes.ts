import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { positionResource } from './position.resource.js';
import { allPositions, positionSelector } from './position.service.js';

/** 岗位管理: the resource's routes (list, record, writes, state), and the pickers any signed-in user reads. */
export async function positionRoutes(app: FastifyInstance) {
  const tags = ['permission'];
  const base = positionResource.path;

  await registerResource(app, positionResource);

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Companies and departments with their enabled positions as leaves (pickers)' },
    },
    async (request) => ok(request, await positionSelector(contextOf(request))),
  );

  app.get(
    `${base}/All`,
    { config: { access: 'user' }, schema: { tags, summary: 'Every enabled position (pickers)' } },
    async (request) => ok(request, await allPositions(contextOf(request))),
  );
}
