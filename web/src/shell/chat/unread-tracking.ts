import type { ReadMessageFrame, ReceiveMessageFrame, UnreadNum } from '@app/common';
import { onFrame, useRealtime } from '../../app/realtime';
import { useSession } from '../../stores/session';
import { bumpUnread, clearUnread } from './chat-unread';

/**
 * The unread chat counts, kept current from the frames (SPEC §4 Chat): a message from someone whose
 * conversation is not open in this tab counts up; a readMessage for me (from any of my tabs) clears that
 * sender. Loaded with the realtime client after the shell's first paint (ChatButton).
 */

/** The peer whose conversation is open in this tab: their messages are read as they come. */
let openPeer: string | null = null;

export function setOpenPeer(peerId: string | null): void {
  openPeer = peerId;
}

const unreadNow = () => useRealtime.getState().unreadNums;
const setUnread = (unreadNums: UnreadNum[]) => useRealtime.getState().setUnreadNums(unreadNums);
const totalOf = (list: readonly UnreadNum[]) => list.reduce((sum, u) => sum + u.unreadNum, 0);

/** The peer's messages are being read here: the icon stops counting them at once. */
export function forgetUnread(peerId: string): void {
  setUnread(clearUnread(unreadNow(), peerId));
}

/** Replaces the counts with what the server just reported (the recent-chat list). */
export function replaceUnread(unreadNums: UnreadNum[]): void {
  setUnread(unreadNums.filter((u) => u.userId !== openPeer));
}

/** Follows the frames and tells `onTotal` every change of the unread total; answers the stop. */
export function trackUnread(onTotal: (total: number) => void): () => void {
  onTotal(totalOf(unreadNow()));
  const stops = [
    useRealtime.subscribe((state) => onTotal(totalOf(state.unreadNums))),
    onFrame('receiveMessage', (frame) => {
      const { formUserId } = frame as unknown as ReceiveMessageFrame;
      if (formUserId !== openPeer) setUnread(bumpUnread(unreadNow(), formUserId));
    }),
    onFrame('readMessage', (frame) => {
      const { readerId, senderId } = frame as unknown as ReadMessageFrame;
      if (readerId === useSession.getState().userInfo?.userId) setUnread(clearUnread(unreadNow(), senderId));
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
