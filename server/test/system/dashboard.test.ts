import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, grantMenus, md5, type TestApp } from '../helpers/test-app.js';

/**
 * GET /api/system/Dashboard (issue 15 item 9): the figures an administrator looks at, each part only for
 * a caller who holds the menu showing the same data.
 */

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await grantMenus(t, 'wangfang', ['system.log']);
  await grantMenus(t, 'zhangwei', ['system.billRule']);
});
afterAll(() => t.close());

const dashboard = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/system/Dashboard',
    headers: { authorization: token },
  });
  expect(res.json().code, res.json().msg).toBe(200);
  return res.json().data;
};

const failedLogin = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account: 'admin',
      password: md5('wrong'),
      grant_type: 'password',
    }).toString(),
  });

describe('dashboard figures', () => {
  it('shows an administrator sign-ins per day, who is online, the latest operations and the storage', async () => {
    await t.login();
    t.clock.advance(2 * DAY);
    const admin = await t.login();
    await failedLogin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system/BillRule',
      headers: { authorization: admin },
      payload: {
        fullName: '出差单',
        enCode: 'TripApply',
        prefix: 'CC',
        dateFormat: 'yyyyMMdd',
        digit: 4,
        startNumber: '1',
      },
    });
    expect(created.json().code).toBe(200);
    await vi.waitFor(async () => {
      await t.app.services.logs.flush();
      expect((await dashboard(admin)).operations).toHaveLength(1);
    });

    const figures = await dashboard(admin);
    expect(figures.logins).toHaveLength(7);
    const counts = figures.logins.map((d: { succeeded: number; failed: number }) => [d.succeeded, d.failed]);
    expect(counts).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 0],
      [1, 1],
    ]);
    expect(figures.logins[6].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The session of two days ago has idled past the token timeout: one user, one live session.
    expect(figures.online).toEqual({ users: 1, sessions: 1 });
    expect(figures.operations[0]).toMatchObject({
      userName: '管理员',
      moduleName: '单据规则',
      requestMethod: 'POST',
      requestUrl: '/api/system/BillRule',
    });
    expect(figures.storage.database).toBeGreaterThan(0);
    expect(figures.storage.diskTotal).toBeGreaterThanOrEqual(figures.storage.diskUsed);
    expect(figures.storage).toMatchObject({ files: 0, fileCount: 0 });
  });

  it('answers each part only with the menu that shows it', async () => {
    const logReader = await dashboard(await t.login('wangfang', '123456'));
    expect(logReader.logins).toHaveLength(7);
    expect(logReader.operations.length).toBeGreaterThan(0);
    expect([logReader.online, logReader.storage]).toEqual([null, null]);

    const other = await dashboard(await t.login('zhangwei', '123456'));
    expect(other).toEqual({ online: null, logins: null, operations: null, storage: null });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/Dashboard' });
    expect([res.statusCode, res.json().code]).toEqual([401, 600]);
  });
});
