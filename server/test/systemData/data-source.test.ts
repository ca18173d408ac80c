import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { hasMariadbServer, startMariadbServer, type TestMariadb } from '../helpers/mariadb-server.js';
import { hasPostgresServer, startPostgresServer, type TestPostgres } from '../helpers/postgres-server.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';
import { callAs } from './call-as.js';

let t: TestApp;
let admin: string;
/** 系统管理员: the data source menu with all its buttons */
let granted: string;
/** signed in, without the data source menu */
let outsider: string;
/** the data source menu without its buttons */
let reader: string;
const BASE = '/api/system/DataSource';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['systemData', 'systemData.dataSource']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t?.close());

const call = callAs(
  () => t,
  () => admin,
);

const sqliteSource = (more: Record<string, unknown> = {}) => ({
  dbType: 'SQLite',
  fullName: '销售库',
  serviceName: 'sales.db',
  sortCode: 1,
  enabledMark: 1,
  description: '销售数据',
  ...more,
});

async function create(body: object, token = admin): Promise<string> {
  const res = await call('POST', BASE, token, body);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}
const storedRows = () => t.database.db.selectFrom('baseDbLink').selectAll().execute();

describe('data source routes: access', () => {
  it('need the 数据连接 menu to read and its buttons to write', async () => {
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('GET', BASE, reader)).json()).toMatchObject({ code: 200 });
    const before = await storedRows();
    expect((await call('POST', BASE, reader, sqliteSource({ fullName: 'r' }))).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/Actions/Test`, outsider, sqliteSource())).statusCode).toBe(403);
    expect(await storedRows()).toEqual(before);
    expect((await call('GET', `${BASE}/Selector`, outsider)).json()).toMatchObject({ code: 200 });
  });
});

describe('SQLite data sources', () => {
  it('are created, listed by keyword, changed and deleted', async () => {
    const id = await create(sqliteSource(), granted);
    const list = (await call('GET', `${BASE}?keyword=sales`)).json().data;
    expect(list.pagination).toMatchObject({ currentPage: 1, total: 1 });
    expect(list.list[0]).toMatchObject({
      id,
      fullName: '销售库',
      dbType: 'SQLite',
      host: null,
      password: '',
      hasPassword: false,
    });
    expect((await call('GET', `${BASE}?keyword=nothing-like-it`)).json().data.list).toEqual([]);

    const put = await call(
      'PUT',
      `${BASE}/${id}`,
      granted,
      sqliteSource({ fullName: '销售库2', serviceName: 'sales2.db' }),
    );
    expect(put.json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${BASE}/${id}`)).json().data).toMatchObject({
      fullName: '销售库2',
      serviceName: 'sales2.db',
    });

    expect((await call('DELETE', `${BASE}/${id}`, granted)).json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('refuse file names with a path, the platform file, and names already used', async () => {
    const before = await storedRows();
    for (const serviceName of ['../app.db', '/tmp/x.db', 'a/b.db', '..', 'x\\y.db', '']) {
      const res = await call(
        'POST',
        BASE,
        admin,
        sqliteSource({ fullName: `bad ${serviceName}`, serviceName }),
      );
      expect(res.statusCode, serviceName).toBe(400);
      expect(res.json().msg).toContain('SQLite 文件名');
    }
    await create(sqliteSource({ fullName: '唯一名称' }));
    const dup = await call('POST', BASE, admin, sqliteSource({ fullName: '唯一名称', serviceName: 'x.db' }));
    expect(dup.statusCode).toBe(409);
    expect((await storedRows()).length).toBe(before.length + 1);
  });

  it('test a missing file without creating it, and an existing one with its version', async () => {
    const res = await call(
      'POST',
      `${BASE}/Actions/Test`,
      admin,
      sqliteSource({ serviceName: 'not-yet.db' }),
    );
    expect(res.json()).toMatchObject({ code: 200, data: { message: expect.stringContaining('not-yet.db') } });
    const id = await create(sqliteSource({ fullName: '存在的库', serviceName: 'exists.db' }));
    const opened = await t.app.services.dataSources.open(id);
    await sql`create table t (a int)`.execute(opened.db);
    const ok = await call(
      'POST',
      `${BASE}/Actions/Test`,
      admin,
      sqliteSource({ serviceName: 'exists.db' }),
      'en',
    );
    expect(ok.json().data.message).toMatch(/^Connected \(SQLite 3\.\d+/);
  });
});

describe('bad input', () => {
  it('refuses unsupported types, missing hosts, ports out of range, in the caller language', async () => {
    const before = await storedRows();
    const oracle = await call(
      'POST',
      BASE,
      admin,
      { dbType: 'Oracle', fullName: 'o', host: 'h', port: 1521 },
      'en',
    );
    expect(oracle.statusCode).toBe(400);
    expect(oracle.json().msg).toBe(
      'Oracle data sources are not supported yet; SQLite, PostgreSQL and MySQL are',
    );
    const noHost = await call('POST', BASE, admin, {
      dbType: 'PostgreSQL',
      fullName: 'p',
      serviceName: 'd',
      userName: 'u',
    });
    expect(noHost.json()).toMatchObject({ code: 400, msg: '请填写主机地址和端口' });
    const noDb = await call('POST', BASE, admin, {
      dbType: 'MySQL',
      fullName: 'm',
      host: 'h',
      port: 3306,
      userName: 'u',
    });
    expect(noDb.json()).toMatchObject({ code: 400, msg: '请填写数据库名称' });
    for (const port of [0, 70000, 'abc']) {
      const res = await call('POST', BASE, admin, { dbType: 'PostgreSQL', fullName: 'p', host: 'h', port });
      expect(res.statusCode, String(port)).toBe(400);
    }
    const badHost = await call('POST', BASE, admin, {
      dbType: 'PostgreSQL',
      fullName: 'p',
      host: 'h;rm -rf',
      port: 5432,
    });
    expect(badHost.statusCode).toBe(400);
    expect((await call('POST', BASE, admin, { fullName: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', `${BASE}/nope`, admin, sqliteSource())).statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });

  it('names the host that cannot be found and the port nobody listens on', async () => {
    const unknown = await call('POST', `${BASE}/Actions/Test`, admin, {
      dbType: 'PostgreSQL',
      host: 'no-such-host.invalid',
      port: 5432,
      userName: 'u',
      password: 'p',
      serviceName: 'd',
    });
    expect(unknown.json()).toMatchObject({
      code: 400,
      msg: '连接失败：找不到主机 no-such-host.invalid，请检查主机地址',
    });
    const port = await freePort();
    const closed = await call(
      'POST',
      `${BASE}/Actions/Test`,
      admin,
      {
        dbType: 'MySQL',
        host: '127.0.0.1',
        port,
        userName: 'u',
        password: 'p',
        serviceName: 'd',
      },
      'zhtw',
    );
    expect(closed.json()).toMatchObject({
      code: 400,
      msg: `連線失敗：127.0.0.1 的連接埠 ${port} 沒有資料庫在監聽，請檢查連接埠`,
    });
  });
});

describe('a server that accepts and never answers', () => {
  let silent: net.Server;
  let port = 0;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each(['PostgreSQL', 'MySQL'])(
    'is reported as a timeout (%s)',
    async (dbType) => {
      const res = await call('POST', `${BASE}/Actions/Test`, admin, {
        dbType,
        host: '127.0.0.1',
        port,
        userName: 'u',
        password: 'p',
        serviceName: 'd',
      });
      expect(res.json()).toMatchObject({
        code: 400,
        msg: '连接失败：5 秒内没有响应，请检查主机、端口和防火墙',
      });
    },
    20_000,
  );
});

describe('the selector', () => {
  it("lists the platform database as '0' and enabled sources grouped by type", async () => {
    await create(sqliteSource({ fullName: '停用的库', serviceName: 'off.db', enabledMark: 0 }));
    const groups = (await call('GET', `${BASE}/Selector`)).json().data.list as {
      fullName: string;
      children: { id: string; fullName: string }[];
    }[];
    const platformType = t.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const group = groups.find((g) => g.fullName === platformType);
    expect(group?.children[0]).toMatchObject({ id: '0', fullName: '默认数据库' });
    const names = groups.flatMap((g) => g.children.map((c) => c.fullName));
    expect(names).toContain('存在的库');
    expect(names).not.toContain('停用的库');
  });
});

describe('deleting a source a data interface uses', () => {
  it('is refused while the interface exists', async () => {
    const exists = await sql`select 1 from base_data_interface where 1 = 0`.execute(t.database.db).then(
      () => true,
      () => false,
    );
    if (!exists) return; // the data-interface table comes with migration 020
    const id = await create(sqliteSource({ fullName: '被引用的库', serviceName: 'used.db' }));
    await sql`insert into base_data_interface (id, creator_time, enabled_mark, sort_code, category_id, full_name, en_code, db_link_id)
      values ('di-uses-source', 1, 1, 0, 'c', '接口', 'uses_source', ${id})`.execute(t.database.db);
    const res = await call('DELETE', `${BASE}/${id}`);
    expect(res.json()).toMatchObject({
      code: 409,
      msg: '数据连接「被引用的库」正被 1 个数据接口使用，无法删除',
    });
    await sql`delete from base_data_interface where id = 'di-uses-source'`.execute(t.database.db);
    expect((await call('DELETE', `${BASE}/${id}`)).json()).toMatchObject({ code: 200 });
  });
});

describe.skipIf(!hasPostgresServer())('PostgreSQL data sources', () => {
  let pgServer: TestPostgres;
  beforeAll(async () => {
    pgServer = await startPostgresServer();
  }, 60_000);
  afterAll(() => pgServer?.stop());
  const form = (more: Record<string, unknown> = {}) => ({
    dbType: 'PostgreSQL',
    fullName: 'PG 源',
    host: pgServer.host,
    port: pgServer.port,
    userName: pgServer.user,
    password: pgServer.password,
    serviceName: pgServer.database,
    ...more,
  });

  it('test the connection and name what failed: password, database', async () => {
    const good = await call('POST', `${BASE}/Actions/Test`, admin, form());
    expect(good.json()).toMatchObject({
      code: 200,
      data: { version: expect.stringMatching(/^PostgreSQL \d+/) },
    });
    const login = await call('POST', `${BASE}/Actions/Test`, admin, form({ password: 'wrong' }));
    expect(login.json()).toMatchObject({
      code: 400,
      msg: `连接失败：用户名或密码错误（用户 ${pgServer.user}）`,
    });
    const db = await call('POST', `${BASE}/Actions/Test`, admin, form({ serviceName: 'missing_db' }), 'en');
    expect(db.json()).toMatchObject({
      code: 400,
      msg: 'Connection failed: the database "missing_db" does not exist',
    });
  });

  it('store the password sealed, never answer it, and keep it when an edit leaves it empty', async () => {
    const id = await create(form());
    const stored = await t.database.db
      .selectFrom('baseDbLink')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toBeTruthy();
    expect(stored.password).not.toContain(pgServer.password);
    const info = await call('GET', `${BASE}/${id}`);
    expect(info.body).not.toContain(pgServer.password);
    expect(info.json().data).toMatchObject({ password: '', hasPassword: true });
    const list = await call('GET', BASE);
    expect(list.body).not.toContain(pgServer.password);
    expect(list.body).not.toContain(stored.password as string);

    // An edit without a password keeps the stored one: the source still connects.
    expect(
      (await call('PUT', `${BASE}/${id}`, admin, form({ password: '', fullName: 'PG 源 2' }))).json(),
    ).toMatchObject({ code: 200 });
    const opened = await t.app.services.dataSources.open(id);
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(opened.db);
    expect(rows).toEqual([{ n: 1 }]);
    // The test action with the id and no password uses the stored one too.
    const test = await call('POST', `${BASE}/Actions/Test`, admin, { ...form({ password: '' }), id });
    expect(test.json()).toMatchObject({ code: 200 });
    // A wrong password on edit reaches the next open().
    await call('PUT', `${BASE}/${id}`, admin, form({ password: 'wrong', fullName: 'PG 源 2' }));
    const reopened = await t.app.services.dataSources.open(id);
    await expect(sql`select 1`.execute(reopened.db)).rejects.toThrow();
  });
});

describe.skipIf(!hasMariadbServer())('MariaDB data sources', () => {
  let maria: TestMariadb;
  beforeAll(async () => {
    maria = await startMariadbServer();
  }, 60_000);
  afterAll(() => maria?.stop());
  const form = (more: Record<string, unknown> = {}) => ({
    dbType: 'MySQL',
    fullName: 'Maria 源',
    host: maria.host,
    port: maria.port,
    userName: maria.user,
    password: maria.password,
    serviceName: maria.database,
    ...more,
  });

  it('test the connection and name what failed: password, database', async () => {
    const good = await call('POST', `${BASE}/Actions/Test`, admin, form());
    expect(good.json()).toMatchObject({
      code: 200,
      data: { version: expect.stringMatching(/^MariaDB 10\./) },
    });
    const login = await call('POST', `${BASE}/Actions/Test`, admin, form({ password: 'wrong' }));
    expect(login.json()).toMatchObject({
      code: 400,
      msg: `连接失败：用户名或密码错误（用户 ${maria.user}）`,
    });
    const db = await call('POST', `${BASE}/Actions/Test`, admin, form({ serviceName: 'missing_db' }));
    expect(db.json()).toMatchObject({
      code: 400,
      msg: `连接失败：数据库「missing_db」不存在，或用户 ${maria.user} 无权访问它`,
    });
  });

  it('are saved and opened', async () => {
    const id = await create(form());
    const opened = await t.app.services.dataSources.open(id);
    expect(opened.dialect).toBe('mysql');
    const { rows } = await sql<{ d: string }>`select database() as d`.execute(opened.db);
    expect(rows).toEqual([{ d: maria.database }]);
  });
});
