import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { renameLegacyMigrations } from './migrations/legacy-names.js';
import { compareKeys } from './migrations/migration-keys.js';
import { PlatformPostgresDialect } from './postgres-dialect.js';
import type { Database } from './schema.js';
import { SnakeCaseNames } from './snake-case-names.js';
import { configureSqlite, PlatformSqliteDialect } from './sqlite-dialect.js';
import { TableVersions } from './table-versions.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** write counters per table, for caches of answers built from them */
  versions: TableVersions;
  /** the SQLite file, when the database is one */
  file: string | null;
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  /** SQLite's online backup into `destination` (a consistent copy while writes go on); null on PostgreSQL */
  backup: ((destination: string) => Promise<void>) | null;
  close(): Promise<void>;
  /** the driver under Kysely, for streaming reads and bulk writes (data sync); see data-sources/connect.ts */
  driver: PlatformDriver;
}

export type PlatformDriver =
  | { dialect: 'sqlite'; database: SQLite.Database; file: string | null }
  | { dialect: 'postgres'; pool: pg.Pool };

// bigint (int8) and numeric count(*) come back from pg as strings; every bigint we store fits in a double.
pg.types.setTypeParser(20, (v) => Number(v));

// The built server has the checkpoint worker beside main.js (build.mjs); run from source (tests, `npm run
// dev`) there is none and SQLite checkpoints on the request thread, as by default.
const BUILT_CHECKPOINT_WORKER = new URL('./wal-checkpoint.worker.js', import.meta.url);
// How often the worker checkpoints: at 1,000 chat messages a second the log grows ~16 MB/s, so each run copies
// a few hundred pages.
const CHECKPOINT_EVERY_MS = 100;
// SQLite's own default, restored when the worker is gone.
const AUTOCHECKPOINT_PAGES = 1000;

export interface OpenOptions {
  /**
   * The built checkpoint worker (wal-checkpoint.worker.ts), for a SQLite file; null: none. By default the
   * one built beside this module, if there is one.
   */
  checkpointWorkerUrl?: URL | null;
}

/**
 * `url`: a postgres:// URL, ':memory:', or a SQLite file path. `onIdleError` hears about PostgreSQL
 * connections the server dropped while idle (the pool replaces them), and about a checkpoint worker that
 * failed (SQLite then checkpoints on this thread again).
 */
export function openDatabase(
  url: string,
  onIdleError: (error: Error) => void = () => {},
  options: OpenOptions = {},
): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, admin termination) is discarded by the pool;
    // without a listener its 'error' event would end the process.
    pool.on('error', onIdleError);
    const versions = new TableVersions();
    const db = new Kysely<Database>({
      dialect: new PlatformPostgresDialect({ pool }),
      plugins: [new SnakeCaseNames(), versions],
    });
    return handle(db, 'postgres', versions, null, null, { dialect: 'postgres', pool });
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  configureSqlite(sqlite);
  const versions = new TableVersions();
  const db = new Kysely<Database>({
    dialect: new PlatformSqliteDialect({ database: sqlite }),
    plugins: [new SnakeCaseNames(), versions],
  });
  const file = url === ':memory:' ? null : path.resolve(url);
  const workerUrl =
    options.checkpointWorkerUrl === undefined ? builtCheckpointWorker() : options.checkpointWorkerUrl;
  const checkpoints = file && workerUrl ? checkpointFromWorker(sqlite, file, workerUrl, onIdleError) : null;
  const opened = handle(
    db,
    'sqlite',
    versions,
    file,
    async (destination) => {
      await sqlite.backup(destination);
    },
    { dialect: 'sqlite', database: sqlite, file },
  );
  if (!checkpoints) return opened;
  return {
    ...opened,
    async close() {
      await checkpoints.close();
      await opened.close();
    },
  };
}

function builtCheckpointWorker(): URL | null {
  return BUILT_CHECKPOINT_WORKER.protocol === 'file:' && fs.existsSync(fileURLToPath(BUILT_CHECKPOINT_WORKER))
    ? BUILT_CHECKPOINT_WORKER
    : null;
}

/**
 * WAL checkpoints from a worker thread with its own connection (decision 040). SQLite checkpoints on the
 * connection whose commit took the log past 1,000 pages: on the request thread, a checkpoint copied those
 * pages into the database file and waited for two fsyncs: 5-60 ms (some ~100 ms) every quarter of a second
 * at 1,000 chat messages a second, the longest stalls of the event loop after the heartbeat's. This connection stops checkpointing; the worker checkpoints every
 * CHECKPOINT_EVERY_MS without blocking writers or readers. Should the worker fail, this connection
 * checkpoints again, so the log never grows without bound.
 */
function checkpointFromWorker(
  sqlite: SQLite.Database,
  file: string,
  url: URL,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  const worker = new Worker(url, { workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  let closing = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => onError(new Error(`SQLite checkpoint worker: ${error.message}`)));
  void exited.then(() => {
    if (!closing && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  });
  return {
    async close() {
      closing = true;
      // Held open until the worker has closed its connection (it is unref'd, so it never keeps a process up).
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}

function handle(
  db: Db,
  dialect: Dialect,
  versions: TableVersions,
  file: string | null,
  backup: DatabaseHandle['backup'],
  driver: PlatformDriver,
): DatabaseHandle {
  return {
    db,
    driver,
    dialect,
    versions,
    file,
    backup,
    async ping() {
      try {
        await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Brings the schema up to `set`: every module's migrations (MIGRATIONS in modules/index.ts), or in a test
 * an older release's.
 */
export async function migrateToLatest(db: Db, set: Record<string, Migration>): Promise<string[]> {
  // A database of a release before decision 054 knows its migrations by their old numbered names.
  await renameLegacyMigrations(db);
  // Keys begin with their UTC time, so name order is the defined order. Kysely refuses to run a migration that
  // sorts before one the database already ran (the released-keys guard keeps such a key from a release).
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set },
    nameComparator: compareKeys,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
