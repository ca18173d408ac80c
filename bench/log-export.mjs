// The log export figure on its own (issue 5): 100,000 request-log rows in a fresh SQLite data directory,
// the real server (server/dist/main.js), one download of GET /api/system/Log/5/Actions/Export read to the
// end; reports the duration, rows/s, the file size and the server's resident memory (VmRSS sampled every
// 50 ms, and VmHWM, the kernel's high-water mark since the process started).
//   npm run build -w server && node bench/log-export.mjs
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { start, stop } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 100_000);
const md5 = (s) => createHash('md5').update(s).digest('hex');

function memoryMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const PATHS = [
  '/api/permission/Users?currentPage=1&pageSize=20&keyword=',
  '/api/system/Menu/ModuleBySystem/1',
  '/api/oauth/CurrentUser',
  '/api/permission/Organize/Tree',
  '/api/system/DictionaryData/All',
];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];

function seedLogs(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `insert into base_sys_log (id, category, user_id, user_name, ip_address, request_url, request_method,
       request_status, request_duration, plat_form, browser, creator_time)
     values (?, 5, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      insert.run(
        `bench-log-${String(i).padStart(8, '0')}`,
        `user-${i % 500}`,
        `压测用户${i % 500}`,
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        `${PATHS[i % PATHS.length]}${i}`,
        METHODS[i % METHODS.length],
        i % 97 === 0 ? 400 : 200,
        (i * 7) % 250,
        'Windows 10',
        'Chrome 120',
        now - i * 1000,
      );
    }
  })();
  db.close();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-log-'));
const env = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' };
const script = path.join(here, '../server/dist/main.js');
let server = null;
try {
  const first = await start(script, env, '/api/health');
  await stop(first.child);
  seedLogs(path.join(dataDir, 'app.db'));

  server = await start(script, env, '/api/health');
  const pid = server.child.pid;
  const body = new URLSearchParams({ account: 'admin', password: md5('admin123'), grant_type: 'password' });
  const login = await (await fetch(`${server.base}/api/oauth/Login`, { method: 'POST', body })).json();
  const token = login.data.token;
  await new Promise((r) => setTimeout(r, 1500));
  const before = memoryMB(pid);

  let sampled = before.rss;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryMB(pid).rss);
  }, 50);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/system/Log/5/Actions/Export`, {
    headers: { authorization: token },
  });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const total = Number(response.headers.get('x-total-count'));
  let bytes = 0;
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMB(pid);
  const figures = {
    rows: total,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(total / seconds),
    firstByteMs: Math.round(firstByteMs ?? 0),
    fileMB: Number((bytes / 1024 / 1024).toFixed(2)),
    bytesPerRow: Math.round(bytes / Math.max(total, 1)),
    idleRssMB: Math.round(before.rss),
    peakRssSampledMB: Math.round(sampled),
    peakRssVmHWMMB: Math.round(after.peak),
    cpus: os.cpus().length,
    load: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
  console.log(JSON.stringify(figures, null, 2));
  // The login above and the server's own requests add a few rows of their own.
  if (total < ROWS) throw new Error(`expected ${ROWS} rows, the server counted ${total}`);
} finally {
  if (server) await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
