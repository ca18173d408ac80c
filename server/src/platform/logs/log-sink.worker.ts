// Runs in a worker thread: stores log batches in the SQLite file through its own connection, so the
// inserts, index updates and WAL checkpoints of a busy request log never block the request thread.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { LOG_COLUMNS_SQL, type LogValues } from './log-columns.js';

const db = new Database((workerData as { file: string }).file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const insert = db.prepare(
  `insert into base_sys_log (${LOG_COLUMNS_SQL.join(', ')}) values (${LOG_COLUMNS_SQL.map(() => '?').join(', ')})`,
);
const insertAll = db.transaction((rows: LogValues[]) => {
  for (const row of rows) insert.run(row);
});

parentPort?.on('message', (message: { id: number; rows: LogValues[] } | 'close') => {
  if (message === 'close') {
    db.close();
    parentPort?.close();
    return;
  }
  try {
    insertAll(message.rows);
    parentPort?.postMessage({ id: message.id });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error) });
  }
});
