import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { GroupedWrites } from '../../src/db/grouped-writes.js';

/**
 * Write transactions that arrive together share one commit on SQLite (decision 083); each piece keeps or
 * loses its own writes, and each caller hears its own answer only once the group is committed.
 */
let dir: string;
let file: string;
let handle: DatabaseHandle;
// biome-ignore lint/suspicious/noExplicitAny: a table made by the test, not in the schema
let db: Kysely<any>;
let writes: GroupedWrites;
/** another connection to the file, which sees only what was committed */
let other: SQLite.Database;

const commits = () => Number(other.pragma('data_version', { simple: true }));
const kept = () => other.prepare('select name from grouped_probe order by name').pluck().all();
const insert = (name: string) => (trx: typeof db) =>
  trx.insertInto('groupedProbe').values({ name }).execute();

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grouped-writes-'));
  file = path.join(dir, 'app.db');
  handle = openDatabase(file, () => {}, { checkpointWorkerUrl: null });
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db = handle.db as unknown as Kysely<any>;
  await sql`create table grouped_probe (name text primary key)`.execute(db);
  writes = new GroupedWrites(handle.db, 'sqlite');
  other = new SQLite(file, { readonly: true });
});
afterEach(async () => {
  other.close();
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('grouped writes (SQLite)', () => {
  it('commits work that arrives in the same turn once', async () => {
    const before = commits();
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) =>
        writes.run(async (trx) => {
          await insert(name)(trx as never);
          return name.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(kept()).toEqual(['a', 'b', 'c', 'd', 'e']);
    // data_version moves once per commit made by another connection
    expect(commits() - before).toBe(1);
  });

  it('rolls back only the piece that failed, and tells only its caller', async () => {
    const failing = writes.run(async (trx) => {
      await insert('b')(trx as never);
      throw new Error('refused');
    });
    const results = await Promise.allSettled([
      writes.run(async (trx) => insert('a')(trx as never)),
      failing,
      // the same key as the piece rolled back: free again once it is
      writes.run(async (trx) => insert('b2')(trx as never).then(() => insert('b')(trx as never))),
      writes.run(async (trx) => insert('c')(trx as never)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
    expect(kept()).toEqual(['a', 'b', 'b2', 'c']);
  });

  it('answers nobody before the commit: each caller sees its write from another connection', async () => {
    const seen: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        writes.run(async (trx) => insert(name)(trx as never)).then(() => seen.push(kept() as string[])),
      ),
    );
    expect(seen).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('keeps nothing of a group whose commit fails, and tells every caller', async () => {
    // a deferred foreign key is checked at COMMIT: the whole group fails there
    await sql`create table grouped_child (id text primary key, parent text references grouped_probe(name) deferrable initially deferred)`.execute(
      db,
    );
    const results = await Promise.allSettled([
      writes.run(async (trx) => insert('a')(trx as never)),
      writes.run(async (trx) =>
        (trx as unknown as typeof db)
          .insertInto('groupedChild')
          .values({ id: 'x', parent: 'missing' })
          .execute(),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(kept()).toEqual([]);
    // and the next group runs as usual
    await writes.run(async (trx) => insert('z')(trx as never));
    expect(kept()).toEqual(['z']);
  });

  it('runs work that arrives while a group is running in the next group', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = writes.run(async (trx) => {
      await insert('a')(trx as never);
      await gate;
    });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const second = writes.run(async (trx) => insert('b')(trx as never));
    release();
    await Promise.all([first, second]);
    expect(kept()).toEqual(['a', 'b']);
  });
});
