import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The users list keyword: "account, name or mobile contains it". On SQLite, keywords of 2+ characters
// go through the suffix index (decision 055), a single character through the plain contains-filter;
// user-search-index.test.ts compares both with a plain reading of the table.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const USERS = '/api/permission/Users';
const base = {
  gender: 1,
  organizeId: seedId('org:HXSZSH.YF'),
  positionIds: [],
  roleIds: [],
  sortCode: 0,
};

async function create(account: string, realName: string, mobilePhone: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: USERS,
    headers: { authorization: admin },
    payload: { ...base, account, realName, mobilePhone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function search(keyword: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${USERS}?currentPage=1&pageSize=100&keyword=${encodeURIComponent(keyword)}`,
    headers: { authorization: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { list: { id: string }[]; pagination: { total: number } };
  return { ids: data.list.map((u) => u.id), total: data.pagination.total };
}

describe('users list keyword', () => {
  it('finds a user by a fragment of the account, the name or the mobile', async () => {
    const id = await create('ftsfinder01', '欧阳明月', '13655501234');
    for (const keyword of ['finder0', 'ftsfinder01', '阳明月', '欧阳明月', '6555012', '55501234']) {
      const found = await search(keyword);
      expect(found.ids, keyword).toEqual([id]);
      expect(found.total, keyword).toBe(1);
    }
    for (const keyword of ['明月', '阳', 'r0']) {
      expect((await search(keyword)).ids, keyword).toContain(id);
    }
    expect((await search('finder02')).total).toBe(0);
  });

  it('finds users by what people type: a two-character name, a full mobile, an account prefix, 4 digits', async () => {
    const situ = await create('kwclass01', '司徒', '13711112222');
    const leideng = await create('kwclass02', '司徒雷登', '13722221111');
    const hiker = await create('kwother', '徒步', '13733334444');
    const expectFound = async (keyword: string, ids: string[]) => {
      const found = await search(keyword);
      expect(found.ids.sort(), keyword).toEqual([...ids].sort());
      expect(found.total, keyword).toBe(ids.length);
    };
    await expectFound('司徒', [situ, leideng]);
    await expectFound('雷登', [leideng]);
    await expectFound('徒步', [hiker]);
    await expectFound('13711112222', [situ]);
    await expectFound('13733334444', [hiker]);
    await expectFound('kwclass', [situ, leideng]);
    await expectFound('kwclass02', [leideng]);
    await expectFound('2222', [situ, leideng]);
    await expectFound('3333', [hiker]);
    await expectFound('3722', [leideng]);
  });

  it('does not find deleted users', async () => {
    const id = await create('ftsleaver', '离职人员', '13655509999');
    expect((await search('ftsleav')).ids).toEqual([id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/${id}`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    for (const keyword of ['ftsleav', '离职人员', '55509999'])
      expect((await search(keyword)).total, keyword).toBe(0);
  });

  it('finds a renamed user by the new name, no longer by the old one', async () => {
    const id = await create('ftsrenamed', '上官飞燕', '13655507777');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${id}`,
      headers: { authorization: admin },
      payload: { ...base, account: 'ftsrenamed', realName: '司马青云', mobilePhone: '13655508888' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search('司马青')).ids).toEqual([id]);
    expect((await search('55508888')).ids).toEqual([id]);
    expect((await search('上官飞')).total).toBe(0);
    expect((await search('55507777')).total).toBe(0);
  });

  it('tells the number of matches on every page, also past the end', async () => {
    for (const n of [1, 2, 3]) await create(`ftspaged${n}`, `分页用户${n}`, `1365550300${n}`);
    for (const currentPage of [1, 2, 3]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${USERS}?currentPage=${currentPage}&pageSize=2&keyword=ftspaged`,
        headers: { authorization: admin },
      });
      const data = res.json().data;
      expect(data.list.length).toBe([2, 1, 0][currentPage - 1]);
      expect(data.pagination.total).toBe(3);
      expect(Object.keys(data.list[0] ?? {})).not.toContain('matchTotal');
    }
  });

  it('takes quotes and search syntax in the keyword as plain text', async () => {
    await create('ftsquoted', '引号用户', '13655506666');
    for (const keyword of [
      '"a" OR b*',
      'ftsquoted" OR "zhang',
      'fts*',
      'NEAR(ftsquoted zhang)',
      '引号" OR "',
      '"""',
    ]) {
      expect((await search(keyword)).total, keyword).toBe(0);
    }
    expect((await search('ftsquot')).total).toBe(1);
  });
});
