import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { chatImageRoutes } from './chat-image.routes.js';
import { recentChats } from './im-reply.service.js';

/**
 * Chat (SPEC §4 Chat, §7.15; client-facts §5.1 and §6): the recent-chat list and image uploads over
 * HTTP; sending, reading and marking read go over the realtime channel (chat.socket.ts, registered by the
 * module's setup). Contacts are GET /api/permission/Users/ImUser (user.routes.ts).
 */
export async function chatRoutes(app: FastifyInstance) {
  app.get(
    '/api/message/imreply',
    {
      config: { access: 'user' },
      schema: {
        tags: ['message'],
        summary: 'My recent chats, newest first, with the latest line and my unread count of each',
      },
    },
    async (request) => ok(request, { list: await recentChats(contextOf(request)) }),
  );

  await app.register(chatImageRoutes);
}
