import { beforeEach, describe, expect, it } from 'vitest';
import { pngOfSize } from '../helpers/multipart.js';
import {
  HUANG,
  messageCount,
  type Tab,
  t,
  tab,
  tokens,
  upload,
  useChatApp,
  WANG,
  ZHOU,
} from './chat-fixture.js';

/** Chat: sending text and images over the socket. */

useChatApp();

describe('SendMessage', () => {
  let huang: Tab;
  let huang2: Tab;
  let zhou: Tab;
  beforeEach(async () => {
    huang?.close();
    huang2?.close();
    zhou?.close();
    huang = await tab(HUANG);
    huang2 = await tab(HUANG);
    zhou = await tab(ZHOU);
  });

  it('stores trimmed text and delivers it to every tab of the sender and to the receiver', async () => {
    await huang.send(ZHOU, '  你好 [微笑]\n ');
    for (const own of [huang, huang2]) {
      expect(own.last('sendMessage')).toMatchObject({
        UserId: HUANG,
        toUserId: ZHOU,
        messageType: 'text',
        toMessage: '你好 [微笑]',
        toRealName: '周强',
        toAccount: 'zhouqiang',
      });
    }
    expect(zhou.of('receiveMessage')).toHaveLength(1);
    expect(zhou.last('receiveMessage')).toMatchObject({
      formUserId: HUANG,
      formMessage: '你好 [微笑]',
      messageType: 'text',
      realName: '黄敏',
      account: 'huangmin',
      dateTime: t.clock.now(),
    });
    const stored = await t.database.db
      .selectFrom('baseImContent')
      .selectAll()
      .where('sendUserId', '=', HUANG)
      .orderBy('sendTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      content: '你好 [微笑]',
      contentType: 'text',
      state: 0,
      receiveUserId: ZHOU,
    });
  });

  it('stores and delivers messages sent at the same moment (one write batch on SQLite), in order', async () => {
    const before = await messageCount();
    const texts = ['一', '二', '三', '四', '五'];
    // Not awaited one by one: the sends reach the store in the same tick, as frames from many sockets do.
    await Promise.all([...texts.map((text) => huang.send(ZHOU, text)), zhou.send(HUANG, '回复')]);
    expect(await messageCount()).toBe(before + 6);
    expect(huang.of('receiveMessage').map((f) => f.formMessage)).toEqual(['回复']);
    const received = zhou.of('receiveMessage').map((f) => f.formMessage);
    const echoed = huang.of('sendMessage').map((f) => f.toMessage);
    if (t.database.dialect === 'postgres') {
      // Each message is its own statement on a pool there, so concurrent sends commit in any order (a real
      // socket handles its frames one after the other); all are stored and delivered.
      expect(received.sort()).toEqual([...texts].sort());
      expect(echoed.sort()).toEqual([...texts].sort());
      return;
    }
    expect(received).toEqual(texts);
    expect(echoed).toEqual(texts);
    // Each direction's latest line is its last message.
    const lines = await t.database.db
      .selectFrom('baseImReply')
      .select(['userId', 'latestMessage'])
      .where('userId', 'in', [HUANG, ZHOU])
      .where('receiveUserId', 'in', [HUANG, ZHOU])
      .execute();
    expect(Object.fromEntries(lines.map((l) => [l.userId, l.latestMessage]))).toEqual({
      [HUANG]: '五',
      [ZHOU]: '回复',
    });
  });

  it('never stores empty or whitespace text, and says why on the sender socket only', async () => {
    const before = await messageCount();
    await huang.send(ZHOU, '   \n\t ');
    await huang.send(ZHOU, '');
    await huang.send(ZHOU, null);
    expect(await messageCount()).toBe(before);
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '不能发送空白消息',
      '不能发送空白消息',
      '不能发送空白消息',
    ]);
    expect(huang2.of('error')).toEqual([]);
    expect(zhou.frames).toEqual([]);
  });

  it('refuses text over the length cap in the socket language, and takes text at the cap', async () => {
    const before = await messageCount();
    const en = await tab(HUANG, 'en');
    await en.send(ZHOU, 'a'.repeat(2001));
    expect(en.last('error')).toMatchObject({
      about: 'SendMessage',
      code: 400,
      msg: 'A message may have at most 2000 characters',
    });
    expect(await messageCount()).toBe(before);
    // Emoji count as one character each.
    await en.send(ZHOU, '😀'.repeat(2000));
    expect(await messageCount()).toBe(before + 1);
    en.close();
  });

  it('refuses unknown, disabled and own receivers, and types it cannot send', async () => {
    const before = await messageCount();
    await huang.send('no-such-user', 'hi');
    await t.database.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', WANG).execute();
    try {
      // The people cache heard the write to base_user in this process: disabled at once.
      await huang.send(WANG, 'hi');
    } finally {
      await t.database.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', WANG).execute();
    }
    await huang.send(HUANG, 'hi');
    await huang.send(ZHOU, { path: '/x.mp3', length: 3 }, 'voice');
    await huang.send('', 'hi');
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '对方不存在或已被停用，无法发送',
      '对方不存在或已被停用，无法发送',
      '不能给自己发消息',
      '不支持发送该类型的消息：voice',
      '请选择聊天对象',
    ]);
    expect(await messageCount()).toBe(before);
  });

  it('sends an image only when it names an IM image the sender uploaded', async () => {
    const mine = (await upload(tokens.huangmin, pngOfSize(2048))).json().data;
    const theirs = (await upload(tokens.zhouqiang, pngOfSize(2048))).json().data;
    expect(mine.name).toMatch(/^\d{8}_[0-9a-f]{32}\.png$/);
    const before = await messageCount();
    await huang.send(ZHOU, { name: theirs.name, width: 10, height: 10 }, 'image');
    await huang.send(
      ZHOU,
      { name: '20260101_00000000000000000000000000000000.png', width: 1, height: 1 },
      'image',
    );
    await huang.send(ZHOU, { name: '../../etc/passwd', width: 1, height: 1 }, 'image');
    await huang.send(ZHOU, { name: mine.name, width: 0, height: 10 }, 'image');
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '图片不存在或不是你上传的，请重新上传',
      '图片不存在或不是你上传的，请重新上传',
      '图片消息不完整，请重新发送图片',
      '图片消息不完整，请重新发送图片',
    ]);
    expect(await messageCount()).toBe(before);

    await huang.send(ZHOU, { name: mine.name, width: 640, height: 480 }, 'image');
    const media = { path: `/api/file/Image/IM/${mine.name}`, width: 640, height: 480 };
    expect(zhou.last('receiveMessage')).toMatchObject({ messageType: 'image', formMessage: media });
    expect(huang.last('sendMessage')).toMatchObject({ messageType: 'image', toMessage: media });
    const shown = await t.app.inject({ method: 'GET', url: media.path });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
  });
});
