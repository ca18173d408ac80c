import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';

/** What the data-interface test files share: the app, its users, a category and request helpers. */

export let t: TestApp;
export let admin: string;
/** signed in, without the 数据接口 menu */
export let outsider: string;
/** the 业务接口 category of the DataInterfaceType dictionary */
export let categoryId: string;
let api: http.Server;
/** the local API the HTTP interfaces call: /rows, /envelope, /slow, /big, /text */
export let apiBase: string;

export const BASE = '/api/system/DataInterface';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

let seq = 0;
export const fields = (more: Record<string, unknown> = {}) => {
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

export async function create(more: Record<string, unknown> = {}) {
  const res = await call('POST', BASE, admin, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export const respond = (id: string, query = '', token = admin) =>
  call('GET', `${BASE}/${id}/Actions/Response${query}`, token);

/** A SQL interface over the people table with an integer parameter. */
export const peopleSql = (more: Record<string, unknown> = {}) =>
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

/**
 * The app every data-interface test file runs against: an administrator, a user without the menu, the
 * di_people table (Ann 20, Bob 35, Cai 50, Dee 65) and the local API on the allow-list. Call it once at
 * the top of a test file.
 */
export function setUpDataInterfaceApp(): void {
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
}

export const peopleCount = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from di_people`.execute(t.database.db)).rows[0].n);
