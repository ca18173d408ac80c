import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

/**
 * Who may call a data interface (issue 13 item 4): its designers, and others only where the interface's
 * settings open it to one of their roles or to every signed-in user. Schema reads need 数据建模.
 */

let t: TestApp;
let admin: string;
/** zhangwei: signed in (holds 系统日志 only), member of 部门经理 and 普通员工 */
let plain: string;
/** lina: holds the 数据接口 menu (a designer), not 数据建模 */
let designer: string;
let categoryId: string;
const ids: Record<string, string> = {};

const BASE = '/api/system/DataInterface';
const MANAGER = seedId('role:manager');
const FINANCE = seedId('role:finance');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

let seq = 0;
async function create(more: Record<string, unknown>) {
  seq++;
  const res = await call('POST', BASE, admin, {
    fullName: `权限接口${seq}`,
    enCode: `access${seq}`,
    categoryId,
    dataType: 1,
    dbLinkId: '0',
    query: 'select id, account from base_user order by id',
    enabledMark: 1,
    ...more,
  });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  plain = await t.login('zhangwei', '123456');
  await grantMenus(t, 'lina', ['systemData', 'systemData.dataInterface']);
  designer = await t.login('lina', '123456');
  const categories = await call('GET', '/api/system/DictionaryData/All', admin);
  const all = categories.json().data.list as { enCode: string; dictionaryList: { id: string }[] }[];
  categoryId = (all.find((d) => d.enCode === 'DataInterfaceType') as (typeof all)[number]).dictionaryList[0]
    .id;
  ids.sql = await create({});
  ids.http = await create({ dataType: 3, query: 'http://127.0.0.1:9/x', enabledMark: 0 });
  ids.static = await create({ dataType: 2, query: '[{"id":"1","account":"a"}]' });
  ids.managers = await create({ callScope: 'roles', callRoleIds: [MANAGER] });
  ids.finance = await create({ callScope: 'roles', callRoleIds: [FINANCE] });
  ids.everyone = await create({ callScope: 'everyone' });
});
afterAll(() => t.close());

/** The three ways a form or picker calls an interface. */
const calls = (id: string) => [
  `${BASE}/${id}/Actions/Response`,
  `${BASE}/${id}/Action/List?currentPage=1&pageSize=5`,
  `${BASE}/${id}/Action/Info?id=1`,
];

async function selectorIds(token: string): Promise<string[]> {
  const res = await call('GET', `${BASE}/Selector`, token);
  expect(res.json().code).toBe(200);
  return (res.json().data as { children: { id: string }[] }[]).flatMap((c) => c.children.map((i) => i.id));
}

describe('who may call a data interface', () => {
  it('new SQL and HTTP interfaces are for their designers; static JSON is open to every signed-in user', async () => {
    const scope = async (id: string) => (await call('GET', `${BASE}/${id}`, admin)).json().data.callScope;
    expect(await scope(ids.sql)).toBe('designers');
    expect(await scope(ids.http)).toBe('designers');
    expect(await scope(ids.static)).toBe('everyone');
    expect((await call('GET', `${BASE}/${ids.managers}`, admin)).json().data.callRoleIds).toEqual([MANAGER]);
  });

  it('a signed-in user without the 数据接口 menu cannot run, list or pick an interface kept for designers', async () => {
    const callLog = async () => {
      await t.app.services.logs.flush();
      const rows = await t.database.db
        .selectFrom('baseSysLog')
        .select('id')
        .where('objectId', '=', ids.sql)
        .execute();
      return rows.length;
    };
    const before = [await callLog(), await tableCounts(t.database, ['baseDataInterface'])];
    for (const url of calls(ids.sql)) {
      const res = await call('GET', url, plain);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '您没有调用此数据接口的权限', data: null });
      expect(JSON.stringify(res.json())).not.toContain('admin');
    }
    const english = await t.app.inject({
      method: 'GET',
      url: calls(ids.sql)[0],
      headers: { authorization: plain, 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('You may not call this data interface');
    expect([await callLog(), await tableCounts(t.database, ['baseDataInterface'])]).toEqual(before);
    const listed = await selectorIds(plain);
    expect(listed).not.toContain(ids.sql);
    expect(listed).not.toContain(ids.finance);
    expect(listed).toEqual(expect.arrayContaining([ids.static, ids.managers, ids.everyone]));
  });

  it('an interface opened to roles answers their members and no one else', async () => {
    for (const url of calls(ids.managers)) expect((await call('GET', url, plain)).json().code, url).toBe(200);
    for (const url of calls(ids.finance)) expect((await call('GET', url, plain)).statusCode, url).toBe(403);
    for (const url of calls(ids.everyone)) expect((await call('GET', url, plain)).json().code, url).toBe(200);
    expect((await call('GET', calls(ids.static)[0], plain)).json().code).toBe(200);
  });

  it('taking the user out of the role, or disabling the role, closes the interface to them', async () => {
    const managers = await call('GET', `/api/permission/UserRelation/${MANAGER}`, admin);
    const members = managers.json().data.ids as string[];
    const zhangwei = seedId('user:zhangwei');
    const without = members.filter((id) => id !== zhangwei);
    const save = (userIds: string[]) =>
      call('POST', `/api/permission/UserRelation/${MANAGER}`, admin, { objectType: 'Role', userIds });
    expect((await save(without)).json().code).toBe(200);
    expect((await call('GET', calls(ids.managers)[0], plain)).statusCode).toBe(403);
    expect((await save(members)).json().code).toBe(200);
    expect((await call('GET', calls(ids.managers)[0], plain)).json().code).toBe(200);
    expect((await call('PUT', `/api/permission/Role/${MANAGER}/Actions/State`, admin)).json().code).toBe(200);
    expect((await call('GET', calls(ids.managers)[0], plain)).statusCode).toBe(403);
    expect((await call('PUT', `/api/permission/Role/${MANAGER}/Actions/State`, admin)).json().code).toBe(200);
  });

  it('designers and administrators call every interface, and see all enabled ones in the selector', async () => {
    for (const token of [designer, admin])
      for (const key of ['sql', 'static', 'managers', 'finance', 'everyone'])
        for (const url of calls(ids[key])) expect((await call('GET', url, token)).json().code, url).toBe(200);
    expect(await selectorIds(designer)).toEqual(
      expect.arrayContaining([ids.sql, ids.static, ids.managers, ids.finance, ids.everyone]),
    );
  });

  it('anonymous callers are asked to sign in', async () => {
    for (const url of [...calls(ids.everyone), `${BASE}/Selector`]) {
      const res = await call('GET', url, null);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('an update that leaves the call settings out keeps them; roles must be named and exist', async () => {
    const info = (await call('GET', `${BASE}/${ids.managers}`, admin)).json().data;
    const { callScope, callRoleIds, ...rest } = info;
    expect((await call('PUT', `${BASE}/${ids.managers}`, admin, rest)).json().code).toBe(200);
    const after = (await call('GET', `${BASE}/${ids.managers}`, admin)).json().data;
    expect([after.callScope, after.callRoleIds]).toEqual([callScope, callRoleIds]);

    const noRoles = await call('PUT', `${BASE}/${ids.managers}`, admin, { ...info, callRoleIds: [] });
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().msg).toBe('请选择可以调用此接口的角色');
    const unknown = await call('PUT', `${BASE}/${ids.managers}`, admin, { ...info, callRoleIds: ['nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('所选角色不存在或已删除');
    const bad = await call('PUT', `${BASE}/${ids.managers}`, admin, { ...info, callScope: 'anyone' });
    expect(bad.statusCode).toBe(400);
    const still = (await call('GET', `${BASE}/${ids.managers}`, admin)).json().data;
    expect([still.callScope, still.callRoleIds]).toEqual([callScope, callRoleIds]);
  });
});

describe('reading table schemas', () => {
  it('needs the 数据建模 menu: refused to a designer of interfaces and to plain users', async () => {
    const url = '/api/system/DataModel/0/Tables/base_user/Fields';
    for (const token of [plain, designer]) {
      const res = await call('GET', url, token);
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain('password');
    }
    const allowed = await call('GET', url, admin);
    expect(allowed.json().code).toBe(200);
    expect(JSON.stringify(allowed.json().data)).toContain('account');
  });
});
