import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect } from 'kysely';
import mysql from 'mysql2';
import pg from 'pg';
import { configureSqlite, PlatformSqliteDialect } from '../../db/sqlite-dialect.js';
import { badRequest } from '../errors.js';

/** The database engines a data source can be. Others of the dbType dictionary are refused for now. */
export type SourceDialect = 'sqlite' | 'postgres' | 'mysql';

/** dbType dictionary codes (as the client sends them) → the dialect that serves them. */
const DIALECT_OF_TYPE: Record<string, SourceDialect> = {
  sqlite: 'sqlite',
  postgresql: 'postgres',
  postgres: 'postgres',
  mysql: 'mysql',
  mariadb: 'mysql',
};

/** The dialect of a dbType, or a 400 saying that type is not supported yet. */
export function dialectOfType(dbType: string): SourceDialect {
  const dialect = DIALECT_OF_TYPE[dbType.trim().toLowerCase()];
  if (!dialect) throw badRequest('dataSource.typeUnsupported', { dbType });
  return dialect;
}

/** What it takes to reach one source; `password` is plain text here, only ever in memory. */
export interface ConnectionSpec {
  dialect: SourceDialect;
  host: string | null;
  port: number | null;
  userName: string | null;
  password: string | null;
  /** the database name, or for SQLite the file name inside the SQLite sources folder */
  serviceName: string | null;
}

/**
 * The underlying driver, for work Kysely does not stream: pg-cursor and COPY on a pg client, iterate()
 * on better-sqlite3, query().stream() on a mysql2 connection. For the platform's own SQLite database,
 * `database` is the very connection Kysely uses: only synchronous work on it (a transaction run to
 * the end without awaiting), and long reads through a second read-only handle on `file`.
 */
export type RawDriver =
  | { dialect: 'sqlite'; database: SQLite.Database; file: string | null }
  | { dialect: 'postgres'; pool: pg.Pool }
  | { dialect: 'mysql'; pool: mysql.Pool };

export interface OpenedSource {
  // biome-ignore lint/suspicious/noExplicitAny: a data source's tables are only known at run time
  db: Kysely<any>;
  dialect: SourceDialect;
  driver: RawDriver;
}

/** Seconds a connection attempt may take before it is reported as a timeout. */
export const CONNECT_TIMEOUT_SECONDS = 5;

const SQLITE_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/**
 * The absolute path of a SQLite source's file: a bare file name inside `folder`, never a path that
 * leaves it, and never the platform's own database (a second writable handle on it would bypass the
 * statement cache and table versions the platform relies on).
 */
export function sqliteSourcePath(
  folder: string,
  fileName: string | null,
  platformFile: string | null,
): string {
  const name = (fileName ?? '').trim();
  if (!SQLITE_FILE_NAME.test(name) || name.includes('..')) throw badRequest('dataSource.sqliteFileName');
  const full = path.resolve(folder, name);
  if (path.dirname(full) !== path.resolve(folder)) throw badRequest('dataSource.sqliteFileName');
  if (platformFile && samePath(full, platformFile)) throw badRequest('dataSource.sqlitePlatformFile');
  return full;
}

function samePath(a: string, b: string): boolean {
  if (path.resolve(a) === path.resolve(b)) return true;
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
}

export interface ConnectOptions {
  sqliteFolder: string;
  platformFile: string | null;
  /** PostgreSQL: an idle connection the server dropped (the pool replaces it) */
  onIdleError?: (error: Error) => void;
  /** at most this many connections per source */
  poolSize?: number;
}

/** Opens a pooled connection to a source. Nothing is contacted yet for the network dialects. */
export function connect(spec: ConnectionSpec, options: ConnectOptions): OpenedSource {
  const poolSize = options.poolSize ?? 5;
  if (spec.dialect === 'sqlite') {
    const file = sqliteSourcePath(options.sqliteFolder, spec.serviceName, options.platformFile);
    fs.mkdirSync(options.sqliteFolder, { recursive: true });
    const database = new SQLite(file);
    database.pragma('busy_timeout = 5000');
    configureSqlite(database);
    return {
      db: new Kysely({ dialect: new PlatformSqliteDialect({ database }) }),
      dialect: 'sqlite',
      driver: { dialect: 'sqlite', database, file },
    };
  }
  if (spec.dialect === 'postgres') {
    const pool = new pg.Pool({
      host: spec.host ?? undefined,
      port: spec.port ?? undefined,
      user: spec.userName ?? undefined,
      password: spec.password ?? '',
      database: spec.serviceName ?? undefined,
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1000,
      idleTimeoutMillis: 30_000,
    });
    // Without a listener, an idle connection the server drops would end the process.
    pool.on('error', options.onIdleError ?? (() => {}));
    return {
      db: new Kysely({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      driver: { dialect: 'postgres', pool },
    };
  }
  const pool = mysql.createPool({
    host: spec.host ?? undefined,
    port: spec.port ?? undefined,
    user: spec.userName ?? undefined,
    password: spec.password ?? '',
    database: spec.serviceName ?? undefined,
    connectionLimit: poolSize,
    connectTimeout: CONNECT_TIMEOUT_SECONDS * 1000,
    supportBigNumbers: true,
    charset: 'utf8mb4',
  });
  return {
    db: new Kysely({ dialect: new MysqlDialect({ pool }) }),
    dialect: 'mysql',
    driver: { dialect: 'mysql', pool },
  };
}
