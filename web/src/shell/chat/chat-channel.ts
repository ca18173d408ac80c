import type { ChatImageInput } from '@app/common';
import { onFrame, sendFrame } from '../../app/realtime';

/**
 * The chat's frames over the realtime channel (SPEC §7.15, client-facts §6). MessageList answers carry
 * the requestId they were asked with, so the conversation and the history panel each take their own.
 */

let sequence = 0;

export interface PageRequest {
  peerId: string;
  me: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword?: string;
}

/**
 * Asks for one page of the conversation with the peer; answers with the requestId to wait for, or null
 * while the channel is not connected (the conversation asks again when it reconnects).
 */
export function requestPage(kind: string, page: PageRequest): string | null {
  sequence += 1;
  const requestId = `${kind}-${sequence}`;
  const sent = sendFrame({
    method: 'MessageList',
    toUserId: page.peerId,
    formUserId: page.me,
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    sord: page.sord,
    keyword: page.keyword ?? '',
    requestId,
  });
  return sent ? requestId : null;
}

/** false while the channel is not connected: nothing was sent. */
export function sendText(peerId: string, text: string): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: text });
}

export function sendImage(peerId: string, image: ChatImageInput): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'image', messageContent: image });
}

/** Everything the peer sent me is read (the server tells both of us with readMessage). */
export function markRead(peerId: string): void {
  sendFrame({ method: 'UpdateReadMessage', formUserId: peerId });
}

export { onFrame };
