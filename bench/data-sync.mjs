// The data sync figure (issue 7): a 1,000,000-row table copied by the real server (server/dist/main.js) from
// its own SQLite database into PostgreSQL (POST DataSync/Actions/Execute, then Progress polled), and back
// again into the SQLite table (cleared first). Reports rows/s as the job measured it, the wall time, and the
// server's resident memory (VmRSS sampled every 50 ms, and VmHWM, the kernel's high-water mark).
//   npm run build -w server && node scripts/with-postgres.mjs node bench/data-sync.mjs
// TEST_PG_URL (set by with-postgres.mjs) names a PostgreSQL server where the bench creates its database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { start, stop } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_SYNC_ROWS ?? 1_000_000);
const TABLE = 'bench_orders';
const md5 = (s) => createHash('md5').update(s).digest('hex');
const adminUrl = process.env.TEST_PG_URL;
if (!adminUrl) {
  console.error('usage: node scripts/with-postgres.mjs node bench/data-sync.mjs');
  process.exit(2);
}

function memoryMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The table to copy, in the platform's own SQLite file: 7 columns of the usual kinds. */
function seedSqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`create table ${TABLE} (id integer primary key, code varchar(20) not null, customer varchar(50),
    title text, amount numeric(12, 2), qty integer, created_at bigint)`);
  const insert = db.prepare(`insert into ${TABLE} values (?, ?, ?, ?, ?, ?, ?)`);
  const now = Date.now();
  db.transaction(() => {
    for (let i = 1; i <= ROWS; i++)
      insert.run(
        i,
        `SO${String(i).padStart(8, '0')}`,
        `客户${i % 997}`,
        `订单 ${i} 的说明`,
        (i % 10000) / 4,
        i % 50,
        now - i,
      );
  })();
  db.close();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sync-'));
const env = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' };
const script = path.join(here, '../server/dist/main.js');
const target = new URL(adminUrl);
target.pathname = '/bench_sync';
let server = null;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists bench_sync');
await admin.query('create database bench_sync');
try {
  const first = await start(script, env, '/api/health');
  await stop(first.child);
  seedSqlite(path.join(dataDir, 'app.db'));

  server = await start(script, env, '/api/health');
  const pid = server.child.pid;
  const body = new URLSearchParams({ account: 'admin', password: md5('admin123'), grant_type: 'password' });
  const login = await (await fetch(`${server.base}/api/oauth/Login`, { method: 'POST', body })).json();
  const headers = { authorization: login.data.token, 'content-type': 'application/json' };
  const call = async (method, url, payload) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const json = await res.json();
    if (json.code !== 200) throw new Error(`${method} ${url}: ${json.msg}`);
    return json.data;
  };
  const source = await call('POST', '/api/system/DataSource', {
    dbType: 'PostgreSQL',
    fullName: 'bench PostgreSQL',
    host: target.hostname,
    port: Number(target.port),
    userName: decodeURIComponent(target.username),
    password: decodeURIComponent(target.password) || null,
    serviceName: 'bench_sync',
    sortCode: 0,
    enabledMark: 1,
  });
  await new Promise((r) => setTimeout(r, 1500));
  const idle = memoryMB(pid);

  async function sync(from, to) {
    const input = { dbConnectionFrom: from, dbConnectionTo: to, dbTable: TABLE };
    const type = await call('POST', '/api/system/DataSync', input);
    let sampled = memoryMB(pid).rss;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, memoryMB(pid).rss);
    }, 50);
    const started = performance.now();
    const job = await call('POST', '/api/system/DataSync/Actions/Execute', { ...input, type });
    let progress = job;
    while (progress.state === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      progress = await call('GET', `/api/system/DataSync/Progress/${job.jobId}`);
    }
    const wall = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (progress.state !== 'done' || progress.copied !== ROWS)
      throw new Error(`sync ended ${progress.state}: ${progress.error ?? `${progress.copied} rows`}`);
    return {
      check: type,
      rows: progress.copied,
      seconds: Number((progress.duration / 1000).toFixed(2)),
      rowsPerSecond: progress.rowsPerSecond,
      wallSeconds: Number(wall.toFixed(2)),
      peakRssSampledMB: Math.round(sampled),
    };
  }

  const toPostgres = await sync('0', source.id);
  const back = await sync(source.id, '0');
  const figures = {
    rows: ROWS,
    sqliteToPostgres: toPostgres,
    postgresToSqlite: back,
    idleRssMB: Math.round(idle.rss),
    peakRssVmHWMMB: Math.round(memoryMB(pid).peak),
    cpus: os.cpus().length,
    load: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  if (server) await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await admin.query('drop database if exists bench_sync with (force)').catch(() => {});
  await admin.end();
}
