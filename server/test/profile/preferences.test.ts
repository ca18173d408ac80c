import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { type ProfileClient, passwordLogin, userRow, withProfileApp } from './profile-client.js';

let t: TestApp;
let api: ProfileClient;
withProfileApp((app) => ({ t, api } = app), { signIn: false });

const loginTheme = async (account: string, password: string) =>
  (await passwordLogin(t, account, password)).data.theme;

describe('PUT /api/permission/Users/Current/SystemTheme', () => {
  it('saves the layout: CurrentUser shows it at once and the next login answers it', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect(await loginTheme('zhouqiang', '123456')).toBe('classic');
    await api.currentUser(token);
    const res = await api.put('/SystemTheme', token, { theme: 'functional' });
    expect(res.json().code).toBe(200);
    expect((await api.currentUser(token)).json().data.userInfo.theme).toBe('functional');
    expect(await loginTheme('zhouqiang', '123456')).toBe('functional');
    await api.put('/SystemTheme', token, { theme: 'blend' });
    expect(await loginTheme('zhouqiang', '123456')).toBe('blend');
    expect(await loginTheme('huangmin', '123456')).toBe('classic');
  });

  it.each([['dark'], ['CLASSIC'], [''], [3]])(
    'refuses the layout %j and keeps the saved one',
    async (theme) => {
      const token = await t.login('zhouqiang', '123456');
      const before = await userRow(t, 'zhouqiang');
      const res = await api.put('/SystemTheme', token, { theme });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/^布局/);
      expect(await userRow(t, 'zhouqiang')).toEqual(before);
    },
  );
});

describe('PUT /api/permission/Users/Current/SystemLanguage', () => {
  it('answers in the saved language from that reply on, whatever the browser asks for', async () => {
    const token = await t.login('huangmin', '123456');
    const zh = { 'accept-language': 'zh-CN' };
    expect((await api.get('/BaseInfo', token, zh)).json().msg).toBe('操作成功');

    const res = await api.put('/SystemLanguage', token, { language: 'en' }, zh);
    expect(res.json()).toMatchObject({ code: 200, msg: 'Success' });
    expect((await api.get('/BaseInfo', token, zh)).json().msg).toBe('Success');
    expect((await api.put('/BaseInfo', token, { email: 'x' }, zh)).json().msg).toBe(
      'Please enter a valid email address',
    );
    expect((await api.currentUser(token)).json().data.userInfo.language).toBe('en');

    await api.put('/SystemLanguage', token, { language: 'zhtw' });
    expect((await api.put('/BaseInfo', token, { mobilePhone: '1' })).json().msg).toBe('請正確輸入您的手機號');
  });

  it('refuses a language the product does not have and keeps the saved one', async () => {
    const token = await t.login('zhouqiang', '123456');
    const before = await userRow(t, 'zhouqiang');
    for (const language of ['fr', 'zh-CN', null]) {
      const res = await api.put('/SystemLanguage', token, { language });
      expect(res.statusCode).toBe(400);
    }
    expect(await userRow(t, 'zhouqiang')).toEqual(before);
  });

  it('leaves the other users in their own language', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect((await api.get('/BaseInfo', token)).json().msg).toBe('操作成功');
  });
});
