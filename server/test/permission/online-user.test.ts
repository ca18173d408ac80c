import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/auth/session.service.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** zhangwei may open the log page, not the online-user screen */
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // Users without any menu cannot sign in; these hold the log page only.
  for (const account of ['zhangwei', 'lina', 'wuxia', 'sunli', 'majun', 'zhuting'])
    await grantMenus(t, account, ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const list = (query = '', token: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/system/OnlineUser${query}`,
    headers: token ? { authorization: token } : {},
  });
const force = (id: string, token: string | null = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/system/OnlineUser/${id}`,
    headers: token ? { authorization: token } : {},
  });
const forceMany = (ids: unknown, token: string | null = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/system/OnlineUser',
    headers: token ? { authorization: token } : {},
    payload: { ids },
  });
/** any signed-in request, to see whether a session still works */
const ping = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });

async function loginWithBrowser(account: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    payload: new URLSearchParams({
      account,
      password: 'e10adc3949ba59abbe56e057f20f883e',
      grant_type: 'password',
    }).toString(),
  });
  return res.json().data.token;
}

describe('access', () => {
  it('asks anonymous callers to sign in (600) and refuses users without the screen (403)', async () => {
    const id = hashToken(outsider);
    for (const [res, status] of [
      [await list('', null), 401],
      [await force(id, null), 401],
      [await forceMany([id], null), 401],
      [await list('', outsider), 403],
      [await force(hashToken(admin), outsider), 403],
      [await forceMany([hashToken(admin)], outsider), 403],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(status === 401 ? 600 : 403);
    }
    expect((await ping(admin)).statusCode).toBe(200);
  });
});

describe('GET /api/system/OnlineUser', () => {
  it('lists each live session with its user, address, place, device and times', async () => {
    t.clock.advance(1000);
    const zhouqiang = await loginWithBrowser('zhouqiang');
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { list: rows, pagination } = res.json().data;
    expect(pagination.total).toBe(3);
    // newest sign-in first
    expect(rows[0]).toEqual({
      id: hashToken(zhouqiang),
      userId: expect.any(String),
      userName: '周强',
      account: 'zhouqiang',
      ipAddress: '127.0.0.1',
      ipAddressName: '本地局域网',
      device: 'Chrome 120 / Windows 10',
      loginTime: t.clock.now(),
      lastActiveTime: t.clock.now(),
      isCurrent: false,
    });
    const mine = rows.find((r: { account: string }) => r.account === 'admin');
    expect(mine.isCurrent).toBe(true);
  });

  it('filters by user name or account', async () => {
    const byName = (await list(`?keyword=${encodeURIComponent('周强')}`)).json().data.list;
    expect(byName.map((r: { account: string }) => r.account)).toEqual(['zhouqiang']);
    const byAccount = (await list('?keyword=zhang')).json().data.list;
    expect(byAccount.map((r: { account: string }) => r.account)).toEqual(['zhangwei']);
    expect((await list('?keyword=%25')).json().data.list).toEqual([]);
  });

  it('leaves out signed-out sessions', async () => {
    const token = await t.login('lina', '123456');
    expect((await list('?keyword=lina')).json().data.list).toHaveLength(1);
    await t.app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
    expect((await list('?keyword=lina')).json().data.list).toHaveLength(0);
  });
});

describe('forcing a session offline', () => {
  it('ends the session: its next request answers 602 and it leaves the list', async () => {
    const wuxia = await t.login('wuxia', '123456');
    const id = hashToken(wuxia);
    const res = await force(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 1 });
    const next = await ping(wuxia);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 602, msg: '您已被管理员强制下线,请重新登录' });
    expect((await list('?keyword=wuxia')).json().data.list).toEqual([]);
    // gone already: nothing left to end
    const again = await force(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('该用户已下线');
  });

  it('refuses the caller own current session, alone or in a batch, and keeps it working', async () => {
    const other = await t.login('sunli', '123456');
    const one = await force(hashToken(admin));
    expect(one.statusCode).toBe(400);
    expect(one.json().msg).toBe('不能强制下线您自己当前的登录');
    const batch = await forceMany([hashToken(other), hashToken(admin)]);
    expect(batch.statusCode).toBe(400);
    expect((await ping(admin)).statusCode).toBe(200);
    expect((await ping(other)).statusCode).toBe(200);
  });

  it('ends several sessions at once, through a user holding the btn_forced button', async () => {
    const huangmin = await t.login('huangmin', '123456');
    const a = await t.login('majun', '123456');
    const b = await t.login('zhuting', '123456');
    const res = await forceMany([hashToken(a), hashToken(b), hashToken(a)], huangmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 2 });
    for (const token of [a, b]) expect((await ping(token)).json().code).toBe(602);
    expect((await ping(huangmin)).statusCode).toBe(200);
  });

  it('refuses bad ids and empty batches', async () => {
    expect((await force('x'.repeat(65))).statusCode).toBe(400);
    expect((await force('unknown')).statusCode).toBe(404);
    const empty = await forceMany([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('记录不能为空');
    expect((await forceMany('abc')).statusCode).toBe(400);
    expect((await forceMany(['unknown'])).statusCode).toBe(404);
  });

  it('does not list sessions idle past the token timeout', async () => {
    const before = (await list()).json().data.pagination.total;
    expect(before).toBeGreaterThan(1);
    t.clock.advance(481 * 60_000);
    const fresh = await t.login();
    const rows = (await list('', fresh)).json().data.list;
    expect(rows.map((r: { id: string }) => r.id)).toEqual([hashToken(fresh)]);
  });
});
