import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';

/**
 * The platform's SQLite driver builds rows itself (decision 082): camelCase names for the platform's queries,
 * names as stored for designed tables (withoutPlugins), and the columns a table has now after it changed,
 * whether through this connection or another one.
 */
let dir: string;
let handle: DatabaseHandle;
// biome-ignore lint/suspicious/noExplicitAny: tables made by the test, not in the schema
let db: Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: names as stored
let raw: Kysely<any>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-rows-'));
  handle = openDatabase(path.join(dir, 'app.db'), () => {}, { checkpointWorkerUrl: null });
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db = handle.db as unknown as Kysely<any>;
  raw = db.withoutPlugins();
  await sql`create table order_line (id text primary key, head_id text, unit_price real, line_no integer)`.execute(
    db,
  );
  await db
    .insertInto('orderLine')
    .values([
      { id: 'a', headId: 'h1', unitPrice: 2.5, lineNo: 1 },
      { id: 'b', headId: 'h1', unitPrice: null, lineNo: 2 },
    ])
    .execute();
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rows of the platform SQLite connection', () => {
  it('names the platform query rows in camelCase, with the values and column order SQLite answers', async () => {
    const rows = await db.selectFrom('orderLine').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', headId: 'h1', unitPrice: 2.5, lineNo: 1 },
      { id: 'b', headId: 'h1', unitPrice: null, lineNo: 2 },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'headId', 'unitPrice', 'lineNo']);
    // aliases, expressions, a later column of the same name winning, and raw SQL through the plugin
    const [row] = await db
      .selectFrom('orderLine as l')
      .select(['l.lineNo as id', 'l.id', sql<number>`count(*) over ()`.as('totalRows')])
      .where('l.id', '=', 'b')
      .execute();
    expect(row).toEqual({ id: 'b', totalRows: 1 });
    const { rows: counted } = await sql<{
      lineCount: number;
    }>`select count(*) as line_count from order_line`.execute(db);
    expect(counted).toEqual([{ lineCount: 2 }]);
    // an insert's returning rows and a write's counts
    const inserted = await db
      .insertInto('orderLine')
      .values({ id: 'c', headId: 'h2', unitPrice: 1, lineNo: 1 })
      .returning(['id', 'headId'])
      .execute();
    expect(inserted).toEqual([{ id: 'c', headId: 'h2' }]);
    const updated = await db
      .updateTable('orderLine')
      .set({ lineNo: 9 })
      .where('headId', '=', 'h1')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('names the rows of queries without the plugin as stored, the same statement text either way', async () => {
    const stored = await raw
      .selectFrom('order_line')
      .select(['id', 'head_id', 'unit_price'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: 'a', head_id: 'h1', unit_price: 2.5 },
      { id: 'b', head_id: 'h1', unit_price: null },
    ]);
    // one SQL text, kept once, asked with and without the plugin
    const text = sql<{ head_id: string }>`select head_id from order_line where id = ${'a'}`;
    expect((await text.execute(raw)).rows).toEqual([{ head_id: 'h1' }]);
    expect((await text.execute(db)).rows).toEqual([{ headId: 'h1' }]);
    expect((await text.execute(raw)).rows).toEqual([{ head_id: 'h1' }]);
  });

  it('answers the columns a table has now, after it changed through this connection', async () => {
    const all = () => db.selectFrom('orderLine').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    const storedAll = () =>
      raw.selectFrom('order_line').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(Object.keys(await all())).toEqual(['id', 'headId', 'unitPrice', 'lineNo']);
    expect(Object.keys(await storedAll())).toEqual(['id', 'head_id', 'unit_price', 'line_no']);
    await sql`alter table order_line rename column unit_price to net_price`.execute(raw);
    expect(await all()).toEqual({ id: 'a', headId: 'h1', netPrice: 2.5, lineNo: 1 });
    expect(await storedAll()).toEqual({ id: 'a', head_id: 'h1', net_price: 2.5, line_no: 1 });
    // the data model's way: the schema builder, on the platform's connection
    await db.schema.alterTable('order_line').renameColumn('net_price', 'gross_price').execute();
    expect(await all()).toEqual({ id: 'a', headId: 'h1', grossPrice: 2.5, lineNo: 1 });
    expect(await storedAll()).toEqual({ id: 'a', head_id: 'h1', gross_price: 2.5, line_no: 1 });
  });

  it('answers a column another process added to a table under a kept statement', async () => {
    const all = () => db.selectFrom('orderLine').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(Object.keys(await all())).toEqual(['id', 'headId', 'unitPrice', 'lineNo']);
    const other = new SQLite(path.join(dir, 'app.db'));
    other.exec("alter table order_line add column line_note text default '无'");
    other.close();
    expect(await all()).toEqual({ id: 'a', headId: 'h1', unitPrice: 2.5, lineNo: 1, lineNote: '无' });
  });

  it('streams rows with the same names', async () => {
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('orderLine').select(['id', 'lineNo']).orderBy('id').stream())
      streamed.push(row);
    expect(streamed).toEqual([
      { id: 'a', lineNo: 1 },
      { id: 'b', lineNo: 2 },
    ]);
    const stored: unknown[] = [];
    for await (const row of raw.selectFrom('order_line').select(['id', 'line_no']).orderBy('id').stream())
      stored.push(row);
    expect(stored).toEqual([
      { id: 'a', line_no: 1 },
      { id: 'b', line_no: 2 },
    ]);
  });
});
