import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';

// Inside the project, so the worker resolves better-sqlite3 from node_modules.
const tmpRoot = fileURLToPath(new URL('../../.tmp', import.meta.url));
let dir: string;
let workerUrl: URL;

beforeAll(async () => {
  fs.mkdirSync(tmpRoot, { recursive: true });
  dir = fs.mkdtempSync(path.join(tmpRoot, 'checkpoints-'));
  // The worker runs as JavaScript, as in the built server.
  await build({
    entryPoints: [fileURLToPath(new URL('../../src/db/wal-checkpoint.worker.ts', import.meta.url))],
    outfile: path.join(dir, 'wal-checkpoint.worker.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  workerUrl = pathToFileURL(path.join(dir, 'wal-checkpoint.worker.js'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function sqliteOf(handle: DatabaseHandle) {
  if (handle.driver.dialect !== 'sqlite') throw new Error('not SQLite');
  return handle.driver.database;
}

const autocheckpoint = (handle: DatabaseHandle) =>
  sqliteOf(handle).pragma('wal_autocheckpoint', { simple: true });

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

describe('SQLite checkpoints from a worker thread', () => {
  it('copy the log into the database file while the request thread only writes, and stop on close', async () => {
    const file = path.join(dir, 'app.db');
    const handle = openDatabase(file, () => {}, { checkpointWorkerUrl: workerUrl });
    // Kysely opens (and later closes) the connection on its first query.
    expect(await handle.ping()).toBe(true);
    const sqlite = sqliteOf(handle);
    // The request thread's connection never checkpoints by itself.
    expect(autocheckpoint(handle)).toBe(0);
    sqlite.exec('create table filler (id integer primary key, text text not null)');
    const sizeBefore = fs.statSync(file).size;
    // ~1 MB: far below the 1,000 pages at which SQLite would checkpoint on this connection by default.
    sqlite
      .prepare(
        `insert into filler (text) select hex(randomblob(500))
         from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000) select i from n)`,
      )
      .run();
    // Only the worker can have moved the rows from the log into the file.
    await until(() => fs.statSync(file).size > sizeBefore + 500_000, 'the database file grew');
    await handle.close();
    // The last connection to close removes the log: the worker's connection had closed before.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it('falls back to checkpoints on the request thread when the worker fails', async () => {
    const broken = path.join(dir, 'broken.worker.mjs');
    fs.writeFileSync(broken, "throw new Error('no checkpoints today');\n");
    const errors: Error[] = [];
    const handle = openDatabase(path.join(dir, 'fallback.db'), (error) => errors.push(error), {
      checkpointWorkerUrl: pathToFileURL(broken),
    });
    await until(() => autocheckpoint(handle) === 1000, 'autocheckpoint restored');
    expect(errors.map((e) => e.message)).toEqual(['SQLite checkpoint worker: no checkpoints today']);
    await handle.close();
  });

  it('are left to SQLite when there is no built worker (the server run from source, tests)', async () => {
    const handle = openDatabase(path.join(dir, 'source.db'));
    expect(autocheckpoint(handle)).toBe(1000);
    await handle.close();
  });
});
