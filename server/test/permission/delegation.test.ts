import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role (all permission menus and buttons), never delegated: not restricted */
let huangmin: string;
/** 系统管理员 role too; the delegated administrator of these tests */
let zhouqiang: string;
/** signed in, but without the 分级管理 menu */
let outsider: string;
/** the 分级管理 menu without its buttons */
let reader: string;

const org = (code: string) => seedId(`org:${code}`);
const user = (account: string) => seedId(`user:${account}`);
const position = (code: string) => seedId(`position:${code}`);
const role = (code: string) => seedId(`role:${code}`);
const HQ = org('HXSZ');
const SH = org('HXSZSH');
const SH_RD = org('HXSZSH.YF');
const SH_QA = org('HXSZSH.CS');
const SZ = org('HXSZSZ');
const SZ_SALES = org('HXSZSZ.XS');
const BASE = '/api/permission/OrganizeAdministrator';
const DENIED = '没有权限操作该数据';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

type Flags = Partial<
  Record<
    'thisLayerAdd' | 'thisLayerEdit' | 'thisLayerDelete' | 'subLayerAdd' | 'subLayerEdit' | 'subLayerDelete',
    0 | 1
  >
>;
const setting = (organizeId: string, flags: Flags) => ({
  organizeId,
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
  ...flags,
});

/** Replaces zhouqiang's delegation, as the admin. */
async function delegate(...list: ReturnType<typeof setting>[]) {
  const res = await call('PUT', `${BASE}/${user('zhouqiang')}`, admin, { list });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
}

const counts = () =>
  tableCounts(t.database, ['baseOrganize', 'basePosition', 'baseUser', 'baseUserRelation']);
const liveDelegations = async () =>
  (
    await t.database.db
      .selectFrom('baseOrganizeAdministrator')
      .select(['userId', 'organizeId', 'thisLayerAdd', 'subLayerEdit'])
      .where('deleteMark', 'is', null)
      .orderBy('userId')
      .orderBy('organizeId')
      .execute()
  ).map((r) => JSON.stringify(r));

function flatten(nodes: { id: string; children?: unknown[] }[]): { id: string; [k: string]: unknown }[] {
  return nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as { id: string }[])]);
}

/** The stored fields of an organisation, to send back unchanged (or with changes) on edit. */
async function orgBody(id: string, more: Record<string, unknown> = {}) {
  const row = await t.database.db
    .selectFrom('baseOrganize')
    .select(['parentId', 'enCode', 'fullName', 'sortCode', 'category'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { category, ...fields } = row;
  return { body: { ...fields, sortCode: Number(fields.sortCode), ...more }, category };
}

const orgUrl = (category: string, id = '') =>
  `/api/permission/Organize${category === 'department' ? '/Department' : ''}${id ? `/${id}` : ''}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  huangmin = await t.login('huangmin', '123456');
  zhouqiang = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['permission', 'permission.gradeManage']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

describe('who may call the 分级管理 routes', () => {
  const target = user('liuyang');
  const list = [setting(SH, { thisLayerAdd: 1 })];
  const routes: [Method, string, string, object?][] = [
    ['GET', BASE, 'read'],
    ['GET', `${BASE}/${target}`, 'read'],
    ['POST', BASE, 'btn_add', { userId: target, list }],
    ['PUT', `${BASE}/${target}`, 'btn_edit', { list }],
    ['DELETE', `${BASE}/${target}`, 'btn_remove'],
  ];

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url, , body] of routes) {
      const res = await call(method, url, null, body);
      expect([method, url, res.statusCode, res.json().code]).toEqual([method, url, 401, 600]);
    }
  });

  it('refuses users without the menu (403), and the menu without buttons may only read', async () => {
    const before = await liveDelegations();
    for (const [method, url, need, body] of routes) {
      const res = await call(method, url, outsider, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body);
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await liveDelegations()).toEqual(before);
  });

  it('lets a granted user create, read, list, change and delete a delegation', async () => {
    const [, , , create] = routes[2];
    expect((await call('POST', BASE, huangmin, create)).json()).toMatchObject({ code: 200 });
    const listed = (await call('GET', `${BASE}?keyword=liuy`, huangmin)).json().data;
    expect(listed.pagination.total).toBe(1);
    expect(listed.list[0]).toMatchObject({
      userId: target,
      account: 'liuyang',
      realName: '刘洋',
      organizeName: '华夏数智集团有限公司/人力资源部',
      organizes: ['华夏数智集团有限公司/华夏数智(上海)科技有限公司'],
    });
    expect(listed.list[0].lastModifyTime).toBe(t.clock.now());
    const info = (await call('GET', `${BASE}/${target}`, huangmin)).json().data;
    expect(info).toMatchObject({ userId: target, account: 'liuyang', realName: '刘洋' });
    const nodes = flatten(info.list);
    expect(nodes.length).toBe(12);
    expect(nodes.find((n) => n.id === SH)).toMatchObject({
      fullName: '华夏数智(上海)科技有限公司',
      thisLayerAdd: 1,
      thisLayerEdit: 0,
      subLayerAdd: 0,
    });
    expect(nodes.find((n) => n.id === SH_RD)).toMatchObject({ thisLayerAdd: 0, subLayerEdit: 0 });

    const change = { list: [setting(SZ, { subLayerEdit: 1 }), setting(SH, {})] };
    expect((await call('PUT', `${BASE}/${target}`, huangmin, change)).json()).toMatchObject({ code: 200 });
    const after = (await call('GET', `${BASE}?keyword=刘洋`, huangmin)).json().data.list[0];
    // An organisation with every switch off is not kept.
    expect(after.organizes).toEqual(['华夏数智集团有限公司/华夏数智(深圳)销售有限公司']);

    expect((await call('DELETE', `${BASE}/${target}`, huangmin)).json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${BASE}?keyword=liuyang`, huangmin)).json().data.pagination.total).toBe(0);
  });
});

describe('refusals change nothing', () => {
  it('answers clear messages for unknown users and organisations, administrators and bad switches', async () => {
    await call('POST', BASE, admin, { userId: user('lina'), list: [setting(HQ, { thisLayerEdit: 1 })] });
    const before = await liveDelegations();
    const cases: [Method, string, object | undefined, number, string][] = [
      ['GET', `${BASE}/nobody`, undefined, 404, '用户不存在'],
      ['PUT', `${BASE}/nobody`, { list: [setting(SH, { thisLayerAdd: 1 })] }, 404, '用户不存在'],
      ['DELETE', `${BASE}/nobody`, undefined, 404, '用户不存在'],
      ['DELETE', `${BASE}/${user('liuyang')}`, undefined, 404, '该用户没有设置分级管理'],
      [
        'PUT',
        `${BASE}/${user('lina')}`,
        { list: [setting('nowhere', { thisLayerAdd: 1 })] },
        400,
        '该组织不存在或已删除',
      ],
      [
        'PUT',
        `${BASE}/${seedId('user:admin')}`,
        { list: [setting(SH, { thisLayerAdd: 1 })] },
        400,
        '超级管理员本身拥有全部组织的权限,无需设置分级管理',
      ],
      ['PUT', `${BASE}/${user('lina')}`, { list: [setting(SH, { thisLayerAdd: 2 as 1 })] }, 400, '本层添加'],
      [
        'PUT',
        `${BASE}/${user('lina')}`,
        { list: [setting(SH, { thisLayerAdd: 1 }), setting(SH, { thisLayerEdit: 1 })] },
        400,
        '同一个组织只能设置一次',
      ],
      ['PUT', `${BASE}/${user('lina')}`, { list: [setting(SH, {})] }, 400, '请至少为一个组织勾选一项权限'],
      [
        'POST',
        BASE,
        { userId: user('lina'), list: [setting(SH, { thisLayerAdd: 1 })] },
        409,
        '该用户已设置分级管理,请在列表中编辑',
      ],
      ['POST', BASE, { userId: user('lina') }, 400, ''],
    ];
    for (const [method, url, body, status, msg] of cases) {
      const res = await call(method, url, admin, body);
      expect([method, url, res.statusCode]).toEqual([method, url, status]);
      expect(res.json().msg).toContain(msg);
    }
    const admins = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('isAdministrator', '=', 1)
      .execute();
    expect(admins.map((a) => a.id)).toContain(seedId('user:admin'));
    expect(await liveDelegations()).toEqual(before);
    await call('DELETE', `${BASE}/${user('lina')}`);
  });

  it('answers English when asked', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${seedId('user:admin')}`,
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { list: [setting(SH, { thisLayerAdd: 1 })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('super administrator');
  });
});

describe('a delegated administrator works only inside their organisations', () => {
  it('with this-layer Add on a company: a department under it, not under a sibling or a child', async () => {
    await delegate(setting(SH, { thisLayerAdd: 1 }));
    const dept = (parentId: string, enCode: string) => ({ parentId, enCode, fullName: `部门${enCode}` });
    const made = await call('POST', '/api/permission/Organize/Department', zhouqiang, dept(SH, 'SHNEW1'));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    for (const parent of [SZ, SH_RD, HQ]) {
      const res = await call(
        'POST',
        '/api/permission/Organize/Department',
        zhouqiang,
        dept(parent, 'SHNEW2'),
      );
      expect([parent, res.statusCode, res.json().code, res.json().msg]).toEqual([parent, 403, 403, DENIED]);
    }
    // A new top-level company sits under no organisation of theirs.
    const top = await call('POST', '/api/permission/Organize', zhouqiang, {
      parentId: '-1',
      enCode: 'TOPX',
      fullName: '顶级公司',
    });
    expect(top.statusCode).toBe(403);
    // Nor may they edit, disable or delete what they may only add to.
    const { body } = await orgBody(SH, { description: '改' });
    expect((await call('PUT', orgUrl('company', SH), zhouqiang, body)).statusCode).toBe(403);
    expect((await call('PUT', `${orgUrl('company', SH)}/Actions/State`, zhouqiang)).statusCode).toBe(403);
    expect((await call('DELETE', orgUrl('department', made.json().data.id), zhouqiang)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('with sub-layer Edit: edits every descendant, not the company itself nor elsewhere', async () => {
    await delegate(setting(SH, { subLayerEdit: 1 }));
    const rd = await orgBody(SH_RD, { description: '研发中心' });
    expect((await call('PUT', orgUrl('department', SH_RD), zhouqiang, rd.body)).json()).toMatchObject({
      code: 200,
    });
    const state = await call('PUT', `${orgUrl('department', SH_QA)}/Actions/State`, zhouqiang);
    expect(state.json()).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    await call('PUT', `${orgUrl('department', SH_QA)}/Actions/State`, zhouqiang);
    const sh = await orgBody(SH, { description: '改' });
    expect((await call('PUT', orgUrl('company', SH), zhouqiang, sh.body)).statusCode).toBe(403);
    const sales = await orgBody(SZ_SALES, { description: '改' });
    expect((await call('PUT', orgUrl('department', SZ_SALES), zhouqiang, sales.body)).statusCode).toBe(403);
    // Moving 研发部 out to 深圳 needs the right on both sides.
    const moved = await orgBody(SH_RD, { parentId: SZ });
    expect((await call('PUT', orgUrl('department', SH_RD), zhouqiang, moved.body)).statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('baseOrganize')
      .select(['parentId', 'description'])
      .where('id', '=', SH_RD)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parentId: SH, description: '研发中心' });
    expect((await call('DELETE', orgUrl('department', SH_RD), zhouqiang)).statusCode).toBe(403);
  });

  it('users: added, edited and moved only inside the organisations allowed', async () => {
    await delegate(setting(SH, { subLayerAdd: 1, subLayerEdit: 1 }));
    const newUser = (account: string, organizeId: string) => ({
      account,
      realName: '新同事',
      organizeId,
      positionIds: [],
      roleIds: [],
    });
    const made = await call('POST', '/api/permission/Users', zhouqiang, newUser('shnewbie', SH_QA));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    const elsewhere = await call('POST', '/api/permission/Users', zhouqiang, newUser('sznewbie', SZ_SALES));
    expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([403, DENIED]);
    const majun = {
      account: 'majun',
      realName: '马军',
      organizeId: SH_RD,
      positionIds: [position('HDGCS')],
      roleIds: [role('staff')],
    };
    expect(
      (await call('PUT', `/api/permission/Users/${user('majun')}`, zhouqiang, majun)).json(),
    ).toMatchObject({ code: 200 });
    const away = await call('PUT', `/api/permission/Users/${user('majun')}`, zhouqiang, {
      ...majun,
      organizeId: SZ_SALES,
    });
    expect(away.statusCode).toBe(403);
    const gaopeng = {
      account: 'gaopeng',
      realName: '高鹏',
      organizeId: SZ_SALES,
      positionIds: [],
      roleIds: [],
    };
    expect(
      (await call('PUT', `/api/permission/Users/${user('gaopeng')}`, zhouqiang, gaopeng)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/permission/Users/${user('gaopeng')}/Actions/State`, zhouqiang)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/permission/Users/${user('majun')}`, zhouqiang)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const row = await t.database.db
      .selectFrom('baseUser')
      .select(['organizeId', 'enabledMark'])
      .where('id', 'in', [user('majun'), user('gaopeng')])
      .orderBy('account')
      .execute();
    expect(row).toEqual([
      { organizeId: SZ_SALES, enabledMark: 1 },
      { organizeId: SH_RD, enabledMark: 1 },
    ]);
  });

  it('positions: by the organisation they belong to', async () => {
    await delegate(setting(SH_QA, { thisLayerAdd: 1, thisLayerDelete: 1 }));
    const job = (enCode: string, organizeId: string) => ({ fullName: '测试组长', enCode, organizeId });
    const made = await call('POST', '/api/permission/Position', zhouqiang, job('CSZZ', SH_QA));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    expect((await call('POST', '/api/permission/Position', zhouqiang, job('CSZZ2', SH_RD))).statusCode).toBe(
      403,
    );
    // Add and Delete, but no Edit: the position can be deleted, not changed.
    expect(
      (await call('PUT', `/api/permission/Position/${made.json().data.id}`, zhouqiang, job('CSZZ', SH_QA)))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/permission/Position/${made.json().data.id}/Actions/State`, zhouqiang))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/permission/Position/${position('QDGCS')}`, zhouqiang)).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
    expect(
      (await call('DELETE', `/api/permission/Position/${made.json().data.id}`, zhouqiang)).json(),
    ).toMatchObject({ code: 200 });
  });

  it('CurrentUser shows the scope, sub layers expanded, and follows a change at once', async () => {
    await delegate(setting(SH, { thisLayerEdit: 1, subLayerAdd: 1 }));
    const scope = (await call('GET', '/api/oauth/CurrentUser', zhouqiang)).json().data.userInfo.dataScope;
    const byOrg = new Map(scope.map((s: { organizeId: string }) => [s.organizeId, s]));
    expect(byOrg.get(SH)).toEqual({ organizeId: SH, Add: false, Edit: true, Delete: false });
    expect(byOrg.get(SH_RD)).toEqual({ organizeId: SH_RD, Add: true, Edit: false, Delete: false });
    expect(byOrg.has(SZ)).toBe(false);
    await delegate(setting(SZ, { thisLayerDelete: 1 }));
    const after = (await call('GET', '/api/oauth/CurrentUser', zhouqiang)).json().data.userInfo.dataScope;
    expect(after).toEqual([{ organizeId: SZ, Add: false, Edit: false, Delete: true }]);
    const adminScope = (await call('GET', '/api/oauth/CurrentUser', admin)).json().data.userInfo.dataScope;
    expect(adminScope).toEqual([]);
  });

  it('cannot widen their own rights or hand on more than they hold', async () => {
    await delegate(setting(SH, { subLayerAdd: 1, subLayerEdit: 1 }));
    const before = await liveDelegations();
    const own = await call('PUT', `${BASE}/${user('zhouqiang')}`, zhouqiang, {
      list: [setting(HQ, { subLayerAdd: 1 })],
    });
    expect([own.statusCode, own.json().msg]).toEqual([403, '不能修改自己的分级管理权限']);
    expect((await call('DELETE', `${BASE}/${user('zhouqiang')}`, zhouqiang)).statusCode).toBe(403);
    const beyond = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SZ, { thisLayerAdd: 1 })],
    });
    expect([beyond.statusCode, beyond.json().msg]).toEqual([403, DENIED]);
    const notAllEdit = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SH, { thisLayerEdit: 1 })],
    });
    expect(notAllEdit.statusCode).toBe(403);
    expect(await liveDelegations()).toEqual(before);
    const inside = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SH_RD, { thisLayerAdd: 1, subLayerEdit: 1 })],
    });
    expect(inside.json()).toMatchObject({ code: 200 });
    await call('DELETE', `${BASE}/${user('sunli')}`);
  });

  it('administrators and granted users without delegation are not restricted', async () => {
    await delegate(setting(SH_QA, { thisLayerAdd: 1 }));
    const dept = (enCode: string) => ({ parentId: SZ, enCode, fullName: `部门${enCode}` });
    const byAdmin = await call('POST', '/api/permission/Organize/Department', admin, dept('SZADM'));
    expect(byAdmin.json()).toMatchObject({ code: 200 });
    const byHuangmin = await call('POST', '/api/permission/Organize/Department', huangmin, dept('SZHM'));
    expect(byHuangmin.json()).toMatchObject({ code: 200 });
    expect(
      (await call('POST', '/api/permission/Organize/Department', zhouqiang, dept('SZZQ'))).statusCode,
    ).toBe(403);
    // Ending the delegation lifts the restriction.
    expect((await call('DELETE', `${BASE}/${user('zhouqiang')}`)).json()).toMatchObject({ code: 200 });
    expect(
      (await call('POST', '/api/permission/Organize/Department', zhouqiang, dept('SZZQ'))).json(),
    ).toMatchObject({ code: 200 });
  });
});
