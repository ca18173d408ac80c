import type { ExplainItemType } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { ITEM_KINDS } from './authorize.service.js';
import { explainItem, explainItems, viewAs } from './explain.service.js';

const PREFIX = '/api/permission/Explain';
const TAGS = ['permission'];
const MODULE = 'permission.explain';

const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

/** 权限诊断: reads only; nothing here changes data or signs anyone in. */
export async function explainRoutes(app: FastifyInstance) {
  app.get<{ Params: { userId: string } }>(
    `${PREFIX}/:userId/Items`,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary:
          'Every web menu with its buttons, columns, forms and data schemes, marked held or not for the user',
        params: userParams,
      },
    },
    async (request) => ok(request, await explainItems(contextOf(request), request.params.userId)),
  );

  app.get<{ Params: { userId: string } }>(
    `${PREFIX}/:userId/ViewAs`,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary: 'Read-only preview: what CurrentUser would answer the user (no session is made for them)',
        params: userParams,
      },
    },
    async (request) => ok(request, await viewAs(contextOf(request), request.params.userId)),
  );

  app.get<{ Params: { userId: string }; Querystring: { itemType: ExplainItemType; itemId: string } }>(
    `${PREFIX}/:userId`,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary: 'Whether the user holds one menu or item, and every grant and blocker behind the answer',
        params: userParams,
        querystring: {
          type: 'object',
          required: ['itemType', 'itemId'],
          properties: {
            itemType: { type: 'string', enum: [...ITEM_KINDS] },
            itemId: { type: 'string', minLength: 1, maxLength: 50 },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await explainItem(
          contextOf(request),
          request.params.userId,
          request.query.itemType,
          request.query.itemId,
        ),
      ),
  );
}
