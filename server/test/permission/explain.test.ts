import type { ExplainItems, ExplainMenuNode, ExplainReason, ExplainVerdict } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantButtons, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

/** 权限诊断: why a user holds or lacks a menu or item, and a read-only preview of what they see. */
let t: TestApp;
let admin: string;
/** zhangwei may open the log page, nothing of the explainer */
let outsider: string;

const user = (account: string) => seedId(`user:${account}`);
const menu = (code: string) => seedId(`menu:${code}`);
const button = (menuCode: string, code: string) => seedId(`button:${menuCode}:${code}`);
const role = (code: string) => seedId(`role:${code}`);
const position = (code: string) => seedId(`position:${code}`);

const call = (url: string, token: string | null = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token, ...headers } : headers });

const explain = async (account: string, itemType: string, itemId: string, token = admin) => {
  const res = await call(
    `/api/permission/Explain/${user(account)}?itemType=${itemType}&itemId=${itemId}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ExplainVerdict;
};
const codes = (v: ExplainVerdict) => v.reasons.map((r) => r.code);
const reason = (v: ExplainVerdict, code: string) => v.reasons.find((r) => r.code === code) as ExplainReason;

async function grant(
  itemType: 'module' | 'button' | 'column' | 'resource',
  itemId: string,
  objectType: 'Role' | 'Position' | 'User',
  objectId: string,
) {
  await t.database.db
    .insertInto('baseAuthorize')
    .values({
      id: `x-${objectId}-${itemId}`,
      itemType,
      itemId,
      objectType,
      objectId,
      creatorTime: 0,
      creatorUserId: null,
    })
    .execute();
  await t.app.services.grants.invalidateAll();
}

async function setState(
  table: 'baseRole' | 'basePosition' | 'baseModule' | 'baseModuleButton' | 'baseUser',
  id: string,
  enabledMark: number,
) {
  await t.database.db.updateTable(table).set({ enabledMark }).where('id', '=', id).execute();
  await t.app.services.grants.invalidateAll();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

const ROUTES = [
  `/api/permission/Explain/${user('zhangwei')}/Items`,
  `/api/permission/Explain/${user('zhangwei')}/ViewAs`,
  `/api/permission/Explain/${user('zhangwei')}?itemType=module&itemId=${menu('system.log')}`,
];

describe('access to the explainer', () => {
  it('asks anonymous callers to sign in (600)', async () => {
    for (const url of ROUTES) {
      const res = await call(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the 权限诊断 menu (403)', async () => {
    for (const url of ROUTES) {
      const res = await call(url, outsider);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
  });

  it('answers every route for a holder of the menu (系统管理员 role) and changes nothing', async () => {
    const token = await t.login('huangmin', '123456');
    const before = await tableCounts(t.database, [
      'baseAuthorize',
      'baseUserRelation',
      'baseSession',
      'baseUser',
    ]);
    for (const url of ROUTES) expect((await call(url, token)).statusCode, url).toBe(200);
    expect(
      await tableCounts(t.database, ['baseAuthorize', 'baseUserRelation', 'baseSession', 'baseUser']),
    ).toEqual(before);
  });

  it('answers unknown and deleted users as absent, and unknown items and types clearly', async () => {
    for (const url of [
      '/api/permission/Explain/nobody/Items',
      '/api/permission/Explain/nobody/ViewAs',
      `/api/permission/Explain/nobody?itemType=module&itemId=${menu('system.log')}`,
    ]) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe('该用户不存在或已被删除');
    }
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1 })
      .where('id', '=', user('fengyi'))
      .execute();
    expect((await call(`/api/permission/Explain/${user('fengyi')}/Items`)).statusCode).toBe(404);

    const unknown = await call(
      `/api/permission/Explain/${user('zhangwei')}?itemType=button&itemId=${menu('system.log')}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('要诊断的菜单或权限项不存在');
    const badType = await call(`/api/permission/Explain/${user('zhangwei')}?itemType=page&itemId=x`);
    expect(badType.statusCode).toBe(400);
    expect((await call(`/api/permission/Explain/${user('zhangwei')}?itemType=module`)).statusCode).toBe(400);
  });
});

describe('explaining one item', () => {
  it('names the role that grants a menu', async () => {
    const v = await explain('zhouqiang', 'module', menu('permission.user'));
    expect(v.allowed).toBe(true);
    expect(reason(v, 'grant.role')).toMatchObject({
      effect: 'allow',
      message: '角色“系统管理员”授予了此项',
      holder: { type: 'Role', id: role('sysadmin'), name: '系统管理员' },
    });
    expect(v.signIn.allowed).toBe(true);
  });

  it('names a position grant and a direct user grant', async () => {
    await grant('module', menu('system.menu'), 'Position', position('ZJL'));
    const viaPosition = await explain('zhangwei', 'module', menu('system.menu'));
    expect(viaPosition.allowed).toBe(true);
    expect(reason(viaPosition, 'grant.position')).toMatchObject({
      effect: 'allow',
      holder: { type: 'Position', id: position('ZJL'), name: '总经理' },
    });

    const direct = await explain('zhangwei', 'module', menu('system.log'));
    expect(direct.allowed).toBe(true);
    expect(codes(direct)).toEqual(['grant.user']);
    expect(direct.reasons[0].holder).toEqual({ type: 'User', id: user('zhangwei'), name: '张伟' });

    // The directory shows because of the pages under it.
    const directory = await explain('zhangwei', 'module', menu('system'));
    expect(directory.allowed).toBe(true);
    expect(reason(directory, 'parent.viaChild').message).toBe(
      '其下的“系统日志”、“菜单管理”已授权，此目录随之显示',
    );
  });

  it('explains a grant through a disabled role as not passing on', async () => {
    await grant('module', menu('permission.role'), 'Role', role('manager'));
    await grant('module', menu('permission'), 'Role', role('manager'));
    expect((await explain('zhangwei', 'module', menu('permission.role'))).allowed).toBe(true);

    await setState('baseRole', role('manager'), 0);
    const v = await explain('zhangwei', 'module', menu('permission.role'));
    expect(v.allowed).toBe(false);
    expect(reason(v, 'role.disabled')).toMatchObject({
      effect: 'inactive',
      message: '角色“部门经理”授予了此项，但该角色已禁用，不再传递权限',
      holder: { type: 'Role', name: '部门经理' },
    });
    expect(reason(v, 'none').effect).toBe('deny');
    const items = (await call(`/api/permission/Explain/${user('zhangwei')}/Items`)).json()
      .data as ExplainItems;
    const holder = items.user.holders.find((h) => h.id === role('manager'));
    expect(holder).toMatchObject({ passesOn: false, code: 'role.disabled' });
    await setState('baseRole', role('manager'), 1);
  });

  it('explains a role the profile names without a membership', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ roleId: `${role('staff')},${role('sysadmin')}` })
      .where('id', '=', user('liuyang'))
      .execute();
    const v = await explain('liuyang', 'module', menu('permission.user'));
    expect(v.allowed).toBe(false);
    expect(reason(v, 'relation.missing')).toMatchObject({
      effect: 'inactive',
      holder: { type: 'Role', name: '系统管理员' },
    });
  });

  it('explains a disabled menu and a button whose menu is not held', async () => {
    await setState('baseModule', menu('system.menu'), 0);
    const v = await explain('zhangwei', 'module', menu('system.menu'));
    expect(v.allowed).toBe(false);
    expect(reason(v, 'item.disabled')).toMatchObject({
      effect: 'deny',
      message: '此项已禁用，任何人都不会获得',
    });
    expect(reason(v, 'grant.position').effect).toBe('allow');

    await grantButtons(t, 'zhangwei', 'system.menu', ['btn_add']);
    const b = await explain('zhangwei', 'button', button('system.menu', 'btn_add'));
    expect(b.allowed).toBe(false);
    expect(b.item).toMatchObject({ fullName: '新建', moduleName: '菜单管理' });
    expect(codes(b)).toEqual(expect.arrayContaining(['grant.user', 'menu.disabled']));
    await setState('baseModule', menu('system.menu'), 1);
    expect((await explain('zhangwei', 'button', button('system.menu', 'btn_add'))).allowed).toBe(true);

    await grantButtons(t, 'zhangwei', 'permission.organize', ['btn_edit']);
    const orphan = await explain('zhangwei', 'button', button('permission.organize', 'btn_edit'));
    expect(orphan.allowed).toBe(false);
    expect(reason(orphan, 'menu.notHeld').message).toBe(
      '此项已授权，但用户没有所属菜单“组织管理”的权限，因此不起作用',
    );
  });

  it('explains a directory with no page held, and a page under a disabled directory', async () => {
    await grantMenus(t, 'wangfang', ['permission']);
    const empty = await explain('wangfang', 'module', menu('permission'));
    expect(empty.allowed).toBe(false);
    expect(codes(empty)).toEqual(['grant.user', 'directory.empty']);
    expect(empty.signIn).toMatchObject({ allowed: false, reasons: [{ code: 'user.noMenus' }] });

    const now = t.clock.now();
    const base = {
      creatorTime: now,
      creatorUserId: null,
      linkTarget: '_self',
      category: 'Web',
      propertyJson: null,
      icon: null,
    };
    await t.database.db
      .insertInto('baseModule')
      .values([
        {
          ...base,
          id: 'x-dir',
          parentId: '-1',
          type: 1,
          fullName: '停用目录',
          enCode: 'xdir',
          urlAddress: null,
          enabledMark: 0,
        },
        {
          ...base,
          id: 'x-page',
          parentId: 'x-dir',
          type: 2,
          fullName: '孤儿页面',
          enCode: 'xdir.page',
          urlAddress: 'x/page',
          enabledMark: 1,
        },
      ])
      .execute();
    await grant('module', 'x-page', 'User', user('wangfang'));
    const page = await explain('wangfang', 'module', 'x-page');
    expect(page.allowed).toBe(false);
    expect(reason(page, 'ancestor.disabled')).toMatchObject({
      effect: 'deny',
      message: '上级目录“停用目录”已禁用或删除，其下的菜单都不会显示',
    });
    const held = await t.app.services.grants.of({ id: user('wangfang'), isAdministrator: false });
    expect(held.menus.map((m) => m.id)).not.toContain('x-page');
    const everything = await t.app.services.grants.of({ id: user('admin'), isAdministrator: true });
    expect(everything.menus.map((m) => m.id)).not.toContain('x-page');
  });

  it('explains the super administrator, and a disabled or locked user', async () => {
    const v = await explain('admin', 'button', button('system.log', 'btn_remove'));
    expect(v.allowed).toBe(true);
    expect(v.reasons).toMatchObject([{ code: 'admin', effect: 'allow', holder: null }]);
    await setState('baseModuleButton', button('system.log', 'btn_remove'), 0);
    const off = await explain('admin', 'button', button('system.log', 'btn_remove'));
    expect(off.allowed).toBe(false);
    expect(codes(off)).toEqual(['item.disabled', 'admin']);
    await setState('baseModuleButton', button('system.log', 'btn_remove'), 1);

    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 0, unlockTime: t.clock.now() + 10 * 60_000 })
      .where('id', '=', user('huangmin'))
      .execute();
    const locked = await explain('huangmin', 'module', menu('permission.user'));
    expect(locked.allowed).toBe(true);
    expect(locked.signIn.allowed).toBe(false);
    expect(locked.signIn.reasons.map((r) => r.code)).toEqual(['user.disabled', 'user.locked']);
    expect(locked.signIn.reasons[1].message).toBe('账号因密码错误次数过多已锁定，10分钟后才能登录');
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 1, unlockTime: null })
      .where('id', '=', user('huangmin'))
      .execute();
  });

  it("answers in the caller's language", async () => {
    const res = await call(
      `/api/permission/Explain/${user('zhouqiang')}?itemType=module&itemId=${menu('permission.user')}`,
      admin,
      { 'x-language': 'en' },
    );
    expect(res.json().data.reasons[0].message).toBe('Role "系统管理员" grants it');
    const tw = await call(
      `/api/permission/Explain/${user('zhouqiang')}?itemType=module&itemId=${menu('permission.user')}`,
      admin,
      { 'x-language': 'zhtw' },
    );
    expect(tw.json().data.reasons[0].message).toBe('角色「系统管理员」授予了此項');
  });
});

describe('the explainer agrees with the grants service', () => {
  it('for every menu and item, for several users', async () => {
    // Columns and data schemes exist only when a menu defines them: add one of each, grant them around.
    const now = t.clock.now();
    await t.database.db
      .insertInto('baseModuleColumn')
      .values({
        id: 'x-col',
        moduleId: menu('system.log'),
        parentId: '-1',
        fullName: '操作人',
        enCode: 'userName',
        creatorTime: now,
        creatorUserId: null,
      })
      .execute();
    await t.database.db
      .insertInto('baseModuleScheme')
      .values({
        id: 'x-scheme',
        moduleId: menu('system.log'),
        fullName: '本人数据',
        enCode: 'own',
        creatorTime: now,
        creatorUserId: null,
      })
      .execute();
    await grant('column', 'x-col', 'Role', role('sysadmin'));
    await grant('resource', 'x-scheme', 'User', user('zhangwei'));
    await grant('column', 'x-col', 'User', user('wangfang'));
    await t.database.db
      .updateTable('baseModuleButton')
      .set({ deleteMark: 1 })
      .where('id', '=', button('permission.role', 'btn_remove'))
      .execute();
    await t.app.services.grants.invalidateAll();

    for (const account of [
      'admin',
      'zhangwei',
      'huangmin',
      'zhouqiang',
      'wangfang',
      'liuyang',
      '13901010088@gaopeng',
    ]) {
      const id = user(account);
      const row = await t.database.db
        .selectFrom('baseUser')
        .select('isAdministrator')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const grants = await t.app.services.grants.of({ id, isAdministrator: row.isAdministrator === 1 });
      const items = (await call(`/api/permission/Explain/${id}/Items`)).json().data as ExplainItems;
      const checks: [string, string, boolean][] = [
        ['button', button('permission.role', 'btn_remove'), false],
      ];
      const walk = (nodes: ExplainMenuNode[]) => {
        for (const node of nodes) {
          const held = grants.menus.some((m) => m.id === node.id);
          expect(node.granted, `${account} ${node.enCode}`).toBe(held);
          checks.push(['module', node.id, held]);
          for (const kind of ['button', 'column', 'form', 'resource'] as const) {
            for (const leaf of node.items[kind]) {
              const got =
                leaf.enabled &&
                (grants.byModule.get(node.id)?.[kind].some((g) => g.enCode === leaf.enCode) ?? false);
              expect(leaf.granted, `${account} ${node.enCode} ${kind} ${leaf.enCode}`).toBe(got);
              checks.push([kind, leaf.id, got]);
            }
          }
          walk(node.children);
        }
      };
      walk(items.list);
      expect(checks.length).toBeGreaterThan(30);
      for (const [itemType, itemId, held] of checks) {
        const v = await explain(account, itemType, itemId);
        const label = `${account} ${itemType} ${v.item.fullName}: ${v.reasons.map((r) => r.code)}`;
        expect(v.allowed, label).toBe(held);
        const effects = v.reasons.map((r) => r.effect);
        // A held item has a path that grants it and nothing that blocks it; a missing one says what blocks it.
        if (held) {
          expect(effects, label).toContain('allow');
          expect(effects, label).not.toContain('deny');
        } else expect(effects, label).toContain('deny');
      }
    }
  });
});

/** Sessions and login-log rows of one user: a preview must add neither. */
async function signIns(account: string) {
  await t.app.services.logs.flush();
  const db = t.database.db;
  const sessions = await db
    .selectFrom('baseSession')
    .select('id')
    .where('userId', '=', user(account))
    .execute();
  const logins = await db
    .selectFrom('baseSysLog')
    .select('id')
    .where('userId', '=', user(account))
    .where('category', '=', 1)
    .execute();
  return { sessions: sessions.length, logins: logins.length };
}

describe('column and row permission', () => {
  it('says when a column or scheme grant does not matter, and when no scheme leaves the list empty', async () => {
    // 系统日志 limits neither columns nor rows (switches off).
    await t.database.db
      .updateTable('baseModule')
      .set({ isColumnAuthorize: 0, isDataAuthorize: 0 })
      .where('id', '=', menu('system.log'))
      .execute();
    await t.app.services.grants.invalidateAll();
    const column = await explain('huangmin', 'column', 'x-col');
    expect(column.allowed).toBe(true);
    expect(reason(column, 'column.uncontrolled').effect).toBe('note');
    const scheme = await explain('zhangwei', 'resource', 'x-scheme');
    expect(scheme.allowed).toBe(true);
    expect(reason(scheme, 'scheme.uncontrolled').message).toBe(
      '菜单“系统日志”未开启数据权限或没有启用的方案，列表不按数据方案筛选，所有数据都可见',
    );

    await t.database.db
      .updateTable('baseModule')
      .set({ isColumnAuthorize: 1, isDataAuthorize: 1 })
      .where('id', '=', menu('system.log'))
      .execute();
    await t.app.services.grants.invalidateAll();
    expect(codes(await explain('huangmin', 'column', 'x-col'))).toEqual(['grant.role']);
    expect(codes(await explain('zhangwei', 'resource', 'x-scheme'))).toEqual(['grant.user']);
    const none = await explain('huangmin', 'resource', 'x-scheme');
    expect(none.allowed).toBe(false);
    expect(codes(none)).toEqual(['none', 'scheme.noneHeld']);
  });
});

describe('view as another user', () => {
  it('answers exactly what CurrentUser answers that user, without signing them in', async () => {
    for (const account of ['zhouqiang', 'zhangwei', 'admin']) {
      const token =
        account === 'admin' ? admin : await t.login(account, account === 'admin' ? 'admin123' : '123456');
      const own = (await call('/api/oauth/CurrentUser', token)).json().data;
      const before = await signIns(account);
      const res = await call(`/api/permission/Explain/${user(account)}/ViewAs`);
      expect(res.statusCode).toBe(200);
      const preview = res.json().data;
      expect(preview.menuList, account).toEqual(own.menuList);
      expect(preview.permissionList, account).toEqual(own.permissionList);
      expect(preview.userInfo, account).toEqual(own.userInfo);
      expect(await signIns(account)).toEqual(before);
    }
    const preview = (await call(`/api/permission/Explain/${user('zhouqiang')}/ViewAs`)).json().data;
    const holders = preview.user.holders.map((h: { type: string; name: string }) => `${h.type}:${h.name}`);
    expect(holders.slice(0, 2).sort()).toEqual(['Role:普通员工', 'Role:系统管理员']);
    expect(holders.slice(2)).toEqual(['Position:运维工程师', 'User:周强']);
  });

  it('previews a user who cannot sign in, and says why', async () => {
    const res = await call(`/api/permission/Explain/${user('liuyang')}/ViewAs`);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview.menuList).toEqual([]);
    expect(preview.userInfo.userName).toBe('刘洋');
    const items = (await call(`/api/permission/Explain/${user('liuyang')}/Items`)).json()
      .data as ExplainItems;
    expect(items.signIn.allowed).toBe(false);
    expect(items.list.length).toBeGreaterThan(0);
    expect(preview.signIn).toMatchObject({
      allowed: false,
      reasons: [{ code: 'user.noMenus', message: '该用户没有任何菜单，登录时会被拒绝（权限不足）' }],
    });
  });
});
