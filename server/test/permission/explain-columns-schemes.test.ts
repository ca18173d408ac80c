import type { ExplainItems, ExplainMenuNode } from '@app/common';
import { describe, expect, it } from 'vitest';
import {
  button,
  call,
  codes,
  explain,
  grant,
  menu,
  reason,
  role,
  t,
  useExplainApp,
  user,
} from './explain-fixture.js';

/**
 * The permission explainer on columns and data schemes: it agrees with the grants service, then says
 * when such a grant does not matter (the second describe reads the column and scheme the first makes).
 */

useExplainApp();

describe('the explainer agrees with the grants service', () => {
  it('for every menu and item, for several users', { timeout: 90_000 }, async () => {
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
