// The app, callers and helpers of the dictionary API tests (dictionary-*.test.ts), one fresh app per file.
import { afterAll, beforeAll, expect } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, screenCallers, type TestApp, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 系统管理员 role: the dictionary menu with all its buttons */
export let granted: string;
/** signed in, but without the dictionary menu */
export let outsider: string;
/** the dictionary menu without any of its buttons */
export let reader: string;

export const TYPES = '/api/system/DictionaryType';
export const DATA = '/api/system/DictionaryData';

// biome-ignore lint/suspicious/noExplicitAny: the tests read and edit answers and files freely
export type Any = Record<string, any>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (
  method: Method,
  url: string,
  token: string | null = admin,
  payload?: object,
  lang = 'zh',
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-language': lang, ...(token ? { authorization: token } : {}) },
    payload,
  });

export async function ok(method: Method, url: string, payload?: object, token = admin) {
  const res = await call(method, url, token, payload);
  expect(res.json(), `${method} ${url} ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}

export function upload(content: string | Buffer, query = '', token: string | null = admin, lang = 'zh') {
  const { payload, headers } = multipartFile(
    'dictionary.json',
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    'application/json',
  );
  return t.app.inject({
    method: 'POST',
    url: `${DATA}/Action/Import${query}`,
    payload,
    headers: { ...headers, 'x-language': lang, ...(token ? { authorization: token } : {}) },
  });
}

export const counts = () => tableCounts(t.database, ['baseDictionaryType', 'baseDictionaryData']);

export function flatten(nodes: Any[]): Any[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

export let typeSeq = 0;
export async function newType(more: Any = {}) {
  typeSeq++;
  const { id } = await ok('POST', TYPES, {
    parentId: '-1',
    fullName: `测试分类${typeSeq}`,
    enCode: `testType${typeSeq}`,
    isTree: 0,
    sortCode: 0,
    description: null,
    ...more,
  });
  return id as string;
}

export async function newItem(typeId: string, enCode: string, more: Any = {}) {
  const { id } = await ok('POST', DATA, {
    dictionaryTypeId: typeId,
    parentId: '0',
    fullName: `数据${enCode}`,
    enCode,
    enabledMark: 1,
    sortCode: 0,
    description: null,
    ...more,
  });
  return id as string;
}

/** A fresh app for the test file: the administrator and three callers of the dictionary menu. */
export function useDictionaryApp() {
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, granted, outsider, reader } = await screenCallers(t, ['system', 'system.dictionary']));
  });
  afterAll(() => t.close());
}
