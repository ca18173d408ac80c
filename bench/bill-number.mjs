// The numbering-rule figure on its own, for either database: the real server (server/dist/main.js),
// one rule, 50 clients asking for numbers for 10 s; every answer is kept and checked for duplicates.
//   SQLite:     node bench/bill-number.mjs
//   PostgreSQL: node scripts/with-postgres.mjs node bench/bill-number.mjs   (uses TEST_PG_URL)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { start, stop } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const md5 = (s) => createHash('md5').update(s).digest('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bill-'));
const env = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' };
let dropDatabase = async () => {};
if (process.env.TEST_PG_URL) {
  const name = `bench_bill_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_PG_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
const dialect = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

let server = null;
try {
  server = await start(path.join(here, '../server/dist/main.js'), env, '/api/health');
  const body = new URLSearchParams({ account: 'admin', password: md5('admin123'), grant_type: 'password' });
  const login = await (await fetch(`${server.base}/api/oauth/Login`, { method: 'POST', body })).json();
  const token = login.data.token;
  const created = await (
    await fetch(`${server.base}/api/system/BillRule`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: '压测单据',
        enCode: 'BenchBill',
        prefix: 'BN',
        dateFormat: 'no',
        digit: 12,
        startNumber: '1',
      }),
    })
  ).json();
  if (created.code !== 200) throw new Error(`bill rule: ${created.msg}`);
  await new Promise((r) => setTimeout(r, 2000));

  const bodies = [];
  const result = await autocannon({
    url: `${server.base}/api/system/BillRule/BillNumber/BenchBill`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: token, 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ method: 'GET', onResponse: (status, text) => status === 200 && bodies.push(text) }],
  });
  const rule = await (
    await fetch(`${server.base}/api/system/BillRule/${created.data.id}`, {
      headers: { authorization: token },
    })
  ).json();
  const numbers = bodies.map((b) => JSON.parse(b).data);
  const advanced = Number(rule.data.outputNumber.slice(2));
  const figures = {
    dialect,
    connections: CONNECTIONS,
    seconds: SECONDS,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    answers: numbers.length,
    duplicates: numbers.length - new Set(numbers).size,
    counterAdvanced: advanced,
    unansweredInFlight: advanced - numbers.length,
    loadAverage1m: os.loadavg()[0].toFixed(2),
  };
  console.log(JSON.stringify(figures, null, 2));
  if (figures.duplicates !== 0 || advanced < numbers.length) process.exitCode = 1;
} finally {
  if (server) await stop(server.child);
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
