import { describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import {
  admin,
  call,
  create,
  flatten,
  granted,
  type Node,
  refused,
  SYSTEM,
  t,
  useMenuApp,
} from './menu-fixture.js';

/** Menus: deleting one. */

useMenuApp();

describe('DELETE /api/system/Menu/{id}', () => {
  it('is refused while the menu has sub-menus', async () => {
    const res = await refused('DELETE', `/api/system/Menu/${SYSTEM}`, undefined, 400);
    expect(res.msg).toMatch(/^该菜单下还有\d+个子菜单,请先删除子菜单$/);
  });

  it('deletes the menu with its buttons, columns, form fields and grants in one go', async () => {
    const id = await create({ enCode: 'cascade.page' });
    const add = async (path: string, body: object) => {
      const res = await call('POST', `/api/system/${path}`, admin, { moduleId: id, ...body });
      expect(res.json().code, JSON.stringify(res.json())).toBe(200);
      return res.json().data.id as string;
    };
    const button = await add('ModuleButton', { fullName: '新建', enCode: 'btn_add' });
    await add('ModuleColumn', { fullName: '名称', enCode: 'f_name' });
    await add('ModuleForm', { fullName: '名称', enCode: 'f_name' });
    const role = seedId('role:sysadmin');
    const now = t.clock.now();
    await t.database.db
      .insertInto('baseAuthorize')
      .values([
        {
          id: 'g-menu',
          itemType: 'module',
          itemId: id,
          objectType: 'Role',
          objectId: role,
          creatorTime: now,
          creatorUserId: null,
        },
        {
          id: 'g-btn',
          itemType: 'button',
          itemId: button,
          objectType: 'Role',
          objectId: role,
          creatorTime: now,
          creatorUserId: null,
        },
      ])
      .execute();
    await t.app.services.grants.invalidateAll();
    expect(
      (await call('GET', '/api/oauth/CurrentUser', granted)).json().data.menuList.length,
    ).toBeGreaterThan(0);
    expect(
      flatten((await call('GET', '/api/oauth/CurrentUser', granted)).json().data.menuList).map(
        (m: Node) => m.id,
      ),
    ).toContain(id);

    expect((await call('DELETE', `/api/system/Menu/${id}`)).json().code).toBe(200);
    expect((await call('GET', `/api/system/Menu/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/system/ModuleButton/${button}`)).statusCode).toBe(404);
    const grants = await t.database.db
      .selectFrom('baseAuthorize')
      .select('id')
      .where('id', 'in', ['g-menu', 'g-btn'])
      .execute();
    expect(grants).toEqual([]);
    for (const table of ['baseModuleButton', 'baseModuleColumn', 'baseModuleForm'] as const) {
      const live = await t.database.db
        .selectFrom(table)
        .select('id')
        .where('moduleId', '=', id)
        .where('deleteMark', 'is', null)
        .execute();
      expect([table, live]).toEqual([table, []]);
    }
    expect(
      flatten((await call('GET', '/api/oauth/CurrentUser', granted)).json().data.menuList).map(
        (m: Node) => m.id,
      ),
    ).not.toContain(id);
  });

  it('frees the code of a deleted menu', async () => {
    const id = await create({ enCode: 'reuse.code' });
    await call('DELETE', `/api/system/Menu/${id}`);
    const again = await create({ enCode: 'reuse.code' });
    await call('DELETE', `/api/system/Menu/${again}`);
  });
});
