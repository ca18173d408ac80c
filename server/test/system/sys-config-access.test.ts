import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/platform/settings.js';
import { call, type Method, t, URL, useSysConfigApp } from './sys-config-fixture.js';

/** System settings: who may read and save them, and the password rules for everyone. */

useSysConfigApp();

const ROUTES: [Method, string, object?][] = [
  ['GET', URL],
  ['PUT', URL, { sysName: '新名称' }],
  ['POST', `${URL}/Email/Test`, { to: 'a@example.com' }],
];

describe('access', () => {
  it.each(ROUTES)('%s %s: anonymous 600, without the grant 403', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(600);
    const zhangwei = await t.login('zhangwei', '123456');
    expect((await call(method, url, zhangwei, body)).statusCode).toBe(403);
  });

  it('a user with the menu but without 保存 reads and may not save or test', async () => {
    const token = await t.login('liuyang', '123456');
    expect((await call('GET', URL, token)).json().data.sysName).toBe(DEFAULT_SETTINGS.sysName);
    expect((await call('PUT', URL, token, { sysName: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `${URL}/Email/Test`, token, { to: 'a@example.com' })).statusCode).toBe(403);
  });

  it('the seeded 系统管理员 saves, and the new value is read back at once', async () => {
    const token = await t.login('huangmin', '123456');
    const res = await call('PUT', URL, token, { sysName: '华东物流平台', companyEmail: 'it@example.com' });
    expect(res.json().code).toBe(200);
    const read = (await call('GET', URL, token)).json().data;
    expect(read).toMatchObject({
      sysName: '华东物流平台',
      companyEmail: 'it@example.com',
      tokenTimeout: 480,
    });
  });
});

describe('GET /api/system/SysConfig/PasswordPolicy', () => {
  it('gives every signed-in user the password rules, and nothing else', async () => {
    expect((await call('GET', `${URL}/PasswordPolicy`)).json().code).toBe(600);
    await call('PUT', URL, await t.login(), {
      passwordStrengthLimit: 1,
      containsCharacters: 1,
      emailPassword: 'x',
    });
    const res = await call('GET', `${URL}/PasswordPolicy`, await t.login('zhangwei', '123456'));
    expect(res.json().data).toEqual({
      passwordStrengthLimit: 1,
      passwordLengthMin: 0,
      passwordLengthMinNumber: 6,
      containsNumbers: 0,
      includeLowercaseLetters: 0,
      includeUppercaseLetters: 0,
      containsCharacters: 1,
    });
  });
});
