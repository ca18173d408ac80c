import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, md5, setSetting, type TestApp } from '../helpers/test-app.js';

// The lock screen re-checks the password of a signed-in user; wrong answers follow the login lockout
// policy (passwordErrorsNumber, lockTime, lockType, lockExemptAdmin) and end the session at the limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['majun', 'zhuting', 'hujie', 'guoxin', 'lina', 'heyan'])
    await grantMenus(t, account, ['system.log']);
});
afterAll(() => t.close());

const unlock = (token: string, account: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/LockScreen',
    headers: { authorization: token },
    payload: { account, password: md5(password) },
  });

const currentUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });

const userRow = (account: string) =>
  t.database.db
    .selectFrom('baseUser')
    .select(['logErrorCount', 'unlockTime'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

describe('POST /api/oauth/LockScreen attempt limit', () => {
  it('keeps the old answers below the limit: 400 for a wrong password, 200 for the right one', async () => {
    const token = await t.login('lina', '123456');
    for (let i = 0; i < 4; i++) {
      const wrong = await unlock(token, 'lina', 'wrong');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 400, msg: '账号或密码错误' });
    }
    const right = await unlock(token, 'lina', '123456');
    expect(right.json()).toMatchObject({ code: 200 });
    // The right password starts the count again, as a login would.
    expect((await userRow('lina')).logErrorCount).toBe(0);
    for (let i = 0; i < 4; i++) expect((await unlock(token, 'lina', 'wrong')).statusCode).toBe(400);
    expect((await unlock(token, 'lina', '123456')).statusCode).toBe(200);
  });

  it('at the 5th wrong password signs the session out and locks the account; the right one no longer unlocks', async () => {
    const token = await t.login('majun', '123456');
    for (let i = 0; i < 4; i++) expect((await unlock(token, 'majun', 'wrong')).statusCode).toBe(400);
    const fifth = await unlock(token, 'majun', 'wrong');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: 602, msg: '密码错误次数过多,账号已锁定,请10分钟后再试' });

    // The token is dead: neither the right password nor any other call gets through with it.
    const right = await unlock(token, 'majun', '123456');
    expect(right.statusCode).toBe(401);
    expect((await currentUser(token)).json().code).toBe(602);
    const sessions = await t.database.db
      .selectFrom('baseSession as s')
      .innerJoin('baseUser as u', 'u.id', 's.userId')
      .select('s.revokedReason')
      .where('u.account', '=', 'majun')
      .execute();
    expect(sessions).toEqual([{ revokedReason: 'logout' }]);

    // Locked as a login would lock it: lockTime minutes, even with the right password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'majun', password: md5('123456') }).toString(),
    });
    expect(login.statusCode).toBe(429);
    t.clock.advance(10 * 60_000 + 1);
    expect(await t.login('majun', '123456')).toBeTruthy();
  });

  it('shares one count with login failures', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account: 'zhuting', password: md5('wrong') }).toString(),
      });
    expect((await userRow('zhuting')).logErrorCount).toBe(3);
    // A login with the right password resets the count; then a session's unlock attempts count alone.
    const token = await t.login('zhuting', '123456');
    await unlock(token, 'zhuting', 'wrong');
    expect((await userRow('zhuting')).logErrorCount).toBe(1);
  });

  it('counts a wrong account like a wrong password', async () => {
    const token = await t.login('hujie', '123456');
    for (let i = 0; i < 4; i++) expect((await unlock(token, 'admin', '123456')).statusCode).toBe(400);
    expect((await unlock(token, 'admin', '123456')).json().code).toBe(602);
  });

  it('counts parallel attempts atomically: 8 at once end the session', async () => {
    const token = await t.login('guoxin', '123456');
    const answers = await Promise.all(Array.from({ length: 8 }, () => unlock(token, 'guoxin', 'wrong')));
    expect(answers.some((a) => a.json().code === 602)).toBe(true);
    expect((await unlock(token, 'guoxin', '123456')).statusCode).toBe(401);
  });

  it('an exempt administrator is signed out at the limit but not locked out', async () => {
    const token = await t.login();
    for (let i = 0; i < 4; i++) expect((await unlock(token, 'admin', 'wrong')).statusCode).toBe(400);
    const fifth = await unlock(token, 'admin', 'wrong');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: 602, msg: '密码错误次数过多,已退出登录,请重新登录' });
    expect((await currentUser(token)).json().code).toBe(602);
    expect((await userRow('admin')).unlockTime).toBeNull();
    // Signing in again works at once.
    const again = await t.login();
    expect((await unlock(again, 'admin', 'admin123')).statusCode).toBe(200);
  });

  it('answers in the caller language', async () => {
    const token = await t.login();
    for (let i = 0; i < 4; i++) await unlock(token, 'admin', 'wrong');
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      headers: { authorization: token, 'accept-language': 'en' },
      payload: { account: 'admin', password: md5('wrong') },
    });
    expect(fifth.json().msg).toBe('Too many wrong passwords; you have been signed out, please log in again');
  });

  it('follows lockType 1 (until an administrator unlocks) and passwordErrorsNumber; 0 turns the limit off', async () => {
    await setSetting(t, 'lockType', 1);
    await setSetting(t, 'passwordErrorsNumber', 2);
    const token = await t.login('heyan', '123456');
    expect((await unlock(token, 'heyan', 'wrong')).statusCode).toBe(400);
    expect((await unlock(token, 'heyan', 'wrong')).json()).toMatchObject({
      code: 602,
      msg: '密码错误次数过多,账号已锁定,请联系管理员解锁',
    });

    await setSetting(t, 'passwordErrorsNumber', 0);
    const lina = await t.login('lina', '123456');
    for (let i = 0; i < 15; i++) expect((await unlock(lina, 'lina', 'wrong')).statusCode).toBe(400);
    expect((await unlock(lina, 'lina', '123456')).statusCode).toBe(200);
  });

  it('while the account is locked (by failed logins elsewhere) refuses with the lock message and checks nothing', async () => {
    await setSetting(t, 'lockType', 2);
    await setSetting(t, 'passwordErrorsNumber', 5);
    const token = await t.login('zhuting', '123456');
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account: 'zhuting', password: md5('wrong') }).toString(),
      });
    const right = await unlock(token, 'zhuting', '123456');
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe('密码错误次数过多,账号已锁定,请10分钟后再试');
    expect((await userRow('zhuting')).logErrorCount).toBe(0);
  });
});
