import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMariadbServer, startMariadbServer, type TestMariadb } from '../helpers/mariadb-server.js';
import { hasPostgresServer, startPostgresServer, type TestPostgres } from '../helpers/postgres-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// SQL data interfaces over real PostgreSQL and MariaDB sources (数据连接), not the platform's database:
// parameters bound by each driver, read-only enforced by each server, paging wrapped per dialect.

let t: TestApp;
let admin: string;
let categoryId: string;
const BASE = '/api/system/DataInterface';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: admin }, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const category = await t.database.db
    .selectFrom('baseDictionaryData as d')
    .innerJoin('baseDictionaryType as ty', 'ty.id', 'd.dictionaryTypeId')
    .select('d.id')
    .where('ty.enCode', '=', 'DataInterfaceType')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});
afterAll(() => t.close());

let seq = 0;
async function createInterface(sourceId: string, query: string, more: Record<string, unknown> = {}) {
  seq++;
  const res = await call('POST', BASE, {
    fullName: `源接口${seq}`,
    enCode: `src${seq}`,
    categoryId,
    dataType: 1,
    dbLinkId: sourceId,
    query,
    requestParameters: [{ field: 'minAmount', dataType: 'decimal', required: 1 }],
    enabledMark: 1,
    ...more,
  });
  return res;
}

/** The same behaviour on each database: a table of orders in the source, then the interface's calls. */
function suite(run: (sql: string) => Promise<unknown>, source: () => Promise<string>) {
  let sourceId: string;
  beforeAll(async () => {
    sourceId = await source();
    await run('create table orders (id integer primary key, customer varchar(50), amount decimal(10,2))');
    await run(
      "insert into orders values (1, 'Ann', 80), (2, 'Bob', 260.5), (3, 'Cai', 1200), (4, 'Dee', 45), (5, 'Eve', 300)",
    );
  });

  it('answers the rows a bound parameter selects, pages them and finds one for the echo', async () => {
    const res = await createInterface(
      sourceId,
      'select id, customer from orders where amount >= {minAmount} order by id',
    );
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const id = res.json().data.id;
    const answer = await call('GET', `${BASE}/${id}/Actions/Response?minAmount=250`);
    expect(answer.json().data.data).toEqual([
      { id: 2, customer: 'Bob' },
      { id: 3, customer: 'Cai' },
      { id: 5, customer: 'Eve' },
    ]);
    const page = await call('GET', `${BASE}/${id}/Action/List?currentPage=2&pageSize=2&minAmount=0`);
    expect(page.json().data).toEqual({
      list: [
        { id: 3, customer: 'Cai' },
        { id: 4, customer: 'Dee' },
      ],
      pagination: { currentPage: 2, pageSize: 2, total: 5 },
    });
    const one = await call('GET', `${BASE}/${id}/Action/Info?id=Dee&propsValue=customer&minAmount=0`);
    expect(one.json().data).toEqual({ id: 4, customer: 'Dee' });
    // A picker's keyword: any column, any case, counted; a quote is only text.
    const searched = await call(
      'GET',
      `${BASE}/${id}/Action/List?minAmount=0&keyword=${encodeURIComponent('E')}`,
    );
    expect(searched.json().data).toEqual({
      list: [
        { id: 4, customer: 'Dee' },
        { id: 5, customer: 'Eve' },
      ],
      pagination: { currentPage: 1, pageSize: 20, total: 2 },
    });
    const quote = await call(
      'GET',
      `${BASE}/${id}/Action/List?minAmount=0&keyword=${encodeURIComponent("'")}`,
    );
    expect(quote.json().data.pagination.total).toBe(0);
  });

  it('keeps injection through a parameter inert', async () => {
    const res = await createInterface(sourceId, 'select id from orders where customer = {name}', {
      requestParameters: [{ field: 'name', dataType: 'varchar', required: 1 }],
    });
    const id = res.json().data.id;
    for (const attempt of ["' or 1=1 -- ", "x'; drop table orders; --", '1; delete from orders']) {
      const answer = await call('GET', `${BASE}/${id}/Actions/Response?name=${encodeURIComponent(attempt)}`);
      expect(answer.json(), attempt).toMatchObject({ code: 200, data: { data: [] } });
    }
    const count = await call('GET', `${BASE}/${id}/Action/List?name=Ann`);
    expect(count.json().data.pagination.total).toBe(1);
  });

  it('the server refuses a change from a read-only interface; a write interface changes data', async () => {
    const res = await createInterface(sourceId, 'update orders set amount = 0', {
      requestParameters: [],
      enabledMark: 0,
    });
    const id = res.json().data.id;
    // MariaDB already refuses to prepare the statement in a read-only transaction, so it is never
    // enabled; PostgreSQL prepares it and refuses to run it. Either way nothing changes.
    const state = await call('PUT', `${BASE}/${id}/Actions/State`);
    if (state.json().code === 200) {
      const refused = await call('GET', `${BASE}/${id}/Actions/Response`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toMatch(/只读/);
    } else expect(state.json().msg).toMatch(/READ ONLY/i);
    const sum = await createInterface(sourceId, 'select sum(amount) as total from orders', {
      requestParameters: [],
    });
    const total = (await call('GET', `${BASE}/${sum.json().data.id}/Actions/Response`)).json().data.data[0]
      .total;
    expect(Number(total)).toBe(1885.5);

    const write = await createInterface(sourceId, 'update orders set customer = {name} where id = 5', {
      requestParameters: [{ field: 'name', dataType: 'varchar', required: 1 }],
      isWrite: 1,
    });
    const done = await call('GET', `${BASE}/${write.json().data.id}/Actions/Response?name=Eva`);
    expect(done.json()).toMatchObject({ code: 200, data: { data: { affectedRows: 1 } } });
    const check = await createInterface(sourceId, 'select customer, amount from orders where id = 5', {
      requestParameters: [],
    });
    const row = (await call('GET', `${BASE}/${check.json().data.id}/Actions/Response`)).json().data.data[0];
    expect(row.customer).toBe('Eva');
    expect(Number(row.amount)).toBe(300);
  });

  it('an interface whose SQL the server cannot prepare is not enabled, and says why', async () => {
    const res = await createInterface(sourceId, 'select * from no_such_table where amount > {minAmount}');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/无法启用.*no_such_table/);
  });
}

/** Registers a throwaway database server as a data source; answers its id. */
async function addSource(
  dbType: string,
  fullName: string,
  server: { host: string; port: number; user: string; password: string; database: string },
): Promise<string> {
  const res = await call('POST', '/api/system/DataSource', {
    dbType,
    fullName,
    host: server.host,
    port: server.port,
    userName: server.user,
    password: server.password,
    serviceName: server.database,
  });
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id;
}

describe.skipIf(!hasPostgresServer())('a PostgreSQL source', () => {
  let server: TestPostgres;
  suite(
    async (sql) => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(sql);
      await client.end();
    },
    async () => {
      server = await startPostgresServer({ database: 'di_source' });
      return addSource('PostgreSQL', 'PG 订单', server);
    },
  );
  afterAll(() => server?.stop());
});

describe.skipIf(!hasMariadbServer())('a MariaDB source', () => {
  let server: TestMariadb;
  suite(
    async (sql) => {
      const client = await mysql.createConnection({ ...server, user: server.user });
      await client.query(sql);
      await client.end();
    },
    async () => {
      server = await startMariadbServer({ database: 'di_source' });
      return addSource('MySQL', 'Maria 订单', server);
    },
  );
  afterAll(() => server?.stop());
});
