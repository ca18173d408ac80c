import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

// Every table a request could change, except the logs, which record each request by design.
const TABLES = [
  'baseUser',
  'baseSession',
  'baseOrganize',
  'basePosition',
  'baseRole',
  'baseUserRelation',
  'baseModule',
  'baseModuleButton',
  'baseAuthorize',
  'baseSysConfig',
  'baseFile',
] as const;

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = await t.database.db.selectFrom(table).selectAll().orderBy('id').execute();
    hash.update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

type Case = [
  string,
  {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  },
];

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const huge = 'x'.repeat(10 * 1024 * 1024);

function casesFor(auth: Record<string, string>): Case[] {
  return [
    ['Login without fields', { method: 'POST', url: '/api/oauth/Login', headers: form, payload: '' }],
    [
      'Login with an array for account',
      { method: 'POST', url: '/api/oauth/Login', headers: json, payload: { account: ['a'], password: 'x' } },
    ],
    [
      'Login with a number for password',
      {
        method: 'POST',
        url: '/api/oauth/Login',
        headers: json,
        payload: { account: 'admin', password: 12345 },
      },
    ],
    [
      'Login with invalid JSON',
      { method: 'POST', url: '/api/oauth/Login', headers: json, payload: '{"account":' },
    ],
    [
      'Login with a 10 MB body',
      { method: 'POST', url: '/api/oauth/Login', headers: form, payload: `account=${huge}` },
    ],
    [
      'Login with an over-long account',
      {
        method: 'POST',
        url: '/api/oauth/Login',
        headers: json,
        payload: { account: 'a'.repeat(101), password: 'f'.repeat(32) },
      },
    ],
    [
      'LockScreen without fields',
      { method: 'POST', url: '/api/oauth/LockScreen', headers: { ...auth, ...json }, payload: {} },
    ],
    [
      'LockScreen with invalid JSON',
      { method: 'POST', url: '/api/oauth/LockScreen', headers: { ...auth, ...json }, payload: '[' },
    ],
    [
      'LockScreen with a 10 MB body',
      {
        method: 'POST',
        url: '/api/oauth/LockScreen',
        headers: { ...auth, ...json },
        payload: JSON.stringify({ account: huge }),
      },
    ],
    [
      'CurrentUser with a wrong token',
      { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: 'wrong' } },
    ],
    [
      'Logout with a wrong token',
      { method: 'GET', url: '/api/oauth/Logout', headers: { authorization: 'Bearer wrong' } },
    ],
    [
      'Upload as JSON',
      {
        method: 'POST',
        url: '/api/file/Uploader/annex',
        headers: { ...auth, ...json },
        payload: { file: 'x' },
      },
    ],
    ['Upload to an unknown type', { method: 'POST', url: '/api/file/Uploader/..%2F..', headers: auth }],
    [
      'Download with a traversal name',
      { method: 'GET', url: '/api/file/Download/annex/..%2F..%2Fapp.db', headers: auth },
    ],
    [
      'Download with a traversal type',
      { method: 'GET', url: '/api/file/Download/..%2F..%2F/x.txt', headers: auth },
    ],
    [
      'Attachment without a signature',
      { method: 'GET', url: '/api/file/Attachment/annex/20260101_0123456789abcdef0123456789abcdef.txt' },
    ],
    [
      'Attachment with a mistyped expiry',
      { method: 'GET', url: '/api/file/Attachment/annex/x.txt?expires=soon&sign=abc' },
    ],
    ['Image of an unknown type', { method: 'GET', url: '/api/file/Image/__proto__/x.png' }],
    [
      'Log list with a mistyped page',
      { method: 'GET', url: '/api/system/Log/1?currentPage=first&pageSize=-1', headers: auth },
    ],
    ['Log list with a mistyped type', { method: 'GET', url: '/api/system/Log/abc', headers: auth }],
    [
      'Log list with a mistyped date',
      { method: 'GET', url: '/api/system/Log/1?startTime=yesterday', headers: auth },
    ],
    [
      'Log delete without ids',
      { method: 'DELETE', url: '/api/system/Log', headers: { ...auth, ...json }, payload: {} },
    ],
    [
      'Log delete with objects for ids',
      {
        method: 'DELETE',
        url: '/api/system/Log',
        headers: { ...auth, ...json },
        payload: { ids: [{ id: 1 }] },
      },
    ],
    [
      'Log delete with invalid JSON',
      { method: 'DELETE', url: '/api/system/Log', headers: { ...auth, ...json }, payload: '{ids' },
    ],
    ['Unknown route', { method: 'PUT', url: '/api/oauth/Nothing', headers: auth, payload: {} }],
  ];
}

describe('bad input on every route', () => {
  it('answers each with a 4xx envelope in the caller language and changes no data', async () => {
    const before = await fingerprint();
    for (const [name, request] of casesFor({ authorization: token })) {
      const res = await t.app.inject({
        ...request,
        payload: request.payload as string | object | undefined,
        headers: { ...request.headers, 'accept-language': 'en' },
      });
      const body = res.json();
      expect.soft(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect.soft(res.statusCode, name).toBeLessThan(500);
      expect.soft(body.code, name).toBeGreaterThanOrEqual(400);
      expect.soft(body.msg, name).toMatch(/^[\x20-\x7e]+$/);
      expect.soft(body.msg, name).not.toMatch(/FST_|Error:|undefined|\{|^\d|\bexpires\b|\bsign\b/);
    }
    expect(await fingerprint()).toBe(before);
  });
});
