import type { ChatSummary, UnreadNum } from '@app/common';

/**
 * Unread chat counts per sender (initMessage's unreadNums, client-facts §6): the header icon blinks while
 * the list is non-empty. Small on purpose: it is part of the shell's first chunk.
 */

/** One more unread message from `userId`. */
export function bumpUnread(list: readonly UnreadNum[], userId: string): UnreadNum[] {
  const found = list.some((u) => u.userId === userId);
  return found
    ? list.map((u) => (u.userId === userId ? { ...u, unreadNum: u.unreadNum + 1 } : u))
    : [...list, { userId, unreadNum: 1 }];
}

/** Everything from `userId` read: the entry goes, so an empty list means nothing unread. */
export function clearUnread(list: readonly UnreadNum[], userId: string): UnreadNum[] {
  return list.some((u) => u.userId === userId) ? list.filter((u) => u.userId !== userId) : [...list];
}

/** The unread counts the recent-chat list reported, as the icon's list. */
export function unreadFromSummaries(list: readonly ChatSummary[]): UnreadNum[] {
  return list.filter((c) => c.unreadMessage > 0).map((c) => ({ userId: c.id, unreadNum: c.unreadMessage }));
}
