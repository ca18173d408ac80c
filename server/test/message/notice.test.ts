import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: 系统公告 with all its buttons */
let granted: string;
/** signed in, without 系统公告 */
let outsider: string;
/** 系统公告 without any of its buttons */
let reader: string;
const frames: { userId: string; text: string }[] = [];

const BASE = '/api/message';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.notice']);
  reader = await t.login('wangfang', '123456');
  // A connected tab of 李娜, as the WebSocket route registers it: whatever the hub delivers lands here.
  const socket = {
    userId: 'lina-socket',
    sessionId: 's1',
    deliver: (text: string) => frames.push({ userId: 'lina', text }),
    end: () => {},
  };
  t.app.services.sockets.add(socket);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

async function create(title: string, bodyText = '<p>正文</p>', token = admin): Promise<string> {
  const res = await call('POST', BASE, token, { title, bodyText });
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}
const info = async (id: string) => (await call('GET', `${BASE}/${id}`)).json();
const counts = () => tableCounts(t.database, ['baseMessage', 'baseMessageReceive']);
async function liveUsers(): Promise<number> {
  const row = await t.database.db
    .selectFrom('baseUser')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleteMark', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('who may call the notice routes', () => {
  let id: string;
  beforeAll(async () => {
    id = await create('权限测试公告');
  });
  const routes = (): [Method, string, 'read' | 'write'][] => [
    ['GET', `${BASE}/Notice`, 'read'],
    ['GET', `${BASE}/${id}`, 'read'],
    ['POST', BASE, 'write'],
    ['PUT', `${BASE}/${id}`, 'write'],
    ['PUT', `${BASE}/${id}/Actions/Release`, 'write'],
    ['DELETE', `${BASE}/${id}`, 'write'],
  ];
  const body = (method: Method) => (method === 'POST' || method === 'PUT' ? { title: '改' } : undefined);

  it('without a token: 401', async () => {
    for (const [method, url] of routes()) expect((await call(method, url, null)).statusCode, url).toBe(401);
  });
  it('a user without the 系统公告 menu: 403 on every route, and nothing changes', async () => {
    const before = await counts();
    for (const [method, url] of routes()) {
      const res = await call(method, url, outsider, body(method));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
  it('the menu without buttons reads but cannot write', async () => {
    for (const [method, url, kind] of routes()) {
      const res = await call(method, url, reader, body(method));
      expect(res.statusCode, `${method} ${url}`).toBe(kind === 'read' ? 200 : 403);
    }
    expect((await info(id)).data.title).toBe('权限测试公告');
  });
  it('系统管理员 (menu and buttons) writes', async () => {
    const own = await create('管理员公告', '<p>x</p>', granted);
    expect((await call('PUT', `${BASE}/${own}`, granted, { title: '管理员公告2' })).json().code).toBe(200);
    expect((await call('DELETE', `${BASE}/${own}`, granted)).json().code).toBe(200);
  });
});

describe('drafts: create, read, change', () => {
  it('a new notice is a draft by its author, with the body kept as the editor wrote it', async () => {
    const body = '<h2>放假通知</h2><p class="ql-align-center">国庆<strong>放假</strong>七天</p>';
    const id = await create('国庆放假通知', body);
    const res = await info(id);
    expect(res.data).toMatchObject({
      id,
      title: '国庆放假通知',
      bodyText: body,
      enabledMark: 0,
      releaseTime: null,
    });
    expect(res.data.creatorUser).toMatch(/\/admin$/);
    const list = (await call('GET', `${BASE}/Notice?keyword=国庆`)).json().data;
    expect(list.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.list[0]).not.toHaveProperty('bodyText');
    expect(list.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
  });

  it('lists newest first; sort=asc alone lists oldest first', async () => {
    const older = await create('排序公告甲');
    t.clock.advance(1000);
    const newer = await create('排序公告乙');
    const listed = async (query: string) =>
      (await call('GET', `${BASE}/Notice?keyword=${encodeURIComponent('排序公告')}${query}`))
        .json()
        .data.list.map((r: { id: string }) => r.id);
    expect(await listed('')).toEqual([newer, older]);
    expect(await listed('&sort=asc')).toEqual([older, newer]);
  });

  it('script in the body is removed before it is stored', async () => {
    const id = await create(
      '脚本公告',
      '<p onclick="steal()">hi<script>alert(1)</script><img src=x onerror=alert(2)></p>',
    );
    expect((await info(id)).data.bodyText).toBe('<p>hi</p>');
  });

  it("bad titles are refused with the field named, in the caller's language, and nothing is stored", async () => {
    const before = await counts();
    const missing = await call('POST', BASE, admin, { bodyText: '<p>x</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('标题');
    const blank = await call('POST', BASE, admin, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('标题不能为空');
    const long = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: admin, 'x-language': 'en' },
      payload: { title: '长'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toMatch(/Title.*200/);
    const wrongType = await call('POST', BASE, admin, { title: '类型', bodyText: { html: 1 } });
    expect(wrongType.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a pasted image over the size cap is refused (413) with a way out', async () => {
    const before = await counts();
    const big = `<p><img src="data:image/png;base64,${'A'.repeat(700_004)}"></p>`;
    const res = await call('POST', BASE, admin, { title: '大图', bodyText: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toContain('图片按钮');
    expect(await counts()).toEqual(before);
  });

  it('a draft can be changed; unknown ids answer 404', async () => {
    const id = await create('草稿');
    const res = await call('PUT', `${BASE}/${id}`, admin, { title: ' 草稿（改） ', bodyText: '<p>新</p>' });
    expect(res.json().code).toBe(200);
    expect((await info(id)).data).toMatchObject({ title: '草稿（改）', bodyText: '<p>新</p>' });
    expect((await info(id)).data.lastModifyTime).toBe(t.clock.now());
    for (const [method, url] of [
      ['GET', `${BASE}/404404`],
      ['PUT', `${BASE}/404404`],
      ['DELETE', `${BASE}/404404`],
      ['PUT', `${BASE}/404404/Actions/Release`],
    ] as [Method, string][]) {
      const missing = await call(
        method,
        url,
        admin,
        method === 'PUT' && !url.endsWith('Release') ? { title: 'x' } : undefined,
      );
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().msg).toBe('公告不存在');
    }
  });
});

describe('release', () => {
  it('gives every non-deleted user one unread copy, pushes messagePush, and cannot happen twice', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1 })
      .where('account', '=', 'pengli')
      .execute();
    const users = await liveUsers();
    const id = await create('全员公告');
    frames.length = 0;
    const res = await call('PUT', `${BASE}/${id}/Actions/Release`);
    expect(res.json()).toMatchObject({ code: 200, data: { receivers: users } });
    const copies = await t.database.db
      .selectFrom('baseMessageReceive as r')
      .innerJoin('baseUser as u', 'u.id', 'r.userId')
      .select(['u.account', 'r.isRead'])
      .where('r.messageId', '=', id)
      .execute();
    expect(copies).toHaveLength(users);
    expect(copies.every((c) => Number(c.isRead) === 0)).toBe(true);
    expect(copies.map((c) => c.account)).not.toContain('pengli');
    expect((await info(id)).data).toMatchObject({ enabledMark: 1, releaseTime: t.clock.now() });

    expect(frames).toHaveLength(1);
    expect(JSON.parse(frames[0].text)).toMatchObject({
      method: 'messagePush',
      title: '全员公告',
      unreadNoticeCount: 1,
    });

    const before = await counts();
    const again = await call('PUT', `${BASE}/${id}/Actions/Release`);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('公告已经发布过了');
    expect(await counts()).toEqual(before);
    expect(frames).toHaveLength(1);
  });

  it('a released notice is read-only (409), so what readers saw stays what they saw', async () => {
    const id = await create('已发布不可改', '<p>原文</p>');
    await call('PUT', `${BASE}/${id}/Actions/Release`);
    const res = await call('PUT', `${BASE}/${id}`, admin, { title: '偷偷改', bodyText: '<p>改</p>' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('不能再修改');
    expect((await info(id)).data).toMatchObject({ title: '已发布不可改', bodyText: '<p>原文</p>' });
  });

  it('releases in batches: every user of a company of 12,000 gets exactly one copy', async () => {
    const now = t.clock.now();
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      id: `bulk-${String(i).padStart(6, '0')}`,
      account: `bulk${i}`,
      realName: `批量${i}`,
      password: 'not-a-login',
      creatorTime: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('baseUser')
        .values(rows.slice(i, i + 500))
        .execute();
    const users = await liveUsers();
    const id = await create('批量发布');
    const res = await call('PUT', `${BASE}/${id}/Actions/Release`);
    expect(res.json().data.receivers).toBe(users);
    const row = await t.database.db
      .selectFrom('baseMessageReceive')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('userId').distinct().as('distinct'),
      ])
      .where('messageId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(users);
    expect(Number(row.distinct)).toBe(users);
  });
});

describe('delete', () => {
  it("removes the notice and every reader's copy; a second delete is 404", async () => {
    const id = await create('将删除');
    await call('PUT', `${BASE}/${id}/Actions/Release`);
    const copies = () =>
      t.database.db.selectFrom('baseMessageReceive').select('userId').where('messageId', '=', id).execute();
    expect((await copies()).length).toBeGreaterThan(0);
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect(await copies()).toEqual([]);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    const list = (await call('GET', `${BASE}/Notice?keyword=将删除`)).json().data;
    expect(list.pagination.total).toBe(0);
  });
});
