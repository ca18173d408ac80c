import type { CompiledQuery, Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SysLogTable } from '../../db/schema.js';
import { LOG_COLUMNS, type LogValues } from './log-columns.js';

/** Where batches of log rows (value arrays in LOG_COLUMNS order) are stored. */
export interface LogSink {
  insert(rows: LogValues[]): Promise<void>;
  close(): Promise<void>;
}

const CHUNK = 100;

/**
 * Inserts through Kysely on the app's own connection: PostgreSQL, and in-memory SQLite (tests).
 * A 100-row insert costs more to build than to run, so it is compiled once per row count and reused.
 */
export class KyselyLogSink implements LogSink {
  private readonly compiled = new Map<number, CompiledQuery>();

  constructor(private readonly db: Db) {}

  async insert(rows: LogValues[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Chunks keep PostgreSQL under its bound-parameter limit.
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        await trx.executeQuery({ ...this.insertOf(chunk.length), parameters: chunk.flat() });
      }
    });
  }

  private insertOf(count: number): CompiledQuery {
    let query = this.compiled.get(count);
    if (!query) {
      const blank = Object.fromEntries(
        LOG_COLUMNS.map((c) => [c, null]),
      ) as unknown as Insertable<SysLogTable>;
      query = this.db
        .insertInto('baseSysLog')
        .values(Array.from({ length: count }, () => blank))
        .compile();
      this.compiled.set(count, query);
    }
    return query;
  }

  async close(): Promise<void> {}
}
