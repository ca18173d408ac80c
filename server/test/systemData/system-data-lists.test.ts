import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { callAs } from './call-as.js';

/**
 * The system-data lists that run on the resource runtime (data sources, maps, data interfaces, backups)
 * answer exactly the rows they answered when they were written by hand: the same fields, values and
 * order, and the same records where the runtime reads them.
 */

let t: TestApp;
let admin: string;
const call = callAs(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const created = async (url: string, body?: object) => {
  const res = await call('POST', url, admin, body);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data;
};
const listed = async (url: string) => (await call('GET', url)).json().data;

describe('lists on the resource runtime', () => {
  it('data sources: the row has every field but the password, also as the record', async () => {
    const { id } = await created('/api/system/DataSource', {
      dbType: 'SQLite',
      fullName: '清单库',
      serviceName: 'lists.db',
      sortCode: 3,
      description: '清单',
    });
    const row = {
      id,
      fullName: '清单库',
      dbType: 'SQLite',
      host: null,
      port: null,
      userName: null,
      password: '',
      hasPassword: false,
      serviceName: 'lists.db',
      dbSchema: null,
      tableSpace: null,
      sortCode: 3,
      enabledMark: 1,
      description: '清单',
      creatorTime: t.clock.now(),
      creatorUser: '管理员/admin',
      lastModifyTime: null,
    };
    expect(await listed('/api/system/DataSource?keyword=LISTS.DB')).toEqual({
      list: [row],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    expect((await call('GET', `/api/system/DataSource/${id}`)).json().data).toEqual(row);
  });

  it('maps: the row carries the size of the GeoJSON, not the GeoJSON', async () => {
    const data = JSON.stringify({
      type: 'Feature',
      properties: { name: '一区' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [120, 30],
            [121, 30],
            [121, 31],
            [120, 30],
          ],
        ],
      },
    });
    const { id } = await created('/api/system/Map', { fullName: '清单图', enCode: 'listMap', data });
    const stored = (await call('GET', `/api/system/Map/${id}`)).json().data.data as string;
    expect((await listed('/api/system/Map?keyword=listmap')).list).toEqual([
      {
        id,
        fullName: '清单图',
        enCode: 'listMap',
        sortCode: 0,
        enabledMark: 1,
        description: null,
        dataSize: stored.length,
        creatorTime: t.clock.now(),
        lastModifyTime: null,
      },
    ]);
  });

  it('data interfaces: the row without statement and parameters; an empty category filters nothing', async () => {
    const category = await t.database.db
      .selectFrom('baseDictionaryData as d')
      .innerJoin('baseDictionaryType as ty', 'ty.id', 'd.dictionaryTypeId')
      .select(['d.id', 'd.fullName'])
      .where('ty.enCode', '=', 'DataInterfaceType')
      .where('d.enCode', '=', 'business')
      .executeTakeFirstOrThrow();
    const { id } = await created('/api/system/DataInterface', {
      fullName: '清单接口',
      enCode: 'listIface',
      categoryId: category.id,
      query: '[{"id":1}]',
      enabledMark: 1,
    });
    const row = {
      id,
      categoryId: category.id,
      categoryName: category.fullName,
      fullName: '清单接口',
      enCode: 'listIface',
      dbLinkId: '0',
      dataType: 2,
      requestMethod: 'GET',
      responseType: 'json',
      isWrite: 0,
      callScope: 'everyone',
      callRoleIds: [],
      sortCode: 0,
      enabledMark: 1,
      description: null,
      creatorTime: t.clock.now(),
      lastModifyTime: null,
    };
    const base = '/api/system/DataInterface?keyword=listiface';
    expect((await listed(base)).list).toEqual([row]);
    expect((await listed(`${base}&categoryId=`)).list).toEqual([row]);
    expect((await listed(`${base}&categoryId=${category.id}&dataType=2`)).list).toEqual([row]);
    expect((await listed(`${base}&categoryId=other`)).list).toEqual([]);
    expect((await listed(`${base}&dataType=1`)).list).toEqual([]);
  });

  it('backups: the row names who made it, newest first', async () => {
    const first = await created('/api/system/DataBackup');
    t.clock.advance(1000);
    const second = await created('/api/system/DataBackup');
    const rows = (await listed('/api/system/DataBackup')).list;
    expect(rows).toEqual([
      { ...second, creatorUser: '管理员/admin' },
      { ...first, creatorUser: '管理员/admin' },
    ]);
    expect(Object.keys(rows[0])).toEqual([
      'id',
      'fileName',
      'fileSize',
      'dbType',
      'creatorUser',
      'taskId',
      'creatorTime',
    ]);
  });
});
