import { defineModule } from '../../platform/module.js';
import { chatMessages } from './chat.messages.js';
import { chatRoutes } from './chat.routes.js';
import { registerChat } from './chat.socket.js';
import { messageCenterRoutes } from './message-center.routes.js';
import { messageCounts } from './message-center.service.js';
import { messageMigrations } from './migrations/index.js';
import { noticeMessages } from './notice.messages.js';
import { noticeRoutes } from './notice.routes.js';
import { realtimeMessages } from './realtime.messages.js';
import { messageExamples } from './seed/message.examples.js';
import { websocketRoutes } from './websocket.routes.js';

/** The realtime channel's socket, notices, the message centre and chat (SPEC §7.14-7.15). */
export const messageModule = defineModule({
  name: 'message',
  migrations: messageMigrations,
  examples: messageExamples,
  messages: { ...noticeMessages, ...chatMessages, ...realtimeMessages },
  setup(services) {
    // Each socket's initMessage carries the counts the header badge starts from (client-facts §6).
    services.realtime.initContributors.push((userId) =>
      messageCounts(services.db, userId).then((counts) => ({ ...counts })),
    );
    // The chat's socket methods (SendMessage, MessageList, UpdateReadMessage) and its unreadNums.
    registerChat(services);
  },
  routes: [websocketRoutes, noticeRoutes, messageCenterRoutes, chatRoutes],
});
