import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../helpers/captcha.js';
import { md5 } from '../helpers/test-app.js';
import { call, loginAs, t, URL, useSysConfigApp } from './sys-config-fixture.js';

/** System settings: the login policies at work. */

useSysConfigApp();

describe('login policies', () => {
  it('single login: a new login ends the other session (601 on its next request)', async () => {
    await call('PUT', URL, await t.login(), { singleLogin: 1 });
    const first = await t.login('wangfang', '123456');
    const second = await t.login('wangfang', '123456');
    const old = await call('GET', '/api/oauth/CurrentUser', first);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe(601);
    expect((await call('GET', '/api/oauth/CurrentUser', second)).json().code).toBe(200);
  });

  it('token timeout: a session lives the set minutes after its last use (sliding)', async () => {
    await call('PUT', URL, await t.login(), { tokenTimeout: 30 });
    const token = await t.login('wangfang', '123456');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * 60_000);
      expect((await call('GET', '/api/oauth/CurrentUser', token)).json().code).toBe(200);
    }
    t.clock.advance(31 * 60_000);
    const res = await call('GET', '/api/oauth/CurrentUser', token);
    expect(res.json().code).toBe(600);
  });

  it('lock type 1: after N wrong passwords the account stays locked until an administrator unlocks it', async () => {
    await call('PUT', URL, await t.login(), { passwordErrorsNumber: 3, lockType: 1 });
    for (let i = 0; i < 2; i++) expect((await loginAs('chenjing', 'wrong')).statusCode).toBe(400);
    const third = await loginAs('chenjing', 'wrong');
    expect(third.statusCode).toBe(429);
    expect(third.json().msg).toBe('密码错误次数过多,账号已锁定,请联系管理员解锁');
    t.clock.advance(3 * 86_400_000);
    expect((await loginAs('chenjing', '123456')).json().msg).toBe(
      '密码错误次数过多,账号已锁定,请联系管理员解锁',
    );
    const admin = await t.login();
    const id = await userId('chenjing');
    const reset = await call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin, {
      userPassword: md5('Unlock2026'),
      validatePassword: md5('Unlock2026'),
    });
    expect(reset.json().code).toBe(200);
    expect((await loginAs('chenjing', 'Unlock2026')).json().code).toBe(200);
  });

  it('lock type 2: after N wrong passwords logins wait lockTime minutes', async () => {
    await call('PUT', URL, await t.login(), { passwordErrorsNumber: 3, lockType: 2, lockTime: 15 });
    for (let i = 0; i < 2; i++) await loginAs('yangfan', 'wrong');
    const third = await loginAs('yangfan', 'wrong');
    expect(third.json().msg).toBe('密码错误次数过多,账号已锁定,请15分钟后再试');
    t.clock.advance(10 * 60_000);
    expect((await loginAs('yangfan', '123456')).statusCode).toBe(429);
    t.clock.advance(6 * 60_000);
    expect((await loginAs('yangfan', '123456')).json().code).toBe(200);
  });

  it('password expiry: a login after updateCycle days says the password must be changed', async () => {
    await call('PUT', URL, await t.login(), { passwordIsUpdatedRegularly: 1, updateCycle: 30 });
    const fresh = (await loginAs('wangfang', '123456')).json().data;
    expect(fresh.passwordExpired).toBeUndefined();
    t.clock.advance(31 * 86_400_000);
    const due = (await loginAs('wangfang', '123456')).json().data;
    expect(due.token).toBeTruthy();
    expect(due.passwordExpired).toBe(true);
    await call('PUT', URL, await t.login(), { passwordIsUpdatedRegularly: 0 });
    expect((await loginAs('wangfang', '123456')).json().data.passwordExpired).toBeUndefined();
  });

  it('refuses a new password that repeats one of the last N, in the profile and in the admin reset', async () => {
    await call('PUT', URL, await t.login(), { disableOldPassword: 1, disableTheNumberOfOldPasswords: 3 });
    const change = async (from: string, to: string) =>
      call('POST', '/api/permission/Users/Current/Actions/ModifyPassword', await t.login('sunli', from), {
        oldPassword: md5(from),
        password: md5(to),
        ...(await solvedCaptcha(t)),
      });
    expect((await change('123456', 'First2026')).json().code).toBe(200);
    expect((await change('First2026', 'Second2026')).json().code).toBe(200);
    const again = await change('Second2026', '123456');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('新密码不能与最近3次使用过的密码相同');
    const id = await userId('sunli');
    const reset = (password: string) =>
      call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin(), {
        userPassword: md5(password),
        validatePassword: md5(password),
      });
    let adminToken = await t.login();
    const admin = () => adminToken;
    expect((await reset('First2026')).statusCode).toBe(400);
    await call('PUT', URL, adminToken, { disableTheNumberOfOldPasswords: 2 });
    adminToken = await t.login();
    expect((await reset('123456')).json().code).toBe(200);
  });

  it('IP whitelist: logins from other addresses are refused, administrators included', async () => {
    const admin = await t.login();
    const saved = await call('PUT', URL, admin, {
      whitelistSwitch: 1,
      whiteListIp: '127.0.0.1\n10.8.0.0/16\n::1',
    });
    expect(saved.json().code).toBe(200);
    expect((await loginAs('wangfang', '123456', '10.8.3.4')).json().code).toBe(200);
    const outside = await loginAs('wangfang', '123456', '192.168.1.20');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toBe('当前IP(192.168.1.20)不在系统的IP白名单中,不允许登录');
    expect((await loginAs('admin', 'admin123', '192.168.1.20')).statusCode).toBe(403);
    await call('PUT', URL, admin, { whitelistSwitch: 0 });
    expect((await loginAs('wangfang', '123456', '192.168.1.20')).json().code).toBe(200);
  });
});

async function userId(account: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}
