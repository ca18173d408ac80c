import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/db/seed/seed-id.js';
import { createTestApp, type TestApp, tableCounts } from './helpers/test-app.js';

// Issue 15 item 4: the original client sends some numbers as the text of its inputs (a data source's port
// "3306", sortCode "2", enabledMark "1"). The body validator takes a numeric string where a number belongs,
// on every route (hand-written schemas and the resource runtime's alike), and an empty text as null where
// the field may be null; any other string is refused as before, with the same sentence.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, lang = 'zh') =>
  t.app.inject({ method, url, headers: { authorization: admin, 'accept-language': lang }, payload });
const saved = async (method: Method, url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data;
};
/** The refusal of a body, as status, code and message. */
const refusal = async (method: Method, url: string, payload: object, lang = 'zh') => {
  const res = await call(method, url, payload, lang);
  return [res.statusCode, res.json().code, res.json().msg];
};

const SOURCES = '/api/system/DataSource';
const pgSource = (more: Record<string, unknown> = {}) => ({
  dbType: 'PostgreSQL',
  fullName: '报表库',
  host: '10.1.2.3',
  port: '5432',
  userName: 'report',
  password: 'secret',
  serviceName: 'report',
  sortCode: '2',
  enabledMark: '1',
  ...more,
});

describe('a data source as the original form sends it', () => {
  it('is saved with its port, sort code and state as numbers', async () => {
    const { id } = await saved('POST', SOURCES, pgSource());
    expect(await saved('GET', `${SOURCES}/${id}`, {})).toMatchObject({
      port: 5432,
      sortCode: 2,
      enabledMark: 1,
    });
    await saved('PUT', `${SOURCES}/${id}`, { ...pgSource(), port: ' 6432 ', sortCode: '3' });
    expect(await saved('GET', `${SOURCES}/${id}`, {})).toMatchObject({ port: 6432, sortCode: 3 });
  });

  it('takes an empty port as none (a SQLite source has no port)', async () => {
    const { id } = await saved('POST', SOURCES, {
      dbType: 'SQLite',
      fullName: '本地库',
      serviceName: 'local.db',
      port: '',
      sortCode: '0',
    });
    expect(await saved('GET', `${SOURCES}/${id}`, {})).toMatchObject({ port: null, sortCode: 0 });
  });

  it('refuses a port that is no number as it refused one before, in each language, and keeps nothing', async () => {
    const before = await tableCounts(t.database, ['baseDbLink']);
    for (const lang of ['zh', 'en', 'zhtw']) {
      const asText = await refusal('POST', SOURCES, pgSource({ fullName: '错误库', port: '54x' }), lang);
      const asBoolean = await refusal('POST', SOURCES, pgSource({ fullName: '错误库', port: true }), lang);
      expect(asText).toEqual(asBoolean);
      expect(asText.slice(0, 2)).toEqual([400, 400]);
    }
    // an empty text is no number where the field cannot be empty
    expect(await refusal('POST', SOURCES, pgSource({ fullName: '错误库', sortCode: '' }))).toEqual(
      await refusal('POST', SOURCES, pgSource({ fullName: '错误库', sortCode: 'abc' })),
    );
    expect(await tableCounts(t.database, ['baseDbLink'])).toEqual(before);
  });

  it('keeps the bounds: a numeric string out of range or not whole is refused like the number', async () => {
    expect(await refusal('POST', SOURCES, pgSource({ port: '70000' }))).toEqual(
      await refusal('POST', SOURCES, pgSource({ port: 70000 })),
    );
    expect(await refusal('POST', SOURCES, pgSource({ port: '54.5' }))).toEqual(
      await refusal('POST', SOURCES, pgSource({ port: 54.5 })),
    );
  });
});

describe('the same on the resource runtime and other hand-written routes', () => {
  it('a role (runtime) takes sortCode and enabledMark as text', async () => {
    const { id } = await saved('POST', '/api/permission/Role', {
      fullName: '审计员',
      enCode: 'auditor',
      type: 'business',
      sortCode: '7',
      enabledMark: '0',
    });
    expect(await saved('GET', `/api/permission/Role/${id}`, {})).toMatchObject({
      sortCode: 7,
      enabledMark: 0,
    });
    const bad = await refusal('PUT', `/api/permission/Role/${id}`, { sortCode: 'seven' });
    expect(bad).toEqual(await refusal('PUT', `/api/permission/Role/${id}`, { sortCode: false }));
  });

  it('a department (hand-written) takes sortCode as text', async () => {
    const parentId = seedId('org:HXSZ');
    const { id } = await saved('POST', '/api/permission/Organize/Department', {
      parentId,
      fullName: '法务部',
      enCode: 'FW',
      sortCode: '9',
    });
    expect(await saved('GET', `/api/permission/Organize/Department/${id}`, {})).toMatchObject({
      sortCode: 9,
    });
  });

  it('leaves a text field alone: a number-like name stays text', async () => {
    const { id } = await saved('POST', '/api/permission/Role', { fullName: '2024', enCode: 'y2024' });
    expect((await saved('GET', `/api/permission/Role/${id}`, {})).fullName).toBe('2024');
  });
});
