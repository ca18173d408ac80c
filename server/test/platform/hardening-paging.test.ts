import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX } from '../../src/platform/envelope.js';
import type { RouteEntry } from '../../src/platform/route-table.js';
import { createTestApp, type TestApp, tableCounts } from '../helpers/test-app.js';

// Issue 13, item 7: out-of-range paging values and broken uploads answered 500 (a database datatype
// mismatch, a parser error taken for a server fault). Each is a 400 envelope in the caller's language.
// The routes come from the app's own route table, so a list or upload route added later is covered.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

type Schema = { properties?: Record<string, { enum?: unknown[]; type?: unknown }> };

/** Values for path parameters that pass the route's params schema (and, for uploads, its first checks). */
const SAMPLE: Record<string, string> = { type: 'annex', linkId: '0' };

function pathOf(route: RouteEntry): string {
  const params = (route.schema?.params as Schema | undefined)?.properties ?? {};
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const schema = params[name];
    if (schema?.enum) return String(schema.enum[0]);
    if (schema?.type === 'integer' || schema?.type === 'number') return '1';
    return SAMPLE[name] ?? '1';
  });
}

const listRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.method === 'GET' &&
      (route.schema?.querystring as Schema | undefined)?.properties?.currentPage !== undefined,
  );

const uploadRoutes = () =>
  t.app.routeTable.filter((route) =>
    (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
  );

const get = (url: string, lang = 'zh') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-language': lang } });

describe('paging values on every list route', () => {
  it('finds the list routes in the route table', () => {
    // 21 when this was written; the assertion only guards against the enumeration finding nothing.
    expect(listRoutes().length).toBeGreaterThanOrEqual(18);
  });

  const HUGE = ['99999999999999999999', '1e309', String(PAGE_MAX + 1)];
  // An empty `currentPage=` is no page number at all: the first page (issue 15: an empty parameter is absent,
  // empty-filters.test.ts).
  const WRONG = ['0', '-1', '1.5', 'abc'];

  it('answers a page number beyond the last page any list has with 400 页码不能大于…, never 500', async () => {
    for (const route of listRoutes()) {
      for (const value of HUGE) {
        const url = `${pathOf(route)}?currentPage=${encodeURIComponent(value)}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          code: 400,
          msg: `页码不能大于${PAGE_MAX}`,
          data: { errors: [{ field: 'currentPage', message: `页码不能大于${PAGE_MAX}` }] },
        });
      }
    }
  });

  it('answers a huge page size with 400 naming the page size, in the caller language', async () => {
    for (const route of listRoutes()) {
      for (const value of HUGE) {
        const url = `${pathOf(route)}?pageSize=${encodeURIComponent(value)}`;
        const res = await get(url, 'en');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().data.errors, url).toEqual([
          { field: 'pageSize', message: expect.stringMatching(/^Page size must be at most \d+$/) },
        ]);
      }
    }
  });

  it('refuses zero, negative, fractional and non-numeric page numbers with 400 on every list', async () => {
    for (const route of listRoutes()) {
      for (const value of WRONG) {
        const url = `${pathOf(route)}?currentPage=${encodeURIComponent(value)}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code, url).toBe(400);
        expect(res.json().data.errors[0].field, url).toBe('currentPage');
      }
    }
  });

  it('still answers the last allowed page with the largest page size: an empty page, on both databases', async () => {
    const res = await get(`/api/permission/Role?currentPage=${PAGE_MAX}&pageSize=500`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      list: [],
      pagination: { currentPage: PAGE_MAX, pageSize: 500, total: expect.any(Number) },
    });
  });
});

describe('broken multipart requests on every upload and import route', () => {
  const FILES = [
    'baseFile',
    'baseIcon',
    'baseModule',
    'baseBillRule',
    'baseDictionaryType',
    'baseDataInterface',
  ];
  const head =
    '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n' +
    'Content-Type: application/json\r\n\r\n{"fullName":';

  it('finds the upload routes in the route table', () => {
    // 8 when this was written (file, chat image, icon and five imports).
    expect(uploadRoutes().length).toBeGreaterThanOrEqual(8);
  });

  const broken: [string, string, string][] = [
    ['no boundary in the Content-Type', 'multipart/form-data', head],
    ['a body cut off inside the file', 'multipart/form-data; boundary=cut', head],
    ['a body cut off inside the part headers', 'multipart/form-data; boundary=cut', '--cut\r\nContent-Disp'],
  ];

  it('answers 400 上传的内容不完整或格式不正确 and stores nothing', async () => {
    const before = await tableCounts(t.database, FILES);
    for (const route of uploadRoutes()) {
      for (const [name, contentType, payload] of broken) {
        const url = pathOf(route);
        const res = await t.app.inject({
          method: route.method,
          url,
          payload,
          headers: { authorization: token, 'content-type': contentType },
        });
        expect(res.statusCode, `${url}: ${name}`).toBe(400);
        expect(res.json(), `${url}: ${name}`).toEqual({
          code: 400,
          msg: '上传的内容不完整或格式不正确，请重新上传',
          data: null,
        });
      }
    }
    expect(await tableCounts(t.database, FILES)).toEqual(before);
  });

  it('says so in English and traditional Chinese, and records no server exception', async () => {
    const [route] = uploadRoutes();
    const answers: Record<string, string> = {};
    for (const lang of ['en', 'zh-TW']) {
      const res = await t.app.inject({
        method: route.method,
        url: pathOf(route),
        payload: head,
        headers: { authorization: token, 'content-type': 'multipart/form-data', 'accept-language': lang },
      });
      answers[lang] = res.json().msg;
    }
    expect(answers).toEqual({
      en: 'The upload is incomplete or malformed; please upload the file again',
      'zh-TW': '上傳的內容不完整或格式不正確，請重新上傳',
    });
    await t.app.services.logs.flush();
    const exceptions = await t.database.db
      .selectFrom('baseSysLog')
      .select('abstracts')
      .where('category', '=', 4)
      .execute();
    expect(exceptions).toEqual([]);
  });
});
