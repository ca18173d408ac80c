import type { ChatMedia, ChatMessage, ChatMessageType, Pagination, UnreadNum } from '@app/common';
import type { Db, Dialect } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { contains } from '../../platform/query.js';
import type { Realtime } from '../../platform/realtime/realtime.js';
import { type ChatWrite, storeChatBatch, storeChatMessage } from './chat-store.js';
import { ChatWriteQueue } from './chat-write-queue.js';
import type { ChatInput, MessageListInput } from './im-frames.js';
import { chatImagePath, pairKey } from './im-pair.js';
import type { ChatPeople } from './im-people.js';

/**
 * Chat messages (server-facts §9 IM): storing a message with the conversation's latest line, reading a
 * conversation page, marking read, and the unread counts per sender. Delivery goes through the realtime
 * hub, so a message reaches every tab of both people on every server process.
 */
export class ChatMessages {
  constructor(
    private readonly db: Db,
    dialect: Dialect,
    private readonly clock: Clock,
    private readonly people: ChatPeople,
    private readonly realtime: Realtime,
  ) {
    // SQLite commits on this thread: messages arriving together share one transaction (chat-write-queue.ts).
    this.writes = dialect === 'sqlite' ? new ChatWriteQueue((batch) => storeChatBatch(db, batch)) : null;
  }

  /** SQLite's write queue; null on PostgreSQL, where each message is one statement of its own. */
  private readonly writes: ChatWriteQueue<ChatWrite> | null;

  /**
   * Stores one message (one insert, one upsert of the pair's latest line; on SQLite in one transaction with
   * the messages sent at the same moment) and delivers it: sendMessage to the sender's tabs,
   * receiveMessage to the receiver's. The receiver must be an enabled user other than
   * the sender; an image must be one the sender uploaded to the IM category.
   */
  async send(senderId: string, input: ChatInput): Promise<ChatMessage> {
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
      const upload = await this.db
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

    const now = this.clock.now();
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
    else await storeChatMessage(this.db, write);

    await Promise.all([
      this.realtime.hub.publish(
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
      this.realtime.hub.publish(
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

  /** One page of the conversation between `me` and the peer; a keyword searches its text messages. */
  async page(me: string, input: MessageListInput): Promise<{ list: ChatMessage[]; pagination: Pagination }> {
    let query = this.db.selectFrom('baseImContent').where('pairKey', '=', pairKey(me, input.peerId));
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
   * Marks every unread message `senderId` sent to `me` as read, in one statement. When any changed, both
   * people's tabs hear readMessage: the sender shows read marks, the reader's other tabs drop the count.
   */
  async markRead(me: string, senderId: string): Promise<number> {
    const now = this.clock.now();
    const result = await this.db
      .updateTable('baseImContent')
      .set({ state: 1, receiveTime: now })
      .where('receiveUserId', '=', me)
      .where('state', '=', 0)
      .where('sendUserId', '=', senderId)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows);
    if (changed > 0) {
      await this.realtime.hub.publish(
        { users: senderId === me ? [me] : [me, senderId] },
        { method: 'readMessage', senderId, readerId: me, readTime: now },
      );
    }
    return changed;
  }

  /** Unread messages to `me`, per sender (initMessage's unreadNums). */
  async unreadNums(me: string): Promise<UnreadNum[]> {
    const rows = await this.db
      .selectFrom('baseImContent')
      .select(['sendUserId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('receiveUserId', '=', me)
      .where('state', '=', 0)
      .groupBy('sendUserId')
      .execute();
    return rows.map((row) => ({ userId: row.sendUserId, unreadNum: Number(row.n) }));
  }
}
