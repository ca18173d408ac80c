import type { PoolConnection } from 'mysql2';
import type { PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import type { OpenedSource } from '../../../platform/data-sources/connect.js';
import { quote } from './identifiers.js';

export type Row = unknown[];

/**
 * The table's rows in batches of `batchSize`, streamed: never more than one batch in memory.
 * SQLite: keyset pages on rowid (each page a short synchronous read, so the connection is never left
 * mid-iteration between awaits). PostgreSQL: a server-side cursor (pg-cursor). MySQL: the driver's row
 * stream, paused while a batch is written.
 */
export async function* readBatches(
  source: OpenedSource,
  table: string,
  columns: string[],
  batchSize: number,
): AsyncGenerator<Row[]> {
  const list = columns.map((c) => quote(source.dialect, c)).join(', ');
  const from = quote(source.dialect, table);
  const driver = source.driver;
  if (driver.dialect === 'sqlite') {
    const statement = driver.database
      .prepare(`select rowid, ${list} from ${from} where rowid > ? order by rowid limit ?`)
      .raw(true);
    let last: number | bigint = Number.MIN_SAFE_INTEGER;
    for (;;) {
      // On the platform's own connection, another request's open transaction would show its uncommitted rows.
      while (driver.database.inTransaction) await new Promise((resolve) => setTimeout(resolve, 2));
      const rows = statement.all(last, batchSize) as Row[];
      if (rows.length === 0) return;
      last = rows[rows.length - 1][0] as number;
      yield rows.map((r) => r.slice(1));
      if (rows.length < batchSize) return;
    }
  }
  if (driver.dialect === 'postgres') {
    const client: PoolClient = await driver.pool.connect();
    const cursor = client.query(new Cursor(`select ${list} from ${from}`, [], { rowMode: 'array' }));
    try {
      for (;;) {
        const rows = (await cursor.read(batchSize)) as Row[];
        if (rows.length === 0) return;
        yield rows;
      }
    } finally {
      await cursor.close().catch(() => {});
      client.release();
    }
  }
  if (driver.dialect === 'mysql') {
    const connection = await new Promise<PoolConnection>((resolve, reject) =>
      driver.pool.getConnection((error, c) => (error ? reject(error) : resolve(c))),
    );
    const stream = connection
      .query({ sql: `select ${list} from ${from}`, rowsAsArray: true })
      .stream({ highWaterMark: batchSize });
    try {
      let batch: Row[] = [];
      for await (const row of stream) {
        batch.push(row as Row);
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      stream.destroy();
      connection.release();
    }
  }
}
