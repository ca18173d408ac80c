import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSystemMessage } from '../../src/modules/message/exports.js';
import { systemContext } from '../../src/platform/context.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let lina: string;
let liuyang: string;
let linaId: string;
let liuyangId: string;
const BASE = '/api/message';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // Signing in needs at least one menu; the message centre itself needs none.
  await grantMenus(t, 'lina', ['system', 'system.log']);
  await grantMenus(t, 'liuyang', ['system', 'system.log']);
  lina = await t.login('lina', '123456');
  liuyang = await t.login('liuyang', '123456');
  const ids = await t.database.db
    .selectFrom('baseUser')
    .select(['id', 'account'])
    .where('account', 'in', ['lina', 'liuyang'])
    .execute();
  linaId = ids.find((u) => u.account === 'lina')!.id;
  liuyangId = ids.find((u) => u.account === 'liuyang')!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

/** An administrator writes and releases a notice; the clock moves so each has its own time. */
async function release(title: string, bodyText = '<p>内容</p>'): Promise<string> {
  t.clock.advance(1000);
  const id = (await call('POST', BASE, admin, { title, bodyText })).json().data.id as string;
  expect((await call('PUT', `${BASE}/${id}/Actions/Release`, admin)).json().code).toBe(200);
  return id;
}
const inbox = async (token: string, query = '') => (await call('GET', `${BASE}${query}`, token)).json().data;

/** What the socket of this user would receive in initMessage from every module. */
async function initCounts(userId: string) {
  const parts = await Promise.all(t.app.services.realtime.initContributors.map((c) => c(userId)));
  return Object.assign({}, ...parts);
}

describe('my messages', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await release('第一条公告');
    second = await release('第二条公告');
  });

  it('lists my copies newest first, unread, with the author and release time', async () => {
    const data = await inbox(lina);
    expect(data.list.slice(0, 2).map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(data.list[0]).toEqual({
      id: second,
      title: '第二条公告',
      type: 1,
      creatorUser: expect.stringMatching(/\/admin$/),
      lastModifyTime: t.clock.now(),
      isRead: '0',
    });
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    const oldest = await inbox(lina, '?sort=asc&pageSize=1');
    expect(oldest.list.map((m: { id: string }) => m.id)).toEqual([first]);
    expect((await inbox(lina, `?keyword=${encodeURIComponent('第一')}`)).list).toHaveLength(1);
    expect((await inbox(lina, '?type=2')).list).toHaveLength(0);
  });

  it('drafts never reach anyone', async () => {
    const draft = (await call('POST', BASE, admin, { title: '未发布草稿' })).json().data.id;
    expect((await inbox(lina)).list.map((m: { id: string }) => m.id)).not.toContain(draft);
    const res = await call('GET', `${BASE}/ReadInfo/${draft}`, lina);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('消息不存在');
  });

  it('initMessage counts unread notices and names the latest', async () => {
    expect(await initCounts(linaId)).toMatchObject({
      unreadNoticeCount: 2,
      unreadMessageCount: 0,
      noticeDefaultText: '第二条公告',
      messageDefaultText: '',
    });
  });

  it('ReadInfo answers the body and marks only my copy read; each read is counted', async () => {
    const res = await call('GET', `${BASE}/ReadInfo/${first}`, lina);
    expect(res.json().data).toMatchObject({
      id: first,
      title: '第一条公告',
      bodyText: '<p>内容</p>',
      type: 1,
    });
    const readAt = t.clock.now();
    t.clock.advance(5000);
    await call('GET', `${BASE}/ReadInfo/${first}`, lina);
    const copy = await t.database.db
      .selectFrom('baseMessageReceive')
      .selectAll()
      .where('messageId', '=', first)
      .where('userId', 'in', [linaId, liuyangId])
      .execute();
    const mine = copy.find((c) => c.userId === linaId)!;
    expect(mine).toMatchObject({ isRead: 1, readCount: 2, readTime: readAt });
    expect(copy.find((c) => c.userId === liuyangId)).toMatchObject({
      isRead: 0,
      readCount: 0,
      readTime: null,
    });
    expect((await inbox(lina)).list.find((m: { id: string }) => m.id === first).isRead).toBe('1');
    expect((await initCounts(linaId)).unreadNoticeCount).toBe(1);
    expect((await initCounts(liuyangId)).unreadNoticeCount).toBe(2);
  });

  it('bad list queries are 400 with the field named, never a 500', async () => {
    for (const query of [
      '?type=abc',
      '?type=0',
      '?currentPage=0',
      '?pageSize=501',
      '?sort=sideways',
      `?keyword=${'k'.repeat(101)}`,
    ]) {
      const res = await call('GET', `${BASE}${query}`, lina);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg.length).toBeGreaterThan(0);
    }
    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}?type=abc`,
      headers: { authorization: lina, 'x-language': 'en' },
    });
    expect(en.json().msg).toMatch(/Type/);
  });

  it('ReadInfo of an unknown id is 404', async () => {
    expect((await call('GET', `${BASE}/ReadInfo/999`, lina)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/ReadInfo/999`, null)).statusCode).toBe(401);
  });

  it("ReadAll marks all of mine read (count 0) and nobody else's", async () => {
    const res = await call('POST', `${BASE}/Actions/ReadAll`, lina);
    expect(res.json()).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await initCounts(linaId)).unreadNoticeCount).toBe(0);
    expect((await inbox(lina)).list.every((m: { isRead: string }) => m.isRead === '1')).toBe(true);
    expect((await initCounts(liuyangId)).unreadNoticeCount).toBe(2);
  });
});

describe('removing messages from my list', () => {
  it("removes my copies only; the notice and other readers' copies stay", async () => {
    const id = await release('将从列表移除');
    const res = await call('DELETE', `${BASE}/Record`, lina, { ids: [id] });
    expect(res.json()).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await inbox(lina)).list.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await inbox(liuyang)).list.map((m: { id: string }) => m.id)).toContain(id);
    expect((await call('GET', `${BASE}/${id}`, admin)).json().data.title).toBe('将从列表移除');
  });

  it("refuses ids that are not in my list (someone else's row included) and deletes nothing", async () => {
    const id = await release('别人的消息');
    await call('DELETE', `${BASE}/Record`, liuyang, { ids: [id] });
    const before = await tableCounts(t.database, ['baseMessageReceive']);
    // 刘洋 already removed his copy: naming it again, beside one of his own, must not touch 李娜's.
    const mineStill = (await inbox(liuyang)).list[0].id;
    const res = await call('DELETE', `${BASE}/Record`, liuyang, { ids: [mineStill, id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('所选的1条消息不在您的消息列表中，未删除任何消息');
    expect(await tableCounts(t.database, ['baseMessageReceive'])).toEqual(before);
    expect((await inbox(lina)).list.map((m: { id: string }) => m.id)).toContain(id);
  });

  it("bad bodies are 400 in the caller's language", async () => {
    for (const payload of [{}, { ids: [] }, { ids: 'x' }, { ids: [''] }, { ids: Array(501).fill('1') }]) {
      const res = await call('DELETE', `${BASE}/Record`, lina, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('system messages from other modules (type 2)', () => {
  it('reach the named live users with a JSON body, count as messages, and are pushed to them only', async () => {
    const frames: { who: string; frame: Record<string, unknown> }[] = [];
    for (const [who, userId] of [
      ['lina', linaId],
      ['liuyang', liuyangId],
    ]) {
      const socket = {
        userId,
        sessionId: `s-${who}`,
        deliver: (text: string) => frames.push({ who, frame: JSON.parse(text) }),
        end: () => {},
      };
      t.app.services.sockets.add(socket);
    }
    t.clock.advance(1000);
    const id = await sendSystemMessage(systemContext(t.app.services, 'workflow test'), {
      fromUserId: liuyangId,
      toUserIds: [linaId, linaId, 'no-such-user'],
      title: '请审批：采购申请',
      body: { type: 2, taskId: 't1' },
    });
    expect(id).not.toBeNull();
    expect(frames.map((f) => f.who)).toEqual(['lina']);
    expect(frames[0].frame).toMatchObject({
      method: 'messagePush',
      title: '请审批：采购申请',
      toUserId: [linaId],
    });

    const top = (await inbox(lina)).list[0];
    expect(top).toMatchObject({ id, type: 2, isRead: '0', creatorUser: expect.stringMatching(/\/liuyang$/) });
    expect((await inbox(lina, '?type=2')).list.map((m: { id: string }) => m.id)).toEqual([id]);
    expect(await initCounts(linaId)).toMatchObject({
      unreadMessageCount: 1,
      messageDefaultText: '请审批：采购申请',
    });
    const detail = (await call('GET', `${BASE}/ReadInfo/${id}`, lina)).json().data;
    expect(JSON.parse(detail.bodyText)).toEqual({ type: 2, taskId: 't1' });
    expect((await inbox(liuyang, '?type=2')).list).toEqual([]);
    // Not a notice: the administrators' notice routes do not show it.
    expect((await call('GET', `${BASE}/${id}`, admin)).statusCode).toBe(404);
  });

  it('a message named by its id, sent twice at once (two processes delivering one outbox row), arrives once', async () => {
    const before = await tableCounts(t.database, ['baseMessage', 'baseMessageReceive']);
    const ctx = systemContext(t.app.services, 'workflow test');
    const message = {
      id: 'outbox-row-42',
      fromUserId: liuyangId,
      toUserIds: [linaId],
      title: '子流程已发起',
      body: { type: 3 },
    };
    const sent = await Promise.all([sendSystemMessage(ctx, message), sendSystemMessage(ctx, message)]);
    expect(sent).toEqual(['outbox-row-42', 'outbox-row-42']);
    expect(await sendSystemMessage(ctx, message)).toBe('outbox-row-42');
    const after = await tableCounts(t.database, ['baseMessage', 'baseMessageReceive']);
    expect(after).toEqual({
      baseMessage: before.baseMessage + 1,
      baseMessageReceive: before.baseMessageReceive + 1,
    });
  });

  it('no live recipient: nothing is stored', async () => {
    const before = await tableCounts(t.database, ['baseMessage']);
    const id = await sendSystemMessage(systemContext(t.app.services, 'workflow test'), {
      fromUserId: liuyangId,
      toUserIds: ['ghost'],
      title: 'x',
      body: { type: 3 },
    });
    expect(id).toBeNull();
    expect(await tableCounts(t.database, ['baseMessage'])).toEqual(before);
  });
});
