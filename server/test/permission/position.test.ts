import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the position menu with all its buttons */
let granted: string;
/** signed in, but without the position menu */
let outsider: string;
/** the position menu without any of its buttons */
let reader: string;

const org = (code: string) => seedId(`org:${code}`);
const position = (code: string) => seedId(`position:${code}`);
const ZJL = position('ZJL');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['permission', 'permission.position']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const fields = (more: Record<string, unknown> = {}) => ({
  fullName: '招聘专员',
  enCode: 'ZPZY',
  type: 'staff',
  organizeId: org('HXSZ.RLZY'),
  description: '负责招聘',
  sortCode: 3,
  ...more,
});

async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', '/api/permission/Position', token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const counts = () => tableCounts(t.database, ['basePosition', 'baseUserRelation', 'baseUser']);

function flatten(nodes: { id: string; children?: unknown[] }[]): { id: string; [k: string]: unknown }[] {
  return nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as { id: string }[])]);
}

describe('who may call the position routes', () => {
  const routes: [Method, string, 'read' | 'write'][] = [
    ['GET', '/api/permission/Position', 'read'],
    ['GET', `/api/permission/Position/${ZJL}`, 'read'],
    ['POST', '/api/permission/Position', 'write'],
    ['PUT', `/api/permission/Position/${ZJL}`, 'write'],
    ['PUT', `/api/permission/Position/${ZJL}/Actions/State`, 'write'],
    ['DELETE', `/api/permission/Position/${ZJL}`, 'write'],
  ];
  const pickers = ['/api/permission/Position/Selector', '/api/permission/Position/All'];
  const body = (method: Method) => (method === 'POST' || method === 'PUT' ? fields() : undefined);

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of [...routes, ...pickers.map((u) => ['GET', u] as const)]) {
      const res = await call(method, url, null, body(method));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses users without the position menu (403), and readers without buttons may only read', async () => {
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

  it('serves the pickers to any signed-in user', async () => {
    for (const url of pickers) expect((await call('GET', url, outsider)).json().code).toBe(200);
  });

  it('lets the 系统管理员 role create, edit, switch and delete', async () => {
    const id = await create({ enCode: 'GRANTED' }, granted);
    const edit = await call(
      'PUT',
      `/api/permission/Position/${id}`,
      granted,
      fields({ enCode: 'GRANTED', fullName: '招聘主管' }),
    );
    expect(edit.json().code).toBe(200);
    expect((await call('PUT', `/api/permission/Position/${id}/Actions/State`, granted)).json().data).toEqual({
      enabledMark: 0,
    });
    expect((await call('DELETE', `/api/permission/Position/${id}`, granted)).json().code).toBe(200);
  });
});

describe('GET /api/permission/Position', () => {
  it('pages the positions with their organisation path and holders', async () => {
    const res = (await call('GET', '/api/permission/Position?currentPage=1&pageSize=5')).json().data;
    expect(res.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 17 });
    expect(res.list).toHaveLength(5);
    expect(res.list[0]).toMatchObject({
      id: ZJL,
      fullName: '总经理',
      enCode: 'ZJL',
      organizeId: org('HXSZ.ZCB'),
      organizeName: '华夏数智集团有限公司/总裁办',
      enabledMark: 1,
      userCount: 1,
    });
    const page4 = (await call('GET', '/api/permission/Position?currentPage=4&pageSize=5')).json().data;
    expect(page4.list).toHaveLength(2);
  });

  it('filters by keyword (name or code) and by organisation, including what lies below it', async () => {
    const byName = (
      await call('GET', `/api/permission/Position?keyword=${encodeURIComponent('工程师')}`)
    ).json().data;
    expect(byName.list.map((p: { enCode: string }) => p.enCode)).toEqual([
      'YWGCS',
      'QDGCS',
      'HDGCS',
      'CSGCS',
    ]);
    const byCode = (await call('GET', '/api/permission/Position?keyword=xsdb')).json().data;
    expect(byCode.list.map((p: { fullName: string }) => p.fullName)).toEqual(['销售代表']);
    const shanghai = (await call('GET', `/api/permission/Position?organizeId=${org('HXSZSH')}`)).json().data;
    expect(shanghai.pagination.total).toBe(4);
    const testing = (await call('GET', `/api/permission/Position?organizeId=${org('HXSZSH.CS')}`)).json()
      .data;
    expect(testing.list).toMatchObject([{ fullName: '测试工程师', userCount: 3 }]);
  });

  it('gives pickers the organisations with their positions as leaves, and a flat list', async () => {
    const tree = (await call('GET', '/api/permission/Position/Selector', outsider)).json().data.list;
    const nodes = flatten(tree);
    expect(nodes.filter((n) => n.type === 'position')).toHaveLength(17);
    const rd = nodes.find((n) => n.id === org('HXSZSH.YF')) as unknown as {
      children: { fullName: string; type: string }[];
    };
    expect(rd.children.map((c) => c.fullName)).toEqual(['研发经理', '前端工程师', '后端工程师']);
    const all = (await call('GET', '/api/permission/Position/All', outsider)).json().data.list;
    expect(all).toHaveLength(17);
    expect(all[0]).toMatchObject({ fullName: '总经理', organizeName: '华夏数智集团有限公司/总裁办' });
  });
});

describe('creating and changing positions', () => {
  it('creates a position and reads it back', async () => {
    const id = await create();
    const info = (await call('GET', `/api/permission/Position/${id}`)).json().data;
    expect(info).toMatchObject({
      fullName: '招聘专员',
      enCode: 'ZPZY',
      type: 'staff',
      organizeId: org('HXSZ.RLZY'),
      organizeName: '华夏数智集团有限公司/人力资源部',
      description: '负责招聘',
      sortCode: 3,
      enabledMark: 1,
      userCount: 0,
    });
    const edit = await call(
      'PUT',
      `/api/permission/Position/${id}`,
      admin,
      fields({ type: 'leader', organizeId: org('HXSZ.CW') }),
    );
    expect(edit.json().code).toBe(200);
    expect((await call('GET', `/api/permission/Position/${id}`)).json().data).toMatchObject({
      type: 'leader',
      organizeName: '华夏数智集团有限公司/财务部',
    });
  });

  it('refuses a code already used (409 naming the field) and bad input, changing nothing', async () => {
    const before = await counts();
    const dup = await call('POST', '/api/permission/Position', admin, fields({ enCode: 'ZJL' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('编码已存在');
    expect(dup.json().data.errors[0].field).toBe('enCode');
    const cases: [Record<string, unknown>, string][] = [
      [fields({ enCode: 'ZP.' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [fields({ fullName: '招聘/专员' }), '名称不能含有特殊符号'],
      [fields({ organizeId: 'nowhere' }), '所属组织不存在或已删除'],
      [fields({ organizeId: '' }), '所属组织不能为空'],
      [fields({ type: 'boss' }), '类型的取值不在允许范围内'],
      [fields({ enabledMark: 2 }), '状态的取值不在允许范围内'],
      [{ fullName: '招聘专员', enCode: 'ZPZY2' }, '所属组织不能为空'],
    ];
    for (const [body, msg] of cases) {
      const res = await call('POST', '/api/permission/Position', admin, body);
      expect([JSON.stringify(body), res.statusCode, res.json().msg]).toEqual([
        JSON.stringify(body),
        400,
        msg,
      ]);
    }
    const editDup = await call(
      'PUT',
      `/api/permission/Position/${position('KJ')}`,
      admin,
      fields({ enCode: 'CN' }),
    );
    expect(editDup.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await call('GET', `/api/permission/Position/${position('KJ')}`)).json().data.enCode).toBe('KJ');
  });

  it('switches the state; a disabled position leaves the pickers', async () => {
    const url = `/api/permission/Position/${position('KFZY')}/Actions/State`;
    expect((await call('PUT', url)).json().data).toEqual({ enabledMark: 0 });
    const all = (await call('GET', '/api/permission/Position/All')).json().data.list;
    expect(all.map((p: { enCode: string }) => p.enCode)).not.toContain('KFZY');
    expect((await call('PUT', url)).json().data).toEqual({ enabledMark: 1 });
  });
});

describe('DELETE /api/permission/Position/{id}', () => {
  it('refuses while users hold the position, by relation or by the copy on the user', async () => {
    const before = await counts();
    const held = await call('DELETE', `/api/permission/Position/${position('CSGCS')}`);
    expect(held.statusCode).toBe(400);
    expect(held.json().msg).toBe('该岗位下还有3个用户,请先移除岗位成员');
    const id = await create({ enCode: 'COPYONLY' });
    await t.database.db
      .updateTable('baseUser')
      .set({ positionId: `${position('SCJL')},${id}` })
      .where('account', '=', 'xuhao')
      .execute();
    expect((await call('DELETE', `/api/permission/Position/${id}`)).json().msg).toBe(
      '该岗位下还有1个用户,请先移除岗位成员',
    );
    await t.database.db
      .updateTable('baseUser')
      .set({ positionId: position('SCJL') })
      .where('account', '=', 'xuhao')
      .execute();
    expect((await call('DELETE', `/api/permission/Position/${id}`)).json().code).toBe(200);
    expect((await call('GET', `/api/permission/Position/${id}`)).statusCode).toBe(404);
    expect((await counts()).baseUserRelation).toBe(before.baseUserRelation);
  });

  it('lets an organisation go once its positions are deleted', async () => {
    const dept = await call('POST', '/api/permission/Organize/Department', admin, {
      parentId: org('HXSZ'),
      enCode: 'HXSZ.FW',
      fullName: '法务部',
    });
    const deptId = dept.json().data.id;
    const id = await create({ enCode: 'FWZY', fullName: '法务专员', organizeId: deptId });
    expect((await call('DELETE', `/api/permission/Organize/Department/${deptId}`)).json().msg).toBe(
      '该组织下还有1个岗位,请先删除或移走这些岗位',
    );
    expect((await call('DELETE', `/api/permission/Position/${id}`)).json().code).toBe(200);
    expect((await call('DELETE', `/api/permission/Organize/Department/${deptId}`)).json().code).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/api/permission/Position/unknown')).statusCode).toBe(404);
    expect((await call('PUT', '/api/permission/Position/unknown', admin, fields())).statusCode).toBe(404);
  });
});
