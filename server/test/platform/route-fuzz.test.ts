import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillPath,
  minimalValue,
  type Operation,
  operationsOf,
  queryString,
  readDocument,
  type Schema,
  seededRandom,
  typeOf,
} from '../helpers/openapi-document.js';
import { createTestApp, setSetting, type TestApp } from '../helpers/test-app.js';

// Fuzz over every operation of the OpenAPI document the app serves (so a new route is covered the day it
// is added): missing, mistyped, huge and malformed values, sent by an anonymous caller, by a signed-in
// user without grants (zhangwei holds no menus) and, for input the document itself calls invalid, by the
// administrator. Every answer must be the envelope {code, msg, data} and never a 500; a refused request
// must not echo a huge value back and must leave the row count of every table as it was. The generator is seeded: a failure names
// the seed, caller, operation and variant, and the same run reproduces it.

const SEED = Number(process.env.FUZZ_SEED ?? 20260113);
/** variants sampled per operation and caller (FUZZ_PER_ROUTE=40 sends them all) */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 6);
/**
 * For exploring by hand only: FUZZ_ADMIN_ALL=1 sends the administrator every variant, valid-looking ones
 * too (they may change data; counts are still compared only for refusals).
 */
const ADMIN_ALL = process.env.FUZZ_ADMIN_ALL === '1';
/** tables written on every request by design (request, operation and exception logs) */
const LOG_TABLES = new Set(['base_sys_log']);

type CallerName = 'anonymous' | 'no-grant user' | 'admin';

interface Variant {
  name: string;
  /** input the document itself calls invalid: the only kind sent as admin, and always refused */
  invalid: boolean;
  request: InjectOptions;
}

let t: TestApp;
let operations: Operation[];
let tables: string[];
/** real record ids for path parameters, found through the app's own list routes */
const knownIds = new Map<string, string>();
const tokens: Record<CallerName, string | null> = { anonymous: null, 'no-grant user': null, admin: null };

beforeAll(async () => {
  t = await createTestApp();
  // Wrong passwords sent by the fuzz (login, lock screen) must not lock the callers out mid-run.
  await setSetting(t, 'passwordErrorsNumber', 0);
  await signIn('admin');
  await signIn('no-grant user');
  operations = operationsOf(await readDocument(t.app));
  tables = await tableNames();
  for (const op of operations) {
    if (op.method !== 'GET' || op.path.includes('{')) continue;
    const res = await t.app.inject({
      method: 'GET',
      url: op.path,
      headers: { authorization: tokens.admin ?? '' },
    });
    const found = isJson(res) ? idsIn(res.json().data) : [];
    if (found.length > 0) knownIds.set(op.path, found[Math.floor(found.length / 2)] as string);
  }
}, 120_000);
afterAll(() => t?.close());

const isJson = (res: LightMyRequestResponse) => String(res.headers['content-type'] ?? '').includes('json');

/** The envelope code; a file answer (200 in its own type) counts as 200. */
function codeOf(res: LightMyRequestResponse): number | undefined {
  if (!isJson(res)) return res.statusCode === 200 ? 200 : res.statusCode;
  try {
    return (res.json() as { code?: number }).code;
  } catch {
    return res.statusCode;
  }
}

function idsIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string') into.push(id);
    for (const child of Object.values(value)) if (child && typeof child === 'object') idsIn(child, into);
  }
  return into;
}

async function tableNames(): Promise<string[]> {
  const query =
    t.database.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const rows = (await query.execute(t.database.db)).rows.map((r) => r.name);
  return rows.filter((name) => !LOG_TABLES.has(name) && !name.startsWith('kysely_')).sort();
}

/** Row counts of every table in one statement (names come from the catalogue, not from a request). */
async function counts(): Promise<string> {
  const columns = tables.map((name, i) => `(select count(*) from "${name}") as c${i}`).join(', ');
  const row = (await sql.raw<Record<string, unknown>>(`select ${columns}`).execute(t.database.db)).rows[0];
  return tables.map((name, i) => `${name}=${Number(row?.[`c${i}`])}`).join(' ');
}

// ---- values ----

const HUGE_TEXT = 'x'.repeat(100_000);
/** a refusal that contains this much of a huge value echoes the request back */
const ECHO = 'x'.repeat(1000);
const HUGE_NUMBERS = ['99999999999999999999', '1e309', '-1e309'];
const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const BAD_ESCAPES = ['%E0%A4%A', '%zz', '%', '%C0%AF', '%uD800'];
const RAW = '\u0000raw:';

/** A JSON value of another type than the schema wants (never null: nullable fields take it). */
function mistyped(schema: Schema, random: () => number): unknown {
  const type = typeOf(schema);
  const others: Record<string, unknown[]> = {
    string: [12345, { a: 1 }, ['a'], true],
    integer: ['12', 'abc', { a: 1 }, [1], true, 1.5],
    number: ['12', { a: 1 }, [1], true],
    boolean: ['true', 1, { a: 1 }],
    array: ['a', { a: 1 }, 1],
    object: ['a', ['a'], 1],
  };
  const list = others[type ?? ''] ?? [];
  return list[Math.floor(random() * list.length)];
}

/** JSON text with raw number texts in place of their markers: 1e309 is no JavaScript value. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000raw:([^"]*)"/g, '$1');
}

function above(schema: Schema, raw: string): boolean {
  const value = Number(raw);
  if (schema.maximum !== undefined && value > schema.maximum) return true;
  if (schema.minimum !== undefined && value < schema.minimum) return true;
  return typeOf(schema) === 'integer' && !Number.isFinite(value);
}

// ---- variants ----

function variantsOf(op: Operation, random: () => number): Variant[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query' && p.schema?.type !== 'object');
  const pathValues: Record<string, string> = {};
  for (const p of pathParams) {
    const collection = op.path.slice(0, op.path.indexOf(`/{${p.name}}`));
    pathValues[p.name] = knownIds.get(collection) ?? String(minimalValue(p.schema));
  }
  const requiredQuery: Record<string, string> = {};
  for (const p of queryParams.filter((p) => p.required))
    requiredQuery[p.name] = String(minimalValue(p.schema));
  const url = (path = pathValues, query = requiredQuery, raw = false) =>
    fillPath(op.path, path, raw) + queryString(query);
  const schema = op.bodies['application/json'];
  const hasBody = op.method !== 'GET';
  const json = { 'content-type': 'application/json' };
  const variants: Variant[] = [];
  const add = (name: string, invalid: boolean, request: Partial<InjectOptions>) =>
    variants.push({ name, invalid, request: { method: op.method, url: url(), ...request } });

  // only what the document requires (never sent as admin: it may be a valid change)
  add(
    'minimal: only the required parts',
    false,
    schema ? { headers: json, payload: jsonText(minimalValue(schema)) } : {},
  );

  // missing
  if (schema) {
    add('missing: an empty body', (schema.required ?? []).length > 0, { headers: json, payload: '{}' });
    add('missing: no body at all', (schema.required ?? []).length > 0, {});
  }
  for (const p of queryParams.filter((p) => p.required)) {
    const { [p.name]: _left, ...rest } = requiredQuery;
    add(`missing: query ${p.name}`, true, { url: url(pathValues, rest) });
  }

  // mistyped
  const body = (schema ? minimalValue(schema) : {}) as Record<string, unknown>;
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, Schema>).filter(
    ([, s]) => typeOf(s) !== undefined,
  );
  if (schema && properties.length > 0) {
    const [name, property] = pick(properties);
    const value = mistyped(property, random);
    add(`mistyped: body ${name} = ${JSON.stringify(value)}`, true, {
      headers: json,
      payload: jsonText({ ...body, [name]: value }),
    });
  }
  if (schema && typeOf(schema) === 'object') {
    const value = pick(['"text"', '[1,2]', '12', 'null', 'true']);
    // A JSON null is taken as no body: wrong only where the body has required fields.
    add(`mistyped: the body is ${value}`, value !== 'null' || (schema.required ?? []).length > 0, {
      headers: json,
      payload: value,
    });
  }
  const typedQuery = queryParams.filter((p) =>
    ['integer', 'number', 'boolean'].includes(typeOf(p.schema) ?? ''),
  );
  if (typedQuery.length > 0) {
    const p = pick(typedQuery);
    const value = pick(['abc', '1.5.3', '', '[object Object]', '12abc']);
    add(`mistyped: query ${p.name}=${value}`, value !== '' || p.required === true, {
      url: url(pathValues, { ...requiredQuery, [p.name]: value }),
    });
  }
  const enumQuery = queryParams.filter((p) => Array.isArray(p.schema?.enum));
  if (enumQuery.length > 0) {
    const p = pick(enumQuery);
    add(`mistyped: query ${p.name} outside its enum`, true, {
      url: url(pathValues, { ...requiredQuery, [p.name]: 'no-such-value' }),
    });
  }
  const typedPath = pathParams.filter((p) => ['integer', 'number'].includes(typeOf(p.schema) ?? ''));
  if (typedPath.length > 0) {
    const p = pick(typedPath);
    add(`mistyped: path ${p.name}=abc`, true, { url: url({ ...pathValues, [p.name]: 'abc' }) });
  }

  // huge
  const textProperties = properties.filter(([, s]) => typeOf(s) === 'string');
  if (schema && textProperties.length > 0) {
    const [name, property] = pick(textProperties);
    add(`huge: body ${name} of 100,000 characters`, (property.maxLength ?? Infinity) < HUGE_TEXT.length, {
      headers: json,
      payload: jsonText({ ...body, [name]: HUGE_TEXT }),
    });
  }
  const numberProperties = properties.filter(([, s]) => ['integer', 'number'].includes(typeOf(s) ?? ''));
  if (schema && numberProperties.length > 0) {
    const [name, property] = pick(numberProperties);
    const raw = pick(HUGE_NUMBERS);
    add(`huge: body ${name} = ${raw}`, above(property, raw), {
      headers: json,
      payload: jsonText({ ...body, [name]: `${RAW}${raw}` }),
    });
  }
  const numberQuery = queryParams.filter((p) => ['integer', 'number'].includes(typeOf(p.schema) ?? ''));
  if (numberQuery.length > 0) {
    const p = pick(numberQuery);
    const raw = pick(HUGE_NUMBERS);
    add(`huge: query ${p.name}=${raw}`, above(p.schema, raw), {
      url: url(pathValues, { ...requiredQuery, [p.name]: raw }),
    });
  }
  const textQuery = queryParams.filter((p) => typeOf(p.schema) === 'string' && !p.schema.enum);
  if (textQuery.length > 0) {
    const p = pick(textQuery);
    add(`huge: query ${p.name} of 100,000 characters`, (p.schema.maxLength ?? Infinity) < HUGE_TEXT.length, {
      url: url(pathValues, { ...requiredQuery, [p.name]: HUGE_TEXT }),
    });
  }
  if (pathParams.length > 0) {
    const p = pick(pathParams);
    add(`huge: path ${p.name} of 5,000 characters`, true, {
      url: url({ ...pathValues, [p.name]: 'x'.repeat(5000) }),
    });
  }
  if (schema && properties.length > 0) {
    const [name, property] = pick(properties);
    add(`huge: body ${name} an array 5,000 deep`, typeOf(property) !== 'array' || !!property.items, {
      headers: json,
      payload: jsonText({ ...body, [name]: `${RAW}${DEEP_ARRAY}` }),
    });
  }

  // malformed
  if (hasBody) {
    add('malformed: cut-off JSON', true, { headers: json, payload: pick(['{"a":', '{', '[1,', '{"a":1}}']) });
    add('malformed: an XML body', true, {
      headers: { 'content-type': 'application/xml' },
      payload: '<a>1</a>',
    });
    add('malformed: multipart without a boundary', true, {
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'file=abc',
    });
    add('malformed: multipart cut off mid-body', true, {
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    });
  }
  if (pathParams.length > 0) {
    const p = pick(pathParams);
    const badEscape = pick(BAD_ESCAPES);
    add(`malformed: path ${p.name}=${badEscape}`, true, {
      url: url({ ...pathValues, [p.name]: badEscape }, requiredQuery, true),
    });
  }
  if (queryParams.length > 0) {
    const p = pick(queryParams);
    const value = String(minimalValue(p.schema));
    add(`malformed: query ${p.name} given twice`, true, {
      url: `${url(pathValues, { ...requiredQuery, [p.name]: value })}&${p.name}=${encodeURIComponent(value)}`,
    });
  }
  if (hasBody) {
    add('malformed: a __proto__ key', true, {
      headers: json,
      payload: `{"__proto__":{"isAdministrator":true},"constructor":{"prototype":{"x":1}}}`,
    });
    add('huge: a body over the 1 MB limit', true, {
      headers: json,
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
  }
  add('malformed: a token of 10,000 characters', false, {
    headers: { authorization: `Bearer ${'x'.repeat(10_000)}` },
  });
  if (queryParams.length > 0) {
    const p = pick(queryParams);
    const badEscape = pick(BAD_ESCAPES);
    add(`malformed: query ${p.name}=${badEscape}`, false, {
      url: `${url()}${Object.keys(requiredQuery).length > 0 ? '&' : '?'}${p.name}=${badEscape}`,
    });
  }
  return variants;
}

function sample<T>(list: T[], n: number, random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

// ---- the run ----

interface Outcome {
  problems: string[];
  requests: number;
  refused: number;
}

function envelopeProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  // An export is a file even when it is JSON.
  if (res.statusCode === 200 && res.headers['content-disposition']) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!isJson(res)) {
    // Files (downloads, exports, images) answer 200 in their own type; anything else is the envelope.
    return res.statusCode === 200 ? null : `HTTP ${res.statusCode} as ${type || 'no content type'}`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `HTTP ${res.statusCode}: not JSON`;
  }
  const envelope = body as { code?: unknown; msg?: unknown };
  if (!body || typeof body !== 'object' || !('data' in body) || typeof envelope.code !== 'number')
    return `HTTP ${res.statusCode}: not the envelope`;
  if (typeof envelope.msg !== 'string' || envelope.msg === '') return `HTTP ${res.statusCode}: no msg`;
  if (envelope.code >= 500 && envelope.code < 600) return `code ${envelope.code}`;
  return null;
}

/**
 * A session for the caller. zhangwei holds no menus, so the login route refuses him (您的权限不足); his
 * session is opened as it would exist after his grants were revoked: signed in, allowed nothing.
 */
async function signIn(caller: CallerName): Promise<void> {
  if (caller === 'admin') tokens.admin = await t.login('admin', 'admin123');
  if (caller !== 'no-grant user') return;
  const user = await t.database.db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', 'zhangwei')
    .executeTakeFirstOrThrow();
  tokens[caller] = (await t.app.services.sessions.create(user.id, '127.0.0.1', 'route fuzz')).token;
}

async function fuzz(caller: CallerName, seed: number): Promise<Outcome> {
  const random = seededRandom(seed);
  const outcome: Outcome = { problems: [], requests: 0, refused: 0 };
  let before = await counts();
  for (const op of operations) {
    let variants = variantsOf(op, random);
    if (caller === 'admin' && !ADMIN_ALL) variants = variants.filter((v) => v.invalid);
    for (const variant of sample(variants, PER_ROUTE, random)) {
      const where = `${caller} ${op.method} ${op.path} [${variant.name}] (seed ${seed})`;
      const send = () => {
        const token = tokens[caller];
        const headers = { ...(token ? { authorization: token } : {}), ...(variant.request.headers ?? {}) };
        return t.app.inject({ ...variant.request, headers } as InjectOptions);
      };
      let res = await send();
      outcome.requests++;
      let code = codeOf(res);
      // A variant that ended the caller's session (logout, lock) is checked, then the caller signs in again
      // and the variant is sent once more, so the rest of the run is not just 600s.
      if (caller !== 'anonymous' && [600, 601, 602].includes(code ?? 0)) {
        const after = await counts();
        if (after !== before) outcome.problems.push(`${where}: refused (${code}) but changed rows`);
        await signIn(caller);
        before = await counts();
        res = await send();
        outcome.requests++;
        code = codeOf(res);
      }
      const problem = envelopeProblem(res);
      if (problem) outcome.problems.push(`${where}: ${problem} ${res.body.slice(0, 160)}`);
      const after = await counts();
      if (code !== 200) {
        outcome.refused++;
        if (res.body.includes(ECHO)) outcome.problems.push(`${where}: the refusal echoes the request back`);
        if (after !== before)
          outcome.problems.push(`${where}: refused (${code}) but changed rows: ${diff(before, after)}`);
      } else if (caller === 'admin' && variant.invalid) {
        outcome.problems.push(`${where}: input the document calls invalid was accepted`);
      }
      before = after;
    }
  }
  return outcome;
}

function diff(before: string, after: string): string {
  const old = new Map(before.split(' ').map((pair) => pair.split('=') as [string, string]));
  return after
    .split(' ')
    .map((pair) => pair.split('=') as [string, string])
    .filter(([name, n]) => old.get(name) !== n)
    .map(([name, n]) => `${name} ${old.get(name)}→${n}`)
    .join(', ');
}

describe('route fuzz over the OpenAPI document', () => {
  it('covers every operation of the document, with invalid input for the administrator where there is any', () => {
    expect(operations.length).toBeGreaterThan(200);
    const random = seededRandom(SEED);
    const invalid = operations.filter((op) => variantsOf(op, random).some((v) => v.invalid));
    // Only routes with no parameters, no query and no body (GET /api/health, …) have nothing invalid.
    const without = operations.filter((op) => !invalid.includes(op));
    for (const op of without)
      expect(`${op.method} ${op.path}: ${op.parameters.length}`).toMatch(/^GET .*: 0$/);
  });

  for (const [caller, offset] of [
    ['anonymous', 1],
    ['no-grant user', 2],
    ['admin', 3],
  ] as const) {
    it(`${caller}: no 500, the envelope on every answer, refused requests change no row`, async () => {
      const outcome = await fuzz(caller, SEED + offset);
      expect(outcome.requests).toBeGreaterThan(operations.length);
      expect(outcome.problems).toEqual([]);
    }, 300_000);
  }
});
