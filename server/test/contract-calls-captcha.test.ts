import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from './helpers/captcha.js';
import { createTestApp, loginRequest, md5, setSetting, type TestApp } from './helpers/test-app.js';

/**
 * Issue 15 item 5 (decision 065): the original client's getConfig and its two captcha images, the captcha the
 * password change checks, and the one the login checks when 系统配置 asks for it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const storedCode = async (key: string) =>
  (await t.database.db.selectFrom('baseCaptcha').select('code').where('id', '=', key).executeTakeFirst())
    ?.code;

const userRow = (account: string) =>
  t.database.db
    .selectFrom('baseUser')
    .select(['password', 'logErrorCount', 'changePasswordDate'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

const modify = (token: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPassword',
    headers: { authorization: token, ...headers },
    payload: body,
  });

describe('GET /api/oauth/getConfig/{account}', () => {
  it('answers from 系统配置 whether a password login needs a captcha and its length, alike for every account', async () => {
    for (const account of ['admin', 'nobody-here', '13800000000@zhangwei']) {
      const res = await get(`/api/oauth/getConfig/${encodeURIComponent(account)}`);
      expect(res.json()).toMatchObject({
        code: 200,
        data: { enableVerificationCode: 0, verificationCodeNumber: 4 },
      });
    }
    const admin = await t.login();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/system/SysConfig',
      headers: { authorization: admin },
      payload: { enableVerificationCode: 1, verificationCodeNumber: 6 },
    });
    expect(saved.json().code, saved.json().msg).toBe(200);
    expect((await get('/api/oauth/getConfig/admin')).json().data).toEqual({
      enableVerificationCode: 1,
      verificationCodeNumber: 6,
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/system/SysConfig',
      headers: { authorization: admin },
      payload: { verificationCodeNumber: 12 },
    });
    expect(refused.statusCode).toBe(400);
    await setSetting(t, 'enableVerificationCode', 0);
    await setSetting(t, 'verificationCodeNumber', 4);
  });
});

describe('the captcha images', () => {
  it('draws an SVG under the client’s key, of the length asked (login) or set (password change)', async () => {
    const login = await get('/api/oauth/ImageCode/5/0.8311424509');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('image/svg+xml');
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await storedCode('0.8311424509')).toMatch(/^[a-z0-9]{5}$/);
    // What the image shows is drawn as paths, never as text a script could read out of it.
    expect(login.body).not.toContain('<text');

    const change = await get('/api/file/ImageCode/0.2718281828');
    expect(change.statusCode).toBe(200);
    expect(await storedCode('0.2718281828')).toMatch(/^[a-z0-9]{4}$/);
    // A new image under the same key replaces the code of the old one.
    const first = await storedCode('0.2718281828');
    for (let i = 0; i < 5 && (await storedCode('0.2718281828')) === first; i++)
      await get('/api/file/ImageCode/0.2718281828');
    expect(await storedCode('0.2718281828')).not.toBe(first);
  });

  it.each([
    ['a length over 8', '/api/oauth/ImageCode/9/0.5'],
    ['a length that is no number', '/api/oauth/ImageCode/four/0.5'],
    ['a key over 64 characters', `/api/file/ImageCode/${'7'.repeat(65)}`],
  ])('refuses %s with the envelope', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toBeTruthy();
  });
});

describe('POST Current/Actions/ModifyPassword checks the captcha first', () => {
  it('refuses a missing, wrong or stale captcha naming the field, and changes nothing', async () => {
    const token = await t.login('huangmin', '123456');
    const before = await userRow('huangmin');
    const change = { oldPassword: md5('123456'), password: md5('Renewed2026') };

    const missing = await modify(token, change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('验证码不能为空');

    const empty = await modify(token, { ...change, code: ' ', timestamp: '0.1' });
    expect(empty.json()).toMatchObject({ code: 400, msg: '请输入验证码' });

    const drawn = await solvedCaptcha(t);
    const wrong = await modify(token, { ...change, ...drawn, code: drawn.code === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('验证码不正确，请刷新验证码后重新输入');
    expect(wrong.json().data.errors[0].field).toBe('code');
    // One try per image: the right code after a wrong one finds the image used up.
    const reused = await modify(token, { ...change, ...drawn }, { 'x-language': 'en' });
    expect(reused.json().msg).toBe('The verification code has expired; refresh it and enter it again');

    const stale = await solvedCaptcha(t);
    t.clock.advance(5 * 60_000 + 1);
    expect((await modify(token, { ...change, ...stale })).json().msg).toBe(
      '验证码已失效，请刷新验证码后重新输入',
    );

    const unknown = await modify(token, { ...change, code: 'ABCD', timestamp: '0.never-drawn' });
    expect(unknown.json().code).toBe(400);

    // A refused captcha is no wrong password: nothing counts towards the lockout.
    expect(await userRow('huangmin')).toEqual(before);
  });

  it('changes the password with the code read off the image, in any case', async () => {
    const token = await t.login('huangmin', '123456');
    const drawn = await solvedCaptcha(t);
    const res = await modify(token, {
      oldPassword: md5('123456'),
      password: md5('Renewed2026'),
      code: drawn.code.toLowerCase(),
      timestamp: drawn.timestamp,
    });
    expect(res.json().code, res.json().msg).toBe(200);
    expect(await storedCode(drawn.timestamp)).toBeUndefined();
    expect(
      (await t.app.inject(loginRequest({ account: 'huangmin', password: md5('Renewed2026') }))).json().code,
    ).toBe(200);
  });
});

describe('POST /api/oauth/Login with enableVerificationCode on', () => {
  const form = (extra: Record<string, string> = {}) =>
    loginRequest({ account: 'zhouqiang', password: md5('123456'), grant_type: 'password', ...extra });

  it('asks for the captcha before it looks at the password, and signs in with it', async () => {
    await setSetting(t, 'enableVerificationCode', 1);
    try {
      const without = await t.app.inject(form());
      expect(without.statusCode).toBe(400);
      expect(without.json().msg).toBe('请输入验证码');
      // The original client sends the fields empty all the same.
      expect((await t.app.inject(form({ code: '', timestamp: '' }))).json().msg).toBe('请输入验证码');

      const key = '0.4142135623';
      await get(`/api/oauth/ImageCode/4/${key}`);
      const code = ((await storedCode(key)) as string).toUpperCase();
      const wrongPassword = await t.app.inject(
        loginRequest({ account: 'zhouqiang', password: md5('not-hers'), code, timestamp: key }),
      );
      expect(wrongPassword.json().code).toBe(400);
      expect(wrongPassword.json().msg).not.toContain('验证码');

      await get(`/api/oauth/ImageCode/4/${key}`);
      const signedIn = await t.app.inject(form({ code: (await storedCode(key)) as string, timestamp: key }));
      expect(signedIn.json().code, signedIn.json().msg).toBe(200);
      expect(signedIn.json().data.token).toBeTruthy();
    } finally {
      await setSetting(t, 'enableVerificationCode', 0);
    }
    // Switched off, the login asks for none again.
    expect((await t.app.inject(form())).json().code).toBe(200);
  });
});
