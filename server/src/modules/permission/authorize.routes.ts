import type { FastifyInstance } from 'fastify';
import type { AuthorizeObjectType } from '../../db/schema.js';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { batchGrants, type GrantSets, grantValues, ITEM_KINDS, saveGrants } from './authorize.service.js';

const PREFIX = '/api/permission/Authority/Data';
const TAGS = ['permission'];
const MODULE = 'permission.authorize';

const idList = {
  type: 'array',
  maxItems: 5000,
  items: { type: 'string', minLength: 1, maxLength: 50 },
  default: [],
} as const;

const setProperties = {
  module: idList,
  button: idList,
  column: idList,
  form: idList,
  resource: idList,
} as const;

const objectParams = {
  type: 'object',
  required: ['objectId'],
  properties: { objectId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

export async function authorizeRoutes(app: FastifyInstance) {
  app.post<{
    Params: { objectId: string };
    Body: { type: (typeof ITEM_KINDS)[number]; moduleIds: string };
  }>(
    `${PREFIX}/:objectId/Values`,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary:
          "Grantable items of one kind (what the caller holds) and those the object holds; object '0' (the batch wizard): none",
        params: objectParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type'],
          properties: {
            type: { type: 'string', enum: [...ITEM_KINDS] },
            moduleIds: { type: 'string', maxLength: 200000, default: '' },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await grantValues(
          contextOf(request),
          request.params.objectId,
          request.body.type,
          request.body.moduleIds,
        ),
      ),
  );

  app.put<{ Params: { objectId: string }; Body: Partial<GrantSets> & { objectType: AuthorizeObjectType } }>(
    `${PREFIX}/:objectId`,
    {
      config: { access: { module: MODULE, button: 'btn_save' } },
      schema: {
        tags: TAGS,
        summary: 'Replace what a role, position or user is granted (portal grants kept)',
        params: objectParams,
        // A kind left out keeps what the object holds of it; an empty list removes it.
        body: updateBody({
          type: 'object',
          additionalProperties: false,
          required: ['objectType'],
          properties: {
            objectType: { type: 'string', enum: ['Role', 'Position', 'User'] },
            ...setProperties,
          },
        }),
      },
    },
    async (request) => {
      const { objectType, ...sets } = request.body;
      return ok(request, await saveGrants(contextOf(request), request.params.objectId, objectType, sets));
    },
  );

  app.post<{ Body: GrantSets & { roleIds: string[]; positionIds: string[]; userIds: string[] } }>(
    `${PREFIX}/Batch`,
    {
      config: { access: { module: MODULE, button: 'btn_save' } },
      schema: {
        tags: TAGS,
        summary: 'Add items to many roles, positions and users (existing grants skipped)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            roleIds: idList,
            positionIds: idList,
            userIds: idList,
            ...setProperties,
          },
        },
      },
    },
    async (request) => {
      const { roleIds, positionIds, userIds, ...sets } = request.body;
      return ok(request, await batchGrants(contextOf(request), { roleIds, positionIds, userIds }, sets));
    },
  );
}
