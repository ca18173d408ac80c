import { Kysely, MysqlDialect, PostgresDialect, sql } from 'kysely';
import mysql from 'mysql2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMariadbServer, startMariadbServer, type TestMariadb } from '../helpers/mariadb-server.js';
import { hasPostgresServer, startPostgresServer, type TestPostgres } from '../helpers/postgres-server.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';
import { callAs } from './call-as.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the sync menu with its 同步 button */
let granted: string;
/** signed in, without the sync menu */
let outsider: string;
/** the sync menu without its button */
let reader: string;
/** a SQLite data source (a file in the SQLite sources folder) */
let sqliteId: string;

const BASE = '/api/system/DataSync';
const ROWS = 12_345;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['systemData', 'systemData.dataSync']);
  reader = await t.login('wangfang', '123456');
  sqliteId = await createSource({ dbType: 'SQLite', fullName: '同步目标库', serviceName: 'sync-target.db' });
  // The platform's own database (source '0') holds the table to copy: more rows than one batch.
  const db = t.database.db;
  await sql`create table sync_orders (id integer primary key, code varchar(20) not null, title text,
    amount numeric(10, 2), qty integer, paid boolean)`.execute(db);
  await sql`create table sync_empty (id integer primary key, name varchar(20))`.execute(db);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    code: `SO${String(i + 1).padStart(6, '0')}`,
    title: i % 7 === 0 ? null : i % 5 === 0 ? `引号 "x", 逗号, 换行\n第${i}单` : `订单 ${i}`,
    amount: (i % 1000) + 0.25,
    qty: i % 13,
    // SQLite binds booleans as 0/1.
    paid: t.database.dialect === 'sqlite' ? (i % 2 === 0 ? 1 : 0) : i % 2 === 0,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await platformDb()
      .insertInto('sync_orders' as never)
      .values(rows.slice(i, i + 1000) as never)
      .execute();
}, 60_000);
afterAll(() => t.close());

const call = callAs(
  () => t,
  () => admin,
);

async function createSource(body: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '/api/system/DataSource', admin, { sortCode: 0, enabledMark: 1, ...body });
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const input = (from: string, to: string, table = 'sync_orders') => ({
  dbConnectionFrom: from,
  dbConnectionTo: to,
  dbTable: table,
});
const check = (from: string, to: string, table = 'sync_orders', token = granted) =>
  call('POST', BASE, token, input(from, to, table));

/** Starts the sync and polls its progress until it ends; answers the last progress seen. */
async function runSync(from: string, to: string, type: number, table = 'sync_orders') {
  const res = await call('POST', `${BASE}/Actions/Execute`, granted, { ...input(from, to, table), type });
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  expect(res.json().msg).toBe(`已开始同步表「${table}」`);
  const { jobId } = res.json().data;
  for (let i = 0; i < 600; i++) {
    const progress = (await call('GET', `${BASE}/Progress/${jobId}`, reader)).json().data;
    if (progress.state !== 'running') return progress;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('sync did not finish');
}

/** The rows as comparable values whatever the dialect answered (numeric as text, booleans as 0/1). */
const normal = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    title: r.title,
    amount: r.amount === null ? null : Number(r.amount),
    qty: r.qty === null ? null : Number(r.qty),
    paid: r.paid === null ? null : Number(r.paid === true ? 1 : r.paid === false ? 0 : r.paid),
  }));
// biome-ignore lint/suspicious/noExplicitAny: designed tables are only known at run time
const rowsOf = async (db: Kysely<any>, table = 'sync_orders') =>
  normal(await db.selectFrom(table).selectAll().orderBy('id').execute());
// biome-ignore lint/suspicious/noExplicitAny: designed tables are only known at run time
const platformDb = () => t.database.db.withoutPlugins() as unknown as Kysely<any>;
async function sourceDb(id: string) {
  return (await t.app.services.dataSources.open(id)).db;
}

/** A table like sync_orders (same declared types: CREATE TABLE AS would lose them on SQLite) with its first rows. */
async function copyOfOrders(name: string, rows: number) {
  const db = platformDb();
  await sql.raw(`drop table if exists ${name}`).execute(db);
  await sql
    .raw(`create table ${name} (id integer primary key, code varchar(20) not null, title text,
    amount numeric(10, 2), qty integer, paid boolean)`)
    .execute(db);
  await sql.raw(`insert into ${name} select * from sync_orders where id <= ${rows}`).execute(db);
}

describe('数据同步: the check codes and the copy (platform database → SQLite source)', () => {
  it('1: the source table is empty; Execute refuses to copy nothing', async () => {
    expect((await check('0', sqliteId, 'sync_empty')).json()).toMatchObject({ code: 200, data: 1 });
    const res = await call('POST', `${BASE}/Actions/Execute`, granted, {
      ...input('0', sqliteId, 'sync_empty'),
      type: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('源表「sync_empty」中没有数据，无需同步');
  });

  it('2: the target table is missing; without confirming nothing happens, confirmed it is created and filled', async () => {
    expect((await check('0', sqliteId)).json()).toMatchObject({ code: 200, data: 2 });
    const refused = await call('POST', `${BASE}/Actions/Execute`, granted, {
      ...input('0', sqliteId),
      type: 0,
    });
    expect(refused.json().msg).toBe('目标库中没有表「sync_orders」，请确认按源表创建后再同步');
    const target = await sourceDb(sqliteId);
    expect((await target.introspection.getTables()).some((x) => x.name === 'sync_orders')).toBe(false);

    const done = await runSync('0', sqliteId, 2);
    expect(done).toMatchObject({
      state: 'done',
      table: 'sync_orders',
      total: ROWS,
      copied: ROWS,
      created: true,
      cleared: false,
      error: null,
    });
    expect(done.duration).toBeGreaterThanOrEqual(0);
    expect(done.rowsPerSecond).toBeGreaterThan(0);
    expect(await rowsOf(target)).toEqual(await rowsOf(platformDb()));
    // The created table keeps the text limit and the primary key.
    const { rows } = await sql<{
      name: string;
      type: string;
      pk: number;
    }>`select name, type, pk from pragma_table_info('sync_orders')`.execute(target);
    expect(rows.find((r) => r.name === 'code')?.type).toBe('varchar(20)');
    expect(rows.find((r) => r.name === 'id')?.pk).toBe(1);
  });

  it('3: the target has rows; confirmed it is emptied first, so the rows are not doubled', async () => {
    const target = await sourceDb(sqliteId);
    await target.updateTable('sync_orders').set({ title: '改过' }).where('id', '<', 100).execute();
    expect((await check('0', sqliteId)).json()).toMatchObject({ code: 200, data: 3 });
    const refused = await call('POST', `${BASE}/Actions/Execute`, granted, {
      ...input('0', sqliteId),
      type: 2,
    });
    expect(refused.json().msg).toBe('目标表「sync_orders」中已有数据，请确认清空后再同步');
    const done = await runSync('0', sqliteId, 3);
    expect(done).toMatchObject({ state: 'done', copied: ROWS, created: false, cleared: true });
    expect(await rowsOf(target)).toEqual(await rowsOf(platformDb()));
  });

  it('one sync at a time per target table: a second start while one runs is refused', async () => {
    const start = () =>
      call('POST', `${BASE}/Actions/Execute`, granted, { ...input('0', sqliteId), type: 3 });
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.json().code, b.json().code].sort()).toEqual([200, 409]);
    const refused = a.json().code === 409 ? a : b;
    expect(refused.json().msg).toBe('表「sync_orders」正在同步中，请等待完成');
    const { jobId } = (a.json().code === 200 ? a : b).json().data;
    let state = 'running';
    while (state === 'running') {
      await new Promise((r) => setTimeout(r, 20));
      state = (await call('GET', `${BASE}/Progress/${jobId}`)).json().data.state;
    }
    expect(state).toBe('done');
    expect(await rowsOf(await sourceDb(sqliteId))).toEqual(await rowsOf(platformDb()));
  });

  it('0: an existing, empty, compatible target is filled as it is', async () => {
    const target = await sourceDb(sqliteId);
    await sql`create table sync_wide (id bigint primary key, code varchar(50), title text, amount real,
      qty integer, paid integer, extra varchar(10) default 'x')`.execute(target);
    await sql`create table sync_wide (id integer primary key, code varchar(20), title text, amount numeric(10,2),
      qty integer, paid boolean)`.execute(platformDb());
    await sql`insert into sync_wide select id, code, title, amount, qty, paid from sync_orders where id <= 10`.execute(
      platformDb(),
    );
    expect((await check('0', sqliteId, 'sync_wide')).json()).toMatchObject({ code: 200, data: 0 });
    const done = await runSync('0', sqliteId, 0, 'sync_wide');
    expect(done).toMatchObject({ state: 'done', copied: 10, created: false, cleared: false });
    expect(await rowsOf(target, 'sync_wide')).toEqual(await rowsOf(platformDb(), 'sync_wide'));
  });
});

describe('数据同步: a target that cannot take the source stops before writing and names the column', () => {
  const cases: [string, string, string][] = [
    [
      'a missing column',
      'id integer primary key, code varchar(20), title text, amount numeric, qty integer',
      '目标表「sync_bad」缺少字段「paid」，未写入任何数据',
    ],
    [
      'a shorter text limit',
      'id integer primary key, code varchar(5), title text, amount numeric, qty integer, paid boolean',
      '字段「code」在目标中最长 5 个字符，短于源的 20，未写入任何数据',
    ],
    [
      'an incompatible type',
      'id integer primary key, code varchar(20), title text, amount numeric, qty blob, paid boolean',
      '字段「qty」类型不兼容：源为 integer，目标为 blob，未写入任何数据',
    ],
    [
      'a required column the source lacks',
      'id integer primary key, code varchar(20), title text, amount numeric, qty integer, paid boolean, owner varchar(10) not null',
      '目标表的必填字段「owner」在源表中不存在，未写入任何数据',
    ],
  ];
  it.each(cases)('%s', async (_label, columns, message) => {
    const target = await sourceDb(sqliteId);
    await sql`drop table if exists sync_bad`.execute(target);
    await sql.raw(`create table sync_bad (${columns})`).execute(target);
    await copyOfOrders('sync_bad', 50);
    for (const type of [0, 2, 3]) {
      const res = await call('POST', `${BASE}/Actions/Execute`, granted, {
        ...input('0', sqliteId, 'sync_bad'),
        type,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(message);
    }
    expect((await check('0', sqliteId, 'sync_bad')).json().msg).toBe(message);
    const { rows } = await sql<{ n: number }>`select count(*) as n from sync_bad`.execute(target);
    expect(Number(rows[0].n)).toBe(0);
  });
});

describe('数据同步: bad input', () => {
  it('refuses odd table names, the same source twice, unknown sources and tables, in the caller language', async () => {
    const odd = await check('0', sqliteId, 'sync_orders; drop table base_user');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().msg).toContain('表名「sync_orders; drop table base_user」无效');
    const same = await check(sqliteId, sqliteId);
    expect(same.json().msg).toBe('源和目标不能是同一个数据连接');
    const unknown = await check('0', 'no-such-source');
    expect(unknown.statusCode).toBe(404);
    const missing = await check('0', sqliteId, 'no_such_table');
    expect(missing.json().msg).toBe('源数据连接中没有表「no_such_table」');
    const en = await call('POST', BASE, granted, input('0', sqliteId, 'no_such_table'), 'en');
    expect(en.json().msg).toBe('The source has no table "no_such_table"');
    const noBody = await call('POST', BASE, granted, {});
    expect(noBody.statusCode).toBe(400);
    const badType = await call('POST', `${BASE}/Actions/Execute`, granted, {
      ...input('0', sqliteId),
      type: 7,
    });
    expect(badType.statusCode).toBe(400);
    const noJob = await call('GET', `${BASE}/Progress/nope`);
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json().msg).toBe('该同步任务不存在或已过期');
  });

  it('permissions: the menu to read progress, the 同步 button to check and run', async () => {
    expect((await check('0', sqliteId, 'sync_orders', outsider)).statusCode).toBe(403);
    expect((await check('0', sqliteId, 'sync_orders', reader)).statusCode).toBe(403);
    const run = await call('POST', `${BASE}/Actions/Execute`, reader, { ...input('0', sqliteId), type: 3 });
    expect(run.statusCode).toBe(403);
    expect((await call('GET', `${BASE}/Progress/x`, outsider)).statusCode).toBe(403);
    expect((await call('POST', BASE, null, input('0', sqliteId))).statusCode).toBe(401);
  });
});

describe.skipIf(!hasPostgresServer())('数据同步 with PostgreSQL', () => {
  let pgServer: TestPostgres;
  let pgId: string;
  // biome-ignore lint/suspicious/noExplicitAny: designed tables are only known at run time
  let pgDb: Kysely<any>;
  beforeAll(async () => {
    pgServer = await startPostgresServer({ database: 'sync_pg' });
    pgId = await createSource({
      dbType: 'PostgreSQL',
      fullName: '同步 PG',
      host: pgServer.host,
      port: pgServer.port,
      userName: pgServer.user,
      password: pgServer.password,
      serviceName: pgServer.database,
    });
    pgDb = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgServer.url }) }),
    });
  }, 60_000);
  afterAll(async () => {
    await pgDb?.destroy();
    await pgServer?.stop();
  });

  it('SQLite → PostgreSQL with COPY: created with matching types, every value kept', async () => {
    expect((await check(sqliteId, pgId)).json()).toMatchObject({ data: 2 });
    const done = await runSync(sqliteId, pgId, 2);
    expect(done).toMatchObject({ state: 'done', copied: ROWS, created: true });
    expect(await rowsOf(pgDb)).toEqual(await rowsOf(await sourceDb(sqliteId)));
    const { rows } = await sql<{
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
    }>`
      select column_name, data_type, character_maximum_length from information_schema.columns
      where table_name = 'sync_orders' order by ordinal_position`.execute(pgDb);
    expect(rows.map((r) => [r.column_name, r.data_type, r.character_maximum_length])).toEqual([
      ['id', 'bigint', null],
      ['code', 'character varying', 20],
      ['title', 'text', null],
      ['amount', 'numeric', null],
      ['qty', 'bigint', null],
      ['paid', 'boolean', null],
    ]);
  });

  it('PostgreSQL → SQLite through a cursor, into a table that had rows', async () => {
    await pgDb.updateTable('sync_orders').set({ title: 'PG 改' }).where('id', '<=', 3).execute();
    expect((await check(pgId, sqliteId)).json()).toMatchObject({ data: 3 });
    const done = await runSync(pgId, sqliteId, 3);
    expect(done).toMatchObject({ state: 'done', copied: ROWS, cleared: true });
    const back = await rowsOf(await sourceDb(sqliteId));
    expect(back).toEqual(await rowsOf(pgDb));
    expect(back[0].title).toBe('PG 改');
  });

  it('a PostgreSQL target with a shorter column is refused before writing', async () => {
    await sql`create table sync_short (id bigint primary key, code varchar(8), title text, amount numeric, qty int, paid boolean)`.execute(
      pgDb,
    );
    await copyOfOrders('sync_short', 5);
    const res = await check('0', pgId, 'sync_short');
    expect(res.json().msg).toBe('字段「code」在目标中最长 8 个字符，短于源的 20，未写入任何数据');
  });
});

describe.skipIf(!hasMariadbServer())('数据同步 with MariaDB', () => {
  let maria: TestMariadb;
  let mariaId: string;
  // biome-ignore lint/suspicious/noExplicitAny: designed tables are only known at run time
  let mariaDb: Kysely<any>;
  beforeAll(async () => {
    maria = await startMariadbServer({ database: 'sync_maria' });
    mariaId = await createSource({
      dbType: 'MySQL',
      fullName: '同步 Maria',
      host: maria.host,
      port: maria.port,
      userName: maria.user,
      password: maria.password,
      serviceName: maria.database,
    });
    mariaDb = new Kysely({
      dialect: new MysqlDialect({
        pool: mysql.createPool({
          host: maria.host,
          port: maria.port,
          user: maria.user,
          password: maria.password,
          database: maria.database,
        }),
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await mariaDb?.destroy();
    await maria?.stop();
  });

  it('the platform database → MariaDB and MariaDB → SQLite keep every value', async () => {
    expect((await check('0', mariaId)).json()).toMatchObject({ data: 2 });
    const done = await runSync('0', mariaId, 2);
    expect(done).toMatchObject({ state: 'done', copied: ROWS, created: true });
    expect(await rowsOf(mariaDb)).toEqual(await rowsOf(platformDb()));
    await mariaDb.updateTable('sync_orders').set({ title: 'Maria 改' }).where('id', '=', 1).execute();
    const back = await runSync(mariaId, sqliteId, 3);
    expect(back).toMatchObject({ state: 'done', copied: ROWS, cleared: true });
    const rows = await rowsOf(await sourceDb(sqliteId));
    expect(rows).toEqual(await rowsOf(mariaDb));
    expect(rows[0].title).toBe('Maria 改');
  });
});
