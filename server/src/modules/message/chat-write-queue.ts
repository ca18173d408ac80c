/** The most writes committed together: bounds one transaction's time and a statement's parameters. */
export const CHAT_BATCH_MAX = 100;

interface Pending<T> {
  write: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Groups writes that arrive close together (within one turn of the event loop, at most `max`) so that
 * `commit` stores them in one transaction: on SQLite each commit costs ~0.3 ms of main-thread time, and a
 * commit per chat message kept the thread busy at 1,000 messages a second (docs/performance.md, Realtime).
 *
 * Each caller awaits its own write. Batches keep arrival order and are committed one after the other.
 * A batch is all or nothing: when `commit` throws, every caller of that batch is rejected with the error
 * (the transaction rolled back, so none of them was stored); later batches are unaffected.
 */
export class ChatWriteQueue<T> {
  private pending: Pending<T>[] = [];
  private scheduled = false;
  /** the batch being committed, so the next one starts after it (a commit never overtakes another) */
  private committing: Promise<void> = Promise.resolve();

  constructor(
    private readonly commit: (writes: T[]) => Promise<void>,
    private readonly max = CHAT_BATCH_MAX,
  ) {}

  /** Resolves once the batch holding `write` committed; rejects with the batch's error otherwise. */
  write(write: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (this.pending.length >= this.max) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        // setImmediate runs after the I/O callbacks of this turn: frames read from many sockets in one
        // poll (and their handlers' microtasks) join the same batch.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.committing = this.committing.then(() => this.commitBatch(batch));
  }

  private async commitBatch(batch: Pending<T>[]): Promise<void> {
    try {
      await this.commit(batch.map((p) => p.write));
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    for (const p of batch) p.resolve();
  }
}
