import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';
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

/**
 * `url`: a postgres:// URL, ':memory:', or a SQLite file path. `onIdleError` hears about PostgreSQL
 * connections the server dropped while idle (the pool replaces them).
 */
export function openDatabase(url: string, onIdleError: (error: Error) => void = () => {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, admin termination) is discarded by the pool;
    // without a listener its 'error' event would end the process.
    pool.on('error', onIdleError);
    const versions = new TableVersions();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin(), versions],
    });
    return handle(db, 'postgres', versions, null, null, { dialect: 'postgres', pool });
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const versions = new TableVersions();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), versions],
  });
  const file = url === ':memory:' ? null : path.resolve(url);
  return handle(
    db,
    'sqlite',
    versions,
    file,
    async (destination) => {
      await sqlite.backup(destination);
    },
    { dialect: 'sqlite', database: sqlite, file },
  );
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query on SQLite.
 * Statements are reused by their SQL text, which is safe because Kysely runs one query at a time
 * on this single connection and never leaves a statement mid-iteration.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        // Designed tables and IN-lists make many distinct texts; keep the most recent ones.
        if (statements.size >= 1000) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
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

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Migrations written side by side can land out of number order (009 after 010 and 011): a database
  // that already ran the later ones still takes the earlier one. Each migration touches its own tables.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
