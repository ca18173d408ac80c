import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/db/seed/seed-id.js';
import { up as seedTypes } from '../src/modules/permission/migrations/20261126T1027_permission_seeded_types.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 15 item 3: info and list answers carry what the original client's screens show (client-facts §5.3,
// the original's list and form views): 所属组织 on the users, positions and roles lists, 创建人 on the data
// sources, the company details and parent path of an organisation, the organisation path in the user info,
// a picture for every user, and seeded positions and roles with the types their forms require.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });
const data = async (method: Method, url: string, payload?: object, token = admin) => {
  const res = await call(method, url, payload, token);
  expect(res.json(), `${method} ${url}: ${res.body.slice(0, 300)}`).toMatchObject({ code: 200 });
  return res.json().data;
};
type Row = Record<string, unknown>;

const org = (code: string) => seedId(`org:${code}`);
const GROUP = '华夏数智集团有限公司';
const DEFAULT_AVATAR = '/default-avatar.svg';

/** The SQL texts the database runs while `work` runs, on either dialect. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const restore: (() => void)[] = [];
  const wrap = (
    target: Record<string, unknown>,
    name: string,
    textOf: (self: unknown, args: unknown[]) => string,
  ) => {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: unknown, ...args: unknown[]) {
      seen.push(textOf(this, args));
      return original.apply(this, args);
    };
    restore.push(() => {
      target[name] = original;
    });
  };
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  for (const name of ['all', 'get', 'run', 'iterate'])
    wrap(statement, name, (self) => (self as { source: string }).source);
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query', (_self, args) =>
    typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text),
  );
  try {
    await work();
  } finally {
    for (const undo of restore) undo();
  }
  return seen;
}

describe('CurrentUser userInfo', () => {
  it('carries the organisation path of ids and a picture', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { userInfo } = await data('GET', '/api/oauth/CurrentUser', undefined, token);
    expect(userInfo).toMatchObject({
      organizeId: org('HXSZ.XXJS'),
      organizeIdTree: [org('HXSZ'), org('HXSZ.XXJS')],
      headIcon: DEFAULT_AVATAR,
    });
    const own = (await data('GET', '/api/oauth/CurrentUser')).userInfo;
    expect(own.organizeIdTree).toEqual([org('HXSZ')]);
  });
});

describe('the users list', () => {
  it('names the organisation as the original reads it (organize) and gives every user a picture', async () => {
    const { list } = await data('GET', `/api/permission/Users?organizeId=${org('HXSZ.ZCB')}&n=1`);
    const zhang = (list as Row[]).find((u) => u.account === 'zhangwei');
    expect(zhang).toMatchObject({ organize: `${GROUP}/总裁办`, organizeName: `${GROUP}/总裁办` });
    expect((list as Row[]).every((u) => u.headIcon === DEFAULT_AVATAR)).toBe(true);
    const one = await data('GET', `/api/permission/Users/${seedId('user:zhangwei')}`);
    expect(one).toMatchObject({ organize: `${GROUP}/总裁办`, headIcon: DEFAULT_AVATAR });
  });

  it('reads no organisation and no more statements for it: the paths are the per-process map', async () => {
    await data('GET', '/api/permission/Users?pageSize=1&n=warm');
    const one = await statementsDuring(() => data('GET', '/api/permission/Users?pageSize=1&n=a'));
    const twenty = await statementsDuring(() => data('GET', '/api/permission/Users?pageSize=20&n=b'));
    expect(one.length).toBeGreaterThan(0);
    expect(twenty.length).toBe(one.length);
    expect([...one, ...twenty].filter((sql) => /base_organize/i.test(sql))).toEqual([]);
  });
});

describe('the positions and roles lists', () => {
  it('name the department of a position', async () => {
    const { list } = await data('GET', '/api/permission/Position?keyword=ZJL');
    expect(list[0]).toMatchObject({ enCode: 'ZJL', department: `${GROUP}/总裁办`, type: 'leader' });
  });

  it("name the organisations a role's holders belong to", async () => {
    const { list } = await data('GET', '/api/permission/Role?keyword=finance');
    const finance = (list as Row[]).find((r) => r.enCode === 'finance') as Row;
    expect(finance.type).toBe('business');
    expect(String(finance.organizeInfo).split(',')).toEqual([`${GROUP}/财务部`]);
    const { id } = await data('POST', '/api/permission/Role', { fullName: '临时角色', enCode: 'temp' });
    expect(await data('GET', `/api/permission/Role?keyword=temp`)).toMatchObject({
      list: [{ id, organizeInfo: '', userCount: 0 }],
    });
  });
});

describe('seeded positions and roles', () => {
  it('have their types, so a seeded record saved back unchanged is accepted', async () => {
    for (const url of [
      `/api/permission/Position/${seedId('position:ZJZL')}`,
      `/api/permission/Role/${seedId('role:sysadmin')}`,
    ]) {
      const record = await data('GET', url);
      expect(record.type).toMatch(/^(assistant|system)$/);
      await data('PUT', url, record);
      const { lastModifyTime: _stamp, ...unchanged } = record;
      expect(await data('GET', url)).toMatchObject(unchanged);
    }
  });

  it('get them on a database seeded before (the migration), keeping a type set since', async () => {
    const db = t.database.db;
    await db
      .updateTable('basePosition')
      .set({ type: null })
      .where('id', '=', seedId('position:KJ'))
      .execute();
    await db.updateTable('baseRole').set({ type: '' }).where('id', '=', seedId('role:manager')).execute();
    await db
      .updateTable('basePosition')
      .set({ type: 'leader' })
      .where('id', '=', seedId('position:CN'))
      .execute();
    await seedTypes(db as unknown as Kysely<unknown>);
    const type = async (table: 'basePosition' | 'baseRole', id: string) =>
      (await db.selectFrom(table).select('type').where('id', '=', id).executeTakeFirstOrThrow()).type;
    expect(await type('basePosition', seedId('position:KJ'))).toBe('staff');
    expect(await type('baseRole', seedId('role:manager'))).toBe('business');
    expect(await type('basePosition', seedId('position:CN'))).toBe('leader');
  });
});

describe('data sources', () => {
  it('name their creator as name/account', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { id } = await data(
      'POST',
      '/api/system/DataSource',
      { dbType: 'SQLite', fullName: '考勤库', serviceName: 'attendance.db' },
      token,
    );
    const { list } = await data('GET', '/api/system/DataSource?keyword=attendance');
    expect(list).toMatchObject([{ id, creatorUser: '周强/zhouqiang' }]);
  });
});

describe('an organisation', () => {
  const COMPANY = '/api/permission/Organize';
  const details = {
    shortName: '华夏物流',
    enterpriseNature: 'private',
    industry: 'logistics',
    foundedTime: 1_577_836_800_000,
    telePhone: '021-55550000',
    address: '上海市浦东新区',
    businessscope: '仓储\n运输',
  };

  it('keeps the company details the original form sends and answers them as JSON text', async () => {
    const { id } = await data('POST', COMPANY, {
      parentId: org('HXSZ'),
      fullName: '华夏数智物流有限公司',
      enCode: 'HXWL',
      propertyJson: { ...details, unknownKey: 'dropped' },
    });
    const info = await data('GET', `${COMPANY}/${id}`);
    expect(JSON.parse(info.propertyJson)).toEqual(details);
    expect(info.organizeIdTree).toEqual([org('HXSZ')]);
    // saved back as the original does (the text it read, the ids path beside it): nothing lost
    await data('PUT', `${COMPANY}/${id}`, { ...info, propertyJson: info.propertyJson });
    expect(JSON.parse((await data('GET', `${COMPANY}/${id}`)).propertyJson)).toEqual(details);
    // an edit that leaves the details out keeps them
    await data('PUT', `${COMPANY}/${id}`, {
      parentId: org('HXSZ'),
      fullName: '华夏物流有限公司',
      enCode: 'HXWL',
    });
    expect(JSON.parse((await data('GET', `${COMPANY}/${id}`)).propertyJson)).toEqual(details);
  });

  it('takes the founding date as the form sends it: a timestamp text, or empty for none', async () => {
    const create = async (enCode: string, foundedTime: string) =>
      (
        await data('POST', COMPANY, {
          parentId: org('HXSZ'),
          fullName: `华夏${enCode}公司`,
          enCode,
          propertyJson: { shortName: enCode, foundedTime },
        })
      ).id as string;
    const dated = await data('GET', `${COMPANY}/${await create('DATED', '1577836800000')}`);
    expect(JSON.parse(dated.propertyJson)).toEqual({ shortName: 'DATED', foundedTime: 1_577_836_800_000 });
    const undated = await data('GET', `${COMPANY}/${await create('UNDATED', '')}`);
    expect(JSON.parse(undated.propertyJson)).toEqual({ shortName: 'UNDATED' });
  });

  it('refuses details that are not an object, naming the field, and changes nothing', async () => {
    const res = await call('POST', COMPANY, {
      parentId: org('HXSZ'),
      fullName: '错误公司',
      enCode: 'BAD',
      propertyJson: '[1,2]',
    });
    expect([res.statusCode, res.json().msg, res.json().data.errors[0].field]).toEqual([
      400,
      '公司信息格式不正确',
      'propertyJson',
    ]);
    expect((await data('GET', `${COMPANY}?keyword=BAD`)).list).toEqual([]);
  });
});
