import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the menu screen with all its buttons */
let granted: string;
/** signed in, without the menu screen */
let outsider: string;
/** the menu screen without any of its buttons */
let reader: string;

const menu = (code: string) => seedId(`menu:${code}`);
const SYSTEM = menu('system');
const LOG = menu('system.log');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.menu']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const fields = (more: Record<string, unknown> = {}) => ({
  parentId: SYSTEM,
  fullName: '数据字典',
  enCode: 'system.dictionary',
  type: 2,
  icon: 'BookOutlined',
  urlAddress: 'system/dictionary',
  linkTarget: '_self',
  category: 'Web',
  propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '', isTree: 0 }),
  sortCode: 30,
  enabledMark: 1,
  description: '字典维护',
  ...more,
});

async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', '/api/system/Menu', token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const info = async (id: string) => (await call('GET', `/api/system/Menu/${id}`)).json().data;

const counts = () =>
  tableCounts(t.database, [
    'baseModule',
    'baseModuleButton',
    'baseModuleColumn',
    'baseModuleForm',
    'baseAuthorize',
  ]);

type Node = { id: string; enCode: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function refused(method: Method, url: string, body: object | undefined, status: number) {
  const before = await counts();
  const res = await call(method, url, admin, body);
  expect([url, res.statusCode], JSON.stringify(res.json())).toEqual([url, status]);
  expect(await counts()).toEqual(before);
  return res.json();
}

describe('who may call the menu routes', () => {
  const routes: [Method, string, 'read' | 'write'][] = [
    ['GET', '/api/system/Menu', 'read'],
    ['GET', `/api/system/Menu/Selector/${LOG}`, 'read'],
    ['GET', '/api/system/Menu/Selector/0', 'read'],
    ['GET', `/api/system/Menu/${LOG}`, 'read'],
    ['POST', '/api/system/Menu', 'write'],
    ['PUT', `/api/system/Menu/${LOG}`, 'write'],
    ['PUT', `/api/system/Menu/${LOG}/Actions/State`, 'write'],
    ['DELETE', `/api/system/Menu/${LOG}`, 'write'],
  ];
  const body = (method: Method) => (method === 'POST' || method === 'PUT' ? fields() : undefined);

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of [...routes, ['GET', '/api/system/Menu/Selector/All'] as const]) {
      const res = await call(method, url, null, body(method));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses users without the menu screen (403); readers without buttons may only read', async () => {
    const before = await counts();
    for (const [method, url, need] of routes) {
      expect([method, url, (await call(method, url, outsider, body(method))).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
      const asReader = await call(method, url, reader, body(method));
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await counts()).toEqual(before);
  });

  it('serves the menu picker (Selector/All) to any signed-in user', async () => {
    const res = await call('GET', '/api/system/Menu/Selector/All', outsider);
    expect(res.json().code).toBe(200);
    expect(flatten(res.json().data.list).map((m) => m.enCode)).toContain('system.menu');
  });

  it('lets the 系统管理员 role create, edit, switch and delete menus', async () => {
    const id = await create({ enCode: 'granted.page' }, granted);
    const edit = await call(
      'PUT',
      `/api/system/Menu/${id}`,
      granted,
      fields({ enCode: 'granted.page', fullName: '改名' }),
    );
    expect(edit.json().code).toBe(200);
    const state = await call('PUT', `/api/system/Menu/${id}/Actions/State`, granted);
    expect(state.json().data).toEqual({ enabledMark: 0 });
    expect((await call('DELETE', `/api/system/Menu/${id}`, granted)).json().code).toBe(200);
  });
});

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

describe('saving a menu', () => {
  it('generates the address of types 3, 4, 5, 6 and 8 from the code without its first dot', async () => {
    const cases: [number, string][] = [
      [3, 'model/salesorder.list'],
      [4, 'dictionary/salesorder.list'],
      [5, 'dataReport/salesorder.list'],
      [6, 'dataScreen/salesorder.list'],
      [8, 'portal/salesorder.list'],
    ];
    for (const [type, url] of cases) {
      const id = await create({ type, enCode: 'sales.order.list', urlAddress: 'typed/by/hand' });
      expect([type, (await info(id)).urlAddress]).toEqual([type, url]);
      await call('DELETE', `/api/system/Menu/${id}`);
    }
  });

  it('switches on every sub-permission for types 2, 3 and 4, and opens data screens in a new tab', async () => {
    for (const type of [2, 3, 4]) {
      const id = await create({ type, enCode: `flags.t${type}` });
      expect(await info(id)).toMatchObject({
        isButtonAuthorize: 1,
        isColumnAuthorize: 1,
        isFormAuthorize: 1,
        isDataAuthorize: 1,
      });
      await call('DELETE', `/api/system/Menu/${id}`);
    }
    const report = await create({ type: 5, enCode: 'flags.t5', isColumnAuthorize: 1 });
    expect(await info(report)).toMatchObject({
      isButtonAuthorize: 0,
      isColumnAuthorize: 1,
      isFormAuthorize: 0,
    });
    const screen = await create({ type: 6, enCode: 'flags.t6', linkTarget: '_self' });
    expect((await info(screen)).linkTarget).toBe('_blank');
    const link = await create({
      type: 7,
      enCode: 'flags.t7',
      urlAddress: 'https://example.com',
      linkTarget: '_blank',
    });
    expect(await info(link)).toMatchObject({ urlAddress: 'https://example.com', linkTarget: '_blank' });
    const dir = await create({ type: 1, enCode: 'flags.t1', urlAddress: 'ignored' });
    expect((await info(dir)).urlAddress).toBeNull();
    for (const id of [report, screen, link, dir]) await call('DELETE', `/api/system/Menu/${id}`);
  });

  it('asks for the address of pages and links', async () => {
    const page = await refused('POST', '/api/system/Menu', fields({ urlAddress: '  ' }), 400);
    expect(page.msg).toBe('地址不能为空');
    await refused('POST', '/api/system/Menu', fields({ type: 7, urlAddress: null }), 400);
  });

  it('allows App menus of types 1, 2, 3 and 7 only, and App directories only at the top', async () => {
    const app = (more: Record<string, unknown>) => fields({ category: 'App', parentId: '-1', ...more });
    const top = await create(app({ type: 1, enCode: 'app.top', urlAddress: null }));
    for (const type of [4, 5, 6, 8]) {
      const res = await refused('POST', '/api/system/Menu', app({ type, enCode: `app.t${type}` }), 400);
      expect(res.msg).toBe('App菜单只能是目录、页面、功能或外链');
    }
    const nested = await refused(
      'POST',
      '/api/system/Menu',
      app({ parentId: top, type: 1, enCode: 'app.nested' }),
      400,
    );
    expect(nested.msg).toBe('App菜单只有顶级菜单可以是目录');
    // an App menu cannot sit under a Web directory
    await refused('POST', '/api/system/Menu', app({ parentId: SYSTEM, type: 2, enCode: 'app.inweb' }), 400);
    const fn = await create(
      app({ parentId: top, type: 3, enCode: 'app.fn', propertyJson: JSON.stringify({ moduleId: 'm1' }) }),
    );
    expect(await info(fn)).toMatchObject({
      category: 'App',
      urlAddress: '/pages/apply/dynamicModel/index?id=m1',
    });
    expect(JSON.parse((await info(fn)).propertyJson)).toEqual({
      moduleId: 'm1',
      iconBackgroundColor: '',
      isTree: 0,
    });
    // the category of a menu stays what it was
    await refused(
      'PUT',
      `/api/system/Menu/${fn}`,
      app({ parentId: top, type: 3, enCode: 'app.fn', category: 'Web' }),
      400,
    );
    for (const id of [fn, top]) await call('DELETE', `/api/system/Menu/${id}`);
  });

  it('refuses a code used by another menu of the same category (409), but not of the other category', async () => {
    const res = await refused('POST', '/api/system/Menu', fields({ enCode: 'system.log' }), 409);
    expect(res.msg).toBe('编码已存在');
    const app = await create({ category: 'App', parentId: '-1', enCode: 'system.log' });
    await call('DELETE', `/api/system/Menu/${app}`);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ enCode: 'bad code' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ enCode: '.start' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '  ' }, '名称不能为空'],
      [{ type: 9 }, ''],
      [{ linkTarget: '_top' }, ''],
      [{ propertyJson: '{not json' }, '菜单扩展属性格式不正确'],
      [{ propertyJson: '[1,2]' }, '菜单扩展属性格式不正确'],
      [{ sortCode: -1 }, ''],
    ];
    for (const [more, msg] of bad) {
      const res = await refused('POST', '/api/system/Menu', fields(more), 400);
      if (msg) expect(res.msg).toBe(msg);
      else expect(res.msg).toBeTruthy();
    }
    await refused('PUT', '/api/system/Menu/no-such-menu', fields(), 404);
    await refused('PUT', '/api/system/Menu/no-such-menu/Actions/State', undefined, 404);
    await refused('DELETE', '/api/system/Menu/no-such-menu', undefined, 404);
  });

  it('answers an English message to an English user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/Menu',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: fields({ category: 'App', parentId: '-1', type: 5, enCode: 'app.en' }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('menu changes reach the users', () => {
  const menusOf = async (token: string) =>
    flatten((await call('GET', '/api/oauth/CurrentUser', token)).json().data.menuList as Node[]);

  it('shows a renamed, disabled or re-enabled menu on the next request', async () => {
    const before = await menusOf(granted);
    expect(before.find((m) => m.id === LOG)).toMatchObject({ fullName: '系统日志' });
    const current = await info(LOG);
    const { id: _id, creatorTime: _c, hasChildren: _h, children: _ch, ...editable } = current;
    await call('PUT', `/api/system/Menu/${LOG}`, admin, { ...editable, fullName: '运行日志' });
    expect((await menusOf(granted)).find((m) => m.id === LOG)).toMatchObject({ fullName: '运行日志' });
    await call('PUT', `/api/system/Menu/${LOG}/Actions/State`);
    expect((await menusOf(granted)).map((m) => m.id)).not.toContain(LOG);
    await call('PUT', `/api/system/Menu/${LOG}/Actions/State`);
    await call('PUT', `/api/system/Menu/${LOG}`, admin, { ...editable, fullName: '系统日志' });
    expect((await menusOf(granted)).find((m) => m.id === LOG)).toMatchObject({ fullName: '系统日志' });
  });
});

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
