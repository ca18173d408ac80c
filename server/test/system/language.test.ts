import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let outsider: string;
let reader: string;
const BASE = '/api/system/Language';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.language']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token: string | null = admin,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, headers: { ...headers, ...(token ? { authorization: token } : {}) }, payload });
const counts = () => tableCounts(t.database, ['baseLanguage']);

async function create(body: object) {
  const res = await call('POST', BASE, admin, body);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

describe('translation entries', () => {
  it('adds, lists by keyword, edits and deletes an entry', async () => {
    const id = await create({ key: 'routes.system-log', zh: '操作日志', en: 'Operation log', zhtw: '' });
    await create({ key: 'common.saveText', zh: '保存' });
    const found = (await call('GET', `${BASE}?keyword=operation`)).json().data;
    expect(found.pagination.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      key: 'routes.system-log',
      zh: '操作日志',
      en: 'Operation log',
      zhtw: null,
    });

    expect(
      (
        await call('PUT', `${BASE}/${id}`, admin, {
          key: 'routes.system-log',
          zh: '系统操作日志',
          en: null,
          zhtw: '系統操作日誌',
        })
      ).json().code,
    ).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).json().data).toMatchObject({
      zh: '系统操作日志',
      en: null,
      zhtw: '系統操作日誌',
    });

    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('serves one language as flat texts to anyone, empty translations falling back to zh, with an ETag', async () => {
    await create({ key: 'login.title', zh: '欢迎登录', en: 'Welcome' });
    const en = await call('GET', `${BASE}/Resources/en`, null);
    expect(en.json().data).toMatchObject({ 'login.title': 'Welcome', 'common.saveText': '保存' });
    const zhtw = await call('GET', `${BASE}/Resources/zhtw`, null);
    expect(zhtw.json().data['login.title']).toBe('欢迎登录');
    const etag = en.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call('GET', `${BASE}/Resources/en`, null, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    // a change is served at once, under a new tag
    const id = (await call('GET', `${BASE}?keyword=login.title`)).json().data.list[0].id;
    await call('PUT', `${BASE}/${id}`, admin, { key: 'login.title', zh: '欢迎登录', en: 'Sign in' });
    const changed = await call('GET', `${BASE}/Resources/en`, null, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data['login.title']).toBe('Sign in');
    expect((await call('GET', `${BASE}/Resources/fr`, null)).statusCode).toBe(400);
  });

  it('serves an entry changed through another server process within 2 s', async () => {
    await create({ key: 'login.subtitle', zh: '企业平台', en: 'Enterprise platform' });
    const texts = async () => (await call('GET', `${BASE}/Resources/en`, null)).json().data;
    expect((await texts())['login.subtitle']).toBe('Enterprise platform');
    // Another process writes the same database: this process's write counters do not see it.
    await sql`update base_language set en = ${'Workplace'} where key = ${'login.subtitle'}`.execute(
      t.database.db.withoutPlugins(),
    );
    expect((await texts())['login.subtitle']).toBe('Enterprise platform');
    t.clock.advance(2_001);
    expect((await texts())['login.subtitle']).toBe('Workplace');
  });

  it('refuses bad keys, a missing zh, duplicates and nested keys, changing nothing', async () => {
    const before = await counts();
    for (const key of ['nodot', '1abc.def', 'a..b', 'a.b.', 'a b.c', 'routes.系统']) {
      const res = await call('POST', BASE, admin, { key, zh: '文字' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().data.errors[0].field).toBe('key');
    }
    const noZh = await call('POST', BASE, admin, { key: 'a.b', zh: '  ' });
    expect(noZh.json().msg).toBe('简体中文不能为空');
    const dup = await call('POST', BASE, admin, { key: 'common.saveText', zh: '存' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors[0].field).toBe('key');
    expect((await call('POST', BASE, admin, { key: 'common.saveText.more', zh: '存' })).statusCode).toBe(409);
    const parent = await call('POST', BASE, admin, { key: 'login', zh: '存' });
    expect(parent.statusCode).toBe(400);
    const nestedParent = await call('POST', BASE, admin, { key: 'common', zh: '存' });
    expect(nestedParent.statusCode).toBe(400);
    expect((await call('POST', BASE, admin, { key: 'login.title.x', zh: '存' })).json().msg).toBe(
      '翻译标记与已有的 login.title 相互包含，不能同时存在',
    );
    const other = await create({ key: 'a.x', zh: '甲' });
    expect(
      (await call('PUT', `${BASE}/${other}`, admin, { key: 'common.saveText', zh: '甲' })).statusCode,
    ).toBe(409);
    await call('DELETE', `${BASE}/${other}`);
    expect(await counts()).toEqual(before);
  });

  it('asks for sign-in, the 多语言 menu and its buttons', async () => {
    const id = await create({ key: 'access.check', zh: '检查' });
    const body = { key: 'access.other', zh: '其他' };
    expect((await call('GET', BASE, null)).json().code).toBe(600);
    expect((await call('POST', BASE, null, body)).json().code).toBe(600);
    expect((await call('PUT', `${BASE}/${id}`, null, body)).json().code).toBe(600);
    expect((await call('DELETE', `${BASE}/${id}`, null)).json().code).toBe(600);
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('POST', BASE, outsider, body)).statusCode).toBe(403);
    expect((await call('GET', BASE, reader)).statusCode).toBe(200);
    expect((await call('POST', BASE, reader, body)).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/${id}`, reader, body)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/${id}`, reader)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/Resources/zh`, null)).json().data['access.check']).toBe('检查');
    const sysadmin = await t.login('zhouqiang', '123456');
    expect(
      (await call('PUT', `${BASE}/${id}`, sysadmin, { key: 'access.check', zh: '核对' })).json().code,
    ).toBe(200);
  });
});
