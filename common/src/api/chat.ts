/**
 * Chat (即时聊天): the realtime frames of SPEC §7.15 / client-facts §6 that carry chat, the recent-chat
 * list (GET /api/message/imreply) and the limits of SPEC §5 and §9, written once for server and web.
 */
import type { Pagination } from './envelope';

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'voice', 'video'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** A chat image must be strictly smaller than this (SPEC §5: 5 MB, 5242880 bytes). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest text one message may carry, in characters after trimming. */
export const CHAT_TEXT_MAX = 2000;
/** SPEC §9: the latest messages shown when a chat opens, the history page, the contact page. */
export const CHAT_LATEST_PAGE = 30;
export const CHAT_HISTORY_PAGE = 50;
export const CHAT_CONTACT_PAGE = 20;
/** The largest page a MessageList frame may ask for. */
export const CHAT_PAGE_MAX = 100;

/** Media content as stored and delivered: an image with its size, or a voice/video clip with its length. */
export interface ChatMedia {
  path: string;
  width?: number;
  height?: number;
  /** seconds, for voice and video */
  length?: number;
}

/** What the client sends to send an image: the name the upload answered, and the size read in the browser. */
export interface ChatImageInput {
  name: string;
  width: number;
  height: number;
}

/** One message of a conversation (messageList). content is the text, or ChatMedia as a JSON string. */
export interface ChatMessage {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: ChatMessageType;
  content: string;
  sendTime: number;
  /** 0 unread, 1 read by the receiver */
  state: 0 | 1;
  receiveTime: number | null;
}

/** GET /api/message/imreply item: one person I chat with. */
export interface ChatSummary {
  /** the other person's user id */
  id: string;
  realName: string;
  account: string;
  headIcon: string | null;
  /** the text, or ChatMedia as a JSON string */
  latestMessage: string;
  messageType: ChatMessageType;
  latestDate: number;
  unreadMessage: number;
}

/** Client → server frames (the client adds method and token). */
export interface SendMessageFrame {
  toUserId: string;
  messageType: ChatMessageType;
  messageContent: string | ChatImageInput;
}
export interface MessageListFrame {
  toUserId: string;
  formUserId: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword?: string;
  /** echoed in the answer, so a client can tell the latest-30 answer from a history page */
  requestId?: string;
}
export interface UpdateReadMessageFrame {
  formUserId: string;
}

/** Server → client: a message someone sent me. */
export interface ReceiveMessageFrame {
  method: 'receiveMessage';
  id: string;
  formUserId: string;
  formMessage: string | ChatMedia;
  messageType: ChatMessageType;
  dateTime: number;
  headIcon: string | null;
  realName: string;
  account: string;
}

/** Server → every tab of the sender: the message as stored. */
export interface SendMessageEchoFrame {
  method: 'sendMessage';
  id: string;
  UserId: string;
  toUserId: string;
  messageType: ChatMessageType;
  toMessage: string | ChatMedia;
  dateTime: number;
  latestDate: number;
  toAccount: string;
  toRealName: string;
  toHeadIcon: string | null;
}

/** Server → client: one page of a conversation, with the request's own fields echoed. */
export interface MessageListAnswerFrame {
  method: 'messageList';
  toUserId: string;
  sord: 'asc' | 'desc';
  keyword: string;
  requestId: string | null;
  list: ChatMessage[];
  pagination: Pagination;
}

/**
 * Server → the reader's tabs and the sender's tabs: readerId has read every message senderId sent them
 * up to readTime (read marks for the sender, unread counts for the reader's other tabs).
 */
export interface ReadMessageFrame {
  method: 'readMessage';
  senderId: string;
  readerId: string;
  readTime: number;
}

/** Server → the socket whose chat frame was refused: the channel's error frame, with the client's requestId. */
export interface ChatErrorFrame {
  method: 'error';
  /** the refused frame's method */
  about: string;
  code: number;
  msg: string;
  requestId: string | null;
}

/** initMessage's contribution: unread messages per sender. */
export interface UnreadNum {
  userId: string;
  unreadNum: number;
}

/** The media of an image/voice/video message's content, or null when it is not readable as such. */
export function parseChatMedia(content: string | ChatMedia): ChatMedia | null {
  if (typeof content !== 'string') return content;
  try {
    const value = JSON.parse(content) as unknown;
    if (value && typeof value === 'object' && typeof (value as ChatMedia).path === 'string') {
      return value as ChatMedia;
    }
  } catch {
    // text that is not JSON: no media
  }
  return null;
}
