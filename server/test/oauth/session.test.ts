import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, md5, setSetting, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/oauth/CurrentUser',
    headers: token ? { authorization: token, ...headers } : headers,
  });

describe('GET /api/oauth/CurrentUser', () => {
  it('answers the admin menu tree, permission list and user info', async () => {
    const token = await t.login();
    const res = await currentUser(token);
    expect(res.statusCode).toBe(200);
    const { menuList, userInfo, permissionList } = res.json().data;
    const system = menuList.find((m: { enCode: string }) => m.enCode === 'system');
    expect(system).toMatchObject({ enCode: 'system', type: 1, hasChildren: true, fullName: '系统管理' });
    const logMenu = system.children.find((m: { enCode: string }) => m.enCode === 'system.log');
    expect(logMenu).toMatchObject({
      enCode: 'system.log',
      type: 2,
      urlAddress: 'system/log',
      hasChildren: false,
    });
    expect(JSON.parse(logMenu.propertyJson)).toHaveProperty('moduleId');
    expect(permissionList.filter((p: { modelId: string }) => p.modelId === logMenu.id)).toEqual([
      {
        modelId: logMenu.id,
        moduleName: '系统日志',
        button: [
          expect.objectContaining({ enCode: 'btn_remove' }),
          expect.objectContaining({ enCode: 'btn_export' }),
        ],
        column: [],
        form: [],
        resource: [],
      },
    ]);
    expect(userInfo).toMatchObject({
      userAccount: 'admin',
      userName: '管理员',
      isAdministrator: true,
      organizeName: '华夏数智集团有限公司',
      prevLogin: 1,
    });
    for (const key of [
      'userId',
      'headIcon',
      'portalId',
      'prevLoginTime',
      'prevLoginIPAddress',
      'prevLoginIPAddressName',
    ]) {
      expect(userInfo).toHaveProperty(key);
    }
  });

  it('gives the previous login and its place name after a second login', async () => {
    await t.login('huangmin', '123456');
    t.clock.advance(1000);
    const token = await t.login('huangmin', '123456');
    const { userInfo } = (await currentUser(token)).json().data;
    expect(userInfo.prevLoginTime).toBe(t.clock.now() - 1000);
    expect(userInfo.prevLoginIPAddress).toBe('127.0.0.1');
    expect(userInfo.prevLoginIPAddressName).toBe('本地局域网');
  });

  it('gives a role holder only the menus and buttons granted to the role', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { menuList, permissionList, userInfo } = (await currentUser(token)).json().data;
    // 系统管理员 holds the menus seeded for it: 在线开发, 代码生成 and 工作流程 too
    expect(menuList.map((m: { enCode: string }) => m.enCode)).toEqual([
      'onlineDev',
      'generator',
      'workFlow',
      'permission',
      'systemData',
      'system',
    ]);
    const log = permissionList.find((p: { moduleName: string }) => p.moduleName === '系统日志');
    expect(log.button.map((b: { enCode: string }) => b.enCode)).toEqual(['btn_remove', 'btn_export']);
    expect(userInfo.isAdministrator).toBe(false);
    expect(userInfo.roleIds.length).toBe(2);
  });

  it('refuses a signed-in user who no longer holds any page (an empty directory does not count)', async () => {
    const token = await t.login('huangmin', '123456');
    // Every page goes; the directories stay, holding nothing.
    await t.database.db.updateTable('baseModule').set({ enabledMark: 0 }).where('type', '=', 2).execute();
    await t.app.services.grants.invalidateAll();
    const res = await currentUser(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您的权限不足，请联系管理员');
    await t.database.db.updateTable('baseModule').set({ enabledMark: 1 }).where('type', '=', 2).execute();
    await t.app.services.grants.invalidateAll();
  });

  it('sends the same answer gzip-compressed to clients that accept it', async () => {
    const token = await t.login();
    const plain = await currentUser(token);
    const zipped = await currentUser(token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends brotli to clients that accept it, once the background compression is done', async () => {
    const token = await t.login();
    const plain = (await currentUser(token)).json();
    let res = await currentUser(token, { 'accept-encoding': 'gzip, deflate, br' });
    for (let i = 0; i < 50 && res.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await currentUser(token, { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain);
  });

  it('answers 304 Not Modified when the browser already holds the same answer', async () => {
    const token = await t.login();
    const first = await currentUser(token);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await currentUser(token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.database.db
      .updateTable('baseModule')
      .set({ fullName: '系统设置' })
      .where('enCode', '=', 'system')
      .execute();
    await t.app.services.grants.invalidateAll();
    const changed = await currentUser(token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const renamed = changed.json().data.menuList.find((m: { enCode: string }) => m.enCode === 'system');
    expect(renamed.fullName).toBe('系统设置');
    await t.database.db
      .updateTable('baseModule')
      .set({ fullName: '系统管理' })
      .where('enCode', '=', 'system')
      .execute();
    await t.app.services.grants.invalidateAll();
  });

  it('follows the last-login switch at once, cached answer or not', async () => {
    const token = await t.login();
    expect((await currentUser(token)).json().data.userInfo.prevLogin).toBe(1);
    await setSetting(t, 'lastLoginTimeSwitch', 0);
    expect((await currentUser(token)).json().data.userInfo.prevLogin).toBe(0);
    await setSetting(t, 'lastLoginTimeSwitch', 1);
  });

  it('answers 600 without a token', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 600, msg: '登录过期,请重新登录', data: null });
  });

  it('answers 602 for an unknown token', async () => {
    const res = await currentUser('not-a-real-token');
    expect(res.json().code).toBe(602);
  });

  it('accepts Bearer <token> as well as the bare token', async () => {
    const token = await t.login();
    expect((await currentUser(`Bearer ${token}`)).json().code).toBe(200);
  });

  it('expires a token after tokenTimeout minutes without use, and slides while used', async () => {
    const token = await t.login();
    t.clock.advance(479 * 60_000);
    expect((await currentUser(token)).json().code).toBe(200);
    t.clock.advance(479 * 60_000);
    expect((await currentUser(token)).json().code).toBe(200);
    t.clock.advance(480 * 60_000 + 1);
    const res = await currentUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
  });

  it('answers in the user saved language over Accept-Language', async () => {
    const token = await t.login('zhouqiang', '123456');
    const user = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('account', '=', 'zhouqiang')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('baseUser').set({ language: 'en' }).where('id', '=', user.id).execute();
    t.app.services.sessions.forgetUser(user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/Log/1?pageSize=0',
      headers: { authorization: token, 'accept-language': 'zh-CN' },
    });
    expect(res.json().msg).toBe('Page size must be at least 1');
    await t.database.db.updateTable('baseUser').set({ language: null }).where('id', '=', user.id).execute();
    t.app.services.sessions.forgetUser(user.id);
  });
});

describe('GET /api/oauth/Logout', () => {
  it('revokes the token: the next call answers 602', async () => {
    const token = await t.login();
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/Logout',
      headers: { authorization: token },
    });
    expect(out.json().code).toBe(200);
    const res = await currentUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(602);
  });

  it('leaves the user other sessions alone', async () => {
    const a = await t.login();
    const b = await t.login();
    await t.app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: a } });
    expect((await currentUser(b)).json().code).toBe(200);
  });
});

describe('single login', () => {
  it('signs the earlier session out with 601 when singleLogin is 1', async () => {
    await setSetting(t, 'singleLogin', '1');
    const first = await t.login('huangmin', '123456');
    const second = await t.login('huangmin', '123456');
    const res = await currentUser(first);
    expect(res.json()).toMatchObject({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    expect((await currentUser(second)).json().code).toBe(200);
    await setSetting(t, 'singleLogin', '2');
  });

  it('answers 602 with the forced-offline message for a session an administrator ended', async () => {
    const token = await t.login('huangmin', '123456');
    const session = await t.app.services.sessions.resolve(token);
    await t.app.services.sessions.revoke(session.id, 'forced');
    expect((await currentUser(token)).json()).toMatchObject({
      code: 602,
      msg: '您已被管理员强制下线,请重新登录',
    });
  });

  it('ends the sessions of a user who is disabled', async () => {
    await grantMenus(t, 'linfeng', ['system.log']);
    const token = await t.login('linfeng', '123456');
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 0 })
      .where('account', '=', 'linfeng')
      .execute();
    expect((await currentUser(token)).json().code).toBe(602);
  });
});

describe('POST /api/oauth/LockScreen', () => {
  const unlock = (token: string, account: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      headers: { authorization: token },
      payload: { account, password },
    });

  it('accepts the signed-in user own account and password', async () => {
    const token = await t.login();
    expect((await unlock(token, 'admin', md5('admin123'))).json().code).toBe(200);
  });

  it('refuses a wrong password or another user account, and keeps the session', async () => {
    const token = await t.login();
    expect((await unlock(token, 'admin', md5('wrong'))).json()).toMatchObject({
      code: 400,
      msg: '账号或密码错误',
    });
    expect((await unlock(token, 'zhangwei', md5('123456'))).json().code).toBe(400);
    expect((await currentUser(token)).json().code).toBe(200);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      payload: { account: 'admin', password: md5('admin123') },
    });
    expect(res.json().code).toBe(600);
  });
});

describe('session purge', () => {
  it('deletes only sessions unused for longer than the given time', async () => {
    const old = await t.login();
    t.clock.advance(31 * 86_400_000);
    const fresh = await t.login();
    const deleted = await t.app.services.sessions.purge(30 * 86_400_000);
    expect(deleted).toBeGreaterThan(0);
    expect((await currentUser(old)).json().code).toBe(602);
    expect((await currentUser(fresh)).json().code).toBe(200);
  });
});

describe('grants follow role changes', () => {
  it('drops the menus of a disabled role once grants are invalidated', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect((await currentUser(token)).statusCode).toBe(200);
    // both his roles: 普通员工 (staff) holds the approval centre's menus
    await t.database.db
      .updateTable('baseRole')
      .set({ enabledMark: 0 })
      .where('enCode', 'in', ['sysadmin', 'staff'])
      .execute();
    await t.app.services.grants.invalidateAll();
    expect((await currentUser(token)).statusCode).toBe(403);
  });
});
