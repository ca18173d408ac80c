import { MESSAGE_RECORD_IDS_MAX } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import {
  deleteMyMessages,
  type InboxQuery,
  listMyMessages,
  readAllMessages,
  readMessage,
} from './message-center.service.js';

const mine = { access: 'user' } as const;

/** The message centre of every signed-in user (SPEC §7.2); its initMessage counts are the module's setup. */
export async function messageCenterRoutes(app: FastifyInstance) {
  const tags = ['message'];
  const base = '/api/message';

  app.get<{ Querystring: InboxQuery }>(
    base,
    {
      config: mine,
      schema: {
        tags,
        summary:
          'My notices and messages, newest first (paged, 20; keyword in the title; type 1 notice, 2 system)',
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, type: { type: 'integer', minimum: 1, maximum: 99 } },
        },
      },
    },
    async (request) => ok(request, await listMyMessages(contextOf(request), request.query)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/ReadInfo/:id`,
    {
      config: mine,
      schema: {
        tags,
        summary: 'One of my messages with its body; marks it read',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    async (request) => ok(request, await readMessage(contextOf(request), request.params.id)),
  );

  app.post(
    `${base}/Actions/ReadAll`,
    { config: mine, schema: { tags, summary: 'Mark all my messages read' } },
    async (request) => ok(request, await readAllMessages(contextOf(request))),
  );

  app.delete<{ Body: { ids: string[] } }>(
    `${base}/Record`,
    {
      config: mine,
      schema: {
        tags,
        summary: 'Remove messages from my list (nothing is removed when one id is not mine)',
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: MESSAGE_RECORD_IDS_MAX,
              items: { type: 'string', minLength: 1, maxLength: 50 },
            },
          },
        },
      },
    },
    async (request) => ok(request, await deleteMyMessages(contextOf(request), request.body.ids)),
  );
}
