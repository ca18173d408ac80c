import type { ChatMessage, ChatSummary } from '@app/common';
import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  fitImage,
  fromEcho,
  fromReceive,
  markReadUpTo,
  safeMediaPath,
  touchSummary,
} from './chat-state';
import { bumpUnread, clearUnread, unreadFromSummaries } from './chat-unread';

const message = (id: string, sendTime: number, more: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sendUserId: 'me',
  receiveUserId: 'peer',
  contentType: 'text',
  content: id,
  sendTime,
  state: 0,
  receiveTime: null,
  ...more,
});

describe('unread counts per sender (the chat icon blinks while any remain)', () => {
  it('counts up per sender and clears one sender only', () => {
    let list = bumpUnread([], 'a');
    list = bumpUnread(list, 'a');
    list = bumpUnread(list, 'b');
    expect(list).toEqual([
      { userId: 'a', unreadNum: 2 },
      { userId: 'b', unreadNum: 1 },
    ]);
    expect(clearUnread(list, 'a')).toEqual([{ userId: 'b', unreadNum: 1 }]);
    expect(clearUnread(clearUnread(list, 'a'), 'b')).toEqual([]);
  });

  it('takes the counts the recent-chat list reports, leaving out people with none', () => {
    const summary = (id: string, unreadMessage: number) => ({ id, unreadMessage }) as unknown as ChatSummary;
    expect(unreadFromSummaries([summary('a', 0), summary('b', 3)])).toEqual([{ userId: 'b', unreadNum: 3 }]);
  });
});

describe('frames become conversation messages', () => {
  it('keeps media as the JSON string the history answers with', () => {
    const media = { path: '/api/file/Image/IM/x.png', width: 4, height: 3 };
    const received = fromReceive(
      {
        method: 'receiveMessage',
        id: '1',
        formUserId: 'peer',
        formMessage: media,
        messageType: 'image',
        dateTime: 5,
        headIcon: null,
        realName: 'P',
        account: 'p',
      },
      'me',
    );
    expect(received).toMatchObject({ sendUserId: 'peer', receiveUserId: 'me', sendTime: 5 });
    expect(JSON.parse(received.content)).toEqual(media);
    const echoed = fromEcho({
      method: 'sendMessage',
      id: '2',
      UserId: 'me',
      toUserId: 'peer',
      messageType: 'text',
      toMessage: '[微笑]',
      dateTime: 6,
      latestDate: 6,
      toAccount: 'p',
      toRealName: 'P',
      toHeadIcon: null,
    });
    expect(echoed).toMatchObject({ sendUserId: 'me', receiveUserId: 'peer', content: '[微笑]' });
  });

  it('appends each message once, in time order', () => {
    let list = appendMessage([], message('b', 2));
    list = appendMessage(list, message('a', 1));
    list = appendMessage(list, message('b', 2));
    expect(list.map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('marks my messages to the reader read up to the read time only', () => {
    const list = [
      message('a', 1),
      message('b', 5),
      message('c', 2, { sendUserId: 'peer', receiveUserId: 'me' }),
    ];
    const read = markReadUpTo(list, 'me', 'peer', 3);
    expect(read.map((m) => m.state)).toEqual([1, 0, 0]);
    expect(read[0].receiveTime).toBe(3);
  });
});

describe('the recent-chat list', () => {
  it('moves the person to the top with the new line, keeping their unread count', () => {
    const list = [
      {
        id: 'a',
        realName: 'A',
        account: 'a',
        headIcon: null,
        latestMessage: 'x',
        messageType: 'text',
        latestDate: 2,
        unreadMessage: 0,
      },
      {
        id: 'b',
        realName: 'B',
        account: 'b',
        headIcon: null,
        latestMessage: 'y',
        messageType: 'text',
        latestDate: 1,
        unreadMessage: 2,
      },
    ] satisfies ChatSummary[];
    const next = touchSummary(
      list,
      { id: 'b', realName: 'B', account: 'b', headIcon: null },
      {
        latestMessage: 'z',
        messageType: 'text',
        latestDate: 3,
      },
    );
    expect(next.map((c) => [c.id, c.latestMessage, c.unreadMessage])).toEqual([
      ['b', 'z', 2],
      ['a', 'x', 0],
    ]);
    const added = touchSummary(
      list,
      { id: 'c', realName: 'C', account: 'c', headIcon: null },
      {
        latestMessage: 'n',
        messageType: 'text',
        latestDate: 4,
      },
    );
    expect(added[0]).toMatchObject({ id: 'c', unreadMessage: 0 });
  });
});

describe('media safety and size', () => {
  it('shows media only from a path on this site', () => {
    expect(safeMediaPath('{"path":"/api/file/Image/IM/a.png"}')).toBe('/api/file/Image/IM/a.png');
    expect(safeMediaPath('{"path":"javascript:alert(1)"}')).toBeNull();
    expect(safeMediaPath('{"path":"//evil.example/x.png"}')).toBeNull();
    expect(safeMediaPath('{"path":"https://evil.example/x.png"}')).toBeNull();
    expect(safeMediaPath('not json')).toBeNull();
  });

  it('scales an image down to fit, never up', () => {
    expect(fitImage('{"path":"/a","width":800,"height":400}', 200)).toEqual({ width: 200, height: 100 });
    expect(fitImage('{"path":"/a","width":50,"height":80}', 200)).toEqual({ width: 50, height: 80 });
  });
});
