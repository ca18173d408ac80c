// The notice release figure on its own, for either database: the real server (server/dist/main.js) with
// 100,000 users; each release gives every user a receive row (5,000-user INSERT … SELECT batches in one
// transaction). Prints the release time and how long a message-centre read waited while a release ran.
//   SQLite:     node bench/notice-release.mjs
//   PostgreSQL: node scripts/with-postgres.mjs node bench/notice-release.mjs   (uses TEST_PG_URL)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { start, stop } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const USERS = Number(process.env.BENCH_NOTICE_USERS ?? 100_000);
const RELEASES = 3;
const md5 = (s) => createHash('md5').update(s).digest('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notice-'));
const env = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' };
let pgName = null;
if (process.env.TEST_PG_URL) {
  pgName = `bench_notice_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${pgName}`);
  await admin.end();
  const url = new URL(process.env.TEST_PG_URL);
  url.pathname = `/${pgName}`;
  env.DATABASE_URL = url.toString();
}
const dialect = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** Adds `count` plain users straight in the database (the server has migrated and seeded it). */
async function addUsers(count) {
  const now = Date.now();
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(
      `insert into base_user (id, creator_time, account, real_name, password)
       select 'nb' || i, $1::bigint, 'nb' || i, '用户' || i, 'x' from generate_series(1, $2::int) i`,
      [now, count],
    );
    await client.end();
    return;
  }
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     insert into base_user (id, creator_time, account, real_name, password)
     select 'nb' || i, ?, 'nb' || i, '用户' || i, 'x' from n`,
  ).run(count, now);
  db.close();
}

let server = null;
try {
  server = await start(path.join(here, '../server/dist/main.js'), env, '/api/health');
  await addUsers(USERS);
  const body = new URLSearchParams({ account: 'admin', password: md5('admin123'), grant_type: 'password' });
  const token = (await (await fetch(`${server.base}/api/oauth/Login`, { method: 'POST', body })).json()).data
    .token;
  const call = async (method, url, payload) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: { authorization: token, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return res.json();
  };

  const releases = [];
  let readMaxMs = 0;
  let reads = 0;
  for (let r = 1; r <= RELEASES; r++) {
    const created = await call('POST', '/api/message', {
      title: `压测公告 ${r}`,
      bodyText: '<p>全员通知</p>',
    });
    if (created.code !== 200) throw new Error(`notice: ${created.msg}`);
    // While the release runs, another caller keeps reading its messages: how long does it wait?
    let releasing = true;
    const reader = (async () => {
      while (releasing) {
        const t0 = performance.now();
        await call('GET', '/api/message?pageSize=1');
        readMaxMs = Math.max(readMaxMs, performance.now() - t0);
        reads += 1;
      }
    })();
    const t0 = performance.now();
    const released = await call('PUT', `/api/message/${created.data.id}/Actions/Release`);
    const ms = performance.now() - t0;
    releasing = false;
    await reader;
    if (released.code !== 200) throw new Error(`release: ${released.msg}`);
    releases.push({ receivers: released.data.receivers, ms: Math.round(ms) });
  }
  const sorted = releases.map((r) => r.ms).sort((a, b) => a - b);
  const figures = {
    dialect,
    users: releases[0].receivers,
    releaseMs: releases.map((r) => r.ms),
    medianReleaseMs: sorted[Math.floor(sorted.length / 2)],
    rowsPerSecond: Math.round(releases[0].receivers / (sorted[Math.floor(sorted.length / 2)] / 1000)),
    readsDuringReleases: reads,
    slowestReadDuringReleaseMs: Math.round(readMaxMs),
    loadAverage1m: os.loadavg()[0].toFixed(2),
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  if (server) await stop(server.child);
  if (pgName) {
    const c = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${pgName} with (force)`);
    await c.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
