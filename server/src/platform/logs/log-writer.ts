import type { Insertable } from 'kysely';
import type { SysLogTable } from '../../db/schema.js';
import { newId } from '../ids.js';
import { LOG_COLUMNS, type LogValues } from './log-columns.js';
import type { LogSink } from './log-sink.js';

export type LogRow = Omit<Insertable<SysLogTable>, 'id'>;

export const LogCategory = { login: 1, operation: 3, exception: 4, request: 5 } as const;

const FLUSH_MS = 1000;
const ID_INDEX = LOG_COLUMNS.indexOf('id');
const MAX_BUFFER = 500;

/**
 * Collects log rows and stores them in batches, one transaction each, off the request path.
 * close() stores what is left, so a graceful shutdown loses no row.
 */
export class LogWriter {
  private buffer: LogValues[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: LogSink,
    private readonly onError: (error: unknown) => void,
  ) {}

  write(row: LogRow): void {
    // Straight into a value array: the request log writes one per call, so no intermediate objects.
    const source = row as Record<string, unknown>;
    const values: LogValues = new Array(LOG_COLUMNS.length);
    for (let i = 0; i < LOG_COLUMNS.length; i++) values[i] = source[LOG_COLUMNS[i]] ?? null;
    values[ID_INDEX] = newId();
    this.buffer.push(values);
    if (this.buffer.length >= MAX_BUFFER) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Stores everything buffered so far; resolves when it is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.sink.insert(rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.sink.close();
  }
}
