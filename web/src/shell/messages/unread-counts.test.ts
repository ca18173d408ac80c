import { beforeEach, describe, expect, it } from 'vitest';
import { useRealtime } from '../../app/realtime';
import { clearUnread, countDown } from './unread-counts';

const counts = () => {
  const s = useRealtime.getState();
  return [s.unreadNoticeCount, s.unreadMessageCount];
};

describe('the bell count as messages are read (SPEC §4)', () => {
  beforeEach(() => {
    useRealtime.getState().setUnreadNoticeCount(3);
    useRealtime.getState().setUnreadMessageCount(2);
  });
  it('an unread notice takes one off the notice count, another type off the message count', () => {
    countDown([{ type: 1, isRead: '0' }]);
    expect(counts()).toEqual([2, 2]);
    countDown([
      { type: 2, isRead: '0' },
      { type: 1, isRead: '0' },
    ]);
    expect(counts()).toEqual([1, 1]);
  });
  it('a message already read changes nothing', () => {
    countDown([
      { type: 1, isRead: '1' },
      { type: 2, isRead: '1' },
    ]);
    expect(counts()).toEqual([3, 2]);
  });
  it('never goes below zero, whatever order reads and pushes arrive in', () => {
    countDown(Array.from({ length: 5 }, () => ({ type: 1, isRead: '0' as const })));
    expect(counts()).toEqual([0, 2]);
  });
  it('全部已读 sets both to zero', () => {
    clearUnread();
    expect(counts()).toEqual([0, 0]);
  });
});
