import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  CODES_PER_IP_PER_HOUR,
  CODES_PER_MOBILE_PER_DAY,
  MAX_CODE_ATTEMPTS,
} from '../../src/modules/oauth/sms-login.service.js';
import type { SmsSender } from '../../src/platform/sms/sms-sender.js';
import {
  createTestApp,
  grantMenus,
  latestLoginLog,
  type TestApp,
  withoutRoles,
} from '../helpers/test-app.js';

/** Keeps what would have been sent. */
class Outbox implements SmsSender {
  sent: { mobile: string; text: string }[] = [];
  failing = false;
  async send(mobile: string, text: string) {
    if (this.failing) throw new Error('provider down');
    this.sent.push({ mobile, text });
  }
  codeFor(mobile: string): string {
    const text = this.sent.filter((m) => m.mobile === mobile).at(-1)?.text ?? '';
    const code = /(\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  }
}

const ADMIN_MOBILE = '13800000000';
const SUB_ACCOUNT_MOBILE = '13901010088';
const NO_MENUS_MOBILE = '13801010001'; // zhangwei
const UNKNOWN_MOBILE = '13912345678';

let t: TestApp;
const outbox = new Outbox();
// Each test asks from its own address, so the per-address limit of one does not reach the next.
let ip = 0;
let from = '';
beforeAll(async () => {
  t = await createTestApp({ smsSender: outbox });
  await grantMenus(t, `${SUB_ACCOUNT_MOBILE}@gaopeng`, ['system.log']);
});
beforeEach(() => {
  from = `10.20.0.${++ip}`;
  // A day apart, so the per-number wait and daily count of one test do not reach the next.
  t.clock.advance(24 * 60 * 60_000);
});
afterAll(() => t.close());

const askCode = (mobile: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/SmsCode',
    remoteAddress: from,
    headers,
    payload: { mobile },
  });

const loginByCode = (mobile: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/LoginByCode',
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mobile, code }).toString(),
  });

const currentUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });

/** A 6-digit code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification-code login (SPEC §2.4)', () => {
  it('sends a 6-digit code to a user’s mobile and signs that user in with it, once', async () => {
    const res = await askCode(ADMIN_MOBILE);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resendAfter: 60, expiresIn: 300 });
    await new Promise((r) => setImmediate(r));
    const code = outbox.codeFor(ADMIN_MOBILE);
    expect(outbox.sent.at(-1)?.text).toContain(`您的登录验证码为${code}，5分钟内有效`);
    // Only a keyed hash of the code is stored.
    const rows = await t.database.db.selectFrom('baseSmsCode').select('codeHash').execute();
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);

    const login = await loginByCode(ADMIN_MOBILE, code);
    expect(login.json()).toMatchObject({ code: 200, data: { theme: 'classic' } });
    expect((await currentUser(login.json().data.token)).json().data.userInfo.userAccount).toBe('admin');

    const again = await loginByCode(ADMIN_MOBILE, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('验证码已失效，请重新获取');
  });

  it('accepts JSON as well as a form, and records the login in the login log', async () => {
    await askCode(ADMIN_MOBILE);
    await new Promise((r) => setImmediate(r));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LoginByCode',
      remoteAddress: from,
      payload: { mobile: ADMIN_MOBILE, code: outbox.codeFor(ADMIN_MOBILE) },
    });
    expect(res.json().code).toBe(200);
    expect(await latestLoginLog(t)).toMatchObject({
      loginMark: 1,
      userName: '管理员',
      ipAddress: from,
      requestUrl: '/api/oauth/LoginByCode',
    });
  });

  it('answers an unknown number exactly like a user’s number, and sends nothing to it', async () => {
    const known = await askCode(ADMIN_MOBILE);
    const unknown = await askCode(UNKNOWN_MOBILE);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((r) => setImmediate(r));
    expect(outbox.sent.some((m) => m.mobile === UNKNOWN_MOBILE)).toBe(false);
    // The same limits apply to it, and a guessed code is simply wrong.
    expect((await askCode(UNKNOWN_MOBILE)).statusCode).toBe((await askCode(ADMIN_MOBILE)).statusCode);
    const guess = await loginByCode(UNKNOWN_MOBILE, '123456');
    expect(guess.json().msg).toBe(`验证码错误，还可尝试${MAX_CODE_ATTEMPTS - 1}次`);
  });

  it('signs a sub account in by its mobile number', async () => {
    await askCode(SUB_ACCOUNT_MOBILE);
    await new Promise((r) => setImmediate(r));
    const res = await loginByCode(SUB_ACCOUNT_MOBILE, outbox.codeFor(SUB_ACCOUNT_MOBILE));
    expect(res.json().code).toBe(200);
    const user = (await currentUser(res.json().data.token)).json().data.userInfo;
    expect(user.userAccount).toBe(`${SUB_ACCOUNT_MOBILE}@gaopeng`);
  });

  it('refuses a user without menus with 您的权限不足 after a right code, as the password login does', async () => {
    await withoutRoles(t, 'zhangwei');
    await askCode(NO_MENUS_MOBILE);
    await new Promise((r) => setImmediate(r));
    const res = await loginByCode(NO_MENUS_MOBILE, outbox.codeFor(NO_MENUS_MOBILE));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您的权限不足，请联系管理员');
  });

  it('kills the code after five wrong tries, so even the right code is refused then', async () => {
    await askCode(ADMIN_MOBILE);
    await new Promise((r) => setImmediate(r));
    const code = outbox.codeFor(ADMIN_MOBILE);
    const messages: string[] = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      messages.push((await loginByCode(ADMIN_MOBILE, wrong(code))).json().msg);
    expect(messages).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ]);
    const right = await loginByCode(ADMIN_MOBILE, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('refuses a code older than 5 minutes', async () => {
    await askCode(ADMIN_MOBILE);
    await new Promise((r) => setImmediate(r));
    const code = outbox.codeFor(ADMIN_MOBILE);
    t.clock.advance(CODE_TTL_MS);
    const res = await loginByCode(ADMIN_MOBILE, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('验证码已失效，请重新获取');
  });

  it('accepts only the latest code sent to a number', async () => {
    await askCode(ADMIN_MOBILE);
    await new Promise((r) => setImmediate(r));
    const first = outbox.codeFor(ADMIN_MOBILE);
    t.clock.advance(60_000);
    await askCode(ADMIN_MOBILE);
    await new Promise((r) => setImmediate(r));
    const second = outbox.codeFor(ADMIN_MOBILE);
    if (first !== second) expect((await loginByCode(ADMIN_MOBILE, first)).json().code).toBe(400);
    expect((await loginByCode(ADMIN_MOBILE, second)).json().code).toBe(200);
  });

  it('sends at most one code a minute per number and says how long to wait', async () => {
    expect((await askCode(ADMIN_MOBILE)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const res = await askCode(ADMIN_MOBILE);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 429,
      msg: '验证码发送过于频繁，请59秒后再试',
      data: { wait: 59 },
    });
    t.clock.advance(59_000);
    expect((await askCode(ADMIN_MOBILE)).statusCode).toBe(200);
  });

  it(`sends at most ${CODES_PER_MOBILE_PER_DAY} codes a day per number`, async () => {
    for (let i = 0; i < CODES_PER_MOBILE_PER_DAY; i++) {
      expect((await askCode(ADMIN_MOBILE)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const res = await askCode(ADMIN_MOBILE);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    t.clock.advance(24 * 60 * 60_000);
    expect((await askCode(ADMIN_MOBILE)).statusCode).toBe(200);
  });

  it(`sends at most ${CODES_PER_IP_PER_HOUR} codes an hour to one address`, async () => {
    for (let i = 0; i < CODES_PER_IP_PER_HOUR; i++)
      expect((await askCode(`1370000${String(i).padStart(4, '0')}`)).statusCode).toBe(200);
    const res = await askCode('13700009999');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('获取验证码过于频繁，请稍后再试');
    const en = await askCode('13700009999', { 'accept-language': 'en' });
    expect(en.json().msg).toBe('Too many verification codes requested from this network; try again later');
  });

  it('asks for a well-formed mobile number and a 6-digit code, and changes nothing otherwise', async () => {
    const cases: [unknown, string][] = [
      ['12345678901', '请输入正确的手机号'],
      ['1380000000', '请输入正确的手机号'],
      ['', '手机号不能为空'],
      [undefined, '手机号不能为空'],
    ];
    for (const [mobile, msg] of cases) {
      const res = await askCode(mobile);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const before = await t.database.db.selectFrom('baseSmsCode').select('id').execute();
    const badCode = await loginByCode(ADMIN_MOBILE, 'abc');
    expect(badCode.json().msg).toBe('验证码为6位数字');
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LoginByCode',
      payload: { mobile: ADMIN_MOBILE },
    });
    expect(noCode.json().msg).toBe('验证码不能为空');
    expect((await loginByCode(ADMIN_MOBILE, '')).json().msg).toBe('验证码不能为空');
    expect(await t.database.db.selectFrom('baseSmsCode').select('id').execute()).toEqual(before);
  });

  it('answers as usual when the SMS provider fails', async () => {
    outbox.failing = true;
    try {
      expect((await askCode(ADMIN_MOBILE)).statusCode).toBe(200);
    } finally {
      outbox.failing = false;
    }
  });
});
