import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUANG, page, type Tab, t, tab, useChatApp, ZHANG, ZHOU } from './chat-fixture.js';

/** Chat: the message list of a conversation. */

useChatApp();

describe('MessageList', () => {
  let zhang: Tab;
  let zhou: Tab;
  beforeAll(async () => {
    zhang = await tab(ZHANG);
    zhou = await tab(ZHOU);
    // 35 messages between 张伟 and 周强, one a second, alternating senders.
    for (let i = 1; i <= 35; i++) {
      t.clock.advance(1000);
      if (i % 2) await zhang.send(ZHOU, `第${i}条${i === 7 ? ' 会议改到三点' : ''}`);
      else await zhou.send(ZHANG, `第${i}条`);
    }
  });
  afterAll(() => {
    zhang.close();
    zhou.close();
  });

  it('opens on the latest 30, newest first, and pages older ones', async () => {
    const latest = await page(zhang, {
      toUserId: ZHOU,
      formUserId: ZHANG,
      currentPage: 1,
      pageSize: 30,
      sord: 'desc',
    });
    expect(latest.list).toHaveLength(30);
    expect(latest.pagination.total).toBe(35);
    expect(latest.list[0].content).toBe('第35条');
    expect(latest.list[29].content).toBe('第6条');
    const older = await page(zhang, {
      toUserId: ZHOU,
      formUserId: ZHANG,
      currentPage: 2,
      pageSize: 30,
      sord: 'desc',
    });
    expect(older.list.map((m) => m.content)).toEqual(['第5条', '第4条', '第3条', '第2条', '第1条']);
  });

  it('answers the history oldest first, 50 a page, searched by keyword, with the request echoed', async () => {
    const history = await page(zhou, {
      toUserId: ZHANG,
      formUserId: ZHOU,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
      requestId: 'history-1',
    });
    expect(history).toMatchObject({ toUserId: ZHANG, sord: 'asc', requestId: 'history-1' });
    expect(history.list).toHaveLength(35);
    expect(history.list[0]).toMatchObject({ content: '第1条', sendUserId: ZHANG });
    const found = await page(zhou, {
      toUserId: ZHANG,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
      keyword: '三点',
    });
    expect(found.list.map((m) => m.content)).toEqual(['第7条 会议改到三点']);
    // % and _ are literal, not wildcards.
    expect((await page(zhou, { toUserId: ZHANG, keyword: '%' })).list).toEqual([]);
  });

  it("never shows a third person's conversation", async () => {
    const huang = await tab(HUANG);
    // formUserId naming someone else is refused outright.
    const refused = await page(huang, { toUserId: ZHOU, formUserId: ZHANG, currentPage: 1, pageSize: 30 });
    expect(refused).toMatchObject({ method: 'error', msg: '只能查看自己参与的聊天记录' });
    // Asking for 张伟 gives 黄敏's own conversation with 张伟 (none), not 张伟's with 周强.
    const own = await page(huang, { toUserId: ZHANG, formUserId: HUANG, currentPage: 1, pageSize: 30 });
    expect(own.list).toEqual([]);
    expect(own.pagination.total).toBe(0);
    huang.close();
  });

  it('refuses a page size over 100 or a wrong order', async () => {
    expect((await page(zhang, { toUserId: ZHOU, pageSize: 101 })).msg).toBe('聊天记录的查询条件不正确');
    expect((await page(zhang, { toUserId: ZHOU, sord: 'random()' })).msg).toBe('聊天记录的查询条件不正确');
    expect((await page(zhang, { toUserId: ZHOU, currentPage: 0 })).msg).toBe('聊天记录的查询条件不正确');
  });
});
