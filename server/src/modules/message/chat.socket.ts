import { AppError } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import type { MethodHandler, SocketContext } from '../../platform/realtime/realtime.js';
import type { AppServices } from '../../platform/services.js';
import { chatOf, unreadNums } from './im-content.service.js';
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
        msg: translate(error.key, socket.context.lang, error.params),
        requestId: requestIdOf(frame),
      });
    }
  };
}

/**
 * The chat's client methods (client-facts §6) and its part of initMessage (unreadNums), registered once by
 * the module's setup. Each method acts as the socket's user (socket.context).
 */
export function registerChat(services: AppServices): void {
  const { realtime } = services;
  const messages = chatOf(services);
  realtime.methods.set(
    'SendMessage',
    answering('SendMessage', async ({ context }, frame) => {
      await messages.send(context, readSendMessage(frame));
    }),
  );
  realtime.methods.set(
    'MessageList',
    answering('MessageList', async (socket, frame) => {
      const input = readMessageList(frame, socket.context.user.id);
      const page = await messages.page(socket.context, input);
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
    answering('UpdateReadMessage', async ({ context }, frame) => {
      await messages.markRead(context, readUpdateRead(frame));
    }),
  );
  realtime.initContributors.push(async (userId) => ({ unreadNums: await unreadNums(services.db, userId) }));
}
