import type { ChatMedia, ChatMessage, ChatMessageType, Pagination, UnreadNum } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';
import { type ChatWrite, storeChatBatch, storeChatMessage } from './chat-store.js';
import { ChatWriteQueue } from './chat-write-queue.js';
import type { ChatInput, MessageListInput } from './im-frames.js';
import { chatImagePath, pairKey } from './im-pair.js';
import { ChatPeople } from './im-people.js';

/**
 * Chat messages (server-facts §9 IM): storing a message with the conversation's latest line, reading a
 * conversation page and marking read, each for the user of `ctx`. Delivery goes through the realtime hub,
 * so a message reaches every tab of both people on every server process. An instance holds only what must
 * outlive a call (the write queue, the people cache): one per app (chatOf), shared by the socket methods
 * and the routes; who acts, the clock and the database come from the context.
 */
export class ChatMessages {
  /** SQLite's write queue; null on PostgreSQL, where each message is one statement of its own. */
  private readonly writes: ChatWriteQueue<ChatWrite> | null;
  private readonly people: ChatPeople;

  constructor(services: AppServices) {
    const { db } = services;
    // SQLite commits on this thread: messages arriving together share one transaction (chat-write-queue.ts).
    this.writes =
      services.dialect === 'sqlite' ? new ChatWriteQueue((batch) => storeChatBatch(db, batch)) : null;
    this.people = new ChatPeople(db, services.versions, services.clock);
  }

  /**
   * The user of `ctx` sends one message. Stores it (one insert, one upsert of the pair's latest line; on
   * SQLite in one transaction with the messages sent at the same moment) and delivers it: sendMessage to
   * the sender's tabs, receiveMessage to the receiver's. The receiver must be an enabled user other than
   * the sender; an image must be one the sender uploaded to the IM category.
   */
  async send(ctx: RequestContext, input: ChatInput): Promise<ChatMessage> {
    const { db, realtime } = ctx.services;
    const senderId = ctx.user.id;
    if (input.toUserId === senderId) throw badRequest('chat.self');
    const [sender, receiver] = await Promise.all([
      this.people.get(senderId),
      this.people.get(input.toUserId),
    ]);
    if (!receiver?.active) throw badRequest('chat.receiverGone');
    if (!sender) throw badRequest('chat.receiverGone');

    let content: string;
    let delivered: string | ChatMedia;
    if (input.messageType === 'text') {
      content = input.text;
      delivered = input.text;
    } else {
      const upload = await db
        .selectFrom('baseFile')
        .select('id')
        .where('id', '=', input.name)
        .where('type', '=', 'IM')
        .where('creatorUserId', '=', senderId)
        .executeTakeFirst();
      if (!upload) throw badRequest('chat.imageNotYours');
      const media = { path: chatImagePath(input.name), width: input.width, height: input.height };
      content = JSON.stringify(media);
      delivered = media;
    }

    const now = ctx.clock.now();
    const message: ChatMessage = {
      id: newId(),
      sendUserId: senderId,
      receiveUserId: receiver.id,
      contentType: input.messageType,
      content,
      sendTime: now,
      state: 0,
      receiveTime: null,
    };
    const reply = {
      id: newId(),
      userId: senderId,
      receiveUserId: receiver.id,
      receiveTime: now,
      latestMessage: content,
      messageType: input.messageType,
    };
    // Delivered only once stored: a message nobody can read back is never shown.
    const write = { row: { ...message, pairKey: pairKey(senderId, receiver.id) }, reply };
    if (this.writes) await this.writes.write(write);
    else await storeChatMessage(db, write);

    await Promise.all([
      realtime.hub.publish(
        { users: [senderId] },
        {
          method: 'sendMessage',
          id: message.id,
          UserId: senderId,
          toUserId: receiver.id,
          messageType: input.messageType,
          toMessage: delivered,
          dateTime: now,
          latestDate: now,
          toAccount: receiver.account,
          toRealName: receiver.realName,
          toHeadIcon: receiver.headIcon,
        },
      ),
      realtime.hub.publish(
        { users: [receiver.id] },
        {
          method: 'receiveMessage',
          id: message.id,
          formUserId: senderId,
          formMessage: delivered,
          messageType: input.messageType,
          dateTime: now,
          headIcon: sender.headIcon,
          realName: sender.realName,
          account: sender.account,
        },
      ),
    ]);
    return message;
  }

  /** One page of the conversation between the user of `ctx` and the peer; a keyword searches its text messages. */
  async page(
    ctx: RequestContext,
    input: MessageListInput,
  ): Promise<{ list: ChatMessage[]; pagination: Pagination }> {
    let query = ctx.services.db
      .selectFrom('baseImContent')
      .where('pairKey', '=', pairKey(ctx.user.id, input.peerId));
    if (input.keyword)
      query = query
        .where('contentType', '=', 'text')
        .where((eb) => contains(eb.ref('content'), input.keyword));
    const [rows, count] = await Promise.all([
      query
        .select([
          'id',
          'sendUserId',
          'receiveUserId',
          'contentType',
          'content',
          'sendTime',
          'state',
          'receiveTime',
        ])
        .orderBy('sendTime', input.sord)
        .orderBy('id', input.sord)
        .limit(input.pageSize)
        .offset((input.currentPage - 1) * input.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row) => ({
      ...row,
      contentType: row.contentType as ChatMessageType,
      state: (row.state === 1 ? 1 : 0) as 0 | 1,
    }));
    return {
      list,
      pagination: { currentPage: input.currentPage, pageSize: input.pageSize, total: Number(count.n) },
    };
  }

  /**
   * Marks every unread message `senderId` sent to the user of `ctx` as read, in one statement. When any
   * changed, both people's tabs hear readMessage: the sender shows read marks, the reader's other tabs
   * drop the count.
   */
  async markRead(ctx: RequestContext, senderId: string): Promise<number> {
    const me = ctx.user.id;
    const now = ctx.clock.now();
    const result = await ctx.services.db
      .updateTable('baseImContent')
      .set({ state: 1, receiveTime: now })
      .where('receiveUserId', '=', me)
      .where('state', '=', 0)
      .where('sendUserId', '=', senderId)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows);
    if (changed > 0) {
      await ctx.services.realtime.hub.publish(
        { users: senderId === me ? [me] : [me, senderId] },
        { method: 'readMessage', senderId, readerId: me, readTime: now },
      );
    }
    return changed;
  }
}

const perApp = new WeakMap<AppServices, ChatMessages>();

/** The app's one chat service (its SQLite write queue must be one per database, its cache one per app). */
export function chatOf(services: AppServices): ChatMessages {
  let chat = perApp.get(services);
  if (!chat) {
    chat = new ChatMessages(services);
    perApp.set(services, chat);
  }
  return chat;
}

/** Unread messages to `me`, per sender (initMessage's unreadNums, the recent-chat list's counts). */
export async function unreadNums(db: Db, me: string): Promise<UnreadNum[]> {
  const rows = await db
    .selectFrom('baseImContent')
    .select(['sendUserId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('receiveUserId', '=', me)
    .where('state', '=', 0)
    .groupBy('sendUserId')
    .execute();
  return rows.map((row) => ({ userId: row.sendUserId, unreadNum: Number(row.n) }));
}
