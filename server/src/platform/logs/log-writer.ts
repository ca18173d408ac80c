import type { CompiledQuery, Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SysLogTable } from '../../db/schema.js';
import { newId } from '../ids.js';

export type LogRow = Omit<Insertable<SysLogTable>, 'id'>;

export const LogCategory = { login: 1, operation: 3, exception: 4, request: 5 } as const;

const FLUSH_MS = 1000;
const MAX_BUFFER = 500;
const CHUNK = 100;

// Every column in a fixed order, so an insert of N rows always compiles to the same SQL.
const COLUMNS = [
  'id',
  'category',
  'userId',
  'userName',
  'ipAddress',
  'ipAddressName',
  'requestUrl',
  'requestMethod',
  'requestStatus',
  'requestDuration',
  'abstracts',
  'json',
  'platForm',
  'browser',
  'loginMark',
  'moduleName',
  'creatorTime',
] as const satisfies readonly (keyof SysLogTable)[];

/**
 * Writes log rows in batches, one transaction each, off the request path.
 * close() writes what is left, so a graceful shutdown loses no row.
 */
export class LogWriter {
  private buffer: Insertable<SysLogTable>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  // Building a 100-row insert costs more than running it: it is compiled once per row count and
  // reused with new parameters.
  private readonly compiled = new Map<number, CompiledQuery>();

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
          for (let i = 0; i < rows.length; i += CHUNK) {
            const chunk = rows.slice(i, i + CHUNK);
            const parameters = chunk.flatMap((row) => COLUMNS.map((column) => row[column] ?? null));
            await trx.executeQuery({ ...this.insertOf(chunk.length), parameters });
          }
        });
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  private insertOf(count: number): CompiledQuery {
    let query = this.compiled.get(count);
    if (!query) {
      const blank = Object.fromEntries(
        COLUMNS.map((column) => [column, null]),
      ) as unknown as Insertable<SysLogTable>;
      query = this.db
        .insertInto('baseSysLog')
        .values(Array.from({ length: count }, () => blank))
        .compile();
      this.compiled.set(count, query);
    }
    return query;
  }

  close(): Promise<void> {
    return this.flush();
  }
}
