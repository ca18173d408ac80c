import { MESSAGE_RECORD_IDS_MAX } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import { sessionOf } from '../../platform/services.js';
import {
  deleteMyMessages,
  type InboxQuery,
  listMyMessages,
  messageCounts,
  readAllMessages,
  readMessage,
} from './message-center.service.js';

const mine = { access: 'user' } as const;

/** The message centre of every signed-in user (SPEC §7.2), and its unread counts in initMessage. */
export async function messageCenterRoutes(app: FastifyInstance) {
  const { services } = app;
  const tags = ['message'];
  const base = '/api/message';

  // Each socket's initMessage carries the counts the header badge starts from (client-facts §6).
  services.realtime.initContributors.push((userId) =>
    messageCounts(services, userId).then((counts) => ({ ...counts })),
  );

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
    async (request) => ok(request, await listMyMessages(services, sessionOf(request).user.id, request.query)),
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
    async (request) =>
      ok(request, await readMessage(services, sessionOf(request).user.id, request.params.id)),
  );

  app.post(
    `${base}/Actions/ReadAll`,
    { config: mine, schema: { tags, summary: 'Mark all my messages read' } },
    async (request) => ok(request, await readAllMessages(services, sessionOf(request).user.id)),
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
    async (request) =>
      ok(request, await deleteMyMessages(services, sessionOf(request).user.id, request.body.ids)),
  );
}
