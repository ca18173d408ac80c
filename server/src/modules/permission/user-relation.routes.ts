import type { RelationObjectType } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readMembers, replaceMembers } from './user-relation.service.js';

const PREFIX = '/api/permission/UserRelation';
const TAGS = ['permission'];

const params = {
  type: 'object',
  required: ['objectId'],
  properties: { objectId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

export async function userRelationRoutes(app: FastifyInstance) {
  // Which screen's grant applies depends on whether the id is a role or a position, so the handlers
  // check it themselves; the hook only requires a signed-in user.
  app.get<{ Params: { objectId: string } }>(
    `${PREFIX}/:objectId`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Members of a role or position (menu permission.role or permission.position)',
        params,
      },
    },
    async (request) => ok(request, await readMembers(contextOf(request), request.params.objectId)),
  );

  app.post<{ Params: { objectId: string }; Body: { objectType: RelationObjectType; userIds: string[] } }>(
    `${PREFIX}/:objectId`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Replace the members of a role or position (button btn_member of its screen)',
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['objectType', 'userIds'],
          properties: {
            objectType: { type: 'string', enum: ['Role', 'Position'] },
            userIds: {
              type: 'array',
              maxItems: 5000,
              items: { type: 'string', minLength: 1, maxLength: 50 },
            },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await replaceMembers(
          contextOf(request),
          request.params.objectId,
          request.body.objectType,
          request.body.userIds,
        ),
      ),
  );
}
