import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantMenus,
  loginRequest,
  md5,
  setSetting,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['majun', 'zhuting', 'hujie', 'guoxin']) await grantMenus(t, account, ['system.log']);
});
afterAll(() => t.close());

const attempt = (account: string, password: string) =>
  t.app.inject(loginRequest({ account, password: md5(password) }));

describe('account lockout after passwordErrorsNumber failures', () => {
  it('locks after 5 wrong passwords for 10 minutes, refusing even the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('majun', 'wrong')).json().msg).toBe('账号或密码错误');
    const fifth = await attempt('majun', 'wrong');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe('密码错误次数过多,账号已锁定,请10分钟后再试');
    const right = await attempt('majun', '123456');
    expect(right.statusCode).toBe(429);
    t.clock.advance(9 * 60_000);
    expect((await attempt('majun', '123456')).json().msg).toBe('密码错误次数过多,账号已锁定,请1分钟后再试');
  });

  it('lets the user in again once lockTime has passed, with a fresh count', async () => {
    t.clock.advance(60_001);
    expect((await attempt('majun', '123456')).json().code).toBe(200);
    const user = await t.database.db
      .selectFrom('baseUser')
      .select(['logErrorCount', 'unlockTime'])
      .where('account', '=', 'majun')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ logErrorCount: 0, unlockTime: null });
  });

  it('resets the failure count on a successful login', async () => {
    for (let i = 0; i < 4; i++) await attempt('zhuting', 'wrong');
    expect((await attempt('zhuting', '123456')).json().code).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('zhuting', 'wrong');
    expect((await attempt('zhuting', '123456')).json().code).toBe(200);
  });

  it('counts parallel failures atomically', async () => {
    await Promise.all(Array.from({ length: 8 }, () => attempt('hujie', 'wrong')));
    expect((await attempt('hujie', '123456')).statusCode).toBe(429);
  });

  it('never locks the administrator while the exemption setting is on', async () => {
    for (let i = 0; i < 7; i++) await attempt('admin', 'wrong');
    expect((await attempt('admin', 'admin123')).json().code).toBe(200);
  });

  it('locks the administrator too when the exemption is turned off', async () => {
    await setSetting(t, 'lockExemptAdmin', '0');
    for (let i = 0; i < 5; i++) await attempt('admin', 'wrong');
    expect((await attempt('admin', 'admin123')).statusCode).toBe(429);
  });

  it('follows the configured passwordErrorsNumber and lockTime', async () => {
    await setSetting(t, 'passwordErrorsNumber', '2');
    await setSetting(t, 'lockTime', '30');
    await attempt('guoxin', 'wrong');
    const second = await attempt('guoxin', 'wrong');
    expect(second.json().msg).toBe('密码错误次数过多,账号已锁定,请30分钟后再试');
  });
});
