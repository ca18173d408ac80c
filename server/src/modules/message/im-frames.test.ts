import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { readMessageList, readSendMessage, readUpdateRead } from './im-frames.js';

const NAME = '20260101_0123456789abcdef0123456789abcdef.png';
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof AppError ? error.key : 'not an AppError';
  }
  return 'accepted';
};

describe('reading a SendMessage frame', () => {
  it('trims text and counts its length in characters as people count them', () => {
    expect(readSendMessage({ toUserId: 'u', messageContent: '  好 \n' })).toEqual({
      messageType: 'text',
      toUserId: 'u',
      text: '好',
    });
    expect(refusal(() => readSendMessage({ toUserId: 'u', messageContent: '😀'.repeat(2000) }))).toBe(
      'accepted',
    );
    expect(refusal(() => readSendMessage({ toUserId: 'u', messageContent: 'a'.repeat(2001) }))).toBe(
      'chat.tooLong',
    );
    expect(refusal(() => readSendMessage({ toUserId: 'u', messageContent: ' \u3000\n' }))).toBe('chat.empty');
    expect(refusal(() => readSendMessage({ toUserId: 'u', messageContent: 42 }))).toBe('chat.empty');
  });

  it('takes an image as an object or as its JSON string, with whole sides', () => {
    const image = { messageType: 'image', toUserId: 'u', name: NAME, width: 640, height: 480 };
    expect(
      readSendMessage({
        toUserId: 'u',
        messageType: 'image',
        messageContent: { name: NAME, width: 640, height: 480 },
      }),
    ).toEqual(image);
    expect(
      readSendMessage({
        toUserId: 'u',
        messageType: 'image',
        messageContent: JSON.stringify({ name: NAME, width: '640', height: 480 }),
      }),
    ).toEqual(image);
    for (const content of [
      { name: NAME, width: 1.5, height: 2 },
      { name: NAME, width: 20_001, height: 2 },
      { name: '../secret.png', width: 1, height: 1 },
      'not json',
      null,
    ])
      expect(
        refusal(() => readSendMessage({ toUserId: 'u', messageType: 'image', messageContent: content })),
      ).toBe('chat.badImage');
  });

  it('refuses a missing receiver and types this server does not take', () => {
    expect(refusal(() => readSendMessage({ messageContent: 'hi' }))).toBe('chat.noReceiver');
    expect(refusal(() => readSendMessage({ toUserId: 'x'.repeat(51), messageContent: 'hi' }))).toBe(
      'chat.noReceiver',
    );
    expect(refusal(() => readSendMessage({ toUserId: 'u', messageType: 'video', messageContent: {} }))).toBe(
      'chat.badType',
    );
  });
});

describe('reading a MessageList frame', () => {
  it('defaults to the latest 30, newest first', () => {
    expect(readMessageList({ toUserId: 'peer' }, 'me')).toEqual({
      peerId: 'peer',
      currentPage: 1,
      pageSize: 30,
      sord: 'desc',
      keyword: '',
      requestId: null,
    });
  });

  it('never lets formUserId name someone else', () => {
    expect(refusal(() => readMessageList({ toUserId: 'peer', formUserId: 'other' }, 'me'))).toBe(
      'chat.notYours',
    );
    expect(refusal(() => readMessageList({ toUserId: 'peer', formUserId: 'me' }, 'me'))).toBe('accepted');
  });

  it('refuses pages, sizes and orders out of range', () => {
    for (const frame of [
      { pageSize: 101 },
      { pageSize: 0 },
      { currentPage: -1 },
      { sord: 'up' },
      { keyword: 'k'.repeat(101) },
    ])
      expect(refusal(() => readMessageList({ toUserId: 'peer', ...frame }, 'me'))).toBe('chat.badPage');
  });
});

describe('reading an UpdateReadMessage frame', () => {
  it('answers the sender whose messages are read', () => {
    expect(readUpdateRead({ formUserId: 'peer' })).toBe('peer');
    expect(refusal(() => readUpdateRead({}))).toBe('chat.noReceiver');
  });
});
