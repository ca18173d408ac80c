import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantButtons, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** zhangwei may open the log page, nothing of the role screen */
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

const role = (code: string) => seedId(`role:${code}`);
const valid = { fullName: '审计人员', enCode: 'auditor', type: 'business', description: '查看审计报表' };

const ADMIN_ROUTES: [Method, string, object?][] = [
  ['GET', '/api/permission/Role'],
  ['POST', '/api/permission/Role', valid],
  ['GET', `/api/permission/Role/${role('staff')}`],
  ['PUT', `/api/permission/Role/${role('staff')}`, { fullName: '普通员工', enCode: 'staff' }],
  ['DELETE', `/api/permission/Role/${role('staff')}`],
  ['PUT', `/api/permission/Role/${role('staff')}/Actions/State`],
];

describe('access to the role routes', () => {
  it('asks anonymous callers to sign in (600) on every route, the selector included', async () => {
    for (const [method, url, body] of [...ADMIN_ROUTES, ['GET', '/api/permission/Role/Selector'] as const]) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the role menu, and changes nothing', async () => {
    const before = await tableCounts(t.database, ['baseRole']);
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
    expect(await tableCounts(t.database, ['baseRole'])).toEqual(before);
    const staff = (await call('GET', `/api/permission/Role/${role('staff')}`)).json().data;
    expect(staff.enabledMark).toBe(1);
  });

  it('lets any signed-in user read the selector of enabled roles', async () => {
    const res = await call('GET', '/api/permission/Role/Selector', outsider);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list.map((r: { fullName: string }) => r.fullName)).toEqual([
      '系统管理员',
      '部门经理',
      '财务人员',
      '普通员工',
    ]);
  });

  it('needs the menu to read and each button to write', async () => {
    await grantMenus(t, 'wangfang', ['permission', 'permission.role']);
    const token = await t.login('wangfang', '123456');
    expect((await call('GET', '/api/permission/Role', token)).statusCode).toBe(200);
    expect((await call('POST', '/api/permission/Role', token, valid)).statusCode).toBe(403);
    await grantButtons(t, 'wangfang', 'permission.role', ['btn_add']);
    const created = await call('POST', '/api/permission/Role', token, { fullName: '访客', enCode: 'guest' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect((await call('PUT', `/api/permission/Role/${id}/Actions/State`, token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/permission/Role/${id}`, token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/permission/Role/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/permission/Role', () => {
  it('lists roles in sort order with their member counts, paged', async () => {
    const res = await call('GET', '/api/permission/Role?currentPage=1&pageSize=2');
    const { list, pagination } = res.json().data;
    expect(pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 });
    expect(list.map((r: { enCode: string }) => r.enCode)).toEqual(['sysadmin', 'manager']);
    expect(list[0]).toMatchObject({ fullName: '系统管理员', userCount: 2, enabledMark: 1 });
    const page2 = (await call('GET', '/api/permission/Role?currentPage=2&pageSize=2')).json().data.list;
    expect(page2.map((r: { enCode: string }) => r.enCode)).toEqual(['finance', 'staff']);
  });

  it('searches name and code, taking % literally', async () => {
    const byName = await call('GET', `/api/permission/Role?keyword=${encodeURIComponent('财务')}`);
    expect(byName.json().data.list.map((r: { enCode: string }) => r.enCode)).toEqual(['finance']);
    const byCode = await call('GET', '/api/permission/Role?keyword=STAFF');
    expect(byCode.json().data.pagination.total).toBe(1);
    expect((await call('GET', '/api/permission/Role?keyword=%25')).json().data.list).toEqual([]);
  });

  it('refuses a page size over 500', async () => {
    const res = await call('GET', '/api/permission/Role?pageSize=501');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('每页条数不能大于500');
  });
});

describe('creating and changing a role', () => {
  it('creates a role that the list and the form read back', async () => {
    const res = await call('POST', '/api/permission/Role', admin, { ...valid, sortCode: 9 });
    expect(res.statusCode).toBe(200);
    const got = (await call('GET', `/api/permission/Role/${res.json().data.id}`)).json().data;
    expect(got).toMatchObject({ ...valid, sortCode: 9, enabledMark: 1, userCount: 0 });
  });

  it('refuses a repeated code or name with 409 naming the field, and adds nothing', async () => {
    const before = await tableCounts(t.database, ['baseRole']);
    const code = await call('POST', '/api/permission/Role', admin, { fullName: '另一个', enCode: 'auditor' });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ code: 409, msg: '角色编码已存在', data: { field: 'enCode' } });
    const name = await call('POST', '/api/permission/Role', admin, {
      fullName: '审计人员',
      enCode: 'auditor2',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().msg).toBe('角色名称已存在');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/permission/Role',
      headers: { authorization: admin, 'x-language': 'en' },
      payload: { fullName: 'X1', enCode: 'auditor' },
    });
    expect(english.json().msg).toBe('Role code is already in use');
    expect(await tableCounts(t.database, ['baseRole'])).toEqual(before);
  });

  it('refuses names, codes and types outside the rules, in the user language', async () => {
    const before = await tableCounts(t.database, ['baseRole']);
    const cases: [object, string][] = [
      [{ fullName: '审计#', enCode: 'a1' }, '名称不能含有特殊符号'],
      [{ fullName: '审计', enCode: '.a1' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '审计', enCode: 'a..b' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '  ', enCode: 'a1' }, '名称不能含有特殊符号'],
      [{ enCode: 'a1' }, '名称不能为空'],
      [{ fullName: '审计', enCode: 'a1', type: 'boss' }, '类型的取值不在允许范围内'],
      [{ fullName: '审计', enCode: 'a1', sortCode: -1 }, '排序不能小于0'],
      [{ fullName: '审计', enCode: 'a1', enabledMark: 2 }, '状态的取值不在允许范围内'],
      [{ fullName: 'x'.repeat(51), enCode: 'a1' }, '名称不能超过50个字符'],
    ];
    for (const [body, msg] of cases) {
      const res = await call('POST', '/api/permission/Role', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await tableCounts(t.database, ['baseRole'])).toEqual(before);
  });

  it('saves an edit and refuses taking another role code', async () => {
    const id = role('finance');
    const edit = {
      fullName: '财务专员',
      enCode: 'finance',
      type: 'business',
      description: null,
      sortCode: 2,
    };
    expect((await call('PUT', `/api/permission/Role/${id}`, admin, edit)).statusCode).toBe(200);
    expect((await call('GET', `/api/permission/Role/${id}`)).json().data).toMatchObject(edit);
    const taken = await call('PUT', `/api/permission/Role/${id}`, admin, { ...edit, enCode: 'staff' });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', `/api/permission/Role/${id}`)).json().data.enCode).toBe('finance');
  });

  it('answers 404 for a role that does not exist', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/permission/Role/nope'],
      ['PUT', '/api/permission/Role/nope', valid],
      ['DELETE', '/api/permission/Role/nope'],
      ['PUT', '/api/permission/Role/nope/Actions/State'],
    ] as const) {
      const res = await call(method, url, admin, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe('角色不存在');
    }
  });
});

describe('enabling and disabling', () => {
  it('takes a disabled role grants away on its holders next request, and gives them back', async () => {
    const zhouqiang = await t.login('zhouqiang', '123456');
    expect((await call('GET', '/api/permission/Role', zhouqiang)).statusCode).toBe(200);
    expect((await call('PUT', `/api/permission/Role/${role('sysadmin')}/Actions/State`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/permission/Role/${role('sysadmin')}`)).json().data.enabledMark).toBe(0);
    expect((await call('GET', '/api/permission/Role', zhouqiang)).statusCode).toBe(403);
    const selector = (await call('GET', '/api/permission/Role/Selector')).json().data.list;
    expect(selector.map((r: { enCode: string }) => r.enCode)).not.toContain('sysadmin');

    expect((await call('PUT', `/api/permission/Role/${role('sysadmin')}/Actions/State`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/permission/Role', zhouqiang)).statusCode).toBe(200);
  });

  it('also applies a state change made through the edit form', async () => {
    const zhouqiang = await t.login('zhouqiang', '123456');
    const body = { fullName: '系统管理员', enCode: 'sysadmin', enabledMark: 0 };
    expect((await call('PUT', `/api/permission/Role/${role('sysadmin')}`, admin, body)).statusCode).toBe(200);
    expect((await call('GET', '/api/permission/Role', zhouqiang)).statusCode).toBe(403);
    await call('PUT', `/api/permission/Role/${role('sysadmin')}`, admin, { ...body, enabledMark: 1 });
    expect((await call('GET', '/api/permission/Role', zhouqiang)).statusCode).toBe(200);
  });
});

describe('DELETE /api/permission/Role/{id}', () => {
  it('refuses a role that has members, saying how many', async () => {
    const res = await call('DELETE', `/api/permission/Role/${role('finance')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该角色下还有4个用户,请先移除角色成员');
    expect((await call('GET', `/api/permission/Role/${role('finance')}`)).statusCode).toBe(200);
  });

  it('refuses a role without members that still holds grants', async () => {
    const id = (
      await call('POST', '/api/permission/Role', admin, { fullName: '报表查看', enCode: 'report' })
    ).json().data.id;
    await t.database.db
      .insertInto('baseAuthorize')
      .values({
        id: `${id}-log`,
        itemType: 'module',
        itemId: seedId('menu:system.log'),
        objectType: 'Role',
        objectId: id,
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
    const res = await call('DELETE', `/api/permission/Role/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该角色已被授予1项权限,请先取消授权');
    await t.database.db.deleteFrom('baseAuthorize').where('objectId', '=', id).execute();
    expect((await call('DELETE', `/api/permission/Role/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/permission/Role/${id}`)).statusCode).toBe(404);
    const list = (await call('GET', '/api/permission/Role?keyword=report')).json().data.list;
    expect(list).toEqual([]);
    // A deleted role's code is free again.
    expect(
      (await call('POST', '/api/permission/Role', admin, { fullName: '报表查看', enCode: 'report' }))
        .statusCode,
    ).toBe(200);
  });
});
