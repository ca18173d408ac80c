import { once } from 'node:events';
import type { PoolConnection } from 'mysql2/promise';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { OpenedSource } from '../../../platform/data-sources/connect.js';
import { quote } from './identifiers.js';
import type { Row } from './row-reader.js';
import type { ColumnKind } from './table-shape.js';

/** Writes batches into the target table, each batch in a transaction of its own. */
export interface BatchWriter {
  write(rows: Row[]): Promise<void>;
  close(): Promise<void>;
}

const isPlainObject = (v: unknown) =>
  typeof v === 'object' && v !== null && !(v instanceof Date) && !Buffer.isBuffer(v);

/** A value as SQLite can bind it: dates as ISO text, booleans as 0/1, objects (JSON) as text. */
function sqliteValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (isPlainObject(v)) return JSON.stringify(v);
  return v;
}

function mysqlValue(v: unknown): unknown {
  if (v === undefined) return null;
  if (isPlainObject(v)) return JSON.stringify(v);
  return v;
}

/** One CSV field of COPY … (format csv): unquoted empty is NULL, every text is quoted. */
function csvField(v: unknown, kind: ColumnKind): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return kind === 'boolean' ? (v ? 't' : 'f') : v ? '1' : '0';
  let text: string;
  if (v instanceof Date) text = v.toISOString();
  else if (Buffer.isBuffer(v)) text = `\\x${v.toString('hex')}`;
  else if (typeof v === 'object') text = JSON.stringify(v);
  else text = String(v);
  return `"${text.replace(/"/g, '""')}"`;
}

// SQLite binds at most 32766 values a statement; stay under it with a round number of rows.
const SQLITE_VALUES = 30000;
const MYSQL_ROWS = 1000;

export async function openWriter(
  target: OpenedSource,
  table: string,
  columns: string[],
  kinds: ColumnKind[],
): Promise<BatchWriter> {
  const list = columns.map((c) => quote(target.dialect, c)).join(', ');
  const into = quote(target.dialect, table);
  const driver = target.driver;

  if (driver.dialect === 'sqlite') {
    const db = driver.database;
    const perStatement = Math.max(1, Math.min(500, Math.floor(SQLITE_VALUES / columns.length)));
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const statements = new Map<number, ReturnType<typeof db.prepare>>();
    const statementFor = (rows: number) => {
      let s = statements.get(rows);
      if (!s) {
        s = db.prepare(`insert into ${into} (${list}) values ${Array(rows).fill(tuple).join(', ')}`);
        statements.set(rows, s);
      }
      return s;
    };
    // Synchronous from begin to commit: the platform's own connection is never left inside a transaction.
    const insertBatch = db.transaction((rows: Row[]) => {
      for (let i = 0; i < rows.length; i += perStatement) {
        const chunk = rows.slice(i, i + perStatement);
        const values: unknown[] = [];
        for (const row of chunk) for (const v of row) values.push(sqliteValue(v));
        statementFor(chunk.length).run(values);
      }
    });
    return {
      async write(rows) {
        // The platform's own connection may be inside another request's (async) transaction: wait for it to
        // end, so these rows are never folded into, or rolled back with, someone else's work.
        while (db.inTransaction) await new Promise((resolve) => setTimeout(resolve, 2));
        insertBatch(rows);
        // Let other requests run between batches.
        await new Promise((resolve) => setImmediate(resolve));
      },
      async close() {},
    };
  }

  if (driver.dialect === 'postgres') {
    const client: PoolClient = await driver.pool.connect();
    return {
      async write(rows) {
        await client.query('begin');
        try {
          const stream = client.query(copyFrom(`copy ${into} (${list}) from stdin with (format csv)`));
          const done = once(stream, 'finish');
          const failed = once(stream, 'error').then(([error]) => Promise.reject(error));
          // Marked handled: an error after 'finish' must not surface as an unhandled rejection.
          failed.catch(() => {});
          let chunk = '';
          for (const row of rows) {
            chunk += `${row.map((v, i) => csvField(v, kinds[i])).join(',')}\n`;
            if (chunk.length > 64 * 1024) {
              if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed]);
              chunk = '';
            }
          }
          stream.end(chunk);
          await Promise.race([done, failed]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      },
      async close() {
        client.release();
      },
    };
  }

  const connection: PoolConnection = await driver.pool.promise().getConnection();
  return {
    async write(rows) {
      await connection.beginTransaction();
      try {
        for (let i = 0; i < rows.length; i += MYSQL_ROWS) {
          const chunk = rows.slice(i, i + MYSQL_ROWS).map((r) => r.map(mysqlValue));
          await connection.query(`insert into ${into} (${list}) values ?`, [chunk]);
        }
        await connection.commit();
      } catch (error) {
        await connection.rollback().catch(() => {});
        throw error;
      }
    },
    async close() {
      connection.release();
    },
  };
}
