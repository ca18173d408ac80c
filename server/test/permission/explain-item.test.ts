import type { ExplainItems } from '@app/common';
import { describe, expect, it } from 'vitest';
import { grantButtons, grantMenus, withoutRoles } from '../helpers/test-app.js';
import {
  admin,
  button,
  call,
  codes,
  explain,
  grant,
  menu,
  position,
  reason,
  role,
  setState,
  t,
  useExplainApp,
  user,
} from './explain-fixture.js';

/** The permission explainer: the reasons it gives for one item. */

useExplainApp();

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
    await withoutRoles(t, 'wangfang');
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
