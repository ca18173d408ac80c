import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { contains } from '../../src/platform/query.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The users list answers exactly what reading base_user itself gives: "account, name or mobile contains the
// keyword" and the number of live users. The suffix index and the live-user tally (decision 055) may only
// make it faster, whoever writes the users table (the API or a statement of its own). Every check compares
// the API's answer with a query on the same database.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const USERS = '/api/permission/Users';
const ORG = seedId('org:HXSZSH.YF');

async function list(query: Record<string, string | number>) {
  const params = new URLSearchParams({ currentPage: '1', pageSize: '500', ...query } as Record<
    string,
    string
  >);
  const res = await t.app.inject({
    method: 'GET',
    url: `${USERS}?${params}`,
    headers: { authorization: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { list: { id: string }[]; pagination: { total: number } };
  return { ids: data.list.map((u) => u.id).sort(), total: data.pagination.total };
}

/** The answer of a plain reading: every live user whose account, name or mobile contains the keyword. */
async function matching(keyword: string) {
  const rows = await t.database.db
    .selectFrom('baseUser as u')
    .select('u.id')
    .where('u.deleteMark', 'is', null)
    .where((eb) =>
      eb.or([
        contains(eb.ref('u.account'), keyword),
        contains(eb.ref('u.realName'), keyword),
        contains(eb.ref('u.mobilePhone'), keyword),
      ]),
    )
    .execute();
  const ids = rows.map((r) => r.id).sort();
  return { ids, total: ids.length };
}

/** The list trims the keyword it is given. */
async function expectSameAsReading(keywords: Iterable<string>) {
  for (const keyword of keywords)
    expect(await list({ keyword }), keyword).toEqual(await matching(keyword.trim()));
}

/**
 * Fragments where an index on suffixes could go wrong: every two characters (the shortest indexed keyword)
 * and every suffix (keywords ending where the text ends, and longer than an index entry), as written and
 * upper-cased.
 */
function fragmentsOf(texts: (string | null)[]) {
  const out = new Set<string>();
  for (const text of texts) {
    const chars = [...(text ?? '')];
    for (let start = 0; start < chars.length; start++) {
      for (const fragment of [chars.slice(start, start + 2).join(''), chars.slice(start).join('')]) {
        if (!fragment.trim()) continue;
        out.add(fragment);
        out.add(fragment.toUpperCase());
      }
    }
  }
  return out;
}

async function create(account: string, realName: string, mobilePhone: string | null, organizeId = ORG) {
  const res = await t.app.inject({
    method: 'POST',
    url: USERS,
    headers: { authorization: admin },
    payload: {
      account,
      realName,
      mobilePhone,
      organizeId,
      gender: 1,
      positionIds: [],
      roleIds: [],
      sortCode: 0,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

let rowNumber = 0;
/** A user written by a statement of its own, not through the API (imports, scripts, other tools). */
async function insertDirectly(account: string, realName: string, mobilePhone: string | null) {
  const id = `direct-${++rowNumber}`;
  await t.database.db
    .insertInto('baseUser')
    .values({
      id,
      creatorTime: t.clock.now(),
      account,
      realName,
      mobilePhone,
      password: 'x',
      organizeId: ORG,
    })
    .execute();
  return id;
}

const texts: (string | null)[] = [];

describe('users list keyword against a plain reading of the table', () => {
  it('finds the same users for every fragment of accounts, names and mobiles', async () => {
    const made: [string, string, string | null][] = [
      ['CamelCase01', '王伟', '13912345678'],
      ['camelcase02', '王伟明', '13812345679'],
      ['idxnameonly', '欧阳王伟', null],
      ['idxpoet', '李白', '15900001234'],
      ['idxpoet2', '白李', '15900012340'],
    ];
    for (const [account, name, mobile] of made) await create(account, name, mobile);
    // Values the API would refuse but another writer may store: longer than an index entry, characters
    // outside the basic plane, % and _ and \ as text, upper-case letters outside ASCII.
    const direct: [string, string, string | null][] = [
      ['averyveryverylongaccountname01', '超长账号用户', '+86 139 0000 5555'],
      ['idxastral', '𠀀𠀁𠀂', null],
      ['idx%_\\user', '百分%之_百\\', '100%'],
      ['idxUmlaut', 'ÄÖÜäöü', null],
    ];
    for (const [account, name, mobile] of direct) await insertDirectly(account, name, mobile);
    for (const row of [...made, ...direct]) texts.push(...row);
    await expectSameAsReading(fragmentsOf(texts));
    await expectSameAsReading([
      'veryverylongaccountname0',
      'VeryVeryLongAccountName01',
      'nobody here',
      '%',
      '_',
    ]);
  });

  it('follows every write at once: edits, deletes and statements of other writers', async () => {
    const id = await create('idxwriter', '司马青云', '13655508888');
    await expectSameAsReading(['司马', '青云', '13655508888', '5550', 'idxwr']);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${id}`,
      headers: { authorization: admin },
      payload: {
        account: 'idxwriter',
        realName: '上官飞燕',
        mobilePhone: '13655507777',
        organizeId: ORG,
        gender: 1,
        positionIds: [],
        roleIds: [],
        sortCode: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list({ keyword: '上官' })).ids).toContain(id);
    expect((await list({ keyword: '司马' })).ids).not.toContain(id);
    await expectSameAsReading(['司马', '青云', '上官', '飞燕', '13655508888', '13655507777', '5550']);
    // a statement that changes only one of the texts keeps the others findable
    await t.database.db.updateTable('baseUser').set({ account: 'idxrenamed' }).where('id', '=', id).execute();
    await expectSameAsReading(['idxwr', 'idxren', '上官', '13655507777']);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/${id}`,
      headers: { authorization: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list({ keyword: '上官' })).ids).not.toContain(id);
    await t.database.db.deleteFrom('baseUser').where('id', '=', id).execute();
    await t.database.db.deleteFrom('baseUser').where('account', '=', 'idxastral').execute();
    await expectSameAsReading([
      'idxren',
      '上官',
      '𠀀𠀁',
      '𠀁',
      '13655507777',
      ...fragmentsOf(['李白', '白李']),
    ]);
  });
});

/** The organisation and every organisation below it, read from the table. */
async function withDescendants(id: string) {
  const orgs = await t.database.db.selectFrom('baseOrganize').select(['id', 'parentId']).execute();
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const o of orgs) if (o.parentId === out[i]) out.push(o.id);
  return out;
}

async function liveCount(where: { enabledMark?: number; organizeIds?: string[] } = {}) {
  let query = t.database.db
    .selectFrom('baseUser')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleteMark', 'is', null);
  if (where.enabledMark !== undefined) query = query.where('enabledMark', '=', where.enabledMark);
  if (where.organizeIds) query = query.where('organizeId', 'in', where.organizeIds);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('users list total without a keyword', () => {
  async function expectTotalsRight() {
    const company = seedId('org:HXSZSH');
    const organizeIds = await withDescendants(company);
    const pageOf = async (query: Record<string, string | number>) =>
      (await list({ ...query, pageSize: 2, currentPage: 2 })).total;
    expect(await pageOf({})).toBe(await liveCount());
    expect(await pageOf({ enabledMark: 1 })).toBe(await liveCount({ enabledMark: 1 }));
    expect(await pageOf({ enabledMark: 0 })).toBe(await liveCount({ enabledMark: 0 }));
    expect(await pageOf({ organizeId: company })).toBe(await liveCount({ organizeIds }));
    expect(await pageOf({ organizeId: company, enabledMark: 1 })).toBe(
      await liveCount({ organizeIds, enabledMark: 1 }),
    );
  }

  it('counts live users exactly through creates, state changes, moves, deletes and other writers', async () => {
    await expectTotalsRight();
    const before = await liveCount();
    const id = await create('idxcounted', '计数用户', '13655501111');
    expect((await list({ pageSize: 1 })).total).toBe(before + 1);
    const state = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${id}/Actions/State`,
      headers: { authorization: admin },
    });
    expect(state.statusCode, state.body).toBe(200);
    await expectTotalsRight();
    const db = t.database.db;
    await db
      .updateTable('baseUser')
      .set({ organizeId: seedId('org:HXSZSH.CS') })
      .where('id', '=', id)
      .execute();
    await expectTotalsRight();
    await db.updateTable('baseUser').set({ organizeId: null }).where('id', '=', id).execute();
    await expectTotalsRight();
    await db.updateTable('baseUser').set({ deleteMark: 1 }).where('id', '=', id).execute();
    expect((await list({ pageSize: 1 })).total).toBe(before);
    await expectTotalsRight();
    // a deleted row written again as live, then removed for good
    await db.updateTable('baseUser').set({ deleteMark: null, enabledMark: 1 }).where('id', '=', id).execute();
    await expectTotalsRight();
    await db.deleteFrom('baseUser').where('id', '=', id).execute();
    expect((await list({ pageSize: 1 })).total).toBe(before);
    await expectTotalsRight();
  });
});
