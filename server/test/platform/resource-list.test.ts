import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus, type TestApp } from '../helpers/test-app.js';
import {
  EXACT,
  GADGETS,
  GHOSTS,
  gadgetApp,
  gadgetResource,
  gadgetScheme,
  grantGadgets,
} from './resource-fixture.js';

// The resource runtime's list and record reads on a table made by the test: paging per SPEC §9, keyword,
// declared filters and sort, and the caller's data permission applied in the query (row scope, columns).

let t: TestApp;
let admin: string;
let wangfang: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

async function ok(method: Method, url: string, token = admin, payload?: object) {
  const res = await call(method, url, token, payload);
  expect(res.json(), `${method} ${url}: ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}

const codes = (data: { list: { enCode: string }[] }) => data.list.map((g) => g.enCode);

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
  // 25 gadgets: G01-G25, kinds alternating, weights 10-250, sort codes 1-25.
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    await ok('POST', GADGETS, admin, {
      fullName: `器具${n}`,
      enCode: `G${n}`,
      kind: i % 2 ? 'tool' : 'toy',
      weight: i * 10,
      sortCode: i,
    });
    t.clock.advance(1000);
  }
  // A name stored before the name rule: % and _ in it must be found literally.
  await sql`update test_gadget set full_name = ${'100%_纯铜扳手'} where en_code = 'G07'`.execute(
    t.database.db,
  );
  await grantGadgets(t, 'wangfang', {});
  wangfang = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

describe('paging (SPEC §9)', () => {
  it('pages in the declared order with the exact total on every page, past the end too', async () => {
    const first = await ok('GET', `${GADGETS}?currentPage=1&pageSize=10`);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 25 });
    expect(codes(first)).toEqual(['G01', 'G02', 'G03', 'G04', 'G05', 'G06', 'G07', 'G08', 'G09', 'G10']);
    const last = await ok('GET', `${GADGETS}?currentPage=3&pageSize=10`);
    expect(last.pagination.total).toBe(25);
    expect(codes(last)).toEqual(['G21', 'G22', 'G23', 'G24', 'G25']);
    const beyond = await ok('GET', `${GADGETS}?currentPage=9&pageSize=10`);
    expect(beyond).toEqual({ list: [], pagination: { currentPage: 9, pageSize: 10, total: 25 } });
    const exact = await ok('GET', `${GADGETS}?currentPage=5&pageSize=5`);
    expect([codes(exact).length, exact.pagination.total]).toEqual([5, 25]);
  });

  it('answers the declared row with numbers as numbers and the computed field', async () => {
    const [row] = (await ok('GET', `${GADGETS}?keyword=G03`)).list;
    expect(Object.keys(row)).toEqual(gadgetResource.row);
    expect(row).toMatchObject({ enCode: 'G03', weight: 30, sortCode: 3, enabledMark: 1, tag: 'G03:器具03' });
    expect(typeof row.creatorTime).toBe('number');
    expect(await ok('GET', `${GADGETS}/${row.id}`)).toEqual(row);
  });

  it('refuses a page size over 500 and a page number no list reaches', async () => {
    expect((await call('GET', `${GADGETS}?pageSize=501`)).json().msg).toBe('每页条数不能大于500');
    expect((await call('GET', `${GADGETS}?currentPage=99999999999999999999`)).statusCode).toBe(400);
  });
});

describe('keyword, filters and sort', () => {
  it('finds the keyword in any searchable column, ignoring case and taking % and _ literally', async () => {
    expect((await ok('GET', `${GADGETS}?keyword=g1`)).pagination.total).toBe(10);
    expect(codes(await ok('GET', `${GADGETS}?keyword=${encodeURIComponent('100%_')}`))).toEqual(['G07']);
    expect((await ok('GET', `${GADGETS}?keyword=${encodeURIComponent('%')}`)).pagination.total).toBe(1);
    expect((await ok('GET', `${GADGETS}?keyword=${encodeURIComponent('器具2')}`)).pagination.total).toBe(6);
  });

  it('takes a keyword condition the resource builds itself in place of "contains"', async () => {
    expect(codes(await ok('GET', `${EXACT}?keyword=g05`))).toEqual(['G05']);
    expect((await ok('GET', `${EXACT}?keyword=g0`)).pagination.total).toBe(0);
    expect((await ok('GET', `${EXACT}?kind=toy&keyword=g05`)).list).toEqual([]);
  });

  it('filters by the declared eq, in and range parameters, with the keyword', async () => {
    expect((await ok('GET', `${GADGETS}?kind=toy`)).pagination.total).toBe(12);
    expect((await ok('GET', `${GADGETS}?kind=toy&kind=tool`)).pagination.total).toBe(25);
    expect(codes(await ok('GET', `${GADGETS}?weightStart=200&weightEnd=220`))).toEqual(['G20', 'G21', 'G22']);
    expect(codes(await ok('GET', `${GADGETS}?weightStart=200&kind=tool&keyword=2`))).toEqual([
      'G21',
      'G23',
      'G25',
    ]);
    expect((await call('GET', `${GADGETS}?kind=boat`)).statusCode).toBe(400);
    expect((await call('GET', `${GADGETS}?weightEnd=99999999999999999999`)).statusCode).toBe(400);
  });

  it('sorts by a sortable field on request, ignores other names, and keeps the declared order otherwise', async () => {
    const heavy = await ok('GET', `${GADGETS}?sidx=weight&sort=desc&pageSize=3`);
    expect(codes(heavy)).toEqual(['G25', 'G24', 'G23']);
    const byName = await ok('GET', `${GADGETS}?sidx=fullName&pageSize=2`);
    expect(codes(byName)).toEqual(['G07', 'G01']);
    for (const sidx of ['description', 'full_name', 'id;drop table test_gadget', 'tag'])
      expect(
        codes(await ok('GET', `${GADGETS}?sidx=${encodeURIComponent(sidx)}&sort=desc&pageSize=2`)),
      ).toEqual(['G01', 'G02']);
  });
});

describe('data permission in the query', () => {
  it('lets a row scheme through only its rows; others answer as absent for reading and changing', async () => {
    const scheme = await gadgetScheme(t, 'only-g05', 'enCode', 'G05');
    await grantGadgets(t, 'wangfang', { buttons: ['btn_edit', 'btn_remove'], schemes: [scheme] });
    const seen = await ok('GET', GADGETS, wangfang);
    expect([codes(seen), seen.pagination.total]).toEqual([['G05'], 1]);
    const all = await ok('GET', `${GADGETS}?pageSize=100`);
    const id = (code: string) => all.list.find((g: { enCode: string }) => g.enCode === code).id;
    expect((await call('GET', `${GADGETS}/${id('G05')}`, wangfang)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `${GADGETS}/${id('G06')}`],
      ['PUT', `${GADGETS}/${id('G06')}`, { fullName: '改名', enCode: 'G06' }],
      ['DELETE', `${GADGETS}/${id('G06')}`],
      ['PUT', `${GADGETS}/${id('G06')}/Actions/State`],
    ] as const) {
      const res = await call(method, url, wangfang, body);
      expect([method, url, res.statusCode, res.json().msg]).toEqual([method, url, 404, '器具不存在']);
    }
    expect((await ok('GET', `${GADGETS}/${id('G06')}`)).fullName).toBe('器具06');
  });

  it('selects only the granted columns: a hidden column is not read, searched, filtered or sorted by', async () => {
    // Rows are no longer limited: the scheme is switched off.
    await t.database.db
      .updateTable('baseModuleScheme')
      .set({ enabledMark: 0 })
      .where('id', '=', 'only-g05')
      .execute();
    await grantGadgets(t, 'wangfang', { columns: ['fullName', 'enCode'] });
    const list = await ok('GET', `${GADGETS}?pageSize=2`, wangfang);
    expect(list.list[0]).not.toHaveProperty('weight');
    expect(list.list[0]).toMatchObject({ enCode: 'G01', tag: 'G01:器具01', kind: 'tool' });
    // The ghost resource declares a column the table does not have: only a query without it can answer.
    const ghosts = await ok('GET', `${GHOSTS}?pageSize=2`, wangfang);
    expect(codes(ghosts)).toEqual(['G01', 'G02']);
    expect(ghosts.list[0]).not.toHaveProperty('ghost');
    expect((await ok('GET', `${GHOSTS}/${ghosts.list[0].id}`, wangfang)).enCode).toBe('G01');
    // Filtering and sorting by the hidden weight do nothing for her.
    expect((await ok('GET', `${GADGETS}?weightStart=200`, wangfang)).pagination.total).toBe(25);
    expect(codes(await ok('GET', `${GADGETS}?sidx=weight&sort=desc&pageSize=1`, wangfang))).toEqual(['G01']);

    await grantGadgets(t, 'wangfang', { columns: ['fullName'] });
    const noCode = await ok('GET', `${GADGETS}?keyword=G07`, wangfang);
    // The code is hidden: it is not searched, and the tag computed from it is not answered.
    expect(noCode.pagination.total).toBe(0);
    expect((await ok('GET', `${GADGETS}?pageSize=1`, wangfang)).list[0]).not.toHaveProperty('tag');
  });

  it('refuses users without the menu and writers without the button', async () => {
    await grantGadgets(t, 'wangfang', {});
    const body = { fullName: '新器具', enCode: 'NEW1' };
    expect((await call('POST', GADGETS, wangfang, body)).statusCode).toBe(403);
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    const zhangwei = await t.login('zhangwei', '123456');
    expect((await call('GET', GADGETS, zhangwei)).statusCode).toBe(403);
  });
});
