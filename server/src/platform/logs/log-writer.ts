import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SysLogTable } from '../../db/schema.js';
import { newId } from '../ids.js';

export type LogRow = Omit<Insertable<SysLogTable>, 'id'>;

export const LogCategory = { login: 1, operation: 3, exception: 4, request: 5 } as const;

const FLUSH_MS = 1000;
const MAX_BUFFER = 500;

/**
 * Writes log rows in batches, one transaction each, off the request path.
 * close() writes what is left, so a graceful shutdown loses no row.
 */
export class LogWriter {
  private buffer: Insertable<SysLogTable>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  write(row: LogRow): void {
    this.buffer.push({ id: newId(), ...row });
    if (this.buffer.length >= MAX_BUFFER) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes everything buffered so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.db.transaction().execute(async (trx) => {
          // Chunks keep PostgreSQL under its bound-parameter limit.
          for (let i = 0; i < rows.length; i += 100) {
            await trx
              .insertInto('baseSysLog')
              .values(rows.slice(i, i + 100))
              .execute();
          }
        });
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}
