import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the area menu with all its buttons */
let granted: string;
/** signed in, but without the area menu */
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });
const data = async (method: Method, url: string, payload?: object, token = admin) => {
  const res = await call(method, url, token, payload);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data;
};
const counts = () => tableCounts(t.database, ['baseProvince']);
const names = (list: { fullName: string }[]) => list.map((a) => a.fullName);

// Official codes: 浙江省 33, 杭州市 3301, 西湖区 330106.
const ZJ = '33';
const HZ = '3301';
const XH = '330106';

describe('who may call the area routes', () => {
  const routes: [Method, string, 'read' | 'write' | 'user', object?][] = [
    ['GET', '/api/system/Area/-1', 'read'],
    ['GET', `/api/system/Area/${ZJ}/Info`, 'read'],
    ['POST', '/api/system/Area', 'write', { parentId: XH, fullName: '权限测试', enCode: '33010699' }],
    ['PUT', `/api/system/Area/${XH}`, 'write', { parentId: HZ, fullName: '西湖区', enCode: XH }],
    ['DELETE', '/api/system/Area/nope', 'write'],
    ['PUT', `/api/system/Area/${XH}/Actions/State`, 'write'],
    ['GET', '/api/system/Area/-1/Selector/0', 'user'],
  ];

  it.each(routes)(
    '%s %s: anonymous 401, refused without the grant, allowed with it',
    async (method, url, kind, body) => {
      const anonymous = await call(method, url, null, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe(600);
      const other = await call(method, url, outsider, body);
      if (kind === 'user') expect(other.json().code).toBe(200);
      else expect(other.statusCode).toBe(403);
      const res = await call(method, url, granted, body);
      expect(res.statusCode).not.toBe(403);
      expect(res.statusCode).not.toBe(401);
    },
  );

  it('the role holder could really change things: put the state and the test record back', async () => {
    const { list } = await data('GET', `/api/system/Area/${XH}`);
    for (const a of list) await data('DELETE', `/api/system/Area/${a.id}`);
    const info = await data('GET', `/api/system/Area/${XH}/Info`);
    if (info.enabledMark === 0) await data('PUT', `/api/system/Area/${XH}/Actions/State`);
    expect((await data('GET', `/api/system/Area/${XH}/Info`)).enabledMark).toBe(1);
  });
});

describe('seeded divisions', () => {
  it('mainland China down to districts: 31 provinces, 342 cities, 2,978 districts', async () => {
    const rows = await t.database.db
      .selectFrom('baseProvince')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleteMark', 'is', null)
      .groupBy('type')
      .orderBy('type')
      .execute();
    expect(rows.map((r) => [Number(r.type), Number(r.n)])).toEqual([
      [1, 31],
      [2, 342],
      [3, 2978],
    ]);
  });

  it('the root lists the provinces in code order, each with children', async () => {
    const { list } = await data('GET', '/api/system/Area/-1');
    expect(list).toHaveLength(31);
    expect(list[0]).toMatchObject({ id: '11', fullName: '北京市', enCode: '11', type: 1, hasChildren: true });
    expect(names(list)).toContain('浙江省');
    expect(list.every((a: { parentId: string }) => a.parentId === '-1')).toBe(true);
  });

  it('children load per parent: 浙江省 → 11 cities, 杭州市 → its districts as leaves', async () => {
    const cities = (await data('GET', `/api/system/Area/${ZJ}`)).list;
    expect(cities).toHaveLength(11);
    expect(cities[0]).toMatchObject({
      id: HZ,
      fullName: '杭州市',
      type: 2,
      hasChildren: true,
      parentPath: '浙江省',
    });
    const districts = (await data('GET', `/api/system/Area/${HZ}`)).list;
    expect(names(districts)).toContain('西湖区');
    expect(districts.find((d: { id: string }) => d.id === XH)).toMatchObject({
      type: 3,
      hasChildren: false,
      parentPath: '浙江省 / 杭州市',
    });
  });

  it('a keyword finds areas at any depth below the node, with their path', async () => {
    const all = (await data('GET', `/api/system/Area/-1?keyword=${encodeURIComponent('西湖')}`)).list;
    expect(
      all.map((a: { fullName: string; parentPath: string }) => `${a.parentPath}/${a.fullName}`),
    ).toContain('浙江省 / 杭州市/西湖区');
    const byCode = (await data('GET', `/api/system/Area/-1?keyword=${XH}`)).list;
    expect(names(byCode)).toEqual(['西湖区']);
    const inBeijing = (await data('GET', `/api/system/Area/11?keyword=${encodeURIComponent('西湖')}`)).list;
    expect(inBeijing).toEqual([]);
    const inZhejiang = (await data('GET', `/api/system/Area/${ZJ}?keyword=${encodeURIComponent('西湖')}`))
      .list;
    expect(names(inZhejiang)).toEqual(['西湖区']);
  });

  it('the tree has no paged list beside its levels', async () => {
    expect((await call('GET', '/api/system/Area')).statusCode).toBe(404);
  });

  it('an unknown node answers 404 with a sentence', async () => {
    const res = await call('GET', '/api/system/Area/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('该行政区划不存在或已删除');
  });

  it('Info gives the id path, the address value', async () => {
    expect(await data('GET', `/api/system/Area/${XH}/Info`)).toMatchObject({
      id: XH,
      parentId: HZ,
      enCode: XH,
      type: 3,
      idPath: [ZJ, HZ, XH],
      namePath: ['浙江省', '杭州市', '西湖区'],
    });
  });
});

describe('the address selector', () => {
  it('lists enabled children with isLeaf, root -1, for any signed-in user', async () => {
    const provinces = (await data('GET', '/api/system/Area/-1/Selector/0', undefined, outsider)).list;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ id: '11', fullName: '北京市', isLeaf: false });
    const districts = (await data('GET', `/api/system/Area/${HZ}/Selector/0`, undefined, outsider)).list;
    expect(districts.find((d: { id: string }) => d.id === XH)).toEqual({
      id: XH,
      fullName: '西湖区',
      isLeaf: true,
    });
  });

  it('leaves out currId and disabled areas; a city whose districts are all disabled is a leaf', async () => {
    const without = (await data('GET', `/api/system/Area/${ZJ}/Selector/${HZ}`)).list;
    expect(without).toHaveLength(10);
    expect(without.map((a: { id: string }) => a.id)).not.toContain(HZ);

    const id = (
      await data('POST', '/api/system/Area', { parentId: XH, fullName: '测试街道', enCode: '330106901' })
    ).id;
    expect(
      (await data('GET', `/api/system/Area/${HZ}/Selector/0`)).list.find((d: { id: string }) => d.id === XH),
    ).toMatchObject({ isLeaf: false });
    await data('PUT', `/api/system/Area/${id}/Actions/State`);
    expect((await data('GET', `/api/system/Area/${XH}/Selector/0`)).list).toEqual([]);
    expect(
      (await data('GET', `/api/system/Area/${HZ}/Selector/0`)).list.find((d: { id: string }) => d.id === XH),
    ).toMatchObject({ isLeaf: true });
    await data('DELETE', `/api/system/Area/${id}`);
  });

  it('an unknown parent has nothing to offer', async () => {
    expect((await data('GET', '/api/system/Area/nope/Selector/0')).list).toEqual([]);
  });
});

describe('create, change, state and delete', () => {
  const live = async () =>
    (await t.database.db.selectFrom('baseProvince').select('id').where('deleteMark', 'is', null).execute())
      .length;

  it('creates a district under 杭州市, shows it, changes it, toggles it and deletes it', async () => {
    const before = await live();
    const { id } = await data('POST', '/api/system/Area', {
      parentId: HZ,
      fullName: '测试新区',
      enCode: '330199',
      sortCode: 5,
      description: '测试用',
    });
    expect(await data('GET', `/api/system/Area/${id}/Info`)).toMatchObject({
      fullName: '测试新区',
      enCode: '330199',
      type: 3,
      enabledMark: 1,
      sortCode: 5,
      description: '测试用',
      idPath: [ZJ, HZ, id],
    });
    expect(names((await data('GET', `/api/system/Area/${HZ}`)).list)).toContain('测试新区');

    await data('PUT', `/api/system/Area/${id}`, { parentId: HZ, fullName: '测试二区', enCode: '330198' });
    expect(await data('GET', `/api/system/Area/${id}/Info`)).toMatchObject({
      fullName: '测试二区',
      enCode: '330198',
    });

    expect(await data('PUT', `/api/system/Area/${id}/Actions/State`)).toEqual({ enabledMark: 0 });
    expect((await data('GET', `/api/system/Area/${id}/Info`)).enabledMark).toBe(0);
    expect(await data('PUT', `/api/system/Area/${id}/Actions/State`)).toEqual({ enabledMark: 1 });

    await data('DELETE', `/api/system/Area/${id}`);
    expect((await call('GET', `/api/system/Area/${id}/Info`)).statusCode).toBe(404);
    expect(names((await data('GET', `/api/system/Area/${HZ}`)).list)).not.toContain('测试二区');
    // a deleted area's code can be used again
    const again = await data('POST', '/api/system/Area', {
      parentId: HZ,
      fullName: '测试新区',
      enCode: '330198',
    });
    await data('DELETE', `/api/system/Area/${again.id}`);
    expect(await live()).toBe(before);
  });

  it('a province needs no parent', async () => {
    const { id } = await data('POST', '/api/system/Area', { fullName: '测试省', enCode: '99' });
    expect(await data('GET', `/api/system/Area/${id}/Info`)).toMatchObject({
      parentId: '-1',
      type: 1,
      idPath: [id],
    });
    await data('DELETE', `/api/system/Area/${id}`);
  });

  it('moving an area moves its depth and the depth of everything below it', async () => {
    const city = (
      await data('POST', '/api/system/Area', { parentId: ZJ, fullName: '测试市', enCode: '3398' })
    ).id;
    const district = (
      await data('POST', '/api/system/Area', { parentId: city, fullName: '测试区', enCode: '339801' })
    ).id;
    // 测试市 becomes a province: 测试区 becomes a city
    await data('PUT', `/api/system/Area/${city}`, { parentId: '-1', fullName: '测试市', enCode: '3398' });
    expect((await data('GET', `/api/system/Area/${district}/Info`)).type).toBe(2);
    expect((await data('GET', `/api/system/Area/${district}/Info`)).idPath).toEqual([city, district]);
    await data('DELETE', `/api/system/Area/${district}`);
    await data('DELETE', `/api/system/Area/${city}`);
  });
});

describe('refusals change nothing', () => {
  async function refused(method: Method, url: string, body: object | undefined, status: number, msg: string) {
    const before = await counts();
    const snapshot = await t.database.db
      .selectFrom('baseProvince')
      .selectAll()
      .where('id', 'in', [ZJ, HZ, XH])
      .execute();
    const res = await call(method, url, admin, body);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect(await counts()).toEqual(before);
    expect(
      await t.database.db.selectFrom('baseProvince').selectAll().where('id', 'in', [ZJ, HZ, XH]).execute(),
    ).toEqual(snapshot);
  }

  it('delete with children', async () => {
    await refused(
      'DELETE',
      `/api/system/Area/${HZ}`,
      undefined,
      400,
      '该区域下还有13个下级区域,请先删除下级区域',
    );
  });

  it('codes other than digits, duplicate codes, empty and malformed names', async () => {
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: HZ, fullName: '测试', enCode: '33AB' },
      400,
      '区域编码只能由数字组成',
    );
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: HZ, fullName: '测试', enCode: ' ' },
      400,
      '编码不能为空',
    );
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: HZ, fullName: '测试', enCode: XH },
      409,
      '编码已存在',
    );
    await refused(
      'PUT',
      `/api/system/Area/${XH}`,
      { parentId: HZ, fullName: '西湖区', enCode: '330105' },
      409,
      '编码已存在',
    );
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: HZ, fullName: '  ', enCode: '330197' },
      400,
      '名称不能为空',
    );
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: HZ, fullName: '测试<b>', enCode: '330197' },
      400,
      '名称不能含有特殊符号',
    );
  });

  it('parent must exist; no move under itself or its own descendant; at most four levels', async () => {
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: 'nope', fullName: '测试', enCode: '330197' },
      400,
      '上级区域不存在或已删除',
    );
    await refused(
      'PUT',
      `/api/system/Area/${ZJ}`,
      { parentId: XH, fullName: '浙江省', enCode: ZJ },
      400,
      '不能把区域移到它自己或它的下级区域下面',
    );
    await refused(
      'PUT',
      `/api/system/Area/${ZJ}`,
      { parentId: ZJ, fullName: '浙江省', enCode: ZJ },
      400,
      '不能把区域移到它自己或它的下级区域下面',
    );
    // 杭州市 (two levels high) under 东城区 would reach a fifth level; so would a child under a street
    const street = (
      await data('POST', '/api/system/Area', { parentId: XH, fullName: '测试街道', enCode: '330106902' })
    ).id;
    await refused(
      'PUT',
      `/api/system/Area/${HZ}`,
      { parentId: '110101', fullName: '杭州市', enCode: HZ },
      400,
      '行政区划最多四级(省、市、区县、街道)',
    );
    await refused(
      'POST',
      '/api/system/Area',
      { parentId: street, fullName: '测试', enCode: '33010690201' },
      400,
      '行政区划最多四级(省、市、区县、街道)',
    );
    await data('DELETE', `/api/system/Area/${street}`);
  });

  it('missing fields, unknown fields and unknown ids', async () => {
    await refused('POST', '/api/system/Area', { parentId: HZ, fullName: '测试' }, 400, '编码不能为空');
    await refused(
      'PUT',
      '/api/system/Area/nope',
      { parentId: HZ, fullName: '测试', enCode: '330196' },
      404,
      '该行政区划不存在或已删除',
    );
    await refused('DELETE', '/api/system/Area/nope', undefined, 404, '该行政区划不存在或已删除');
    await refused('PUT', '/api/system/Area/nope/Actions/State', undefined, 404, '该行政区划不存在或已删除');
  });

  it('answers in the user language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/Area',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { parentId: HZ, fullName: 'Test', enCode: 'X1' },
    });
    expect(res.json().msg).toBe('An area code may contain digits only');
  });
});
