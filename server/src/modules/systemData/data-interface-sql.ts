import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { BoundValue, SqlDialect } from './data-interface-sql-text.js';

/**
 * Runs a SQL interface's statement on one data source. Read-only is enforced by the database, never by
 * reading the text:
 * - SQLite (data-interface-sqlite.ts): a read-only connection on the file; better-sqlite3 refuses a text
 *   with two statements.
 * - PostgreSQL: a READ ONLY transaction with a statement timeout; the extended protocol refuses a text
 *   with two statements (so no `commit; …` can end the transaction early).
 * - MySQL/MariaDB: START TRANSACTION READ ONLY; mysql2 refuses two statements (multipleStatements off).
 * `check` has the database prepare the statement (EXPLAIN) without running it.
 */
export interface SqlRunner {
  dialect: SqlDialect;
  /** runs the statements in one read-only transaction; the rows of each */
  read(statements: Statement[]): Promise<Row[][]>;
  /** runs one statement that may change data; its rows, or how many rows it changed */
  write(statement: Statement): Promise<Row[] | { affectedRows: number }>;
  /** the database's error when the statement does not prepare */
  check(statement: Statement, write: boolean): Promise<void>;
}

export type Row = Record<string, unknown>;
export interface Statement {
  text: string;
  parameters: BoundValue[];
  /** read at most this many rows (the rest is never fetched where the driver can stop: SQLite, PostgreSQL) */
  maxRows?: number;
}

/** A statement that runs longer than this is cancelled (PostgreSQL, MySQL). */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** PostgreSQL through a pg pool of its own (the extended protocol needs the driver's query config). */
export function postgresRunner(pool: pg.Pool): SqlRunner {
  const run = async <T>(readOnly: boolean, rollback: boolean, body: (c: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query(readOnly ? 'begin transaction read only' : 'begin');
      await client.query(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
      const out = await body(client);
      await client.query(rollback ? 'rollback' : 'commit');
      return out;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const query = (c: pg.PoolClient, s: Statement) =>
    c.query<Row>({ text: s.text, values: s.parameters, queryMode: 'extended' } as pg.QueryConfig);
  return {
    dialect: 'postgres',
    read: (statements) =>
      run(true, false, async (c) => {
        const out: Row[][] = [];
        for (const s of statements) {
          if (s.maxRows === undefined) out.push((await query(c, s)).rows);
          else {
            // A cursor (extended protocol too) fetches only the rows asked for.
            const cursor = c.query(new Cursor<Row>(s.text, s.parameters));
            out.push(await cursor.read(s.maxRows));
            await cursor.close();
          }
        }
        return out;
      }),
    write: (statement) =>
      run(false, false, async (c) => {
        const result = await query(c, statement);
        return result.fields.length > 0 ? result.rows : { affectedRows: result.rowCount ?? 0 };
      }),
    check: (statement, write) =>
      run(!write, true, async (c) => {
        await query(c, { ...statement, text: `explain ${statement.text}` });
      }),
  };
}

/** The minimum of a mysql2 promise pool this file uses. */
export interface MysqlPool {
  getConnection(): Promise<MysqlConnection>;
}
interface MysqlConnection {
  query(sql: string): Promise<unknown>;
  execute(options: { sql: string; timeout?: number }, values: BoundValue[]): Promise<[unknown, unknown]>;
  release(): void;
}

/** MySQL/MariaDB through a mysql2 pool: server-side prepared statements (execute), one statement each. */
export function mysqlRunner(pool: MysqlPool): SqlRunner {
  const run = async <T>(readOnly: boolean, rollback: boolean, body: (c: MysqlConnection) => Promise<T>) => {
    const c = await pool.getConnection();
    try {
      await c.query(readOnly ? 'start transaction read only' : 'start transaction');
      const out = await body(c);
      await c.query(rollback ? 'rollback' : 'commit');
      return out;
    } catch (error) {
      await c.query('rollback').catch(() => {});
      throw error;
    } finally {
      c.release();
    }
  };
  const execute = async (c: MysqlConnection, s: Statement) => {
    const [result] = await c.execute({ sql: s.text, timeout: STATEMENT_TIMEOUT_MS }, s.parameters);
    return result;
  };
  return {
    dialect: 'mysql',
    read: (statements) =>
      run(true, false, async (c) => {
        const out: Row[][] = [];
        for (const s of statements) {
          const rows = (await execute(c, s)) as Row[];
          out.push(s.maxRows !== undefined && rows.length > s.maxRows ? rows.slice(0, s.maxRows) : rows);
        }
        return out;
      }),
    write: (statement) =>
      run(false, false, async (c) => {
        const result = await execute(c, statement);
        if (Array.isArray(result)) return result as Row[];
        return { affectedRows: Number((result as { affectedRows?: number }).affectedRows ?? 0) };
      }),
    check: (statement, write) =>
      run(!write, true, async (c) => {
        await execute(c, { ...statement, text: `explain ${statement.text}` });
      }),
  };
}

/** True when the database refused a change because the statement ran read-only. */
export function isReadOnlyRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown };
  return e?.code === 'SQLITE_READONLY' || e?.code === '25006' || e?.errno === 1792;
}

/** The database's own message, without a stack or driver prefix. */
export function databaseMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 500);
}
