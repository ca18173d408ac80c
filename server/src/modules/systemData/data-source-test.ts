import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import {
  CONNECT_TIMEOUT_SECONDS,
  type ConnectionSpec,
  type ConnectOptions,
  connect,
  sqliteSourcePath,
} from '../../platform/data-sources/connect.js';
import { AppError, badRequest } from '../../platform/errors.js';

/** What a connection test found: the server's version and how long it took, or the SQLite file is new. */
export type ConnectionProbe = { version: string; elapsed: number; newFile: string | null };

/**
 * Opens a throwaway connection with the form's values, asks the server its version, and closes it.
 * A failure becomes a 400 naming what failed (host, port, login, database, timeout).
 */
export async function probeConnection(
  spec: ConnectionSpec,
  options: ConnectOptions,
  now: () => number = Date.now,
): Promise<ConnectionProbe> {
  const started = now();
  if (spec.dialect === 'sqlite') {
    const file = sqliteSourcePath(options.sqliteFolder, spec.serviceName, options.platformFile);
    // The test leaves no trace: a file that is not there yet is created on first use, not now.
    if (!fs.existsSync(file)) {
      const memory = new SQLite(':memory:');
      const version = (memory.prepare('select sqlite_version() as v').get() as { v: string }).v;
      memory.close();
      return { version: `SQLite ${version}`, elapsed: now() - started, newFile: spec.serviceName };
    }
  }
  const opened = connect(spec, { ...options, poolSize: 1 });
  let timer: NodeJS.Timeout | undefined;
  try {
    const query =
      spec.dialect === 'sqlite'
        ? sql<{ v: string }>`select 'SQLite ' || sqlite_version() as v`
        : spec.dialect === 'postgres'
          ? sql<{ v: string }>`select 'PostgreSQL ' || current_setting('server_version') as v`
          : sql<{
              v: string;
            }>`select concat(case when version() like '%MariaDB%' then 'MariaDB ' else 'MySQL ' end, substring_index(version(), '-', 1)) as v`;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
        CONNECT_TIMEOUT_SECONDS * 1000 + 500,
      );
    });
    const { rows } = await Promise.race([query.execute(opened.db), timeout]);
    return { version: rows[0]?.v ?? '', elapsed: now() - started, newFile: null };
  } catch (error) {
    throw connectionFailure(error, spec);
  } finally {
    clearTimeout(timer);
    // Closing a pool that never connected can hang on some drivers; do not hold the answer for it.
    void opened.db.destroy().catch(() => {});
  }
}

const codeOf = (error: unknown): string => {
  const e = error as { code?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string' && e.code) return e.code;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(e?.errors) && e.errors.length > 0) return codeOf(e.errors[0]);
  return '';
};

const CONNECTION_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ETIMEDOUT',
  'ECONNRESET',
  '28P01',
  '28000',
  '3D000',
  '42501',
  'ER_ACCESS_DENIED_ERROR',
  'ER_NOT_SUPPORTED_AUTH_MODE',
  'ER_BAD_DB_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
]);

/**
 * An error met while working in a source: reaching it (named as the connection test names it), or
 * the database refusing a statement (its own message, first line, no stack). Never a 500.
 */
export function sourceFailure(error: unknown, spec: ConnectionSpec | null): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (
    spec &&
    (CONNECTION_CODES.has(codeOf(error)) || /timeout exceeded when trying to connect/i.test(message))
  )
    return connectionFailure(error, spec);
  return badRequest('dataModel.databaseError', { error: message.split('\n')[0].slice(0, 300) });
}

/** Turns a driver's connection error into a sentence the user can act on. */
export function connectionFailure(error: unknown, spec: ConnectionSpec): AppError {
  if (error instanceof AppError) return error;
  const host = spec.host ?? '';
  const port = spec.port ?? '';
  const user = spec.userName ?? '';
  const database = spec.serviceName ?? '';
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return badRequest('dataSource.fail.hostUnknown', { host });
    case 'ECONNREFUSED':
      return badRequest('dataSource.fail.portClosed', { host, port });
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return badRequest('dataSource.fail.hostUnreachable', { host });
    case 'ETIMEDOUT':
      return badRequest('dataSource.fail.timeout', { seconds: CONNECT_TIMEOUT_SECONDS });
    // PostgreSQL SQLSTATEs and MySQL error names
    case '28P01':
    case '28000':
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_NOT_SUPPORTED_AUTH_MODE':
      return badRequest('dataSource.fail.login', { user });
    case '3D000':
    case 'ER_BAD_DB_ERROR':
      return badRequest('dataSource.fail.databaseMissing', { database });
    case '42501':
    case 'ER_DBACCESS_DENIED_ERROR':
      return badRequest('dataSource.fail.databaseDenied', { database, user });
  }
  if (/timeout|timed out/i.test(message))
    return badRequest('dataSource.fail.timeout', { seconds: CONNECT_TIMEOUT_SECONDS });
  // The driver's first line only: no stack, no connection string.
  return badRequest('dataSource.fail.other', { error: message.split('\n')[0].slice(0, 300) });
}
