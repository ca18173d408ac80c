// The realtime channel's figures (issue 6), on ONE server process (server/dist/main.js, SQLite) and, in the
// same run, a bare `ws` echo server as the baseline (bench/realtime-baseline.mjs):
//   - 5,000 concurrent WebSocket connections (each signed in: OnConnection answered by initMessage);
//   - server memory per idle connection: RSS (and JS heap) after connecting minus before, over the
//     connections, each read after a full garbage collection (bench/memory-probe.cjs);
//   - a notice released to 5,000 connected users: time from the release call until the last socket has its
//     messagePush;
//   - 1,000 chat messages a second (SendMessage, stored, then receiveMessage to the receiver) for 10 s:
//     delivery latency sender -> receiver, p50/p99 (the baseline: echo round trips at the same rate).
// The clients live in worker processes (bench/realtime-worker.mjs). Users and their sessions are written
// straight into the database before the server starts: 5,000 logins would only measure scrypt.
//   npm run build -w server && node bench/realtime.mjs          (npm run bench runs it after the HTTP part)
// The process needs about 1,000 + CONNECTIONS / WORKERS file descriptors in each worker and CONNECTIONS in
// the server: `ulimit -n` of 10,000 or more (Debian's default hard limit allows raising the soft one).
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { start, stop } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS ?? 5_000);
const WORKERS = Number(process.env.BENCH_WS_WORKERS ?? 2);
const CHAT_PER_SECOND = Number(process.env.BENCH_CHAT_RATE ?? 1_000);
const CHAT_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

function memoryMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// Both measured processes run with bench/memory-probe.cjs: SIGUSR2 makes them collect garbage and write
// their memory usage here.
const PROBE = { NODE_OPTIONS: `--expose-gc --require ${path.join(here, 'memory-probe.cjs')}` };

/** The process's memory after a full garbage collection, in MB: resident set and JS heap in use. */
async function settledMemoryMB(child, file) {
  fs.rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await sleep(50);
  await sleep(200);
  const usage = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { rss: usage.rss / 2 ** 20, heap: usage.heapUsed / 2 ** 20 };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : null;
const round = (n, digits = 1) => (n === null ? null : Number(n.toFixed(digits)));

/** CONNECTIONS users rt0..rtN with one live session each; answers their ids and tokens. */
function seedUsersAndSessions(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const stamp = Date.now();
  const { password, organize_id: org } = db
    .prepare("select password, organize_id from base_user where account = 'zhangwei'")
    .get();
  const insertUser = db.prepare(
    `insert into base_user (id, creator_time, account, real_name, password, organize_id, sort_code, enabled_mark, is_administrator)
     values (?, ?, ?, ?, ?, ?, ?, 1, 0)`,
  );
  const insertSession = db.prepare(
    `insert into base_session (id, user_id, ip_address, device, creator_time, last_seen_time) values (?, ?, '127.0.0.1', 'bench', ?, ?)`,
  );
  const userIds = [];
  const tokens = [];
  db.transaction(() => {
    for (let i = 0; i < CONNECTIONS; i++) {
      const userId = String(700_000_000_000_000_000n + BigInt(i));
      const token = randomBytes(32).toString('base64url');
      insertUser.run(userId, stamp, `rt${i}`, `实时用户${i}`, password, org, 5000 + i);
      insertSession.run(createHash('sha256').update(token).digest('hex'), userId, stamp, stamp);
      userIds.push(userId);
      tokens.push(token);
    }
  })();
  db.close();
  return { userIds, tokens };
}

/** The worker processes, each with a command(cmd, fields) that answers the worker's reply. */
function startWorkers() {
  return Array.from({ length: WORKERS }, () => {
    const child = fork(path.join(here, 'realtime-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let seq = 0;
    const waiting = new Map();
    child.on('message', (reply) => {
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    });
    return {
      child,
      command(cmd, fields = {}) {
        const id = ++seq;
        return new Promise((resolve) => {
          waiting.set(id, resolve);
          child.send({ id, cmd, ...fields });
        });
      },
    };
  });
}

const share = (list, w) => list.filter((_, i) => i % WORKERS === w);

/**
 * Connects every client in two halves, the process's memory (garbage collected) after each: the second half's
 * cost over its connections is the memory of one more idle connection, free of the start-up slack that the
 * first half may fill. Also the time the whole took.
 */
async function connectAll(workers, target, url, tokens, userIds, mode) {
  const half = Math.floor(tokens.length / 2);
  const connectRange = async (from, to) => {
    const t = tokens.slice(from, to);
    const u = userIds.slice(from, to);
    const replies = await Promise.all(
      workers.map((w, i) => w.command('connect', { url, tokens: share(t, i), userIds: share(u, i), mode })),
    );
    return replies.reduce((n, r) => n + r.connected, 0);
  };
  await sleep(2000);
  const empty = await settledMemoryMB(target.child, target.memoryFile);
  const t0 = now();
  const firstHalf = await connectRange(0, half);
  const firstSeconds = (now() - t0) / 1000;
  await sleep(2000);
  const middle = await settledMemoryMB(target.child, target.memoryFile);
  const t1 = now();
  const secondHalf = await connectRange(half, tokens.length);
  const seconds = firstSeconds + (now() - t1) / 1000;
  await sleep(2000);
  const after = await settledMemoryMB(target.child, target.memoryFile);
  const perConnection = (mb) => round((mb * 1024) / Math.max(1, secondHalf), 2);
  return {
    connected: firstHalf + secondHalf,
    connectSeconds: round(seconds, 2),
    rssEmptyMB: round(empty.rss),
    heapEmptyMB: round(empty.heap),
    // RSS delta over all connections, as the issue states the target (start-up slack included).
    rssPerConnectionAllKB: round(((after.rss - empty.rss) * 1024) / Math.max(1, firstHalf + secondHalf), 2),
    rssHalfMB: round(middle.rss),
    rssAllMB: round(after.rss),
    heapHalfMB: round(middle.heap),
    heapAllMB: round(after.heap),
    perConnectionKB: perConnection(after.rss - middle.rss),
    heapPerConnectionKB: perConnection(after.heap - middle.heap),
  };
}

async function chatRun(workers, userIds, mode) {
  const targets = [...userIds].reverse();
  const started = now();
  const sent = await Promise.all(
    workers.map((w, i) =>
      w.command('chat', {
        perSecond: CHAT_PER_SECOND / WORKERS,
        seconds: CHAT_SECONDS,
        targets: share(targets, i),
        mode,
      }),
    ),
  );
  const elapsed = (now() - started) / 1000;
  await sleep(2000);
  const reports = await Promise.all(workers.map((w) => w.command('chatReport')));
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = sent.reduce((n, r) => n + r.sent, 0);
  return {
    sent: total,
    delivered: latencies.length,
    perSecond: round(total / elapsed, 0),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    max: round(latencies[latencies.length - 1] ?? null, 2),
    closed: reports.reduce((n, r) => n + r.closed, 0),
  };
}

async function closeWorkers(workers) {
  await Promise.all(workers.map((w) => w.command('close')));
  for (const w of workers) w.child.kill();
}

export async function realtimeSection() {
  console.log(`\nrealtime: ${CONNECTIONS} WebSocket clients in ${WORKERS} worker processes`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rt-'));
  const serverEnv = { DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'warn', REDIS_URL: '' };
  const serverScript = path.join(root, 'server/dist/main.js');
  try {
    // Baseline first, on its own, so the two never share the machine.
    const baselineMemory = path.join(dataDir, 'baseline-memory.json');
    const baseline = await start(
      path.join(here, 'realtime-baseline.mjs'),
      { ...PROBE, BENCH_MEMORY_FILE: baselineMemory },
      '/ping',
    );
    const baseUrl = `${baseline.base.replace('http', 'ws')}/`;
    const fakeIds = Array.from({ length: CONNECTIONS }, (_, i) => String(i));
    let workers = startWorkers();
    const baseConnect = await connectAll(
      workers,
      { child: baseline.child, memoryFile: baselineMemory },
      baseUrl,
      fakeIds,
      fakeIds,
      'echo',
    );
    const baseChat = await chatRun(workers, fakeIds, 'echo');
    await closeWorkers(workers);
    await stop(baseline.child);
    console.log(`  baseline (bare ws echo): ${JSON.stringify({ ...baseConnect, chat: baseChat })}`);

    const first = await start(serverScript, serverEnv, '/api/health');
    await stop(first.child);
    const { userIds, tokens } = seedUsersAndSessions(path.join(dataDir, 'app.db'));
    const serverMemory = path.join(dataDir, 'server-memory.json');
    const server = await start(
      serverScript,
      { ...serverEnv, ...PROBE, BENCH_MEMORY_FILE: serverMemory },
      '/api/health',
    );
    const pid = server.child.pid;
    const url = `${server.base.replace('http', 'ws')}/api/message/websocket`;
    workers = startWorkers();
    const connect = await connectAll(
      workers,
      { child: server.child, memoryFile: serverMemory },
      url,
      tokens,
      userIds,
      'server',
    );
    console.log(`  server connect: ${JSON.stringify(connect)}`);

    // A notice released to everyone while all are connected.
    const login = await (
      await fetch(`${server.base}/api/oauth/Login`, {
        method: 'POST',
        body: new URLSearchParams({
          account: 'admin',
          password: md5(process.env.ADMIN_PASSWORD || 'admin123'),
          grant_type: 'password',
        }),
      })
    ).json();
    const admin = login.data.token;
    const json = { authorization: admin, 'content-type': 'application/json' };
    const title = `压测公告 ${Date.now()}`;
    const created = await (
      await fetch(`${server.base}/api/message`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title, bodyText: '<p>压测</p>' }),
      })
    ).json();
    if (created.code !== 200) throw new Error(`notice: ${created.msg}`);
    await Promise.all(workers.map((w) => w.command('watchNotice', { title })));
    const t0 = now();
    const released = await (
      await fetch(`${server.base}/api/message/${created.data.id}/Actions/Release`, {
        method: 'PUT',
        headers: { authorization: admin },
      })
    ).json();
    const answeredMs = now() - t0;
    if (released.code !== 200) throw new Error(`release: ${released.msg}`);
    let reports = [];
    for (let i = 0; i < 100; i++) {
      await sleep(100);
      reports = await Promise.all(workers.map((w) => w.command('noticeReport')));
      if (reports.reduce((n, r) => n + r.received, 0) >= connect.connected) break;
    }
    const notice = {
      receivers: released.data.receivers,
      delivered: reports.reduce((n, r) => n + r.received, 0),
      releaseAnsweredMs: round(answeredMs, 0),
      allDeliveredMs: round(Math.max(...reports.map((r) => r.last)) - t0, 0),
    };
    console.log(`  notice release: ${JSON.stringify(notice)}`);

    const chat = await chatRun(workers, userIds, 'server');
    const peakRssMB = round(memoryMB(pid).peak);
    console.log(`  chat: ${JSON.stringify(chat)}; server peak RSS ${peakRssMB} MB`);
    await closeWorkers(workers);
    await stop(server.child);

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
      // The reference machine is shared: how busy it was when the run ended (1, 5 and 15 minutes).
      loadAverage: os.loadavg().map((n) => round(n, 2)),
      connections: CONNECTIONS,
      workers: WORKERS,
      chatRate: CHAT_PER_SECOND,
      chatSeconds: CHAT_SECONDS,
      baseline: { ...baseConnect, chat: baseChat },
      server: { ...connect, notice, chat, peakRssMB },
    };
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, 'results/realtime.json'), `${JSON.stringify(results, null, 2)}\n`);
    const rows = [
      ['connections open', baseConnect.connected, connect.connected],
      ['time to open them, s', baseConnect.connectSeconds, connect.connectSeconds],
      [
        'RSS per idle connection, empty -> all, KB',
        baseConnect.rssPerConnectionAllKB,
        connect.rssPerConnectionAllKB,
      ],
      ['RSS per idle connection, half -> all, KB', baseConnect.perConnectionKB, connect.perConnectionKB],
      [
        'JS heap per idle connection, half -> all, KB',
        baseConnect.heapPerConnectionKB,
        connect.heapPerConnectionKB,
      ],
      ['notice to every connected user, ms', '–', `${notice.allDeliveredMs} (${notice.delivered} sockets)`],
      [`${CHAT_PER_SECOND}/s for ${CHAT_SECONDS} s: sent/s`, baseChat.perSecond, chat.perSecond],
      [
        'delivery p50 / p99 / max, ms',
        `${baseChat.p50} / ${baseChat.p99} / ${baseChat.max}`,
        `${chat.p50} / ${chat.p99} / ${chat.max}`,
      ],
    ];
    console.log('\n| realtime | bare ws echo | server |');
    console.log('|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`load average at the end: ${results.loadAverage.join(', ')}`);
    console.log('written bench/results/realtime.json');
    return results;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await realtimeSection();
