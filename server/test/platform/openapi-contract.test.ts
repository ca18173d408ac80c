import { LANGS } from '@app/common';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/modules/systemData/data-interface.service.js';
import { translate } from '../../src/platform/i18n/i18n.js';
import { FREE_QUERY_PARAMETER } from '../../src/platform/openapi.js';
import { multipartFile } from '../helpers/multipart.js';
import {
  fillPath,
  minimalValue,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  queryString,
  readDocument,
  type Schema,
  typeOf,
  valueAt,
} from '../helpers/openapi-document.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The OpenAPI document (/api/docs) is generated from the route schemas the server validates with; these
// tests hold the two to each other for every route, so a rule kept only in code shows up here.

let t: TestApp;
let token: string;
let document: OpenApiDocument;
let operations: Operation[];
let adminId: string;
/** real ids for path parameters: listed by the app's own list routes, or made by its create routes */
const ids = new Map<string, string>();
/** real values for fields that name another record, so a minimal body gets past "not found" to its checks */
const references: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  document = await readDocument(t.app);
  operations = operationsOf(document);
  adminId = (await send('GET', '/api/oauth/CurrentUser')).json().data.userInfo.userId;
  for (const op of operations) {
    if (op.method !== 'GET' || op.path.includes('{')) continue;
    const res = await send('GET', op.path);
    if (answerOf(res).code !== 200) continue;
    const found = collectIds(answerOf(res).data).filter((id) => id !== adminId);
    if (found.length > 0) ids.set(op.path, found[found.length - 1] as string);
  }
  const db = t.database.db;
  const first = async (query: Promise<{ id: string } | undefined>) => (await query)?.id ?? 'none';
  references.organizeId = await first(
    db
      .selectFrom('baseOrganize')
      .select('id')
      .where('deleteMark', 'is', null)
      .orderBy('id')
      .executeTakeFirst(),
  );
  references.parentId = references.organizeId;
  references.moduleId = await first(
    db.selectFrom('baseModule').select('id').where('type', '=', 2).orderBy('id').executeTakeFirst(),
  );
  references.dictionaryTypeId = await first(
    db.selectFrom('baseDictionaryType').select('id').orderBy('id').executeTakeFirst(),
  );
  references.userId = await first(
    db.selectFrom('baseUser').select('id').where('id', '!=', adminId).orderBy('id').executeTakeFirst(),
  );
  references.categoryId = (await categories(db))[0]?.id ?? 'none';
});

/** The minimal body of the document, with real records where a field names one. */
function minimalBody(op: Operation): unknown {
  const schema = op.bodies['application/json'] ?? {};
  const body = minimalValue(schema);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const values: Record<string, string> = { ...references };
  if (op.path.includes('/Menu')) values.parentId = references.moduleId as string;
  for (const name of Object.keys(body))
    if (name in values && schema.properties?.[name]?.type === 'string')
      (body as Record<string, unknown>)[name] = values[name];
  return body;
}
afterAll(() => t.close());

/** The envelope of a JSON answer; {} for a file or any other answer. */
// biome-ignore lint/suspicious/noExplicitAny: answers are JSON
function answerOf(res: LightMyRequestResponse): Record<string, any> {
  return String(res.headers['content-type'] ?? '').includes('json') ? res.json() : {};
}

function collectIds(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectIds(item, into);
  else if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string') into.push(id);
    for (const child of Object.values(value)) if (child && typeof child === 'object') collectIds(child, into);
  }
  return into;
}

/** A field named without its path (organizeId for list.0.organizeId): its first value anywhere in the body. */
function deepValue(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && name in value) return (value as Record<string, unknown>)[name];
  for (const child of Object.values(value)) {
    const found = deepValue(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The collection a path parameter belongs to: /api/x/Role/{id} → an id listed by GET /api/x/Role. */
function pathValues(op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const collection = op.path.slice(0, op.path.indexOf(`/{${p.name}}`));
    values[p.name] =
      (p.name === 'linkId' ? '0' : ids.get(collection)) ?? String(minimalValue(p.schema) ?? 'sample');
  }
  return values;
}

function requiredQuery(op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required))
    values[p.name] = String(minimalValue(p.schema));
  return values;
}

async function send(
  method: string,
  url: string,
  body?: unknown,
  retried = false,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: token, 'x-language': 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  // A route that ends the caller's session (logout, lock) must not leave the rest unchecked.
  const code = answerOf(res).code;
  if (!retried && [600, 601, 602].includes(code)) {
    token = await t.login();
    return send(method, url, body, true);
  }
  return res;
}

const jsonBodied = () => operations.filter((op) => op.bodies['application/json']);

describe('the OpenAPI document and the server agree', () => {
  it('covers the app: every route under /api but the docs is in the document', () => {
    expect(operations.length).toBeGreaterThan(200);
    const paths = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(paths).toContain('GET /api/system/DataInterface/{id}/Actions/Response');
    expect(paths).toContain('PUT /api/system/SysConfig');
    expect([...paths].some((p) => p.includes('/api/docs'))).toBe(false);
  });

  it('renders query schemas as named, typed parameters; a query of free names as one form object', () => {
    const bad: string[] = [];
    for (const op of operations) {
      for (const p of op.parameters) {
        const where = `${op.method} ${op.path} ${p.in} ${p.name}`;
        if (typeof p.schema !== 'object' || p.schema === null) bad.push(`${where}: schema ${p.schema}`);
        else if (!p.schema.type && !p.schema.anyOf && !p.schema.enum) bad.push(`${where}: no type`);
        if (['properties', 'additionalProperties', 'required'].includes(p.name))
          bad.push(`${where}: a schema keyword as a name`);
        if (p.in === 'path' && !op.path.includes(`{${p.name}}`)) bad.push(`${where}: not in the path`);
        if (p.name === FREE_QUERY_PARAMETER && !(p.style === 'form' && p.explode === true))
          bad.push(`${where}: free names without style form, explode`);
      }
      for (const name of op.path.match(/\{([^}]+)\}/g) ?? [])
        if (!op.parameters.some((p) => p.in === 'path' && `{${p.name}}` === name))
          bad.push(`${op.method} ${op.path}: ${name} undocumented`);
    }
    expect(bad).toEqual([]);
    const response = operations.find(
      (op) => op.method === 'GET' && op.path === '/api/system/DataInterface/{id}/Actions/Response',
    );
    const free = response?.parameters.find((p) => p.name === FREE_QUERY_PARAMETER);
    expect(free?.schema).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
  });

  it('bounds every number it takes, so one no database column holds is a 400 (not a 500 on PostgreSQL)', () => {
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const type = typeOf(schema);
      if ((type === 'integer' || type === 'number') && !Array.isArray(schema.enum))
        if (schema.maximum === undefined || schema.minimum === undefined) unbounded.push(where);
      for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        walk(child, `${where}.${name}`);
      if (schema.items) walk(schema.items, `${where}[]`);
      if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}.*`);
      for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(member, where);
    };
    for (const op of operations) {
      for (const p of op.parameters) walk(p.schema, `${op.method} ${op.path} ${p.in} ${p.name}`);
      for (const [type, schema] of Object.entries(op.bodies)) walk(schema, `${op.method} ${op.path} ${type}`);
    }
    expect(unbounded).toEqual([]);
  });

  it('a body with only the documented required fields is never refused for a field it lacks (or an empty list)', async () => {
    const refused: string[] = [];
    for (const op of jsonBodied()) {
      const body = minimalBody(op);
      const url = fillPath(op.path, pathValues(op)) + queryString(requiredQuery(op));
      const res = await send(op.method, url, body);
      const answer = answerOf(res);
      // A record made here is the one the routes below it (PUT …/{id}) change.
      if (op.method === 'POST' && answer.code === 200 && typeof answer.data?.id === 'string')
        ids.set(op.path, answer.data.id);
      const lacking = ((answer.data?.errors ?? []) as { field: string }[])
        .map((e) => e.field)
        .filter((field) => {
          // Absent, or an empty list the document allows (no minItems): refused as if it were missing.
          const value = valueAt(body, field) ?? deepValue(body, field);
          return field !== 'body' && (value === undefined || (Array.isArray(value) && value.length === 0));
        });
      if (lacking.length > 0)
        refused.push(
          `${op.method} ${op.path}: ${lacking.join(', ')} (${answer.msg}) for ${JSON.stringify(body)}`,
        );
    }
    expect(refused).toEqual([]);
  });

  it('each documented required body field is required', async () => {
    const accepted: string[] = [];
    for (const op of jsonBodied()) {
      const schema = op.bodies['application/json'] ?? {};
      const full = minimalBody(op) as Record<string, unknown>;
      for (const name of (schema.required as string[] | undefined) ?? []) {
        const { [name]: _left, ...body } = full;
        const url = fillPath(op.path, pathValues(op)) + queryString(requiredQuery(op));
        const res = await send(op.method, url, body);
        const answer = answerOf(res);
        const fields = ((answer.data?.errors ?? []) as { field: string }[]).map((e) => e.field);
        if (res.statusCode !== 400 || !fields.includes(name))
          accepted.push(`${op.method} ${op.path} without ${name}: ${res.statusCode} ${answer.msg}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('uploads and imports: the documented file part is required, and a request with one is not refused for lacking it', async () => {
    const uploads = operations.filter((op) => op.bodies['multipart/form-data']);
    expect(uploads.length).toBeGreaterThanOrEqual(8);
    const wrong: string[] = [];
    const missing = LANGS.map((lang) => translate('file.missing', lang));
    for (const op of uploads) {
      expect(op.bodies['multipart/form-data']?.required).toEqual(['file']);
      const url = fillPath(op.path, pathValues(op)) + queryString(requiredQuery(op));
      const boundary = 'contract';
      const fieldOnly = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`;
      const without = await t.app.inject({
        method: op.method,
        url,
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: fieldOnly,
      });
      if (without.statusCode !== 400)
        wrong.push(`${op.method} ${op.path} without a file: ${without.statusCode}`);
      const upload = multipartFile('a.txt', Buffer.from('{}'));
      const withFile = await t.app.inject({
        method: op.method,
        url,
        headers: { authorization: token, ...upload.headers },
        payload: upload.payload,
      });
      if (missing.includes(answerOf(withFile).msg))
        wrong.push(`${op.method} ${op.path} with a file: ${answerOf(withFile).msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each documented required query parameter is required, and none other is', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((op) => op.method === 'GET')) {
      const query = requiredQuery(op);
      const base = fillPath(op.path, pathValues(op));
      const res = await send('GET', base + queryString(query));
      const lacking = ((answerOf(res).data?.errors ?? []) as { field: string }[])
        .map((e) => e.field)
        .filter((field) => !(field in query) && field !== 'body');
      if (lacking.length > 0) wrong.push(`GET ${op.path}: refused for ${lacking.join(', ')}`);
      for (const name of Object.keys(query)) {
        const { [name]: _left, ...rest } = query;
        const without = await send('GET', base + queryString(rest));
        if (without.statusCode !== 400) wrong.push(`GET ${op.path} without ${name}: ${without.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
