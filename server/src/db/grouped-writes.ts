import { sql, type Transaction } from 'kysely';
import type { Db, Dialect } from './database.js';
import type { Database } from './schema.js';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** At most this many commands share one commit, so the first of a group never waits for a long queue. */
const GROUP_MAX = 32;

/**
 * Write transactions that share commits on SQLite (decision 083). SQLite runs one write transaction at a time
 * on our one connection, and its COMMIT writes every page the transaction changed to the write-ahead log:
 * ~340 µs of the request thread for one approval, a third of it. Work that arrives while a transaction runs
 * waits for the next group: one BEGIN, each piece of work in its own savepoint (a refusal or a failure rolls
 * back that piece alone), and one COMMIT, which writes a page that several pieces changed once (the newest
 * leaves of every table and index they append to). Each caller is answered after the commit, so no answer
 * tells of a write that could still be lost. PostgreSQL runs transactions side by side on its pool: there,
 * each piece of work is its own transaction.
 *
 * The work must write before it reads (see flow-command.ts): the first write of a group takes the file's
 * write lock, and a group that read first could not wait for that lock.
 */
export class GroupedWrites {
  private readonly queue: Job[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    if (this.dialect === 'postgres') return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // A request's work runs as one chain of promises, which ends before the next request's bytes are read:
        // waiting for the event loop's next turn lets the requests already received join this group.
        await new Promise((resolve) => setImmediate(resolve));
        await this.group(this.queue.splice(0, GROUP_MAX));
      }
    } finally {
      this.draining = false;
    }
  }

  private async group(jobs: Job[]): Promise<void> {
    // each piece's answer, given only once the group is committed
    const answers: (() => void)[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await sql`savepoint grouped_write`.execute(trx);
          try {
            const value = await job.work(trx);
            answers.push(() => job.resolve(value));
          } catch (error) {
            await sql`rollback to grouped_write`.execute(trx);
            answers.push(() => job.reject(error));
          }
          await sql`release grouped_write`.execute(trx);
        }
      });
    } catch (error) {
      // BEGIN or COMMIT failed: nothing of the group was kept, whatever each piece answered
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const answer of answers) answer();
  }
}
