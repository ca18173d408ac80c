import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  admin,
  BASE,
  call,
  create,
  outsider,
  peopleCount,
  peopleSql,
  respond,
  setUpDataInterfaceApp,
  t,
} from './data-interface.fixture.js';

setUpDataInterfaceApp();

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

  it("Action/List searches a picker's keyword in every column the statement answers, or binds it as @keyword", async () => {
    const id = await create(peopleSql());
    const list = async (query: string) =>
      (await call('GET', `${BASE}/${id}/Action/List?currentPage=1&pageSize=10&${query}`)).json().data;
    // Any case, in a text or a number column; the total counts the matches only.
    expect(await list('minAge=0&keyword=aI')).toEqual({
      list: [{ id: 3, name: 'Cai', age: 50 }],
      pagination: { currentPage: 1, pageSize: 10, total: 1 },
    });
    expect((await list('minAge=0&keyword=5')).list.map((r: { id: number }) => r.id)).toEqual([2, 3, 4]);
    // Quotes, LIKE wildcards and SQL in the keyword are only text to look for.
    for (const inert of ["' or 1=1 --", '%', '_', 'Ann"; drop table di_people; --'])
      expect((await list(`minAge=0&keyword=${encodeURIComponent(inert)}`)).pagination.total, inert).toBe(0);
    expect(await peopleCount()).toBe(4);
    // No row at all: an empty page, not an error.
    expect((await list('keyword=x&minAge=100')).pagination.total).toBe(0);
    // A statement that reads @keyword filters by itself; without a keyword @keyword is null.
    const own = await create(
      peopleSql({
        query: 'select id, name from di_people where @keyword is null or name = @keyword order by id',
        requestParameters: [],
      }),
    );
    const ownList = async (query: string) =>
      (await call('GET', `${BASE}/${own}/Action/List?currentPage=1&pageSize=10&${query}`)).json().data;
    expect((await ownList('keyword=Bob')).list).toEqual([{ id: 2, name: 'Bob' }]);
    expect((await ownList('keyword=')).pagination.total).toBe(4);
    // The keyword means nothing to a test call (Actions/Response): @keyword is null there.
    expect((await respond(own)).json().data.data).toHaveLength(4);
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
