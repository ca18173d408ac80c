// npm run bench: seeds a large data set, runs the real server and a bare Fastify baseline side by side,
// loads each scenario with autocannon, and writes bench/results/latest.json.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { interfaceListUrl, seedInterfaceRows } from './data-interface.mjs';
import { formRenderSection } from './form-render.mjs';
import { onlineDevSection, printOnlineDev, seedOnlineDev } from './online-dev.mjs';
import { realtimeSection } from './realtime.mjs';
import { BENCH_USERS, seedLarge } from './seed-large.mjs';
import { start, stop } from './server.mjs';
import { cyclingLua, cyclingRequests, userListScenarios } from './user-list.mjs';
import { webSection } from './web.mjs';
import { workflowSection } from './workflow.mjs';
import { hasWrk, runWrk } from './wrk.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const md5 = (s) => createHash('md5').update(s).digest('hex');
const WRK = hasWrk();

function memoryMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// Browsers always offer compression; the load generator does the same.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

// BENCH_ONLY=<regex>: run only the scenarios whose name matches (the baseline always runs).
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

async function load(name, pid, options) {
  if (ONLY && !name.startsWith('baseline') && !ONLY.test(name)) return null;
  // Let the previous scenario's queued work drain (logins keep the thread pool busy after the load stops).
  await new Promise((r) => setTimeout(r, 3000));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMB(pid).rss);
  }, 100);
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options, headers });
  let wrk = null;
  if (WRK) {
    await new Promise((r) => setTimeout(r, 3000));
    wrk = await runWrk({ ...options, headers, connections: CONNECTIONS, seconds: SECONDS });
  }
  clearInterval(sampler);
  const row = {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    peakRssMB: Math.round(peak),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    wrk,
  };
  const wrkText = wrk ? ` | wrk ${wrk.reqPerSec} req/s, p50 ${wrk.p50} ms, p99 ${wrk.p99} ms` : '';
  console.log(
    `  ${name}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, peak RSS ${row.peakRssMB} MB${wrkText}`,
  );
  return row;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const serverEnv = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn' };
// BENCH_SERVER_DIST: another build folder inside server/ (SERVER_DIST of server/build.mjs).
const serverScript = path.join(root, 'server', process.env.BENCH_SERVER_DIST || 'dist', 'main.js');
try {
  console.log('seeding: migrate + demo seed, then', BENCH_USERS, 'users and a non-admin with 300 menus');
  const first = await start(serverScript, serverEnv, '/api/health');
  await stop(first.child);
  seedLarge(path.join(dataDir, 'app.db'));
  seedInterfaceRows(path.join(dataDir, 'app.db'));
  seedOnlineDev(path.join(dataDir, 'app.db'));

  const server = await start(serverScript, serverEnv, '/api/health');
  await new Promise((r) => setTimeout(r, 3000));
  const idleRssMB = Math.round(memoryMB(server.child.pid).rss);
  console.log(`server idle RSS: ${idleRssMB} MB`);
  const baseline = await start(path.join(here, 'baseline.mjs'), {}, '/ping');

  const login = async (account, password) => {
    const body = new URLSearchParams({ account, password: md5(password), grant_type: 'password' });
    const res = await fetch(`${server.base}/api/oauth/Login`, { method: 'POST', body });
    const json = await res.json();
    if (json.code !== 200) throw new Error(`login ${account}: ${json.msg}`);
    return json.data.token;
  };
  const admin = await login('admin', process.env.ADMIN_PASSWORD || 'admin123');
  const bench = await login('bench', '123456');
  const scoped = await login('scoped', '123456');
  const benchAnswer = await fetch(`${server.base}/api/oauth/CurrentUser`, {
    headers: { authorization: bench },
  });
  const etag = benchAnswer.headers.get('etag');
  const menus = (await benchAnswer.json()).data;
  console.log(`non-admin holds ${menus.permissionList.length + menus.menuList.length} menus`);

  console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s each`);
  const base = await load('baseline: bare Fastify GET /ping', baseline.child.pid, {
    url: `${baseline.base}/ping`,
  });
  const pid = server.child.pid;
  // Numbering rule (issue 5): every answer must be a different number. autocannon's answers are
  // collected and compared; the rule's counter must have moved at least once per answer (a duplicate
  // would answer twice with one step); the difference is requests still in flight when the load ended.
  const billNumber = async () => {
    const name = 'GET /api/system/BillRule/BillNumber/{enCode} (admin, one rule, 50 clients)';
    if (ONLY && !ONLY.test(name)) return null;
    const json = { authorization: admin, 'content-type': 'application/json' };
    const created = await (
      await fetch(`${server.base}/api/system/BillRule`, {
        method: 'POST',
        headers: json,
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
    const bodies = [];
    const row = await load(name, pid, {
      url: `${server.base}/api/system/BillRule/BillNumber/BenchBill`,
      headers: { authorization: admin },
      requests: [{ method: 'GET', onResponse: (status, body) => status === 200 && bodies.push(body) }],
    });
    const rule = await (
      await fetch(`${server.base}/api/system/BillRule/${created.data.id}`, {
        headers: { authorization: admin },
      })
    ).json();
    const numbers = bodies.map((b) => JSON.parse(b).data);
    const distinct = new Set(numbers).size;
    const answered = numbers.length + (row.wrk ? row.wrk.requests - row.wrk.non2xx : 0);
    const advanced = Number(rule.data.outputNumber.slice(2));
    const check = {
      autocannonAnswers: numbers.length,
      autocannonDuplicates: numbers.length - distinct,
      answeredInAll: answered,
      counterAdvanced: advanced,
      unansweredInFlight: advanced - answered,
    };
    console.log(`  numbering check: ${JSON.stringify(check)}`);
    if (check.autocannonDuplicates !== 0 || advanced < answered) throw new Error('duplicate numbers issued');
    return { ...row, check };
  };
  // Issue 14: the users list under the keywords people type, each uncached (a unique `n` per request, as
  // the product's client sends) beside cached (50 URLs repeated); bench/user-list.mjs.
  const userList = async () => {
    const rows = [];
    for (const scenario of userListScenarios()) {
      for (const [kind, paths, unique] of [
        ['uncached', scenario.paths, true],
        ['cached', scenario.cachedPaths, false],
      ]) {
        const row = await load(`GET /api/permission/Users, ${scenario.name} (${kind})`, pid, {
          url: `${server.base}${paths[0]}`,
          headers: { authorization: admin },
          requests: cyclingRequests(paths, { unique }),
          lua: cyclingLua(paths, { unique }),
        });
        if (row) rows.push({ ...row, userList: { scenario: scenario.name, kind } });
      }
    }
    return rows;
  };
  // Issue 16: generated lists, creates and the export of a released design (bench/online-dev.mjs).
  let onlineDev = null;
  const onlineDevRows = async () => {
    const section = await onlineDevSection({
      load,
      only: ONLY,
      server,
      adminToken: admin,
      login,
      dataDir,
      baselineReqPerSec: base.reqPerSec,
    });
    onlineDev = section.onlineDev;
    return section.rows;
  };
  const scenarios = [
    await load('POST /api/oauth/Login', pid, {
      url: `${server.base}/api/oauth/Login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account: 'admin',
        password: md5(process.env.ADMIN_PASSWORD || 'admin123'),
        grant_type: 'password',
      }).toString(),
    }),
    await billNumber(),
    await load('GET /api/oauth/CurrentUser (admin)', pid, {
      url: `${server.base}/api/oauth/CurrentUser`,
      headers: { authorization: admin },
    }),
    await load('GET /api/oauth/CurrentUser (non-admin, 300 menus via 3 roles)', pid, {
      url: `${server.base}/api/oauth/CurrentUser`,
      headers: { authorization: bench },
    }),
    await load('GET /api/oauth/CurrentUser (non-admin, browser revalidating: If-None-Match → 304)', pid, {
      url: `${server.base}/api/oauth/CurrentUser`,
      headers: { authorization: bench, 'if-none-match': etag },
    }),
    await load('GET /api/system/Log/1 (login log list)', pid, {
      url: `${server.base}/api/system/Log/1?currentPage=1&pageSize=20`,
      headers: { authorization: admin },
    }),
    await load('GET /api/system/Log/5 (request log list, growing)', pid, {
      url: `${server.base}/api/system/Log/5?currentPage=1&pageSize=20`,
      headers: { authorization: admin },
    }),
    // Mobile numbers are 139 + the user's index in 8 digits: 13900000 is in users 0-999 only, 1,000 of 100,000 (1 %).
    await load('GET /api/permission/Users (keyword matching 1 % of 100,000 users, page 1)', pid, {
      url: `${server.base}/api/permission/Users?currentPage=1&pageSize=20&keyword=13900000`,
      headers: { authorization: admin },
    }),
    // The same list for a non-admin whose data scheme 'organisation and sub-organisations' limits it to
    // one company of ten (its 10 organisations of the 100 the users are spread over).
    await load('GET /api/permission/Users (same keyword, non-admin limited by data scheme to 10 %)', pid, {
      url: `${server.base}/api/permission/Users?currentPage=1&pageSize=20&keyword=13900000`,
      headers: { authorization: scoped },
    }),
    // Issue 7: a paged SQL data interface (Action/List, page 1 of 20) over a 100,000-row SQLite table.
    await load('GET /api/system/DataInterface/{id}/Action/List (SQL, 100,000 rows, page 1 of 20)', pid, {
      url: ONLY && !ONLY.test('DataInterface') ? '' : await interfaceListUrl(server.base, admin),
      headers: { authorization: admin },
    }),
    ...(await userList()),
    ...(await onlineDevRows()),
  ]
    .filter(Boolean)
    .map((s) => ({
      ...s,
      ratio: Number((s.reqPerSec / base.reqPerSec).toFixed(3)),
      wrkRatio: s.wrk && base.wrk ? Number((s.wrk.reqPerSec / base.wrk.reqPerSec).toFixed(3)) : null,
    }));

  await stop(baseline.child);
  await stop(server.child);
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    connections: CONNECTIONS,
    seconds: SECONDS,
    users: BENCH_USERS,
    idleRssMB,
    baseline: base,
    scenarios,
    onlineDev,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const wrkCells = (w, ratio) =>
    w ? ` ${w.reqPerSec} | ${w.p50} | ${w.p99} | ${ratio} |` : ' – | – | – | – |';
  console.log(
    '\n| scenario | autocannon req/s | p50 ms | p99 ms | vs baseline | wrk req/s | p50 ms | p99 ms | vs baseline | peak RSS MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${base.name} | ${base.reqPerSec} | ${base.p50} | ${base.p99} | 1.000 |${wrkCells(base.wrk, '1.000')} ${base.peakRssMB} |`,
  );
  for (const s of scenarios) {
    const cells = wrkCells(s.wrk, s.wrkRatio?.toFixed(3));
    console.log(
      `| ${s.name} | ${s.reqPerSec} | ${s.p50} | ${s.p99} | ${s.ratio.toFixed(3)} |${cells} ${s.peakRssMB} |`,
    );
  }
  printUserListPairs(scenarios);
  printOnlineDev(onlineDev, scenarios, base);
  if (!WRK) console.log('(wrk is not installed: apt-get install wrk for the second load generator)');
  console.log(`\nidle server RSS: ${idleRssMB} MB; written bench/results/latest.json`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The users list rows again, uncached and cached side by side (ratios to the baseline of this run). */
function printUserListPairs(scenarios) {
  const pairs = new Map();
  for (const s of scenarios.filter((s) => s.userList)) {
    const pair = pairs.get(s.userList.scenario) ?? {};
    pair[s.userList.kind] = s;
    pairs.set(s.userList.scenario, pair);
  }
  if (pairs.size === 0) return;
  const cells = (s) =>
    s
      ? `${s.reqPerSec} | ${s.p99} | ${s.ratio.toFixed(3)} | ${s.wrk ? `${s.wrk.reqPerSec} | ${s.wrk.p99} | ${s.wrkRatio?.toFixed(3)}` : '– | – | –'}`
      : '– | – | – | – | – | –';
  console.log('\nUsers list, uncached (unique n) and cached (50 URLs repeated):');
  console.log(
    '| scenario | uncached req/s | p99 ms | vs baseline | wrk req/s | p99 ms | vs baseline | cached req/s | p99 ms | vs baseline | wrk req/s | p99 ms | vs baseline |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, pair] of pairs)
    console.log(`| ${name} | ${cells(pair.uncached)} | ${cells(pair.cached)} |`);
}

// The web shell's figures (bundle, routes, login interactive time, menu search): bench/web.mjs.
if (!ONLY || ONLY.test('web')) await webSection();

// Issue 16's renderer in Chromium (a 200-control form: first render, keystrokes): bench/form-render.mjs.
if (!ONLY || ONLY.test('OnlineDev renderer')) await formRenderSection();

// The realtime channel's figures (WebSocket connections, notice fan-out, chat latency): bench/realtime.mjs.
if (!ONLY || ONLY.test('realtime')) await realtimeSection();

// Issue 17's workflow runtime (50 approving clients; the to-do list among 1,000,000 finished requests), with its own
// server, data folder and baseline: bench/workflow.mjs, results in bench/results/workflow.json.
if (!ONLY || ONLY.test('Workflow')) await workflowSection();
