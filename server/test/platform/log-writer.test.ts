import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { MIGRATIONS } from '../../src/modules/index.js';
import { KyselyLogSink, type LogSink } from '../../src/platform/logs/log-sink.js';
import { LogCategory, LogWriter } from '../../src/platform/logs/log-writer.js';
import { SqliteWorkerLogSink } from '../../src/platform/logs/sqlite-worker-sink.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fail = (error: unknown) => {
  throw error;
};

async function write250(sink: LogSink) {
  const writer = new LogWriter(sink, fail);
  for (let i = 0; i < 250; i++) {
    writer.write({
      category: LogCategory.operation,
      userName: `用户${i}`,
      requestUrl: `/api/x/${i}`,
      requestDuration: i,
      loginMark: i % 2,
      creatorTime: 1_000 + i,
    });
  }
  await writer.close();
}

const operationRows = (db: TestApp['database']['db']) =>
  db
    .selectFrom('baseSysLog')
    .selectAll()
    .where('category', '=', LogCategory.operation)
    .orderBy('creatorTime')
    .execute();

describe('LogWriter', () => {
  it('stores every buffered row with all its values through Kysely, across chunks of different sizes', async () => {
    await write250(new KyselyLogSink(t.database.db));
    const rows = await operationRows(t.database.db);
    expect(rows).toHaveLength(250);
    expect(rows[137]).toMatchObject({
      userName: '用户137',
      requestUrl: '/api/x/137',
      requestDuration: 137,
      loginMark: 1,
      userId: null,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(250);
  });

  it('stores them from the worker thread into a SQLite file, all written when close() returns', async () => {
    // Inside the project, so the worker resolves better-sqlite3 from node_modules.
    const tmpRoot = fileURLToPath(new URL('../../.tmp', import.meta.url));
    fs.mkdirSync(tmpRoot, { recursive: true });
    const dir = fs.mkdtempSync(path.join(tmpRoot, 'log-sink-'));
    try {
      // The worker runs as JavaScript, as in the built server.
      await build({
        entryPoints: [fileURLToPath(new URL('../../src/platform/logs/log-sink.worker.ts', import.meta.url))],
        outfile: path.join(dir, 'log-sink.worker.js'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        logLevel: 'silent',
      });
      const file = path.join(dir, 'app.db');
      const database = openDatabase(file);
      await migrateToLatest(database.db, MIGRATIONS);
      const workerUrl = pathToFileURL(path.join(dir, 'log-sink.worker.js'));
      await write250(new SqliteWorkerLogSink(file, workerUrl));
      const rows = await operationRows(database.db);
      expect(rows).toHaveLength(250);
      expect(rows[42]).toMatchObject({ userName: '用户42', requestDuration: 42, loginMark: 0 });
      await database.close();

      // A worker that cannot open its database fails the batches instead of leaving them hanging.
      const broken = new SqliteWorkerLogSink(path.join(dir, 'missing', 'nested', 'app.db'), workerUrl);
      const errors: unknown[] = [];
      const writer = new LogWriter(broken, (error) => errors.push(error));
      writer.write({ category: LogCategory.operation, creatorTime: 1 });
      await writer.close();
      expect(errors).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
