import { MessageType, type ReadFlag } from '@app/common';
import { useRealtime } from '../../app/realtime';

/**
 * The header badge counts notices and other messages apart (initMessage sends both). A message that
 * stops being unread takes one off its own count; the store keeps both at zero or more (SPEC §4).
 */
export function countDown(items: readonly { type: number; isRead: ReadFlag }[]): void {
  const unread = items.filter((item) => item.isRead === '0');
  const notices = unread.filter((item) => item.type === MessageType.notice).length;
  const others = unread.length - notices;
  const state = useRealtime.getState();
  if (notices) state.setUnreadNoticeCount((n) => n - notices);
  if (others) state.setUnreadMessageCount((n) => n - others);
}

/** 全部已读: nothing is unread any more. */
export function clearUnread(): void {
  const state = useRealtime.getState();
  state.setUnreadNoticeCount(0);
  state.setUnreadMessageCount(0);
}
