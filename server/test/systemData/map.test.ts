import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the map menu with all its buttons */
let granted: string;
/** signed in, without the map menu */
let outsider: string;
/** the map menu without any of its buttons */
let reader: string;

const BASE = '/api/system/Map';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['systemData', 'systemData.map']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object, lang = 'zh') =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), 'x-language': lang },
    payload,
  });

const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
];
const feature = (name: unknown, geometry: object = { type: 'Polygon', coordinates: square(100, 30) }) => ({
  type: 'Feature',
  properties: { name },
  geometry,
});
const collection = (...features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });
const GOOD = collection(
  feature('东区'),
  feature('西区', { type: 'MultiPolygon', coordinates: [square(102, 30), square(104, 30)] }),
);

const fields = (more: Record<string, unknown> = {}) => ({
  fullName: '园区地图',
  enCode: 'campusMap',
  data: GOOD,
  sortCode: 100,
  enabledMark: 1,
  description: '两个片区',
  ...more,
});

describe('数据地图: the shipped maps', () => {
  it('the China map and its 34 provinces are there, each a FeatureCollection of named polygons', async () => {
    const res = await call('GET', `${BASE}?pageSize=100`);
    const { list, pagination } = res.json().data;
    expect(pagination.total).toBe(35);
    expect(list[0]).toMatchObject({ id: 'map-china', fullName: '中国', enCode: 'china', enabledMark: 1 });
    expect(list.map((r: { fullName: string }) => r.fullName)).toEqual(
      expect.arrayContaining(['浙江省', '新疆维吾尔自治区', '香港特别行政区', '台湾省']),
    );
    const china = (await call('GET', `${BASE}/map-china/Data`, outsider)).json().data;
    expect(china.type).toBe('FeatureCollection');
    expect(china.features).toHaveLength(34);
    const names = china.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['北京', '浙江', '新疆', '台湾', '海南']));
    // What a save would accept: the shipped data passes the same check.
    const zhejiang = (await call('GET', `${BASE}/map-zhejiang`)).json().data;
    const checked = await call('POST', `${BASE}/Actions/Check`, admin, { data: zhejiang.data });
    expect(checked.json().data).toMatchObject({ featureCount: 11 });
    expect(checked.json().data.names).toContain('杭州市');
  });
});

describe('数据地图: every shipped map passes the check a save makes', () => {
  it('35 maps, each with named areas the way charts match them', async () => {
    const list = (await call('GET', `${BASE}?pageSize=100`)).json().data.list as { id: string }[];
    expect(list).toHaveLength(35);
    for (const { id } of list) {
      const info = (await call('GET', `${BASE}/${id}`)).json().data;
      const res = await call('POST', `${BASE}/Actions/Check`, admin, { data: info.data });
      expect(res.json().code, `${info.fullName}: ${res.json().msg}`).toBe(200);
      expect(res.json().data.featureCount).toBeGreaterThan(0);
    }
  });
});

describe('数据地图: create, edit, state, delete', () => {
  it('creates a map from GeoJSON text, lists it without the data, serves the data for a chart', async () => {
    const res = await call('POST', BASE, granted, fields());
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const id = res.json().data.id;
    const found = (await call('GET', `${BASE}?keyword=campus`)).json().data;
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({
      id,
      fullName: '园区地图',
      enCode: 'campusMap',
      description: '两个片区',
    });
    expect(found.list[0].data).toBeUndefined();
    const stored = (await call('GET', `${BASE}/${id}`)).json().data.data as string;
    expect(JSON.parse(stored)).toEqual(JSON.parse(GOOD));
    expect(found.list[0].dataSize).toBe(stored.length);
    const data = (await call('GET', `${BASE}/${id}/Data`)).json().data;
    expect(data.features.map((f: { properties: { name: string } }) => f.properties.name)).toEqual([
      '东区',
      '西区',
    ]);
    const selector = (await call('GET', `${BASE}/Selector`, outsider)).json().data.list;
    expect(selector).toContainEqual({ id, fullName: '园区地图', enCode: 'campusMap' });

    // A single Feature is stored as a collection of one.
    const single = JSON.stringify(feature('独栋'));
    expect((await call('PUT', `${BASE}/${id}`, granted, fields({ data: single }))).json().code).toBe(200);
    const after = (await call('GET', `${BASE}/${id}/Data`)).json().data;
    expect(after).toMatchObject({ type: 'FeatureCollection', features: [{ properties: { name: '独栋' } }] });

    const state = await call('PUT', `${BASE}/${id}/Actions/State`, granted);
    expect(state.json().data).toEqual({ enabledMark: 0 });
    const hidden = (await call('GET', `${BASE}/Selector`)).json().data.list;
    expect(hidden.some((m: { id: string }) => m.id === id)).toBe(false);

    expect((await call('DELETE', `${BASE}/${id}`, granted)).json().code).toBe(200);
    const gone = await call('GET', `${BASE}/${id}/Data`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('该地图不存在或已删除');
  });

  it('a code or a name another map uses is a 409 naming the field', async () => {
    const taken = await call('POST', BASE, admin, fields({ enCode: 'china', fullName: '另一个' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.errors[0].field).toBe('enCode');
    const name = await call('POST', BASE, admin, fields({ enCode: 'another', fullName: '中国' }));
    expect(name.statusCode).toBe(409);
    expect(name.json().data.errors[0].field).toBe('fullName');
  });
});

describe('数据地图: bad GeoJSON is refused with a clear message and changes nothing', () => {
  const cases: [string, string, string][] = [
    ['not JSON', '{"type": "FeatureCollection",', '地图数据不是有效的 JSON'],
    ['a plain array', '[1, 2]', '地图数据应为 GeoJSON 的 FeatureCollection 或 Feature'],
    [
      'a Geometry',
      JSON.stringify({ type: 'Polygon', coordinates: square(1, 1) }),
      'FeatureCollection 或 Feature',
    ],
    ['no features', collection(), '地图数据中没有区域'],
    ['a feature without a name', collection(feature('甲'), feature('')), '第 2 个区域没有名称'],
    ['a repeated name', collection(feature('甲'), feature('甲')), '区域名称「甲」重复'],
    [
      'a point',
      collection(feature('站点', { type: 'Point', coordinates: [120, 30] })),
      '区域「站点」的几何类型为 Point',
    ],
    [
      'an open ring',
      collection(
        feature('缺口', {
          type: 'Polygon',
          coordinates: [
            [
              [1, 1],
              [2, 1],
              [2, 2],
              [1, 2],
            ],
          ],
        }),
      ),
      '区域「缺口」的坐标无效',
    ],
    [
      'a latitude out of range',
      collection(feature('极地', { type: 'Polygon', coordinates: square(10, 95) })),
      '区域「极地」的坐标无效',
    ],
    ['a feature that is not one', collection({ type: 'Thing' }), '第 1 个区域不是 GeoJSON Feature'],
  ];
  it.each(cases)('%s', async (_label, data, message) => {
    const before = await tableCounts(t.database, ['baseMap']);
    const res = await call('POST', BASE, admin, fields({ data, enCode: 'badMap', fullName: '坏地图' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(message);
    expect(res.json().data.errors[0].field).toBe('data');
    expect(await tableCounts(t.database, ['baseMap'])).toEqual(before);
    const check = await call('POST', `${BASE}/Actions/Check`, admin, { data });
    expect(check.json().msg).toBe(res.json().msg);
  });

  it('speaks the caller language', async () => {
    const res = await call('POST', `${BASE}/Actions/Check`, admin, { data: collection() }, 'en');
    expect(res.json().msg).toBe('The map data has no areas (features is empty)');
    const tw = await call('POST', `${BASE}/Actions/Check`, admin, { data: collection() }, 'zhtw');
    expect(tw.json().msg).toBe('地圖資料中沒有區域 (features 為空)');
  });

  it('data over 5 MB is a 413 naming the limit; between 1 and 5 MB is accepted', async () => {
    const big = collection(
      ...Array.from({ length: 4000 }, (_, i) => ({
        ...feature(`区${i}`, { type: 'Polygon', coordinates: square((i % 170) - 85, (i % 80) - 40) }),
        id: `${i}`.padStart(300, '0'),
      })),
    );
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const ok = await call('POST', `${BASE}/Actions/Check`, admin, { data: big });
    expect(ok.json().data.featureCount).toBe(4000);
    const huge = `${big.slice(0, -2)}${' '.repeat(5 * 1024 * 1024)}]}`;
    const res = await call('POST', `${BASE}/Actions/Check`, admin, { data: huge });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('地图数据不能超过 5 MB');
  });

  it('a missing name or code names the field', async () => {
    const res = await call('POST', BASE, admin, fields({ fullName: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('fullName');
  });
});

describe('数据地图: permissions', () => {
  it('the menu to read, its buttons to write; chart data for any signed-in user', async () => {
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('GET', BASE, reader)).json().code).toBe(200);
    const before = await tableCounts(t.database, ['baseMap']);
    expect((await call('POST', BASE, reader, fields({ enCode: 'r1', fullName: 'r1' }))).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/map-china`, reader, fields())).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/map-china`, reader)).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/map-china/Actions/State`, reader)).statusCode).toBe(403);
    expect(await tableCounts(t.database, ['baseMap'])).toEqual(before);
    expect((await call('GET', `${BASE}/map-china/Data`, outsider)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/map-china/Data`, null)).statusCode).toBe(401);
  });
});
