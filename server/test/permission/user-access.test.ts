import { describe, expect, it } from 'vitest';
import { grantButtons, grantMenus, md5, tableCounts } from '../helpers/test-app.js';
import { call, type Method, outsider, t, USERS, user, useUserApp, valid } from './user-fixture.js';

/** Users: who may call which route. */

useUserApp();

const ADMIN_ROUTES: [Method, string, object?][] = [
  ['GET', USERS],
  ['GET', `${USERS}/${user('wangfang')}`],
  ['POST', USERS, valid],
  ['PUT', `${USERS}/${user('wangfang')}`, { ...valid, account: 'wangfang' }],
  ['DELETE', `${USERS}/${user('wangfang')}`],
  ['PUT', `${USERS}/${user('wangfang')}/Actions/State`],
  [
    'POST',
    `${USERS}/${user('wangfang')}/Actions/ResetPassword`,
    { userPassword: md5('abc123'), validatePassword: md5('abc123') },
  ],
];
const PICKER_ROUTES: [Method, string, object?][] = [
  ['GET', `${USERS}/All`],
  ['GET', `${USERS}/Selector`],
  ['POST', `${USERS}/getUserList`, { userId: [user('wangfang')] }],
  ['GET', `${USERS}/ImUser`],
  ['POST', `${USERS}/ImUser/Selector/0`, { keyword: '' }],
];

/** Creates a user as admin and answers their id; they may sign in (the log menu is theirs). */

describe('access to the user routes', () => {
  it('asks anonymous callers to sign in (600) on every route', async () => {
    for (const [method, url, body] of [...ADMIN_ROUTES, ...PICKER_ROUTES]) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the user menu on every administration route, and changes nothing', async () => {
    const before = await tableCounts(t.database, ['baseUser', 'baseUserRelation']);
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
    expect(await tableCounts(t.database, ['baseUser', 'baseUserRelation'])).toEqual(before);
    expect((await call('GET', `${USERS}/${user('wangfang')}`)).json().data.enabledMark).toBe(1);
  });

  it('lets any signed-in user use the pickers', async () => {
    for (const [method, url, body] of PICKER_ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('lets a user with the menu read, and needs the button for each change', async () => {
    await grantMenus(t, 'wangfang', ['permission', 'permission.user']);
    const reader = await t.login('wangfang', '123456');
    expect((await call('GET', USERS, reader)).statusCode).toBe(200);
    expect((await call('GET', `${USERS}/${user('lina')}`, reader)).statusCode).toBe(200);
    expect((await call('POST', USERS, reader, { ...valid, account: 'byreader' })).statusCode).toBe(403);
    expect((await call('PUT', `${USERS}/${user('lina')}/Actions/State`, reader)).statusCode).toBe(403);
    await grantButtons(t, 'wangfang', 'permission.user', ['btn_add']);
    expect((await call('POST', USERS, reader, { ...valid, account: 'byreader' })).statusCode).toBe(200);
    expect((await call('DELETE', `${USERS}/${user('lina')}`, reader)).statusCode).toBe(403);
  });
});
