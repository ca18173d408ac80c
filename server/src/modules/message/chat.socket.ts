import { AppError } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import type { MethodHandler, Realtime, SocketContext } from '../../platform/realtime/realtime.js';
import type { ChatMessages } from './im-content.service.js';
import { readMessageList, readSendMessage, readUpdateRead, requestIdOf } from './im-frames.js';

/**
 * A refused chat frame is answered on its own socket with the channel's error frame (common/api/realtime.ts)
 * naming the method, the reason in the socket's language, and the client's requestId; the socket stays
 * open. Anything else is the channel's to handle.
 */
function answering(
  method: string,
  handle: (socket: SocketContext, frame: Record<string, unknown>) => Promise<void>,
): MethodHandler {
  return async (socket, frame) => {
    try {
      await handle(socket, frame);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      socket.send({
        method: 'error',
        about: method,
        code: error.code,
        msg: translate(error.key, socket.lang, error.params),
        requestId: requestIdOf(frame),
      });
    }
  };
}

/** The chat's client methods (client-facts §6) and its part of initMessage (unreadNums). */
export function registerChatMethods(realtime: Realtime, messages: ChatMessages): void {
  realtime.methods.set(
    'SendMessage',
    answering('SendMessage', async (socket, frame) => {
      await messages.send(socket.userId, readSendMessage(frame));
    }),
  );
  realtime.methods.set(
    'MessageList',
    answering('MessageList', async (socket, frame) => {
      const input = readMessageList(frame, socket.userId);
      const page = await messages.page(socket.userId, input);
      socket.send({
        method: 'messageList',
        toUserId: input.peerId,
        sord: input.sord,
        keyword: input.keyword,
        requestId: input.requestId,
        ...page,
      });
    }),
  );
  realtime.methods.set(
    'UpdateReadMessage',
    answering('UpdateReadMessage', async (socket, frame) => {
      await messages.markRead(socket.userId, readUpdateRead(frame));
    }),
  );
  realtime.initContributors.push(async (userId) => ({ unreadNums: await messages.unreadNums(userId) }));
}
