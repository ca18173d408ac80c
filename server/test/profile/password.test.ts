import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../helpers/captcha.js';
import { md5, type TestApp } from '../helpers/test-app.js';
import { type ProfileClient, passwordLogin, userRow, withProfileApp } from './profile-client.js';

let t: TestApp;
let api: ProfileClient;
withProfileApp((app) => ({ t, api } = app), { signIn: false });

// Every change carries a captcha read off its image (decision 065); captcha refusals: contract-calls-captcha.test.ts.
const modify = async (
  token: string,
  oldPassword: string,
  password: string,
  headers?: Record<string, string>,
) =>
  api.post(
    '/Actions/ModifyPassword',
    token,
    { oldPassword: md5(oldPassword), password: md5(password), ...(await solvedCaptcha(t)) },
    headers,
  );

const loginCode = async (account: string, password: string) =>
  (await passwordLogin(t, account, password)).code;

describe('POST /api/permission/Users/Current/Actions/ModifyPassword', () => {
  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const token = await t.login('zhouqiang', '123456');
    const before = await userRow(t, 'zhouqiang');
    const res = await modify(token, 'not-mine1', 'newpass1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('原密码错误，请重新输入');
    expect((await modify(token, 'not-mine1', 'newpass1', { 'x-language': 'en' })).json().msg).toBe(
      'The current password is wrong; enter it again',
    );
    const after = await userRow(t, 'zhouqiang');
    expect(after.password).toBe(before.password);
    expect(after.changePasswordDate).toBeNull();
    expect(await loginCode('zhouqiang', '123456')).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const token = await t.login('zhouqiang', '123456');
    const res = await modify(token, '123456', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('新密码不能与原密码相同');
  });

  it.each([
    ['a plain password', { oldPassword: '123456', password: md5('newpass1') }, '原密码格式不正确'],
    ['a missing new password', { oldPassword: md5('123456') }, '密码不能为空'],
  ])('refuses %s', async (_, body, message) => {
    const token = await t.login('zhouqiang', '123456');
    const res = await api.post('/Actions/ModifyPassword', token, { ...body, ...(await solvedCaptcha(t)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('stores the new password, dates the change, ends the other sessions and keeps this one', async () => {
    const other = await t.login('huangmin', '123456');
    const mine = await t.login('huangmin', '123456');
    const bystander = await t.login('zhouqiang', '123456');
    t.clock.advance(1000);

    const res = await modify(mine, '123456', 'Secret2024');
    expect(res.json().code).toBe(200);

    expect(await loginCode('huangmin', '123456')).toBe(400);
    expect(await loginCode('huangmin', 'Secret2024')).toBe(200);
    expect((await userRow(t, 'huangmin')).changePasswordDate).toBe(t.clock.now());
    expect((await api.get('/BaseInfo', other)).json().code).toBe(602);
    expect((await api.get('/BaseInfo', mine)).json().code).toBe(200);
    expect((await api.get('/BaseInfo', bystander)).json().code).toBe(200);
    expect(await loginCode('zhouqiang', '123456')).toBe(200);
  });

  it('counts wrong current passwords towards the login lockout', async () => {
    const token = await t.login('zhouqiang', '123456');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await modify(token, 'guess123', 'newpass1')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const locked = await modify(token, '123456', 'newpass1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toMatch(/^密码错误次数过多,账号已锁定/);
    expect(await loginCode('zhouqiang', '123456')).toBe(429);
  });
});
