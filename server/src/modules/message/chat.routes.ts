import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { sessionOf } from '../../platform/services.js';
import { registerChatMethods } from './chat.socket.js';
import { chatImageRoutes } from './chat-image.routes.js';
import { ChatMessages } from './im-content.service.js';
import { ChatPeople } from './im-people.js';
import { recentChats } from './im-reply.service.js';

/**
 * Chat (SPEC §4 Chat, §7.15; client-facts §5.1 and §6): the recent-chat list and image uploads over
 * HTTP; sending, reading and marking read over the realtime channel, whose methods are registered here.
 * Contacts are GET /api/permission/Users/ImUser (user.routes.ts).
 */
export async function chatRoutes(app: FastifyInstance) {
  const { services } = app;
  const people = new ChatPeople(services.db, services.versions, services.clock);
  const messages = new ChatMessages(services.db, services.dialect, services.clock, people, services.realtime);
  registerChatMethods(services.realtime, messages);

  app.get(
    '/api/message/imreply',
    {
      config: { access: 'user' },
      schema: {
        tags: ['message'],
        summary: 'My recent chats, newest first, with the latest line and my unread count of each',
      },
    },
    async (request) => {
      const me = sessionOf(request).user.id;
      const unread = await messages.unreadNums(me);
      return ok(request, { list: await recentChats(services.db, me, unread) });
    },
  );

  await app.register(chatImageRoutes);
}
