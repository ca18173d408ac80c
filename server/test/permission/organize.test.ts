import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the organisation menu with all its buttons */
let granted: string;
/** signed in, but without the organisation menu */
let outsider: string;
/** the organisation menu without any of its buttons */
let reader: string;

const org = (code: string) => seedId(`org:${code}`);
const HQ = org('HXSZ');
const SH = org('HXSZSH');
const SH_RD = org('HXSZSH.YF');
const ZCB = org('HXSZ.ZCB');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('huangmin', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['permission', 'permission.organize']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const company = (fields: Record<string, unknown> = {}) => ({
  parentId: HQ,
  enCode: 'HXSZBJ',
  fullName: '华夏数智北京分公司',
  sortCode: 5,
  ...fields,
});

async function create(kind: 'company' | 'department', fields: Record<string, unknown>, token = admin) {
  const url = kind === 'company' ? '/api/permission/Organize' : '/api/permission/Organize/Department';
  const res = await call('POST', url, token, fields);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const allCounts = () => tableCounts(t.database, ['baseOrganize', 'basePosition', 'baseUser']);

function flatten(nodes: { id: string; children?: unknown[] }[]): { id: string; [k: string]: unknown }[] {
  return nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as { id: string }[])]);
}

describe('who may call the organisation routes', () => {
  const adminRoutes: [Method, string, 'read' | 'btn_add' | 'btn_edit' | 'btn_remove'][] = [
    ['GET', '/api/permission/Organize', 'read'],
    ['GET', `/api/permission/Organize/${HQ}`, 'read'],
    ['GET', `/api/permission/Organize/${HQ}/Department`, 'read'],
    ['GET', `/api/permission/Organize/Department/${ZCB}`, 'read'],
    ['POST', '/api/permission/Organize', 'btn_add'],
    ['POST', '/api/permission/Organize/Department', 'btn_add'],
    ['PUT', `/api/permission/Organize/${SH}`, 'btn_edit'],
    ['PUT', `/api/permission/Organize/Department/${ZCB}`, 'btn_edit'],
    ['PUT', `/api/permission/Organize/${SH}/Actions/State`, 'btn_edit'],
    ['PUT', `/api/permission/Organize/Department/${ZCB}/Actions/State`, 'btn_edit'],
    ['DELETE', `/api/permission/Organize/${SH}`, 'btn_remove'],
    ['DELETE', `/api/permission/Organize/Department/${ZCB}`, 'btn_remove'],
  ];
  const pickers = [
    '/api/permission/Organize/Selector/0',
    `/api/permission/Organize/Selector/${SH}`,
    '/api/permission/Organize/Tree',
    '/api/permission/Organize/Department/Selector/0',
  ];

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of adminRoutes) {
      const res = await call(
        method,
        url,
        null,
        method === 'POST' || method === 'PUT' ? company() : undefined,
      );
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
    for (const url of pickers) expect((await call('GET', url, null)).json().code).toBe(600);
  });

  it('refuses users without the organisation menu (403) and changes nothing', async () => {
    const before = await allCounts();
    for (const [method, url] of adminRoutes) {
      const res = await call(
        method,
        url,
        outsider,
        method === 'POST' || method === 'PUT' ? company() : undefined,
      );
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    expect(await allCounts()).toEqual(before);
  });

  it('lets a reader without buttons read but not add, edit, switch or delete', async () => {
    for (const [method, url, need] of adminRoutes) {
      const res = await call(
        method,
        url,
        reader,
        method === 'POST' || method === 'PUT' ? company() : undefined,
      );
      expect([method, url, res.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
  });

  it('serves the pickers to any signed-in user', async () => {
    for (const url of pickers) expect((await call('GET', url, outsider)).json().code).toBe(200);
  });

  it('lets the 系统管理员 role add, edit, switch and delete', async () => {
    const id = await create('company', company({ enCode: 'GRANTED', fullName: '授权测试公司' }), granted);
    const dept = await create(
      'department',
      { parentId: id, enCode: 'GRANTED.A', fullName: '授权测试部' },
      granted,
    );
    expect((await call('GET', `/api/permission/Organize/${id}`, granted)).json().data.fullName).toBe(
      '授权测试公司',
    );
    expect(
      (
        await call(
          'PUT',
          `/api/permission/Organize/${id}`,
          granted,
          company({ enCode: 'GRANTED', fullName: '授权公司' }),
        )
      ).json().code,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/permission/Organize/Department/${dept}/Actions/State`, granted)).json().data,
    ).toEqual({
      enabledMark: 0,
    });
    expect((await call('DELETE', `/api/permission/Organize/Department/${dept}`, granted)).json().code).toBe(
      200,
    );
    expect((await call('DELETE', `/api/permission/Organize/${id}`, granted)).json().code).toBe(200);
  });
});

describe('GET /api/permission/Organize', () => {
  it('answers companies and departments as one tree with manager names and counts', async () => {
    const { list } = (await call('GET', '/api/permission/Organize')).json().data;
    expect(list.map((n: { fullName: string }) => n.fullName)).toEqual(['华夏数智集团有限公司']);
    const nodes = flatten(list);
    expect(nodes).toHaveLength(12);
    const sh = nodes.find((n) => n.id === SH);
    expect(sh).toMatchObject({ category: 'company', parentId: HQ, hasChildren: true, userCount: 0 });
    const rd = nodes.find((n) => n.id === SH_RD);
    expect(rd).toMatchObject({ category: 'department', fullName: '研发部', positionCount: 3, userCount: 5 });
  });

  it('keeps the nodes matching a keyword with their ancestors', async () => {
    const { list } = (
      await call('GET', `/api/permission/Organize?keyword=${encodeURIComponent('研发')}`)
    ).json().data;
    const names = flatten(list).map((n) => n.fullName);
    expect(names).toEqual(['华夏数智集团有限公司', '华夏数智(上海)科技有限公司', '研发部']);
    const byCode = (await call('GET', '/api/permission/Organize?keyword=hxszsz.kf')).json().data.list;
    expect(flatten(byCode).map((n) => n.fullName)).toEqual([
      '华夏数智集团有限公司',
      '华夏数智(深圳)销售有限公司',
      '客户服务部',
    ]);
    expect(
      (await call('GET', '/api/permission/Organize?keyword=nothing-like-this')).json().data.list,
    ).toEqual([]);
  });

  it("lists a company's own departments", async () => {
    const { list } = (await call('GET', `/api/permission/Organize/${SH}/Department`)).json().data;
    expect(list.map((n: { fullName: string }) => n.fullName)).toEqual(['研发部', '测试部']);
    expect((await call('GET', `/api/permission/Organize/${ZCB}/Department`)).statusCode).toBe(404);
  });

  it('gives the pickers enabled nodes, without the edited node and what lies below it', async () => {
    const companies = flatten(
      (await call('GET', '/api/permission/Organize/Selector/0', outsider)).json().data.list,
    );
    expect(companies.map((n) => n.type)).toEqual(['company', 'company', 'company']);
    const withoutSh = flatten(
      (await call('GET', `/api/permission/Organize/Selector/${SH}`)).json().data.list,
    );
    expect(withoutSh.map((n) => n.id)).not.toContain(SH);
    const depts = flatten(
      (await call('GET', `/api/permission/Organize/Department/Selector/${SH}`)).json().data.list,
    ).map((n) => n.id);
    expect(depts).toHaveLength(9);
    expect(depts).not.toContain(SH_RD);
    expect(flatten((await call('GET', '/api/permission/Organize/Tree')).json().data.list)).toHaveLength(12);
  });
});

describe('creating and changing companies and departments', () => {
  it('creates a company and a department under it, and reads them back', async () => {
    const manager = seedId('user:zhangwei');
    const id = await create('company', company({ managerId: manager, description: '北方区域' }));
    const dept = await create('department', { parentId: id, enCode: 'HXSZBJ.XS', fullName: '北京销售部' });
    const info = (await call('GET', `/api/permission/Organize/${id}`)).json().data;
    expect(info).toMatchObject({
      category: 'company',
      parentId: HQ,
      enCode: 'HXSZBJ',
      fullName: '华夏数智北京分公司',
      managerId: manager,
      managerName: '张伟',
      description: '北方区域',
      sortCode: 5,
      enabledMark: 1,
      parentNames: ['华夏数智集团有限公司'],
    });
    const deptInfo = (await call('GET', `/api/permission/Organize/Department/${dept}`)).json().data;
    expect(deptInfo.parentNames).toEqual(['华夏数智集团有限公司', '华夏数智北京分公司']);
    // A department is not a company: the company routes do not find it.
    expect((await call('GET', `/api/permission/Organize/${dept}`)).statusCode).toBe(404);
  });

  it('refuses a code already used, naming the field (409), and stores nothing', async () => {
    const before = await allCounts();
    const res = await call('POST', '/api/permission/Organize', admin, company({ enCode: 'HXSZSH' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('编码已存在');
    expect(res.json().data.errors[0].field).toBe('enCode');
    const dept = await call('POST', '/api/permission/Organize/Department', admin, {
      parentId: SH,
      enCode: 'HXSZ.ZCB',
      fullName: '总裁办二',
    });
    expect(dept.statusCode).toBe(409);
    expect(await allCounts()).toEqual(before);
  });

  it('refuses bad codes, names and parents with a clear message', async () => {
    const before = await allCounts();
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/api/permission/Organize',
        company({ enCode: '.BJ' }),
        '编码只能输入英文、数字和小数点且小数点不能放在首尾',
      ],
      [
        '/api/permission/Organize',
        company({ enCode: 'BJ-1' }),
        '编码只能输入英文、数字和小数点且小数点不能放在首尾',
      ],
      ['/api/permission/Organize', company({ fullName: '北京<分公司>' }), '名称不能含有特殊符号'],
      ['/api/permission/Organize', company({ fullName: '   ' }), '名称不能为空'],
      ['/api/permission/Organize', company({ parentId: 'no-such-org' }), '上级组织不存在或已删除'],
      ['/api/permission/Organize', company({ parentId: ZCB }), '公司只能放在公司下面,不能放在部门下面'],
      ['/api/permission/Organize', company({ managerId: 'nobody' }), '负责人不存在或已删除'],
      ['/api/permission/Organize', company({ sortCode: -1 }), '排序不能小于0'],
      ['/api/permission/Organize', { enCode: 'X', fullName: 'X' }, '上级组织不能为空'],
      [
        '/api/permission/Organize/Department',
        { parentId: '-1', enCode: 'ROOTDEPT', fullName: '根部门' },
        '部门必须属于一个公司或部门',
      ],
    ];
    for (const [url, body, msg] of cases) {
      const res = await call('POST', url, admin, body);
      expect([JSON.stringify(body), res.statusCode, res.json().msg]).toEqual([
        JSON.stringify(body),
        400,
        msg,
      ]);
    }
    expect(await allCounts()).toEqual(before);
  });

  it('answers in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/permission/Organize',
      headers: { authorization: admin, 'x-language': 'en' },
      payload: company({ parentId: ZCB, enCode: 'ENG' }),
    });
    expect(res.json().msg).toBe('A company can only sit under a company, not under a department');
  });

  it('refuses moving a node under itself or one of its own descendants', async () => {
    const body = (parentId: string) => ({ parentId, enCode: 'HXSZSH', fullName: '华夏数智上海科技有限公司' });
    const self = await call('PUT', `/api/permission/Organize/${SH}`, admin, body(SH));
    expect(self.json().msg).toBe('不能把组织移到它自己或它的下级组织下面');
    const sub = await create('company', { parentId: SH, enCode: 'HXSZSH.SUB', fullName: '上海子公司' });
    const res = await call('PUT', `/api/permission/Organize/${SH}`, admin, body(sub));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不能把组织移到它自己或它的下级组织下面');
    const rdDept = await create('department', {
      parentId: SH_RD,
      enCode: 'HXSZSH.YF.QD',
      fullName: '前端组',
    });
    const deptMove = await call('PUT', `/api/permission/Organize/Department/${SH_RD}`, admin, {
      parentId: rdDept,
      enCode: 'HXSZSH.YF',
      fullName: '研发部',
    });
    expect(deptMove.json().msg).toBe('不能把组织移到它自己或它的下级组织下面');
    const info = (await call('GET', `/api/permission/Organize/${SH}`)).json().data;
    expect(info).toMatchObject({ parentId: HQ, fullName: '华夏数智(上海)科技有限公司' });
  });

  it('keeps a stored name that predates the name rule, and moves a node with everything below it', async () => {
    const top = await create('company', { parentId: '-1', enCode: 'NEWTOP', fullName: '新集团' });
    // 上海公司 moves under the new group, keeping its name "(上海)"; its departments move with it.
    const res = await call('PUT', `/api/permission/Organize/${SH}`, admin, {
      parentId: top,
      enCode: 'HXSZSH',
      fullName: '华夏数智(上海)科技有限公司',
      sortCode: 1,
    });
    expect(res.json().code).toBe(200);
    const tree = (await call('GET', '/api/permission/Organize')).json().data.list;
    const newTop = tree.find((n: { id: string }) => n.id === top);
    expect(flatten(newTop.children).map((n) => n.id)).toContain(SH_RD);
    const team = await t.database.db
      .selectFrom('baseOrganize')
      .select(['id', 'organizeIdTree'])
      .where('enCode', '=', 'HXSZSH.YF.QD')
      .executeTakeFirstOrThrow();
    expect(team.organizeIdTree).toBe([top, SH, SH_RD, team.id].join(','));
    const back = await call('PUT', `/api/permission/Organize/${SH}`, admin, {
      parentId: HQ,
      enCode: 'HXSZSH',
      fullName: '华夏数智(上海)科技有限公司',
      sortCode: 6,
    });
    expect(back.json().code).toBe(200);
    // A new name must follow the rule (brackets are part of it since issue 15 item 14, a slash is not).
    const renamed = await call('PUT', `/api/permission/Organize/${SH}`, admin, {
      parentId: HQ,
      enCode: 'HXSZSH',
      fullName: '华夏数智/上海有限公司',
    });
    expect(renamed.json().msg).toBe('名称不能含有特殊符号');
  });

  it('switches the state and answers the new one', async () => {
    const url = `/api/permission/Organize/Department/${ZCB}/Actions/State`;
    expect((await call('PUT', url)).json().data).toEqual({ enabledMark: 0 });
    const tree = flatten((await call('GET', '/api/permission/Organize/Tree')).json().data.list);
    expect(tree.map((n) => n.id)).not.toContain(ZCB);
    expect((await call('PUT', url)).json().data).toEqual({ enabledMark: 1 });
  });
});

describe('DELETE /api/permission/Organize/{id}', () => {
  it('refuses while sub-organisations, positions or users belong to it, saying which', async () => {
    const before = await allCounts();
    const company = await call('DELETE', `/api/permission/Organize/${SH}`);
    expect(company.json().msg).toBe('该组织下还有3个下级组织,请先删除下级组织');
    const withUsers = await call('DELETE', `/api/permission/Organize/Department/${org('HXSZSZ.KF')}`);
    expect(withUsers.json().msg).toBe('该组织下还有1个岗位,请先删除或移走这些岗位');
    expect(await allCounts()).toEqual(before);
  });

  it('refuses while users belong to it', async () => {
    const dept = await create('department', { parentId: HQ, enCode: 'HXSZ.TMP', fullName: '临时部门' });
    await t.database.db
      .updateTable('baseUser')
      .set({ organizeId: dept })
      .where('account', '=', 'xuhao')
      .execute();
    const res = await call('DELETE', `/api/permission/Organize/Department/${dept}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该组织下还有1个用户,请先把这些用户调到其他组织');
    await t.database.db
      .updateTable('baseUser')
      .set({ organizeId: org('HXSZ.SC') })
      .where('account', '=', 'xuhao')
      .execute();
    expect((await call('DELETE', `/api/permission/Organize/Department/${dept}`)).json().code).toBe(200);
    expect((await call('GET', `/api/permission/Organize/Department/${dept}`)).statusCode).toBe(404);
    // The code is free again once the department is gone.
    await create('department', { parentId: HQ, enCode: 'HXSZ.TMP', fullName: '临时部门' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/api/permission/Organize/unknown')).statusCode).toBe(404);
    expect((await call('PUT', '/api/permission/Organize/unknown/Actions/State')).statusCode).toBe(404);
  });
});
