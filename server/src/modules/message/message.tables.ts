import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Opt } from '../../db/schema.js';

/** The message area's tables; each adds itself to the Database type by augmenting it (decision 058). */

/** 系统公告 and system messages (migration 017): type 1 notice (HTML body), 2 system message (JSON body). */
export interface MessageTable extends BaseColumns {
  type: number;
  title: string;
  bodyText: Opt<string>;
  releaseTime: Opt<Millis>;
}

/** One recipient's copy of a message (migration 017), keyed by (userId, messageId). */
export interface MessageReceiveTable {
  userId: string;
  messageId: string;
  isRead: Generated<number>;
  readTime: Opt<Millis>;
  readCount: Generated<number>;
}

/** One chat message (migration 018): content is the text, or JSON {path, width, height} for an image. */
export interface ImContentTable {
  id: string;
  /** the two user ids in order, joined by '|': one conversation whoever sent */
  pairKey: string;
  sendUserId: string;
  sendTime: Millis;
  receiveUserId: string;
  /** when the receiver read it */
  receiveTime: Opt<Millis>;
  content: string;
  contentType: string;
  /** 0 unread, 1 read */
  state: Generated<number>;
}

/** The latest message of one ordered pair (migration 018): userId sent it to receiveUserId. */
export interface ImReplyTable {
  id: string;
  userId: string;
  receiveUserId: string;
  receiveTime: Millis;
  latestMessage: string;
  messageType: string;
}

declare module '../../db/schema.js' {
  interface Database {
    baseMessage: MessageTable;
    baseMessageReceive: MessageReceiveTable;
    baseImContent: ImContentTable;
    baseImReply: ImReplyTable;
  }
}
