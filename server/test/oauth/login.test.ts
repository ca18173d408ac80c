import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantMenus,
  loginRequest,
  md5,
  type TestApp,
  withoutRoles,
} from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['zhangwei', 'xuhao', '13901010088@gaopeng', 'lina'])
    await grantMenus(t, account, ['system.log']);
});
afterAll(() => t.close());

const loginLog = () =>
  t.database.db
    .selectFrom('baseSysLog')
    .selectAll()
    .where('category', '=', 1)
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();

describe('POST /api/oauth/Login', () => {
  it('logs the seeded admin in with a form-encoded md5 password and answers {token, theme}', async () => {
    const res = await t.app.inject(
      loginRequest({
        account: '  admin ',
        password: md5('admin123'),
        client_id: 'admin',
        client_secret: '123456',
        scope: 'all',
        grant_type: 'password',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.theme).toBe('classic');
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    await t.app.services.logs.flush();
    const log = (await loginLog()).at(-1);
    expect(log).toMatchObject({
      loginMark: 1,
      userName: '管理员',
      ipAddress: '127.0.0.1',
      abstracts: '登录成功',
    });
  });

  it('accepts an upper-case md5 as the same password', async () => {
    const res = await t.app.inject(
      loginRequest({ account: 'zhangwei', password: md5('123456').toUpperCase() }),
    );
    expect(res.json().code).toBe(200);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = await t.login();
    const sessions = await t.database.db.selectFrom('baseSession').select('id').execute();
    expect(sessions.some((s) => s.id === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('gives one message for a wrong password and an unknown account, without saying which', async () => {
    const wrongPassword = await t.app.inject(loginRequest({ account: 'wangfang', password: md5('nope123') }));
    const unknownAccount = await t.app.inject(loginRequest({ account: 'nobody', password: md5('nope123') }));
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownAccount.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknownAccount.json());
    expect(wrongPassword.json().msg).toBe('账号或密码错误');
  });

  it('answers in the caller language from Accept-Language', async () => {
    const en = await t.app.inject(
      loginRequest({ account: 'nobody', password: md5('x') }, { 'accept-language': 'en-US,en;q=0.9' }),
    );
    const tw = await t.app.inject(
      loginRequest({ account: 'nobody', password: md5('x') }, { 'accept-language': 'zh-TW' }),
    );
    expect(en.json().msg).toBe('Wrong account or password');
    expect(tw.json().msg).toBe('帳號或密碼錯誤');
  });

  it('names the missing field in the user language', async () => {
    const res = await t.app.inject(loginRequest({ password: md5('x') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('账号不能为空');
    expect(res.json().data.errors[0].field).toBe('account');
    const blank = await t.app.inject(
      loginRequest({ account: '   ', password: md5('x') }, { 'accept-language': 'en' }),
    );
    expect(blank.json().msg).toBe('Account is required');
    const noPassword = await t.app.inject(loginRequest({ account: 'admin' }, { 'accept-language': 'en' }));
    expect(noPassword.json().msg).toBe('Password is required');
  });

  it('refuses a password that was not hashed by the client', async () => {
    const res = await t.app.inject(loginRequest({ account: 'admin', password: 'admin123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('32');
  });

  it('refuses a grant type other than password', async () => {
    const res = await t.app.inject(
      loginRequest({ account: 'admin', password: md5('admin123'), grant_type: 'client_credentials' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('accepts a JSON body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: md5('admin123') },
    });
    expect(res.json().code).toBe(200);
  });

  it('logs every failed attempt with IP, browser, OS and the reason', async () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    await t.app.inject(loginRequest({ account: 'lina', password: md5('bad') }, { 'user-agent': ua }));
    await t.app.services.logs.flush();
    const log = (await loginLog()).at(-1);
    expect(log).toMatchObject({
      loginMark: 0,
      userName: '李娜',
      browser: 'Chrome 120',
      platForm: 'Windows 10',
      abstracts: '账号或密码错误',
    });
  });

  it('refuses a disabled account with its own message, only after the right password', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 0 })
      .where('account', '=', 'xuhao')
      .execute();
    const right = await t.app.inject(loginRequest({ account: 'xuhao', password: md5('123456') }));
    expect(right.statusCode).toBe(403);
    expect(right.json().msg).toBe('账号已被禁用,请联系管理员');
    const wrong = await t.app.inject(loginRequest({ account: 'xuhao', password: md5('bad') }));
    expect(wrong.json().msg).toBe('账号或密码错误');
  });

  it('records previous login time and IP for the next CurrentUser', async () => {
    const first = await t.login('zhouqiang', '123456');
    t.clock.advance(60_000);
    const second = await t.login('zhouqiang', '123456');
    expect(first).not.toBe(second);
    const user = await t.database.db
      .selectFrom('baseUser')
      .selectAll()
      .where('account', '=', 'zhouqiang')
      .executeTakeFirstOrThrow();
    expect(user.prevLogTime).toBe(t.clock.now() - 60_000);
    expect(user.lastLogTime).toBe(t.clock.now());
    expect(user.logSuccessCount).toBe(2);
  });
});

describe('users without menus', () => {
  it('refuses a user who holds no menus at login, opens no session and logs the refusal', async () => {
    await withoutRoles(t, 'wangfang');
    const sessionsBefore = (await t.database.db.selectFrom('baseSession').select('id').execute()).length;
    const res = await t.app.inject(loginRequest({ account: 'wangfang', password: md5('123456') }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '您的权限不足，请联系管理员', data: null });
    expect((await t.database.db.selectFrom('baseSession').select('id').execute()).length).toBe(
      sessionsBefore,
    );
    await t.app.services.logs.flush();
    expect((await loginLog()).at(-1)).toMatchObject({
      userName: '王芳',
      loginMark: 0,
      abstracts: '您的权限不足，请联系管理员',
    });
  });
});

describe('sub accounts (mobile@account)', () => {
  it('signs a sub account in by mobile@main-account, with menus granted to the user itself', async () => {
    const res = await t.app.inject(loginRequest({ account: '13901010088@gaopeng', password: md5('123456') }));
    expect(res.json().code).toBe(200);
  });

  it('refuses a sub account whose main account is disabled', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 0 })
      .where('account', '=', 'gaopeng')
      .execute();
    const res = await t.app.inject(loginRequest({ account: '13901010088@gaopeng', password: md5('123456') }));
    expect(res.json().msg).toBe('账号已被禁用,请联系管理员');
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 1 })
      .where('account', '=', 'gaopeng')
      .execute();
  });

  it('does not let a different mobile reach the sub account', async () => {
    const res = await t.app.inject(loginRequest({ account: '13900000000@gaopeng', password: md5('123456') }));
    expect(res.json().msg).toBe('账号或密码错误');
  });
});
