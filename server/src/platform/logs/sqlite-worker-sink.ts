import { Worker } from 'node:worker_threads';
import type { LogValues } from './log-columns.js';
import type { LogSink } from './log-sink.js';

/**
 * Hands batches to a worker thread that owns a second connection to the SQLite file (WAL lets both
 * connections work; writes wait on each other through busy_timeout).
 */
export class SqliteWorkerLogSink implements LogSink {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(file: string, workerUrl: URL) {
    this.worker = new Worker(workerUrl, { workerData: { file } });
    this.worker.unref();
    this.worker.on('message', (reply: { id: number; error?: string }) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error) waiting?.reject(new Error(reply.error));
      else waiting?.resolve();
    });
    // A worker that died answers nothing more: fail what waits and what comes, rather than hang.
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`log worker exited (${code})`)));
  }

  insert(rows: LogValues[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, rows });
    });
  }

  /** Called after the last insert has been answered: the worker closes its connection and exits. */
  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('close');
    await exited;
  }
}
