import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { AnswerCache } from '../../src/platform/answer-cache.js';
import { TestClock } from '../helpers/test-app.js';

let database: DatabaseHandle;
const clock = new TestClock();
let builds = 0;
const build = async () => ({ built: ++builds });
const json = async (cache: AnswerCache, key = 'k') => JSON.parse((await cache.get(key, build)).json);

const write = (table: string) =>
  database.db
    .insertInto(table as never)
    .values({ n: 1 } as never)
    .execute();

beforeAll(async () => {
  database = openDatabase(':memory:');
  await sql`create table base_user (n integer)`.execute(database.db);
  await sql`create table base_role (n integer)`.execute(database.db);
});
afterAll(() => database.close());

describe('answer cache', () => {
  it('reuses an answer while its tables are unchanged, per key', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser']);
    const first = await json(cache);
    expect(await json(cache)).toEqual(first);
    expect(await json(cache, 'other')).not.toEqual(first);
  });

  it('builds again after a write to one of its tables, not after writes elsewhere', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser']);
    const first = await json(cache);
    await write('base_role');
    expect(await json(cache)).toEqual(first);
    await write('base_user');
    expect(await json(cache)).not.toEqual(first);
  });

  it('builds again once the time limit passes (writes by other processes are not seen)', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser'], 2_000);
    const first = await json(cache);
    clock.advance(1_999);
    expect(await json(cache)).toEqual(first);
    clock.advance(1);
    expect(await json(cache)).not.toEqual(first);
  });

  it('does not keep an answer read while its table was being written', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser']);
    const racing = await cache.get('race', async () => {
      await write('base_user');
      return { racing: true };
    });
    expect(JSON.parse(racing.json)).toEqual({ racing: true });
    expect(JSON.parse((await cache.get('race', build)).json)).not.toEqual({ racing: true });
  });

  it('compresses with brotli only an answer that is asked again', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser']);
    const page = async () => ({ built: ++builds, rows: '用户'.repeat(1000) });
    const once = await cache.get('asked once', page);
    await cache.get('asked twice', page);
    const twice = await cache.get('asked twice', page);
    // brotli runs on the thread pool: wait for the copy of the answer asked again
    while (!twice.br) await new Promise((resolve) => setImmediate(resolve));
    expect(twice.br.length).toBeGreaterThan(0);
    expect(once.br).toBeNull();
    // the answer asked once is sent gzipped at once, and unzips to its JSON
    expect(gunzipSync(once.gzip as Buffer).toString()).toBe(once.json);
    expect(brotliDecompressSync(twice.br).toString()).toBe(twice.json);
  });

  it('sends an answer under 1 KB as it is, asked once or again', async () => {
    const cache = new AnswerCache(database.versions, clock, ['baseUser']);
    await cache.get('small', build);
    const again = await cache.get('small', build);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([again.gzip, again.br]).toEqual([null, null]);
    expect(JSON.parse(again.json)).toHaveProperty('built');
  });
});
