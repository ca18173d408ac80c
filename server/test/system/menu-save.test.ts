import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  create,
  fields,
  flatten,
  granted,
  info,
  LOG,
  type Node,
  refused,
  SYSTEM,
  t,
  useMenuApp,
} from './menu-fixture.js';

/** Menus: saving one, and the change reaching the users. */

useMenuApp();

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
