import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 13, item 3: a field that an update leaves out is left as it is stored, on every PUT.
 *
 * For each update route: a record is made through the API with every optional field away from its
 * default; a PUT carries only the fields the route's schema requires (taken from the record itself);
 * the record read back through its info route must be the same as before. Every PUT route of the app is
 * either in a case list (partial-update-cases-*.ts) or in EXCLUDED (partial-update-routes.test.ts) with
 * a reason that the route's schema is checked against. This module is the app and the helpers they share.
 */

export let t: TestApp;
export let admin: string;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is JSON read back from the server
let doc: { paths: Record<string, Record<string, any>> };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Json = Record<string, unknown>;

export const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

/** The answer's data, failing the test (with the answer) unless it is a success. */
export async function ok(method: Method, url: string, payload?: object, token = admin) {
  const res = await call(method, url, payload, token);
  expect(res.json(), `${method} ${url}: ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}
export const created = async (url: string, payload: object) => (await ok('POST', url, payload)).id as string;
export const read = (url: string) => async () => (await ok('GET', url)) as Json;

export const USER = (account: string) => seedId(`user:${account}`);
export const ORG = (code: string) => seedId(`org:${code}`);
export const POSITION = (code: string) => seedId(`position:${code}`);
export const ROLE = (code: string) => seedId(`role:${code}`);
export const MENU = (code: string) => seedId(`menu:${code}`);

/** Change stamps: an update moves them, whatever it carries (a design counts its saves in version). */
const STAMPS = ['lastModifyTime', 'lastModifyUserId', 'lastModifyUser', 'version'];
export const withoutStamps = (value: Json) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !STAMPS.includes(key)));

/** The body schema of a route in the app's OpenAPI document (`:id` written `{id}` there). */
export function bodySchema(route: string) {
  const path = route.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = doc.paths[path]?.put;
  if (!operation) throw new Error(`PUT ${route} is not in the OpenAPI document`);
  return operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
}

/** Only what the schema requires of `value`, at every depth (objects and lists of objects). */
function onlyRequired(schema: Json | undefined, value: unknown): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  if (Array.isArray(value)) return value.map((item) => onlyRequired(schema.items as Json, item));
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(
    required.map((key) => [key, onlyRequired(properties[key], (value as Json)[key])]),
  );
}

export interface Case {
  /** the route as the app registers it */
  route: string;
  /**
   * Makes the record through the API with its optional fields set away from their defaults; answers
   * the PUT address and how to read the record back.
   */
  prepare: () => Promise<{ url: string; info: () => Promise<Json>; token?: string }>;
  /** what the prepared record holds (as its info answers it): shows the optional fields were set */
  holds: Json;
  /** the body of the partial PUT, when it is not just the required fields of what info answers */
  body?: (stored: Json) => object;
}

/** Records other cases lean on, made once per test file. */
export const made: Record<string, string> = {};

/** A fresh app for the test file, with the page the cases hang their buttons, columns and schemes on. */
export function usePartialUpdateApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The buttons, columns, form fields, data fields and schemes of the cases hang on a page of their own:
    // a scheme on a seeded menu would change what its users may see.
    made.page = await created('/api/system/Menu', {
      parentId: MENU('permission'),
      enCode: 'pu.page',
      fullName: '部分更新页面',
      type: 2,
      urlAddress: '/pu/page',
    });
  });
  afterAll(() => t.close());
}

/** Runs each case: prepare, read, PUT only the required fields, read again and compare. */
export function checkPartialUpdates(cases: Case[]) {
  it.each(cases.map((c) => [c.route, c]))('PUT %s', async (_, c) => {
    const { url, info, token } = await c.prepare();
    const before = await info();
    expect(before).toMatchObject(c.holds);
    const body = c.body ? c.body(before) : onlyRequired(bodySchema(c.route), before);
    await ok('PUT', url, body as object, token);
    expect(withoutStamps(await info())).toEqual(withoutStamps(before));
  });
}
