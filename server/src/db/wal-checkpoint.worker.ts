// Runs in a worker thread: checkpoints the SQLite file's write-ahead log through its own connection, so the
// copying and the two fsyncs of each checkpoint never run on the request thread (database.ts).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new Database(file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');

// PASSIVE copies what it can without waiting for readers or writers; when nothing was added since the
// last run it does no I/O at all.
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), everyMs);

parentPort?.on('message', (message: 'close') => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
