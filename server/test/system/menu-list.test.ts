import { describe, expect, it } from 'vitest';
import {
  call,
  create,
  fields,
  flatten,
  info,
  LOG,
  type Node,
  refused,
  SYSTEM,
  useMenuApp,
} from './menu-fixture.js';

/** Menus: the tree and the parent choices. */

useMenuApp();

describe('GET /api/system/Menu', () => {
  it('answers the Web menus as a tree with every field of the menu form', async () => {
    const list = (await call('GET', '/api/system/Menu')).json().data.list as Node[];
    const system = list.find((m) => m.enCode === 'system') as Node & Record<string, unknown>;
    expect(system).toMatchObject({ id: SYSTEM, parentId: '-1', type: 1, hasChildren: true, category: 'Web' });
    expect(system.children?.map((m) => m.enCode)).toEqual(
      expect.arrayContaining(['system.log', 'system.menu']),
    );
    const menuPage = system.children?.find((m) => m.enCode === 'system.menu') as unknown as {
      propertyJson: string;
    };
    expect(menuPage).toMatchObject({
      fullName: '菜单管理',
      type: 2,
      urlAddress: 'system/menu',
      icon: 'MenuOutlined',
      linkTarget: '_self',
      enabledMark: 1,
      isButtonAuthorize: 1,
      sortCode: 20,
    });
    expect(JSON.parse(menuPage.propertyJson)).toEqual({
      moduleId: '',
      iconBackgroundColor: '',
      isTree: 0,
    });
  });

  it('keeps the matches of a keyword (name, code or address) with their parents', async () => {
    const byName = (await call('GET', `/api/system/Menu?keyword=${encodeURIComponent('日志')}`)).json().data
      .list;
    expect(flatten(byName).map((m) => m.enCode)).toEqual(['system', 'system.log']);
    const byAddress = (await call('GET', '/api/system/Menu?keyword=PERMISSION/ROLE')).json().data.list;
    expect(flatten(byAddress).map((m) => m.enCode)).toEqual(['permission', 'permission.role']);
    expect((await call('GET', '/api/system/Menu?keyword=nothing-like-this')).json().data.list).toEqual([]);
  });

  it('keeps App menus apart from Web menus', async () => {
    const id = await create({
      parentId: '-1',
      category: 'App',
      enCode: 'app.home',
      type: 1,
      urlAddress: null,
    });
    const app = (await call('GET', '/api/system/Menu?category=App')).json().data.list as Node[];
    expect(app.map((m) => m.id)).toEqual([id]);
    const web = flatten((await call('GET', '/api/system/Menu')).json().data.list);
    expect(web.map((m) => m.id)).not.toContain(id);
    await call('DELETE', `/api/system/Menu/${id}`);
  });

  it('refuses an unknown category (400)', async () => {
    expect((await call('GET', '/api/system/Menu?category=Phone')).statusCode).toBe(400);
  });
});

describe('parent choices (Menu/Selector)', () => {
  it('offers directories only, without the menu itself and what lies below it', async () => {
    const top = await create({ parentId: '-1', type: 1, enCode: 'tree.top', urlAddress: null });
    const middle = await create({ parentId: top, type: 1, enCode: 'tree.middle', urlAddress: null });
    const leaf = await create({ parentId: middle, type: 1, enCode: 'tree.leaf', urlAddress: null });
    const all = flatten((await call('GET', '/api/system/Menu/Selector/0')).json().data.list);
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining([SYSTEM, top, middle, leaf]));
    expect(all.map((m) => m.id)).not.toContain(LOG);
    const forMiddle = flatten((await call('GET', `/api/system/Menu/Selector/${middle}`)).json().data.list);
    expect(forMiddle.map((m) => m.id)).toContain(top);
    expect(forMiddle.map((m) => m.id)).not.toContain(middle);
    expect(forMiddle.map((m) => m.id)).not.toContain(leaf);
    expect((await call('GET', '/api/system/Menu/Selector/no-such-menu')).statusCode).toBe(404);

    // moving a directory under itself or below itself is refused
    const underItself = await refused(
      'PUT',
      `/api/system/Menu/${top}`,
      fields({ parentId: top, type: 1, enCode: 'tree.top' }),
      400,
    );
    expect(underItself.msg).toBe('上级菜单不能是自己或自己的下级');
    await refused(
      'PUT',
      `/api/system/Menu/${top}`,
      fields({ parentId: leaf, type: 1, enCode: 'tree.top' }),
      400,
    );
    expect((await info(top)).parentId).toBe('-1');
    // a page cannot hold sub-menus, an unknown parent is refused
    await refused('POST', '/api/system/Menu', fields({ parentId: LOG, enCode: 'under.page' }), 400);
    await refused('POST', '/api/system/Menu', fields({ parentId: 'nope', enCode: 'under.nothing' }), 400);

    for (const id of [leaf, middle, top])
      expect((await call('DELETE', `/api/system/Menu/${id}`)).statusCode).toBe(200);
  });
});
