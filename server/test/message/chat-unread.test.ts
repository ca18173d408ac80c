import { describe, expect, it } from 'vitest';
import { pngOfSize } from '../helpers/multipart.js';
import { recent, signIn, t, tab, upload, useChatApp, user } from './chat-fixture.js';

/** Chat: unread counts, read marks and recent chats. */

useChatApp();

/** The chat's part of the initMessage frame a socket of this user would receive. */
async function initMessageOf(userId: string): Promise<{ unreadNums?: unknown[] }> {
  // Other areas contribute too; only the contribution carrying unreadNums is the chat's.
  const parts = await Promise.allSettled(t.app.services.realtime.initContributors.map((c) => c(userId)));
  const chat = parts.find((p) => p.status === 'fulfilled' && 'unreadNums' in p.value);
  if (chat?.status !== 'fulfilled') throw new Error('no unreadNums contributed');
  return chat.value;
}

describe('unread counts, read marks and recent chats', () => {
  it('counts unread per sender, lists recent chats newest first, and marks one sender read', async () => {
    const lin = user('lina');
    const liu = user('liuyang');
    const linTab = await tab(lin);
    const liuTab = await tab(liu);
    const chen = await tab(user('chenjing'));
    const chenToken = await signIn('chenjing');
    t.clock.advance(1000);
    await linTab.send(user('chenjing'), '报销单请查收');
    t.clock.advance(1000);
    await linTab.send(user('chenjing'), '附件在邮件里');
    t.clock.advance(1000);
    await liuTab.send(user('chenjing'), '下午开会');
    t.clock.advance(1000);
    await chen.send(lin, '收到');

    const merged = await initMessageOf(user('chenjing'));
    expect(merged.unreadNums).toEqual(
      expect.arrayContaining([
        { userId: lin, unreadNum: 2 },
        { userId: liu, unreadNum: 1 },
      ]),
    );
    expect(merged.unreadNums).toHaveLength(2);

    // 李娜's conversation has the newest line (陈静's own reply), so it comes first.
    const list = await recent(chenToken);
    expect(list.map((c: { id: string }) => c.id)).toEqual([lin, liu]);
    expect(list[0]).toMatchObject({
      realName: '李娜',
      account: 'lina',
      latestMessage: '收到',
      messageType: 'text',
      unreadMessage: 2,
      latestDate: t.clock.now(),
    });
    expect(list[1]).toMatchObject({ latestMessage: '下午开会', unreadMessage: 1 });

    linTab.clear();
    t.clock.advance(1000);
    await chen.read(lin);
    // The sender sees read marks; the reader's other tabs drop the count.
    const mark = {
      method: 'readMessage',
      senderId: lin,
      readerId: user('chenjing'),
      readTime: t.clock.now(),
    };
    expect(linTab.last('readMessage')).toEqual(mark);
    expect(chen.last('readMessage')).toEqual(mark);
    const after = await recent(chenToken);
    expect(after.map((c: { unreadMessage: number }) => c.unreadMessage)).toEqual([0, 1]);
    const stored = await t.database.db
      .selectFrom('baseImContent')
      .select(['state', 'receiveTime'])
      .where('sendUserId', '=', lin)
      .where('receiveUserId', '=', user('chenjing'))
      .execute();
    expect(stored).toEqual([
      { state: 1, receiveTime: t.clock.now() },
      { state: 1, receiveTime: t.clock.now() },
    ]);
    // 刘洋's message stays unread; reading again changes nothing and tells no one.
    linTab.clear();
    await chen.read(lin);
    expect(linTab.frames).toEqual([]);
    const again = await initMessageOf(user('chenjing'));
    expect(again.unreadNums).toEqual([{ userId: liu, unreadNum: 1 }]);
    for (const x of [linTab, liuTab, chen]) x.close();
  });

  it('shows an image as the latest line with its type, and nothing for someone who never chatted', async () => {
    const token = await signIn('zhaolei');
    expect(await recent(token)).toEqual([]);
    const sender = await tab(user('yangfan'));
    const name = (await upload(await signIn('yangfan'), pngOfSize(100))).json().data.name;
    t.clock.advance(1000);
    await sender.send(user('zhaolei'), { name, width: 3, height: 4 }, 'image');
    const [first] = await recent(token);
    expect(first).toMatchObject({ id: user('yangfan'), messageType: 'image', unreadMessage: 1 });
    expect(JSON.parse(first.latestMessage)).toEqual({
      path: `/api/file/Image/IM/${name}`,
      width: 3,
      height: 4,
    });
    sender.close();
  });

  it('leaves out of the recent chats a person deleted since', async () => {
    const token = await signIn('linfeng');
    const sender = await tab(user('luoqian'));
    t.clock.advance(1000);
    await sender.send(user('linfeng'), '周五前交周报');
    expect((await recent(token)).map((c: { id: string }) => c.id)).toEqual([user('luoqian')]);
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1, deleteTime: t.clock.now() })
      .where('id', '=', user('luoqian'))
      .execute();
    try {
      expect(await recent(token)).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('baseUser')
        .set({ deleteMark: null, deleteTime: null })
        .where('id', '=', user('luoqian'))
        .execute();
      sender.close();
    }
  });

  it('asks for a sign-in without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/message/imreply' });
    expect(res.statusCode).toBe(401);
  });
});
