import type {
  ChatMedia,
  ChatMessage,
  ChatMessageType,
  ChatSummary,
  ReceiveMessageFrame,
  SendMessageEchoFrame,
} from '@app/common';
import { parseChatMedia } from '@app/common';

/**
 * How the chat's lists change as frames arrive (client-facts §6), as pure functions so the drawer, the
 * conversation and the header icon agree and each rule has its test.
 */

const asContent = (value: string | ChatMedia): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** A message someone sent me, as a conversation holds it. */
export function fromReceive(frame: ReceiveMessageFrame, me: string): ChatMessage {
  return {
    id: frame.id,
    sendUserId: frame.formUserId,
    receiveUserId: me,
    contentType: frame.messageType,
    content: asContent(frame.formMessage),
    sendTime: frame.dateTime,
    state: 0,
    receiveTime: null,
  };
}

/** My own message, echoed to each of my tabs. */
export function fromEcho(frame: SendMessageEchoFrame): ChatMessage {
  return {
    id: frame.id,
    sendUserId: frame.UserId,
    receiveUserId: frame.toUserId,
    contentType: frame.messageType,
    content: asContent(frame.toMessage),
    sendTime: frame.dateTime,
    state: 0,
    receiveTime: null,
  };
}

/** Puts the person's entry at the top with the new latest line (adding it when they were not listed). */
export function touchSummary(
  list: readonly ChatSummary[],
  person: Pick<ChatSummary, 'id' | 'realName' | 'account' | 'headIcon'>,
  latest: { latestMessage: string; messageType: ChatMessageType; latestDate: number },
): ChatSummary[] {
  const old = list.find((c) => c.id === person.id);
  const entry: ChatSummary = { unreadMessage: 0, ...old, ...person, ...latest };
  return [entry, ...list.filter((c) => c.id !== person.id)];
}

/** Adds a message to a conversation shown oldest first, once, in time order. */
export function appendMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m.id === message.id)) return [...list];
  const next = [...list, message];
  // Frames from two processes may arrive out of order; ids break ties in the same millisecond.
  next.sort((a, b) => a.sendTime - b.sendTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return next;
}

/** The reader read everything I sent them up to readTime: my messages to them show as read. */
export function markReadUpTo(
  list: readonly ChatMessage[],
  me: string,
  readerId: string,
  readTime: number,
): ChatMessage[] {
  return list.map((m) =>
    m.sendUserId === me && m.receiveUserId === readerId && m.state === 0 && m.sendTime <= readTime
      ? { ...m, state: 1, receiveTime: readTime }
      : m,
  );
}

/**
 * Where a media message can be shown from: only a path on this site (what the server writes), never a
 * script URL or another host that a crafted row might carry.
 */
export function safeMediaPath(content: string): string | null {
  const media = parseChatMedia(content);
  const path = media?.path;
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

/** The size an image is shown at: its own, scaled down to fit max × max, never up. */
export function fitImage(content: string, max: number): { width: number; height: number } {
  const media = parseChatMedia(content);
  const width = media?.width && media.width > 0 ? media.width : max;
  const height = media?.height && media.height > 0 ? media.height : max;
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
