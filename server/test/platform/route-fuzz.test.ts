import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf, readDocument, seededRandom } from '../helpers/openapi-document.js';
import { createTestApp, setSetting, type TestApp } from '../helpers/test-app.js';
import { ECHO, knownIds, sample, variantsOf } from './route-fuzz-variants.js';

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

let t: TestApp;
let operations: Operation[];
let tables: string[];
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
