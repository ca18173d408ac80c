import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneLogs } from '../../src/modules/system/log-retention.js';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, setSetting, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** signed in, without the 数据接口 menu */
let outsider: string;
let categoryId: string;
let api: http.Server;
let apiBase: string;

const BASE = '/api/system/DataInterface';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

let seq = 0;
const fields = (more: Record<string, unknown> = {}) => {
  seq++;
  return {
    fullName: `接口${seq}`,
    enCode: `di${seq}`,
    categoryId,
    dataType: 2,
    query: '[{"id":"1","name":"甲"},{"id":"2","name":"乙"},{"id":"3","name":"丙"}]',
    enabledMark: 1,
    ...more,
  };
};

async function create(more: Record<string, unknown> = {}) {
  const res = await call('POST', BASE, admin, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const respond = (id: string, query = '', token = admin) =>
  call('GET', `${BASE}/${id}/Actions/Response${query}`, token);

/** A SQL interface over the people table with an integer parameter. */
const peopleSql = (more: Record<string, unknown> = {}) =>
  fields({
    dataType: 1,
    dbLinkId: '0',
    query: 'select id, name, age from di_people where age >= {minAge} order by id',
    requestParameters: [
      { field: 'minAge', dataType: 'int', required: 1, defaultValue: null, description: '最小年龄' },
    ],
    ...more,
  });

// A local API the HTTP interfaces call: /rows (JSON), /envelope ({code,msg,data}), /slow, /big, /text.
function startApi(): Promise<void> {
  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/rows') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ id: 'a', q: url.searchParams.get('q') }]));
    } else if (url.pathname === '/envelope') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: { total: 2 } }));
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end('{}'), 3000).unref();
    } else if (url.pathname === '/big') {
      res.write('[');
      for (let i = 0; i < 2000; i++) res.write(`${'"x'.padEnd(1000, 'x')}",`);
      res.end('0]');
    } else if (url.pathname === '/text') res.end('<html>not json</html>');
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  const category = await t.database.db
    .selectFrom('baseDictionaryData as d')
    .innerJoin('baseDictionaryType as ty', 'ty.id', 'd.dictionaryTypeId')
    .select('d.id')
    .where('ty.enCode', '=', 'DataInterfaceType')
    .where('d.enCode', '=', 'business')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
  const db = t.database.db;
  await sql`create table di_people (id integer primary key, name varchar(50), age integer)`.execute(db);
  await sql`insert into di_people (id, name, age) values (1, 'Ann', 20), (2, 'Bob', 35), (3, 'Cai', 50), (4, 'Dee', 65)`.execute(
    db,
  );
  await startApi();
  const config = t.app.services.config as {
    dataInterfaceHosts: string[];
    dataInterfaceTimeoutMs: number;
    dataInterfaceMaxBytes: number;
  };
  config.dataInterfaceHosts = ['127.0.0.1', '169.254.0.0/16'];
  config.dataInterfaceTimeoutMs = 500;
  config.dataInterfaceMaxBytes = 64 * 1024;
});
afterAll(async () => {
  api?.close();
  await t.close();
});

const peopleCount = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from di_people`.execute(t.database.db)).rows[0].n);

describe('records', () => {
  it('creates, reads, lists by category and keyword, changes and deletes an interface', async () => {
    const id = await create({ fullName: '客户清单', enCode: 'customerList', sortCode: 1 });
    const info = (await call('GET', `${BASE}/${id}`)).json().data;
    expect(info).toMatchObject({
      fullName: '客户清单',
      dataType: 2,
      dbLinkId: '0',
      enabledMark: 1,
      categoryName: '业务接口',
    });
    const list = (await call('GET', `${BASE}?keyword=customerl&categoryId=${categoryId}`)).json().data;
    expect(list.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.list[0].query).toBeUndefined();
    expect(list.pagination).toMatchObject({ currentPage: 1, total: 1 });
    const other = (await call('GET', `${BASE}?categoryId=nothing`)).json().data;
    expect(other.pagination.total).toBe(0);

    const put = await call('PUT', `${BASE}/${id}`, admin, {
      ...fields(),
      fullName: '客户清单2',
      enCode: 'customerList',
    });
    expect(put.json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).json().data.fullName).toBe('客户清单2');
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const before = (await call('GET', BASE)).json().data.pagination.total;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ fullName: '' }, 400, /名称不能为空|不能为空/],
      [{ categoryId: 'nope' }, 400, /分类不存在/],
      [{ query: '' }, 400, /不能为空/],
      [{ query: '{not json', enabledMark: 1 }, 400, /不是有效的JSON/],
      [{ dataType: 3, query: 'ftp://example.com/x' }, 400, /http/],
      [{ dataType: 1, query: 'select * from di_people where id = {id}' }, 400, /\{id\}未在请求参数中定义/],
      [{ requestParameters: [{ field: '1bad' }] }, 400, /参数名/],
      [{ requestParameters: [{ field: 'a' }, { field: 'a' }] }, 400, /重复/],
      [{ requestParameters: [{ field: 'n', dataType: 'int', defaultValue: 'x' }] }, 400, /整型/],
      [{ dataType: 7 }, 400, /./],
    ];
    for (const [more, status, message] of cases) {
      const res = await call('POST', BASE, admin, fields(more));
      expect(res.statusCode, JSON.stringify(more)).toBe(status);
      expect(res.json().msg, JSON.stringify(more)).toMatch(message);
    }
    const dup = await create({ enCode: 'dupCode' });
    const again = await call('POST', BASE, admin, fields({ enCode: 'dupCode' }));
    expect(again.statusCode).toBe(409);
    await call('DELETE', `${BASE}/${dup}`);
    expect((await call('GET', BASE)).json().data.pagination.total).toBe(before);
    const en = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: fields({ query: '{bad', enabledMark: 1 }),
    });
    expect(en.json().msg).toMatch(/not valid JSON/);
  });

  it('invalid static JSON and SQL that does not prepare can be saved disabled, never enabled', async () => {
    const json = await create({ query: '{bad', enabledMark: 0 });
    const state = await call('PUT', `${BASE}/${json}/Actions/State`);
    expect(state.statusCode).toBe(400);
    expect(state.json().msg).toMatch(/JSON/);

    const broken = peopleSql({ query: 'select * from no_such_table where age > {minAge}' });
    const refused = await call('POST', BASE, admin, broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/无法启用.*no_such_table/);
    expect(refused.json().msg).not.toMatch(/at .*\.js/);
    const syntax = await call(
      'POST',
      BASE,
      admin,
      peopleSql({ query: 'selec id frm di_people', requestParameters: [] }),
    );
    expect(syntax.statusCode).toBe(400);

    const saved = await call('POST', BASE, admin, { ...broken, enCode: 'brokenDraft', enabledMark: 0 });
    expect(saved.json().code).toBe(200);
    const enable = await call('PUT', `${BASE}/${saved.json().data.id}/Actions/State`);
    expect(enable.statusCode).toBe(400);
    expect((await call('GET', `${BASE}/${saved.json().data.id}`)).json().data.enabledMark).toBe(0);
  });

  it('the selector lists enabled interfaces under their category', async () => {
    const on = await create({ fullName: '选择器启用' });
    const off = await create({ fullName: '选择器停用', enabledMark: 0 });
    const tree = (await call('GET', `${BASE}/Selector`, outsider)).json().data;
    const business = tree.find((c: { id: string }) => c.id === categoryId);
    const ids = business.children.map((c: { id: string }) => c.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
  });

  it('calls with bad input answer a sentence, never a 500', async () => {
    const id = await create();
    const cases: [string, number, RegExp][] = [
      [`${BASE}/nope/Actions/Response`, 404, /数据接口不存在/],
      [`${BASE}/${id}/Action/List?pageSize=9999`, 400, /./],
      [`${BASE}/${id}/Action/List?currentPage=0`, 400, /./],
      [`${BASE}/${id}/Action/Info`, 400, /./],
      [`${BASE}/${id}/Actions/Response?x=${'y'.repeat(5000)}`, 400, /./],
      [`${BASE}/nope/Action/Export`, 404, /数据接口不存在/],
    ];
    for (const [url, status, message] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url.slice(0, 80)).toBe(status);
      expect(res.json().msg, url.slice(0, 80)).toMatch(message);
    }
    const sourceGone = await call('POST', BASE, admin, peopleSql({ dbLinkId: 'no-such-source' }));
    expect(sourceGone.statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/nope/Actions/State`)).statusCode).toBe(404);
  });

  it('needs the 数据接口 menu to list and its buttons to write', async () => {
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('POST', BASE, outsider, fields())).statusCode).toBe(403);
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
  });
});

describe('SQL interfaces', () => {
  it('binds {name} parameters: typed, required, defaulted; answers rows and a timing', async () => {
    const id = await create(peopleSql());
    const res = await respond(id, '?minAge=40');
    expect(res.json().code).toBe(200);
    expect(res.json().data.data).toEqual([
      { id: 3, name: 'Cai', age: 50 },
      { id: 4, name: 'Dee', age: 65 },
    ]);
    expect(typeof res.json().data.duration).toBe('number');

    const missing = await respond(id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('minAge不能为空');
    const wrong = await respond(id, '?minAge=abc');
    expect(wrong.json().msg).toBe('minAge类型必须为整型');

    const defaulted = await create(
      peopleSql({
        requestParameters: [{ field: 'minAge', dataType: 'int', required: 1, defaultValue: '60' }],
      }),
    );
    expect((await respond(defaulted)).json().data.data).toEqual([{ id: 4, name: 'Dee', age: 65 }]);
  });

  it('injection attempts through parameters are inert: nothing extra answered, nothing changed', async () => {
    const id = await create(
      peopleSql({
        query:
          "select id, name from di_people where name = {name} -- {ignored} in a comment, '{kept}' in a string",
        requestParameters: [{ field: 'name', dataType: 'varchar', required: 0 }],
      }),
    );
    for (const attempt of [
      "' or 1=1 --",
      '1; drop table di_people',
      "Ann' union select 1, sqlite_version() --",
    ]) {
      const res = await respond(id, `?name=${encodeURIComponent(attempt)}`);
      expect(res.json(), attempt).toMatchObject({ code: 200, data: { data: [] } });
    }
    expect((await respond(id, '?name=Ann')).json().data.data).toEqual([{ id: 1, name: 'Ann' }]);
    expect(await peopleCount()).toBe(4);
  });

  it('a statement that writes is refused by the database unless the interface is marked as a write', async () => {
    const reading = await create(
      peopleSql({ query: 'update di_people set age = age + 1', requestParameters: [], enabledMark: 0 }),
    );
    await call('PUT', `${BASE}/${reading}/Actions/State`);
    const refused = await respond(reading);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/只读/);
    expect(
      (
        await respond(
          await create(
            peopleSql({
              query: 'select 1 as one; delete from di_people',
              requestParameters: [],
              enabledMark: 0,
            }),
          ),
        )
      ).statusCode,
    ).toBe(400);
    const ages = await sql<{ age: number }>`select age from di_people order by id`.execute(t.database.db);
    expect(ages.rows.map((r) => Number(r.age))).toEqual([20, 35, 50, 65]);
    // the platform's connection is writable again after the read-only call
    await sql`update di_people set age = 20 where id = 1`.execute(t.database.db);

    const writing = await create(
      peopleSql({
        query: 'update di_people set name = {name} where id = {id}',
        isWrite: 1,
        requestParameters: [
          { field: 'name', dataType: 'varchar', required: 1 },
          { field: 'id', dataType: 'int', required: 1 },
        ],
      }),
    );
    const done = await respond(writing, '?name=Eve&id=4');
    expect(done.json()).toMatchObject({ code: 200, data: { data: { affectedRows: 1 } } });
    const renamed = await sql<{ name: string }>`select name from di_people where id = 4`.execute(
      t.database.db,
    );
    expect(renamed.rows[0].name).toBe('Eve');
    await sql`update di_people set name = 'Dee' where id = 4`.execute(t.database.db);
  });

  it('a statement may not leave a transaction open on the platform connection', async () => {
    // SQLite shares one connection; PostgreSQL's pooled transaction is ended by the runner's own commit.
    if (t.app.services.dialect !== 'sqlite') return;
    const id = await create(peopleSql({ query: 'begin', requestParameters: [], enabledMark: 0 }));
    const refused = await respond(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/事务/);
    const writer = await create(
      peopleSql({ query: 'begin immediate', requestParameters: [], isWrite: 1, enabledMark: 0 }),
    );
    expect((await respond(writer)).json().msg).toMatch(/事务/);
    // The platform's own writes still commit (a transaction left open would swallow them).
    const after = await create({ fullName: '事务之后' });
    expect((await call('GET', `${BASE}/${after}`)).json().data.fullName).toBe('事务之后');
  });

  it('over a SQLite file source, reads use a read-only connection: writes, PRAGMAs and transactions stay out', async () => {
    const folder = t.app.services.config.sqliteSourcesDir;
    fs.mkdirSync(folder, { recursive: true });
    const file = new Database(path.join(folder, 'di-orders.db'));
    file.exec(
      "create table orders (id integer primary key, customer text); insert into orders values (1, 'Ann'), (2, 'Bob')",
    );
    file.close();
    const source = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'SQLite',
      fullName: 'SQLite 订单',
      serviceName: 'di-orders.db',
    });
    expect(source.json(), source.body).toMatchObject({ code: 200 });
    const sourceId = source.json().data.id;
    const reader = await create(
      peopleSql({ dbLinkId: sourceId, query: 'select * from orders order by id', requestParameters: [] }),
    );
    expect((await respond(reader)).json().data.data).toEqual([
      { id: 1, customer: 'Ann' },
      { id: 2, customer: 'Bob' },
    ]);
    const sneaky = await create(
      peopleSql({ dbLinkId: sourceId, query: 'delete from orders', requestParameters: [], enabledMark: 0 }),
    );
    expect((await respond(sneaky)).json().msg).toMatch(/只读/);
    const begin = await create(
      peopleSql({ dbLinkId: sourceId, query: 'begin', requestParameters: [], enabledMark: 0 }),
    );
    expect((await respond(begin)).json().msg).toMatch(/事务/);
    const writer = await create(
      peopleSql({
        dbLinkId: sourceId,
        query: 'insert into orders (customer) values ({name})',
        requestParameters: [{ field: 'name', dataType: 'varchar', required: 1 }],
        isWrite: 1,
      }),
    );
    expect((await respond(writer, '?name=Cai')).json().data.data).toEqual({ affectedRows: 1 });
    expect((await respond(reader)).json().data.data).toHaveLength(3);
  });

  it('answers at most 5,000 rows to a test call; a picker pages with Action/List', async () => {
    const id = await create(
      peopleSql({
        query:
          'with recursive n(x) as (select 1 union all select x + 1 from n where x < 6000) select x from n',
        requestParameters: [],
      }),
    );
    const rows = (await respond(id)).json().data.data;
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({ x: 5000 });
    const page = (await call('GET', `${BASE}/${id}/Action/List?currentPage=300&pageSize=20`)).json().data;
    expect(page.pagination.total).toBe(6000);
    expect(page.list[19]).toEqual({ x: 6000 });
  });

  it('binds the system variables of the caller (@user)', async () => {
    const id = await create(
      peopleSql({ query: 'select account from base_user where id = @user', requestParameters: [] }),
    );
    expect((await respond(id)).json().data.data).toEqual([{ account: 'admin' }]);
    const other = await t.login('huangmin', '123456');
    expect((await respond(id, '', other)).json().data.data).toEqual([{ account: 'huangmin' }]);
  });

  it('Action/List pages the rows with a total; Action/Info finds one by a column', async () => {
    // A picker's interface, opened to every signed-in user.
    const id = await create(peopleSql({ callScope: 'everyone' }));
    const page = await call('GET', `${BASE}/${id}/Action/List?currentPage=2&pageSize=2&minAge=0`, outsider);
    expect(page.json().data).toEqual({
      list: [
        { id: 3, name: 'Cai', age: 50 },
        { id: 4, name: 'Dee', age: 65 },
      ],
      pagination: { currentPage: 2, pageSize: 2, total: 4 },
    });
    // The total is reused for a few seconds (a count scans every row); another page is read afresh.
    await sql`insert into di_people (id, name, age) values (99, 'Zed', 1)`.execute(t.database.db);
    const cached = (await call('GET', `${BASE}/${id}/Action/List?currentPage=3&pageSize=2&minAge=0`)).json()
      .data;
    expect(cached).toEqual({
      list: [{ id: 99, name: 'Zed', age: 1 }],
      pagination: { currentPage: 3, pageSize: 2, total: 4 },
    });
    t.clock.advance(6000);
    const fresh = (await call('GET', `${BASE}/${id}/Action/List?currentPage=1&pageSize=2&minAge=0`)).json()
      .data;
    expect(fresh.pagination.total).toBe(5);
    await sql`delete from di_people where id = 99`.execute(t.database.db);
    const one = await call('GET', `${BASE}/${id}/Action/Info?id=2&minAge=0`, outsider);
    expect(one.json().data).toEqual({ id: 2, name: 'Bob', age: 35 });
    const byName = await call('GET', `${BASE}/${id}/Action/Info?id=Cai&propsValue=name&minAge=0`);
    expect(byName.json().data).toMatchObject({ id: 3 });
    const unknownColumn = await call(
      'GET',
      `${BASE}/${id}/Action/Info?id=1&propsValue=${encodeURIComponent('id" or 1=1 --')}&minAge=0`,
    );
    expect(unknownColumn.json()).toMatchObject({ code: 200, data: null });
  });

  it('a page asked again within 2 s is the kept answer, and each call is still logged', async () => {
    const id = await create(
      peopleSql({ query: 'select id, name from di_people where age >= {minAge} order by id' }),
    );
    const url = `${BASE}/${id}/Action/List?currentPage=1&pageSize=10&minAge=60&n=1`;
    const first = (await call('GET', url)).json().data;
    await sql`update di_people set name = 'Dora' where id = 4`.execute(t.database.db);
    // The browser's timestamp n differs on every call and does not make another page.
    const again = (await call('GET', url.replace('n=1', 'n=2'))).json().data;
    expect(again).toEqual(first);
    expect(again.list).toEqual([{ id: 4, name: 'Dee' }]);
    t.clock.advance(2100);
    expect((await call('GET', url)).json().data.list).toEqual([{ id: 4, name: 'Dora' }]);
    await sql`update di_people set name = 'Dee' where id = 4`.execute(t.database.db);
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data;
    expect(log.pagination.total).toBe(3);
  });

  it('a disabled interface is callable by its designers only', async () => {
    const id = await create(peopleSql({ enabledMark: 0, callScope: 'everyone' }));
    expect((await respond(id, '?minAge=1')).json().code).toBe(200);
    const res = await respond(id, '?minAge=1', outsider);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('数据接口已停用');
  });
});

describe('static and HTTP interfaces', () => {
  it('static JSON is answered as it is, paged and searched by Action/List', async () => {
    const id = await create();
    expect((await respond(id)).json().data.data).toHaveLength(3);
    const page = (await call('GET', `${BASE}/${id}/Action/List?keyword=乙`)).json().data;
    expect(page).toEqual({
      list: [{ id: '2', name: '乙' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    expect((await call('GET', `${BASE}/${id}/Action/Info?id=3`)).json().data).toEqual({
      id: '3',
      name: '丙',
    });
  });

  it('calls an allow-listed API with the parameters and unwraps a {code,msg,data} answer', async () => {
    const rows = await create({
      dataType: 3,
      query: `${apiBase}/rows`,
      requestParameters: [{ field: 'q', dataType: 'varchar', required: 0, defaultValue: 'hi' }],
    });
    expect((await respond(rows, '?q=x%20y')).json().data.data).toEqual([{ id: 'a', q: 'x y' }]);
    expect((await respond(rows)).json().data.data).toEqual([{ id: 'a', q: 'hi' }]);
    const envelope = await create({ dataType: 3, query: `${apiBase}/envelope` });
    expect((await respond(envelope)).json().data.data).toEqual({ total: 2 });
  });

  it('refuses hosts off the allow-list, link-local and metadata addresses, slow and oversized answers', async () => {
    const port = new URL(apiBase).port;
    const cases: [string, RegExp][] = [
      [`http://127.0.0.2:${port}/rows`, /不在允许调用的列表中/],
      ['http://169.254.169.254/latest/meta-data/', /本机链路地址和云平台元数据地址/],
      ['http://[fe80::1]/x', /本机链路地址/],
      ['http://metadata.google.internal/computeMetadata/v1/', /元数据/],
      [`${apiBase}/slow`, /秒内没有返回/],
      [`${apiBase}/big`, /超过64 KB/],
      [`${apiBase}/text`, /不是JSON/],
      [`${apiBase}/missing`, /HTTP状态404/],
    ];
    for (const [url, message] of cases) {
      const id = await create({ dataType: 3, query: url });
      const res = await respond(id);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toMatch(message);
    }
  });
});

describe('call log, export and import', () => {
  it('logs every call with user, IP, duration, method and result; keyword matches user or IP', async () => {
    const id = await create(peopleSql());
    await respond(id, '?minAge=1');
    await respond(id, '?minAge=bad');
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data;
    expect(log.pagination.total).toBe(2);
    expect(log.list[0]).toMatchObject({
      result: 'failed',
      userName: '管理员',
      invokIp: '127.0.0.1',
      invokType: 'GET',
    });
    expect(log.list[0].message).toMatch(/整型/);
    expect(log.list[1]).toMatchObject({ result: 'ok', message: null });
    expect(typeof log.list[1].invokWasteTime).toBe('number');
    expect(
      (await call('GET', `/api/system/DataInterfaceLog/${id}?keyword=127.0.0`)).json().data.pagination.total,
    ).toBe(2);
    expect(
      (await call('GET', `/api/system/DataInterfaceLog/${id}?keyword=nobody`)).json().data.pagination.total,
    ).toBe(0);
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`, outsider)).statusCode).toBe(403);

    // The call log goes with the other logs once older than the retention setting.
    await setSetting(t, 'logRetentionDays', 30);
    await t.app.services.logs.flush();
    await t.database.db
      .updateTable('baseSysLog')
      .set((eb) => ({ creatorTime: eb('creatorTime', '-', 31 * 86_400_000) }))
      .where('objectId', '=', id)
      .execute();
    await pruneLogs(t.app.services);
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data.pagination.total).toBe(0);
    await setSetting(t, 'logRetentionDays', 0);
  });

  it('exports a file that imports as a new, disabled interface; a code in use is refused or renamed', async () => {
    const id = await create(peopleSql({ enCode: 'exportMe', fullName: '导出接口' }));
    const res = await call('GET', `${BASE}/${id}/Action/Export`);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = Buffer.from(res.body);
    const upload = (query = '') => {
      const body = multipartFile('x.json', file, 'application/json');
      return t.app.inject({
        method: 'POST',
        url: `${BASE}/Action/Import${query}`,
        headers: { ...body.headers, authorization: admin },
        payload: body.payload,
      });
    };
    const taken = await upload();
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toMatch(/exportMe/);
    const renamed = await upload('?duplicates=rename');
    expect(renamed.json().data).toMatchObject({
      count: 1,
      renamed: [{ from: 'exportMe', to: 'exportMe.copy' }],
    });
    const copy = (await call('GET', `${BASE}/${renamed.json().data.id}`)).json().data;
    expect(copy).toMatchObject({
      enCode: 'exportMe.copy',
      enabledMark: 0,
      dataType: 1,
      fullName: '导出接口-副本',
    });
    expect(copy.requestParameters[0].field).toBe('minAge');

    const notJson = multipartFile('x.json', Buffer.from('nope'), 'application/json');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/Action/Import`,
      headers: { ...notJson.headers, authorization: admin },
      payload: notJson.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/JSON/);
  });
});

describe('scheduled tasks', () => {
  it('a task calls the chosen interface with its parameters as the user who saved it, and logs both ways', async () => {
    const id = await create(
      peopleSql({
        query: 'update di_people set name = {name} where id = {id} and @user is not null',
        isWrite: 1,
        requestParameters: [
          { field: 'name', dataType: 'varchar', required: 1 },
          { field: 'id', dataType: 'int', required: 1 },
        ],
      }),
    );
    const task = {
      fullName: '改名任务',
      enCode: 'renameTask',
      executeType: 'interface',
      cron: '0 3 * * *',
      job: id,
      params: { name: 'Task', id: 2 },
    };
    const missing = await call('POST', '/api/scheduletask', admin, { ...task, params: { id: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('name不能为空');
    const created = await call('POST', '/api/scheduletask', admin, task);
    expect(created.json(), created.body).toMatchObject({ code: 200 });
    const taskId = created.json().data.id;

    const run = await call('POST', `/api/scheduletask/${taskId}/Actions/RunNow`);
    expect(run.json().data).toMatchObject({ result: 'success' });
    expect(run.json().data.message).toMatch(/已调用数据接口/);
    const renamed = await sql<{ name: string }>`select name from di_people where id = 2`.execute(
      t.database.db,
    );
    expect(renamed.rows[0].name).toBe('Task');
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data;
    expect(log.list[0]).toMatchObject({ result: 'ok', invokType: 'TASK', invokIp: null });

    // The interface's own refusal is the run's failure reason.
    await call('PUT', `${BASE}/${id}`, admin, {
      ...peopleSql({ query: 'update di_people set age = {id}', isWrite: 1 }),
      fullName: '改名接口',
      enCode: 'renameIface',
      requestParameters: [{ field: 'id', dataType: 'int', required: 1 }],
    });
    await t.database.db
      .updateTable('baseTimeTask')
      .set({
        executeContent: JSON.stringify({
          cron: '0 3 * * *',
          job: id,
          params: { id: 'x' },
          kind: 'interface',
          userId: null,
        }),
      })
      .where('id', '=', taskId)
      .execute();
    const failed = await call('POST', `/api/scheduletask/${taskId}/Actions/RunNow`);
    expect(failed.json().data).toMatchObject({ result: 'failure', message: 'id类型必须为整型' });
    await sql`update di_people set name = 'Bob' where id = 2`.execute(t.database.db);
  });
});
