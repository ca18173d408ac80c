import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { dictionaryTypeResource } from './dictionary-type.resource.js';
import { typeSelector, typeTree } from './dictionary-type.service.js';

const anyUser = { access: 'user' as const };

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

/**
 * 数据字典 (SPEC §7.9, client-facts §5.4): the types, which controls and the menu picker read too. One
 * type, its writes and the delete are the resource runtime's (dictionary-type.resource.ts).
 */
export async function dictionaryTypeRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const types = '/api/system/DictionaryType';

  app.get(
    types,
    {
      config: anyUser,
      schema: { tags, summary: 'Every dictionary type as a tree (controls, menu picker, admin)' },
    },
    async (request) => ok(request, await typeTree(contextOf(request))),
  );

  app.get<{ Params: { id: string } }>(
    `${types}/Selector/:id`,
    {
      config: anyUser,
      schema: {
        tags,
        summary: "Parent choices without the type and its subtree ('0': none left out)",
        params: idParams,
      },
    },
    async (request) => ok(request, await typeSelector(contextOf(request), request.params.id)),
  );

  await registerResource(app, dictionaryTypeResource);
}
