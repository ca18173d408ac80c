import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantButtons, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** zhangwei may open the log page, nothing of the authorize screen */
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const menu = (code: string) => seedId(`menu:${code}`);
const button = (menuCode: string, code: string) => seedId(`button:${menuCode}:${code}`);
const role = (code: string) => seedId(`role:${code}`);
const position = (code: string) => seedId(`position:${code}`);
const user = (account: string) => seedId(`user:${account}`);

const values = (objectId: string, type: string, moduleIds = '', token = admin) =>
  call('POST', `/api/permission/Authority/Data/${objectId}/Values`, token, { type, moduleIds });
const save = (objectId: string, body: object, token = admin) =>
  call('PUT', `/api/permission/Authority/Data/${objectId}`, token, body);

interface Node {
  id: string;
  fullName: string;
  children?: Node[];
}
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.fullName, ...names(n.children ?? [])]);

const currentUser = async (token: string) => {
  const res = await call('GET', '/api/oauth/CurrentUser', token);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    menuList: Node[];
    permissionList: { modelId: string; button: { enCode: string }[] }[];
  };
};
const menuCodes = (nodes: (Node & { enCode?: string })[]): string[] =>
  nodes.flatMap((n) => [n.enCode ?? '', ...menuCodes(n.children ?? [])]);

const ROUTES: [Method, string, object][] = [
  ['POST', `/api/permission/Authority/Data/${role('staff')}/Values`, { type: 'module' }],
  ['PUT', `/api/permission/Authority/Data/${role('staff')}`, { objectType: 'Role', module: [] }],
  ['POST', '/api/permission/Authority/Data/Batch', { roleIds: [role('staff')], module: [] }],
];

describe('access to the authorize routes', () => {
  it('asks anonymous callers to sign in (600)', async () => {
    for (const [method, url, body] of ROUTES) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the authorize menu, and changes nothing', async () => {
    const before = await tableCounts(t.database, ['baseAuthorize']);
    for (const [method, url, body] of ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
    expect(await tableCounts(t.database, ['baseAuthorize'])).toEqual(before);
  });

  it('lets the menu read and needs 保存授权 to write', async () => {
    await grantMenus(t, 'wangfang', ['permission', 'permission.authorize', 'permission.organize']);
    const token = await t.login('wangfang', '123456');
    expect((await values(role('staff'), 'module', '', token)).statusCode).toBe(200);
    for (const [method, url, body] of ROUTES.slice(1)) {
      expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    await grantButtons(t, 'wangfang', 'permission.authorize', ['btn_save']);
    for (const [method, url, body] of ROUTES.slice(1)) {
      expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('answers 404 for an unknown holder and 400 for a wrong holder kind', async () => {
    const missing = await values('no-such-id', 'module');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('要授权的角色、岗位或用户不存在或已删除');
    expect((await save('no-such-id', { objectType: 'Role', module: [] })).statusCode).toBe(404);
    const before = await tableCounts(t.database, ['baseAuthorize']);
    const wrong = await save(role('sysadmin'), { objectType: 'User', module: [] });
    expect(wrong.statusCode).toBe(400);
    expect((await save(role('sysadmin'), { objectType: 'Group', module: [] })).statusCode).toBe(400);
    expect((await values(role('sysadmin'), 'portal')).statusCode).toBe(400);
    expect(await tableCounts(t.database, ['baseAuthorize'])).toEqual(before);
  });
});

describe('the authorize wizard', () => {
  it('shows the menu tree with what the role holds checked', async () => {
    const res = await values(role('sysadmin'), 'module');
    expect(res.statusCode).toBe(200);
    const { list, ids, all } = res.json().data;
    const top = list.find((n: Node) => n.fullName === '组织权限');
    expect(top.children.map((n: Node) => n.fullName)).toEqual([
      '组织管理',
      '岗位管理',
      '用户管理',
      '角色管理',
      '权限授权',
      '分级管理',
      '权限诊断',
      '在线用户',
    ]);
    expect(ids).toContain(menu('permission.authorize'));
    expect(all).toContain(menu('system.log'));
    expect(all).toContain(menu('permission'));
  });

  it('lists the buttons of the chosen menus under them', async () => {
    const chosen = [menu('permission.role'), menu('system.log')].join(',');
    const { list, ids, all } = (await values(role('sysadmin'), 'button', chosen)).json().data;
    expect(names(list)).toEqual([
      '组织权限',
      '角色管理',
      '新建',
      '编辑',
      '删除',
      '角色成员',
      '系统管理',
      '系统日志',
      '删除',
      '导出',
    ]);
    expect(ids).toContain(button('permission.role', 'btn_member'));
    expect(ids).not.toContain(button('permission.user', 'btn_add'));
    expect(all).toContain(button('system.log', 'btn_remove'));
  });

  it('offers only what a non-administrator caller holds', async () => {
    // wangfang holds 组织权限 › 组织管理, 权限授权 (granted above) and now 系统管理 › 系统日志
    await grantMenus(t, 'wangfang', ['system', 'system.log']);
    const token = await t.login('wangfang', '123456');
    const { list } = (await values(role('staff'), 'module', '', token)).json().data;
    expect(names(list)).toEqual(['组织权限', '组织管理', '权限授权', '系统管理', '系统日志']);
    const chosen = [menu('permission.authorize'), menu('system.log')].join(',');
    const buttons = (await values(role('staff'), 'button', chosen, token)).json().data;
    expect(names(buttons.list)).toEqual(['组织权限', '权限授权', '保存授权']);
  });
});

describe('grants take effect on the next request', () => {
  it('a role grant reaches its members without a new login, and revoking removes it', async () => {
    await grantMenus(t, 'zhaolei', ['system', 'system.log']);
    const token = await t.login('zhaolei', '123456');
    expect(menuCodes((await currentUser(token)).menuList)).not.toContain('permission.organize');

    const saved = await save(role('finance'), {
      objectType: 'Role',
      module: [menu('permission'), menu('permission.organize')],
      button: [menu('permission.organize'), button('permission.organize', 'btn_add')],
    });
    expect(saved.statusCode).toBe(200);
    const after = await currentUser(token);
    expect(menuCodes(after.menuList)).toContain('permission.organize');
    const entry = after.permissionList.find((p) => p.modelId === menu('permission.organize'));
    expect(entry?.button.map((b) => b.enCode)).toEqual(['btn_add']);
    expect((await call('GET', '/api/permission/Organize', token)).statusCode).toBe(200);

    // An empty list revokes that kind (a kind left out would keep what the role holds of it).
    expect((await save(role('finance'), { objectType: 'Role', module: [], button: [] })).statusCode).toBe(
      200,
    );
    expect(menuCodes((await currentUser(token)).menuList)).not.toContain('permission.organize');
    expect((await call('GET', '/api/permission/Organize', token)).statusCode).toBe(403);
  });

  it('a position grant reaches the users in it', async () => {
    await grantMenus(t, 'majun', ['system', 'system.log']);
    const token = await t.login('majun', '123456');
    await save(position('HDGCS'), {
      objectType: 'Position',
      module: [menu('permission'), menu('permission.role')],
      button: [button('permission.role', 'btn_member')],
    });
    const data = await currentUser(token);
    expect(menuCodes(data.menuList)).toContain('permission.role');
    expect(data.permissionList.find((p) => p.modelId === menu('permission.role'))?.button).toEqual([
      expect.objectContaining({ enCode: 'btn_member' }),
    ]);
    await save(position('HDGCS'), { objectType: 'Position', module: [], button: [] });
    expect(menuCodes((await currentUser(token)).menuList)).not.toContain('permission.role');
  });

  it('a direct user grant reaches that user only', async () => {
    await grantMenus(t, 'liuyang', ['system', 'system.log']);
    await grantMenus(t, 'heyan', ['system', 'system.log']);
    const token = await t.login('liuyang', '123456');
    const other = await t.login('heyan', '123456');
    const before = (await values(user('liuyang'), 'module')).json().data.ids;
    await save(user('liuyang'), {
      objectType: 'User',
      module: [...before, menu('permission'), menu('permission.user')],
    });
    expect(menuCodes((await currentUser(token)).menuList)).toContain('permission.user');
    expect(menuCodes((await currentUser(other)).menuList)).not.toContain('permission.user');
    // the existing log grant was kept because it was sent back checked
    expect(menuCodes((await currentUser(token)).menuList)).toContain('system.log');
  });

  it('keeps portal grants when replacing', async () => {
    await t.database.db
      .insertInto('baseAuthorize')
      .values({
        id: 'portal-grant',
        itemType: 'portal' as 'module',
        itemId: 'some-portal',
        objectType: 'Role',
        objectId: role('manager'),
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
    expect((await save(role('manager'), { objectType: 'Role', module: [menu('system')] })).statusCode).toBe(
      200,
    );
    const rows = await t.database.db
      .selectFrom('baseAuthorize')
      .select('itemType')
      .where('objectId', '=', role('manager'))
      .orderBy('itemType')
      .execute();
    expect(rows.map((r) => r.itemType)).toEqual(['module', 'portal']);
  });
});

describe('no privilege escalation', () => {
  it('refuses items the caller does not hold, and changes nothing', async () => {
    const token = await t.login('zhouqiang', '123456');
    // a column of 用户管理 that no role of zhouqiang (系统管理员, 普通员工) was given
    await t.database.db
      .insertInto('baseModuleColumn')
      .values({
        id: 'col-secret',
        moduleId: menu('permission.user'),
        parentId: '-1',
        fullName: '身份证号',
        enCode: 'certificatesNumber',
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
    // Written straight to the table, so tell the grants cache, as the column routes do.
    await t.app.services.grants.invalidateAll();
    const before = await tableCounts(t.database, ['baseAuthorize']);
    const res = await save(
      role('staff'),
      { objectType: 'Role', module: [menu('permission.user')], column: ['col-secret'] },
      token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('有1项权限您自己没有,不能授予他人');
    const batch = await call('POST', '/api/permission/Authority/Data/Batch', token, {
      roleIds: [role('staff')],
      column: ['col-secret'],
    });
    expect(batch.statusCode).toBe(403);
    expect(await tableCounts(t.database, ['baseAuthorize'])).toEqual(before);
    // the column is not offered to zhouqiang, but is to the administrator
    const offered = (await values(role('staff'), 'column', menu('permission.user'), token)).json().data;
    expect(offered.all).not.toContain('col-secret');
    expect((await values(role('staff'), 'column', menu('permission.user'))).json().data.all).toContain(
      'col-secret',
    );
  });

  it('leaves grants the caller cannot see untouched when a non-administrator saves', async () => {
    const token = await t.login('zhouqiang', '123456');
    await save(role('finance'), {
      objectType: 'Role',
      column: ['col-secret'],
      module: [menu('permission.user')],
    });
    const res = await save(role('finance'), { objectType: 'Role', module: [menu('permission.role')] }, token);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('baseAuthorize')
      .select('itemId')
      .where('objectId', '=', role('finance'))
      .execute();
    expect(rows.map((r) => r.itemId).sort()).toEqual(['col-secret', menu('permission.role')].sort());
    await save(role('finance'), { objectType: 'Role', module: [], column: [] });
  });
});

describe('batch grants', () => {
  it('adds items to roles, positions and users, skipping what they already hold', async () => {
    await save(role('manager'), { objectType: 'Role', module: [menu('system')] });
    const body = {
      roleIds: [role('manager')],
      positionIds: [position('CSGCS')],
      userIds: [user('songjia')],
      module: [menu('system'), menu('system.log')],
      button: [button('system.log', 'btn_remove')],
    };
    const res = await call('POST', '/api/permission/Authority/Data/Batch', admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.added).toBe(3 * 3 - 1);
    const again = await call('POST', '/api/permission/Authority/Data/Batch', admin, body);
    expect(again.json().data.added).toBe(0);
    const token = await t.login('linfeng', '123456');
    expect(menuCodes((await currentUser(token)).menuList)).toContain('system.log');
  });

  it('refuses an empty or unknown holder list', async () => {
    const before = await tableCounts(t.database, ['baseAuthorize']);
    const empty = await call('POST', '/api/permission/Authority/Data/Batch', admin, {
      module: [menu('system')],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请至少选择一个角色、岗位或用户');
    const unknown = await call('POST', '/api/permission/Authority/Data/Batch', admin, {
      roleIds: [role('manager'), 'nope'],
      module: [menu('system')],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await tableCounts(t.database, ['baseAuthorize'])).toEqual(before);
  });
});
