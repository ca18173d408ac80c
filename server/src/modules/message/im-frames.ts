import {
  CHAT_LATEST_PAGE,
  CHAT_PAGE_MAX,
  CHAT_TEXT_MAX,
  type ChatImageInput,
  type ChatMessageType,
} from '@app/common';
import { badRequest } from '../../platform/errors.js';
import { STORED_NAME } from '../../platform/files/file-types.js';

/**
 * Reading the chat frames a socket sends (client-facts §6). Frames arrive as parsed JSON of any shape:
 * each field is checked here, and anything wrong is an AppError the socket answers with an error frame.
 */

export type ChatInput =
  | { messageType: 'text'; toUserId: string; text: string }
  | ({ messageType: 'image'; toUserId: string } & ChatImageInput);

/** The largest width or height an image message may claim. */
const IMAGE_SIDE_MAX = 20_000;
const ID_MAX = 50;

function userId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > ID_MAX)
    throw badRequest('chat.noReceiver');
  return value;
}

function side(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > IMAGE_SIDE_MAX)
    throw badRequest('chat.badImage');
  return n;
}

/** SendMessage {toUserId, messageType, messageContent}: text is trimmed and never empty. */
export function readSendMessage(frame: Record<string, unknown>): ChatInput {
  const toUserId = userId(frame.toUserId);
  const type = (frame.messageType ?? 'text') as ChatMessageType;
  if (type === 'text') {
    if (typeof frame.messageContent !== 'string') throw badRequest('chat.empty');
    const text = frame.messageContent.trim();
    if (!text) throw badRequest('chat.empty');
    // Counted in code points, as a person counts characters (an emoji is one). A text of at most
    // CHAT_TEXT_MAX UTF-16 units has at most as many code points, so only longer ones are split to count.
    if (text.length > CHAT_TEXT_MAX && [...text].length > CHAT_TEXT_MAX)
      throw badRequest('chat.tooLong', { limit: CHAT_TEXT_MAX });
    return { messageType: 'text', toUserId, text };
  }
  if (type === 'image') {
    let content = frame.messageContent;
    // Older clients send the object as a JSON string.
    if (typeof content === 'string') {
      try {
        content = JSON.parse(content);
      } catch {
        throw badRequest('chat.badImage');
      }
    }
    if (!content || typeof content !== 'object') throw badRequest('chat.badImage');
    const { name, width, height } = content as Record<string, unknown>;
    if (typeof name !== 'string' || !STORED_NAME.test(name)) throw badRequest('chat.badImage');
    return { messageType: 'image', toUserId, name, width: side(width), height: side(height) };
  }
  // Voice and video come from the mobile app, which uploads its own clips; this server takes none yet.
  throw badRequest('chat.badType', { type: String(type).slice(0, 20) });
}

export interface MessageListInput {
  peerId: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword: string;
  requestId: string | null;
}

function whole(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw badRequest('chat.badPage');
  return n;
}

/**
 * MessageList {toUserId, formUserId, currentPage, pageSize, sord, keyword}: the conversation is always
 * between the caller and toUserId; a formUserId naming anyone else is refused, never followed.
 */
export function readMessageList(frame: Record<string, unknown>, me: string): MessageListInput {
  const peerId = userId(frame.toUserId);
  if (frame.formUserId !== undefined && frame.formUserId !== null && frame.formUserId !== me)
    throw badRequest('chat.notYours');
  const sord = frame.sord ?? 'desc';
  if (sord !== 'asc' && sord !== 'desc') throw badRequest('chat.badPage');
  const keyword = frame.keyword ?? '';
  if (typeof keyword !== 'string' || keyword.length > 100) throw badRequest('chat.badPage');
  return {
    peerId,
    currentPage: whole(frame.currentPage, 1, 1, 1_000_000),
    pageSize: whole(frame.pageSize, CHAT_LATEST_PAGE, 1, CHAT_PAGE_MAX),
    sord,
    keyword: keyword.trim(),
    requestId: requestIdOf(frame),
  };
}

/** UpdateReadMessage {formUserId}: the sender whose messages to me are now read. */
export function readUpdateRead(frame: Record<string, unknown>): string {
  return userId(frame.formUserId);
}

/** A client's correlation id, echoed back as given (short strings only). */
export function requestIdOf(frame: Record<string, unknown>): string | null {
  const id = frame.requestId;
  return typeof id === 'string' && id.length <= 64 ? id : null;
}
