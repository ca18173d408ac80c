import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { hasMariadbServer, startMariadbServer, type TestMariadb } from '../helpers/mariadb-server.js';
import { hasPostgresServer, startPostgresServer, type TestPostgres } from '../helpers/postgres-server.js';
import {
  admin,
  BASE,
  call,
  definition,
  outsider,
  reader,
  setUpDataModelApp,
  t,
} from './data-model.fixture.js';
import { designSuite } from './data-model-design.suite.js';

setUpDataModelApp();

describe('access', () => {
  it('needs the 数据建模 menu to read and its buttons to design', async () => {
    expect((await call('GET', `${BASE}/0/Tables`, null)).statusCode).toBe(401);
    expect((await call('GET', `${BASE}/0/Tables`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/0/Tables`, reader)).json()).toMatchObject({ code: 200 });
    expect((await call('POST', `${BASE}/0/Table`, reader, definition('dm_reader'))).statusCode).toBe(403);
    expect((await call('GET', '/api/system/CommonFields', outsider)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/missing-source/Tables`)).statusCode).toBe(404);
  });
});

describe('a source that fails', () => {
  it('is named, not answered with a 500: a closed port, a file that is no database', async () => {
    const port = await freePort();
    const down = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'PostgreSQL',
      fullName: '停机的库',
      host: '127.0.0.1',
      port,
      userName: 'u',
      password: 'p',
      serviceName: 'd',
    });
    const tablesOfDown = await call('GET', `${BASE}/${down.json().data.id}/Tables`);
    expect(tablesOfDown.json()).toMatchObject({
      code: 400,
      msg: `连接失败：127.0.0.1 的端口 ${port} 没有数据库在监听，请检查端口`,
    });

    fs.mkdirSync(path.join(t.dataDir, 'databases'), { recursive: true });
    fs.writeFileSync(
      path.join(t.dataDir, 'databases', 'broken.db'),
      'this is not a database, only text that is long enough',
    );
    const broken = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'SQLite',
      fullName: '坏文件',
      serviceName: 'broken.db',
    });
    const tablesOfBroken = await call('GET', `${BASE}/${broken.json().data.id}/Tables`);
    expect(tablesOfBroken.json()).toMatchObject({ code: 400, msg: '数据库返回错误：file is not a database' });
  });
});

describe("the platform's own tables (source '0')", () => {
  it('are listed, viewed and previewed, never altered or dropped', async () => {
    const list = (await call('GET', `${BASE}/0/Tables?keyword=base_user`)).json().data.list;
    expect(list).toContainEqual(expect.objectContaining({ table: 'base_user', readOnly: true }));
    const def = (await call('GET', `${BASE}/0/Table/base_user`)).json().data;
    expect(def.readOnly).toBe(true);
    expect(def.tableFieldList.map((f: { field: string }) => f.field)).toContain('account');
    const preview = (await call('GET', `${BASE}/0/Table/base_user/Preview?pageSize=1`)).json().data;
    expect(preview.list).toHaveLength(1);
    expect(preview.pagination.total).toBeGreaterThan(1);
    const fields = def.tableFieldList;
    const put = await call('PUT', `${BASE}/0/Table`, admin, {
      tableInfo: { table: 'base_user', tableName: 'x' },
      tableFieldList: fields,
    });
    expect(put.json()).toMatchObject({
      code: 403,
      msg: '表 base_user 是平台自身的表，只能查看，不能修改或删除',
    });
    expect((await call('DELETE', `${BASE}/0/Table/base_user`)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/0/Table/kysely_migration`)).statusCode).toBe(403);
    const prefixed = await call('POST', `${BASE}/0/Table`, admin, definition('base_mine'));
    expect(prefixed.statusCode).toBe(400);
    expect((await call('GET', `${BASE}/0/Table/base_user`)).json().data).toEqual(def);
  });
});

designSuite('platform database', () => '0');

describe('SQLite file source', () => {
  let id = '';
  beforeAll(async () => {
    const res = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'SQLite',
      fullName: '建模 SQLite',
      serviceName: 'model.db',
    });
    id = res.json().data.id;
  });
  designSuite('SQLite source', () => id);
});

describe.skipIf(!hasPostgresServer())('PostgreSQL source', () => {
  let server: TestPostgres;
  let id = '';
  beforeAll(async () => {
    server = await startPostgresServer();
    const res = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'PostgreSQL',
      fullName: '建模 PG',
      host: server.host,
      port: server.port,
      userName: server.user,
      password: server.password,
      serviceName: server.database,
    });
    id = res.json().data.id;
  }, 60_000);
  afterAll(() => server?.stop());
  designSuite('PostgreSQL source', () => id);
});

describe.skipIf(!hasMariadbServer())('MariaDB source', () => {
  let server: TestMariadb;
  let id = '';
  beforeAll(async () => {
    server = await startMariadbServer();
    const res = await call('POST', '/api/system/DataSource', admin, {
      dbType: 'MySQL',
      fullName: '建模 MariaDB',
      host: server.host,
      port: server.port,
      userName: server.user,
      password: server.password,
      serviceName: server.database,
    });
    id = res.json().data.id;
  }, 60_000);
  afterAll(() => server?.stop());
  designSuite('MariaDB source', () => id);
});

describe('common fields', () => {
  const CF = '/api/system/CommonFields';
  it('are created, listed, changed and deleted; bad names and types refused', async () => {
    const created = await call('POST', CF, admin, {
      field: 'F_CreatorTime',
      fieldName: '创建时间',
      dataType: 'datetime',
    });
    expect(created.json()).toMatchObject({ code: 200 });
    const id = created.json().data.id;
    expect(
      (await call('POST', CF, admin, { field: 'f_creatortime', fieldName: '重复', dataType: 'int' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', CF, admin, { field: 'bad-name', fieldName: 'x', dataType: 'int' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', CF, admin, {
          field: 'ok',
          fieldName: 'x',
          dataType: 'varchar',
          dataLength: '99999',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('POST', CF, reader, { field: 'r', fieldName: 'x', dataType: 'int' })).statusCode).toBe(
      403,
    );
    const list = (await call('GET', `${CF}?keyword=创建`)).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({ id, field: 'F_CreatorTime', dataType: 'datetime', allowNull: 1 }),
    ]);
    expect(
      (
        await call('PUT', `${CF}/${id}`, admin, {
          field: 'F_Name',
          fieldName: '名称',
          dataType: 'varchar',
          dataLength: '50',
          allowNull: 0,
        })
      ).json(),
    ).toMatchObject({ code: 200 });
    expect((await call('GET', `${CF}/${id}`)).json().data).toMatchObject({
      field: 'F_Name',
      dataLength: '50',
      allowNull: 0,
    });
    expect((await call('DELETE', `${CF}/${id}`)).json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${CF}/${id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${CF}/${id}`, admin, { field: 'x', fieldName: 'x', dataType: 'int' })).statusCode,
    ).toBe(404);
  });
});
