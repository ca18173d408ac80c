import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantButtons, grantMenus, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;

const BASE = '/api/system/CacheManage';
const call = (
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  token: string | null,
  lang?: string,
  app = t.app,
) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'x-language': lang } : {}) },
  });

interface Row {
  name: string;
  description: string;
  source: string;
  count: number;
  size: number;
  overdueTime: number | null;
  expiry: string;
}
const list = async (token = admin, query = '') => {
  const res = await call('GET', `${BASE}${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.list as Row[];
};
const row = async (name: string) => {
  const found = (await list()).find((r) => r.name === name);
  if (!found) throw new Error(`no cache ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('access', () => {
  it('answers 600 without a token, 403 without the menu, reads with the menu and clears only with 清除', async () => {
    const routes = [
      ['GET', BASE],
      ['GET', `${BASE}/grants`],
      ['DELETE', `${BASE}/userList`],
      ['POST', `${BASE}/Actions/ClearAll`],
    ] as const;
    for (const [method, url] of routes) expect((await call(method, url, null)).json().code).toBe(600);

    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    const outsider = await t.login('zhangwei', '123456');
    for (const [method, url] of routes) expect((await call(method, url, outsider)).statusCode).toBe(403);

    await grantMenus(t, 'zhangwei', ['system.cache']);
    const reader = await t.login('zhangwei', '123456');
    expect((await call('GET', BASE, reader)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/grants`, reader)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/userList`, reader)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/Actions/ClearAll`, reader)).statusCode).toBe(403);

    await grantButtons(t, 'zhangwei', 'system.cache', ['btn_remove']);
    expect((await call('DELETE', `${BASE}/userList`, reader)).statusCode).toBe(200);

    // The seeded 系统管理员 role holds the screen with its button.
    const sysadmin = await t.login('zhouqiang', '123456');
    expect((await call('POST', `${BASE}/Actions/ClearAll`, sysadmin)).statusCode).toBe(200);
  });
});

describe('GET /api/system/CacheManage', () => {
  it('lists the memory caches of the process with a description, size and expiry in the caller language', async () => {
    const rows = await list();
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['grants', 'sessions', 'currentUser', 'dataScopes', 'userList', 'settings']),
    );
    for (const r of rows) {
      expect(r.source).toBe('memory');
      expect(r.description).toMatch(/\S/);
      expect(r.expiry).toMatch(/\S/);
      expect(r.overdueTime).toBeNull();
    }
    // The request itself was checked against a session and the caller's grants.
    const sessions = rows.find((r) => r.name === 'sessions');
    expect(sessions?.count).toBeGreaterThanOrEqual(1);
    expect(sessions?.size).toBeGreaterThan(0);
    expect(sessions?.description).toContain('会话');

    const en = (await call('GET', BASE, admin, 'en')).json().data.list as Row[];
    expect(en.find((r) => r.name === 'sessions')?.expiry).toBe('5 s');
    expect(en.find((r) => r.name === 'grants')?.description).toMatch(/^User permissions/);
  });

  it('filters by keyword on the name and the description', async () => {
    expect((await list(admin, '?keyword=userL')).map((r) => r.name)).toEqual(['userList']);
    expect((await list(admin, '?keyword=会话')).map((r) => r.name)).toEqual(['sessions']);
    expect(await list(admin, '?keyword=nothing-like-this')).toEqual([]);
  });

  it('shows counts that move as people sign in and lists are read', async () => {
    const sessionsBefore = (await row('sessions')).count;
    const huangmin = await t.login('huangmin', '123456');
    expect((await call('GET', '/api/oauth/CurrentUser', huangmin)).statusCode).toBe(200);
    expect((await row('sessions')).count).toBe(sessionsBefore + 1);

    await call('DELETE', `${BASE}/userList`, admin);
    expect((await row('userList')).count).toBe(0);
    expect((await call('GET', '/api/permission/Users?keyword=huang', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/permission/Users?keyword=zhou', admin)).statusCode).toBe(200);
    const userList = await row('userList');
    expect(userList.count).toBe(2);
    expect(userList.size).toBeGreaterThan(0);
  });
});

describe('GET /api/system/CacheManage/{name}', () => {
  it('shows a memory cache with a sample of its keys, sessions by account and never by token', async () => {
    const res = await call('GET', `${BASE}/sessions`, admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'sessions', source: 'memory' });
    expect(data.sample.some((label: string) => label.startsWith('admin'))).toBe(true);
    expect(JSON.stringify(data)).not.toContain(admin);

    const grants = (await call('GET', `${BASE}/grants`, admin)).json().data;
    expect(grants.count).toBe(grants.sample.length);
  });

  it('answers 404 with the name for an unknown cache, and for a Redis key when Redis is not configured', async () => {
    const res = await call('GET', `${BASE}/nope`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('缓存nope不存在或已过期');
    expect((await call('GET', `${BASE}/lowcode:x`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/nope`, admin)).statusCode).toBe(404);
  });
});

describe('clearing', () => {
  it('clears one cache; the next request rebuilds what it needs', async () => {
    expect((await call('GET', '/api/oauth/CurrentUser', admin)).statusCode).toBe(200);
    expect((await row('currentUser')).count).toBeGreaterThan(0);
    expect((await call('DELETE', `${BASE}/currentUser`, admin)).statusCode).toBe(200);
    expect((await row('currentUser')).count).toBe(0);
    expect((await call('GET', '/api/oauth/CurrentUser', admin)).json().data.userInfo.userAccount).toBe(
      'admin',
    );
    expect((await row('currentUser')).count).toBe(1);

    // Sessions: every token still works afterwards, read again from the database.
    expect((await call('DELETE', `${BASE}/sessions`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/oauth/CurrentUser', admin)).statusCode).toBe(200);
  });

  it('clearing grants makes the other server processes drop theirs too', async () => {
    const other = await t.secondApp();
    try {
      const sysadmin = await t.login('zhouqiang', '123456');
      for (const token of [admin, sysadmin])
        expect((await call('GET', '/api/oauth/CurrentUser', token, undefined, other)).statusCode).toBe(200);
      expect(other.services.grants.cachedEntries().size).toBe(2);

      expect((await call('DELETE', `${BASE}/grants`, admin)).statusCode).toBe(200);
      // The other process looks at the shared marker at most every 5 s.
      t.clock.advance(5_001);
      expect((await call('GET', '/api/oauth/CurrentUser', admin, undefined, other)).statusCode).toBe(200);
      expect(other.services.grants.cachedEntries().size).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('clears everything at once and the app keeps working', async () => {
    await call('GET', '/api/permission/Users', admin);
    await call('GET', '/api/oauth/CurrentUser', admin);
    const res = await call('POST', `${BASE}/Actions/ClearAll`, admin);
    expect(res.statusCode).toBe(200);
    // Every cache this process registered (the six of the platform, and those of modules such as 数据接口).
    expect(res.json().data).toEqual({ memory: t.app.services.caches.list().length, redis: 0 });
    expect(t.app.services.caches.list().length).toBeGreaterThanOrEqual(6);
    for (const name of ['currentUser', 'userList', 'dataScopes']) expect((await row(name)).count).toBe(0);
    expect((await call('GET', '/api/permission/Users', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/oauth/CurrentUser', admin)).statusCode).toBe(200);
  });
});
