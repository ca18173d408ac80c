import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { roleResource } from './role.resource.js';
import { roleOptions } from './role.service.js';

/** 角色管理: the resource's routes (list, record, writes, state), and the picker any signed-in user reads. */
export async function roleRoutes(app: FastifyInstance) {
  await registerResource(app, roleResource);

  app.get(
    `${roleResource.path}/Selector`,
    { config: { access: 'user' }, schema: { tags: ['permission'], summary: 'Enabled roles for pickers' } },
    async (request) => ok(request, await roleOptions(contextOf(request))),
  );
}
