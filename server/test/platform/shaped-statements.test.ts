import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { contains } from '../../src/platform/query.js';
import type { AnyDb } from '../../src/platform/resource/resource.types.js';
import { shapedRows } from '../../src/platform/resource/shaped-statements.js';

// Statements kept per shape: built once, then run with each request's values (decision 060).

let database: DatabaseHandle;
let db: AnyDb;

beforeAll(async () => {
  database = openDatabase(':memory:');
  db = database.db.withoutPlugins() as unknown as AnyDb;
  await sql`create table t (id integer primary key, name text, kind text)`.execute(db);
  for (let i = 1; i <= 30; i++)
    await sql`insert into t (id, name, kind) values (${i}, ${`name${i}`}, ${i % 3 ? 'a' : 'b'})`.execute(db);
});
afterAll(() => database.close());

describe('shaped statements', () => {
  it('builds a shape once and binds each request its own values, in and limit included', async () => {
    let builds = 0;
    const page = (kinds: string[], limit: number, offset: number) =>
      shapedRows(db, `t by kind|${kinds.length}`, [...kinds, limit, offset], (value) => {
        builds++;
        return db
          .selectFrom('t')
          .select(['id'])
          .where(
            'kind',
            'in',
            kinds.map((_, i) => value(i)),
          )
          .orderBy('id')
          .limit(value(kinds.length) as number)
          .offset(value(kinds.length + 1) as number);
      });
    expect((await page(['b'], 3, 0)).map((r) => r.id)).toEqual([3, 6, 9]);
    expect((await page(['a'], 2, 1)).map((r) => r.id)).toEqual([2, 4]);
    expect((await page(['b'], 2, 8)).map((r) => r.id)).toEqual([27, 30]);
    expect(builds).toBe(1);
    expect((await page(['a', 'b'], 4, 0)).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(builds).toBe(2);
  });

  it('keeps constants written into the shape beside the bound values', async () => {
    const named = (id: number) =>
      shapedRows(db, 't name of id, kind b', [id], (value) =>
        db
          .selectFrom('t')
          .select('name')
          .where('kind', '=', 'b')
          .where('id', '=', value(0) as number),
      );
    expect(await named(6)).toEqual([{ name: 'name6' }]);
    expect(await named(7)).toEqual([]);
  });

  it('binds LIMIT, OFFSET and LIKE patterns inside CAST on SQLite, where a bare one re-prepares every run', () => {
    const compiled = db
      .selectFrom('t')
      .select('id')
      .where((eb) => contains(eb.ref('name'), 'x'))
      .limit(5)
      .offset(10)
      .compile();
    expect(compiled.sql).toBe(
      `select "id" from "t" where "name" like cast(? as text) escape '\\' limit cast(? as integer) offset cast(? as integer)`,
    );
    expect(compiled.parameters).toEqual(['%x%', 5, 10]);
  });
});
