import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@app/common';
import { addNodeAfter, type FlowTemplate, newFlow, removeNode, updateNode } from '@app/common/flow';
import WebSocket from 'ws';
import { type DatabaseHandle, type Db, openDatabase } from '../../src/db/database.js';
import { seedId } from '../../src/db/seed/seed-id.js';
import { freePort } from '../helpers/free-port.js';
import { freshDatabase, md5 } from '../helpers/test-app.js';

/**
 * The workflow runtime as real server processes (main.js, built as `npm start` builds it) on a database
 * that outlives them: a process can be killed with SIGKILL in the middle of a flow and another started,
 * and several can share the database. Everything is read back from the database itself afterwards.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const ENGINE = '/api/workflow/Engine';
export const ADMIN_PASSWORD = 'Runtime-Restart-1';
export const USER = {
  wangfang: seedId('user:wangfang'),
  zhangwei: seedId('user:zhangwei'),
  lina: seedId('user:lina'),
  chenjing: seedId('user:chenjing'),
  liuyang: seedId('user:liuyang'),
};

export interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope's data is whatever the route answers
  data: any;
}

/** One running main.js: its port, its output so far, and how to kill it. */
export class ServerProcess {
  output = '';
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly place: RuntimePlace,
    private readonly extraEnv: Record<string, string>,
  ) {}

  /** Starts main.js and resolves once it listens; rejects with its output if it exits first. */
  start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [path.join(SERVER_DIR, this.place.dist, 'main.js')], {
      cwd: this.place.dataDir,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.place.dataDir,
        DATABASE_URL: this.place.databaseUrl,
        ADMIN_PASSWORD,
        SCRYPT_LOG_COST: '10',
        WEB_DIST: '',
        LOG_LEVEL: 'warn',
        APP_SECRET: 'runtime-restart-secret',
        REDIS_URL: '',
        ...this.extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      const listen = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes('Platform is running')) resolve();
      };
      child.stdout?.on('data', listen);
      child.stderr?.on('data', listen);
      child.on('exit', (code) =>
        reject(new Error(`server exited with ${code} before listening:\n${this.output}`)),
      );
    });
  }

  /** A crash: SIGKILL, nothing finished or flushed; resolves once the process is gone. */
  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async call(
    method: string,
    url: string,
    token: string | null,
    body?: unknown,
    key?: string,
  ): Promise<Answer> {
    const res = await fetch(`http://127.0.0.1:${this.port}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  }

  /** An answer that must succeed: its data. */
  async ok(method: string, url: string, token: string | null, body?: unknown): Promise<Answer['data']> {
    const answer = await this.call(method, url, token, body);
    if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  /** A signed-in tab on this process's realtime channel, keeping every frame it receives. */
  async socket(token: string): Promise<{ frames: { method: string; title?: string }[]; close(): void }> {
    const socket = new WebSocket(`ws://127.0.0.1:${this.port}${REALTIME_PATH}`);
    const frames: { method: string; title?: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await eventually(async () => frames.some((frame) => frame.method === 'initMessage'), 30_000);
    return { frames, close: () => socket.close() };
  }

  async login(account: string, password = '123456'): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${this.port}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString(),
    });
    const answer = (await res.json()) as Answer;
    if (answer.code !== 200) throw new Error(`login ${account}: ${answer.msg}`);
    return answer.data.token as string;
  }
}

/** A built server and a database for it (a SQLite file, or a new database under TEST_PG_URL). */
export class RuntimePlace {
  dataDir = '';
  databaseUrl = '';
  private dropDatabase: () => Promise<void> = async () => {};
  private readonly servers: ServerProcess[] = [];

  constructor(readonly dist: string) {}

  async prepare(): Promise<void> {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: SERVER_DIR,
      env: { ...process.env, SERVER_DIST: this.dist },
    });
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${this.dist}-`));
    const fresh = await freshDatabase();
    this.databaseUrl = fresh.url === ':memory:' ? path.join(this.dataDir, 'app.db') : fresh.url;
    this.dropDatabase = fresh.drop;
  }

  async server(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), this, env);
    this.servers.push(server);
    return server;
  }

  /** A connection of the test's own, to read what the processes wrote. */
  open(): DatabaseHandle {
    return openDatabase(this.databaseUrl);
  }

  async dispose(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.kill()));
    await this.dropDatabase();
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
    fs.rmSync(path.join(SERVER_DIR, this.dist), { recursive: true, force: true });
  }
}

let n = 0;
const nodeIds = () => `p${++n}`;

export interface Step {
  /** a timer node waiting this many seconds */
  wait?: number;
  /** a sub-flow node starting this flow engine for each of `users` */
  subFlow?: string;
  title?: string;
  users?: string[];
  more?: Record<string, unknown>;
}

/** start → the steps in order (timer, sub-flow and approver nodes), built with the designer's operations. */
export function designFlow(steps: Step[]): FlowTemplate {
  let flow = newFlow(nodeIds);
  // the new flow's own approver node is not one of the steps: it goes once they are in
  const placeholder = flow.childNode?.nodeId as string;
  let last = flow.nodeId;
  for (const step of steps) {
    const id = nodeIds();
    const type = step.wait !== undefined ? 'timer' : step.subFlow ? 'subFlow' : 'approver';
    const properties = {
      timer: { title: '等待', day: 0, hour: 0, minute: 0, second: step.wait },
      subFlow: { title: step.title, initiateType: 1, initiator: step.users, flowId: step.subFlow },
      approver: { title: step.title, approvers: step.users, ...step.more },
    }[type];
    flow = addNodeAfter(flow, last, type, () => id);
    flow = updateNode(flow, id, (node) => Object.assign(node.properties as object, properties));
    last = id;
  }
  return removeNode(flow, placeholder);
}

let codes = 0;
/** Creates and releases a flow engine on the 请假申请 system form as the administrator; answers its id. */
export async function releaseFlow(server: ServerProcess, admin: string, flow: FlowTemplate, name: string) {
  const created = await server.ok('POST', `${ENGINE}/FlowEngine`, admin, {
    fullName: name,
    enCode: `restart${++codes}${Date.now() % 100000}`,
    category: 'hr',
    type: 0,
    formType: 1,
    formId: 'leaveApply',
    flowTemplateJson: JSON.stringify(flow),
  });
  await server.ok('POST', `${ENGINE}/FlowEngine/Release/${created.id}`, admin);
  return created.id as string;
}

export const leaveValues = (days: number) => {
  const now = Date.now();
  return {
    applyDate: now,
    leaveType: '事假',
    leaveStartTime: now,
    leaveEndTime: now + days * 86_400_000,
    leaveDayCount: days,
    leaveReason: '家中有事',
  };
};

/** Submits a leave request on the flow; answers the request's id. */
export async function launch(server: ServerProcess, token: string, flowId: string, key?: string) {
  const answer = await server.call(
    'POST',
    `${ENGINE}/FlowTask`,
    token,
    { flowId, formData: leaveValues(2), status: 0 },
    key,
  );
  if (answer.code !== 200) throw new Error(`launch: ${answer.code} ${answer.msg}`);
  return answer.data.id as string;
}

/** Tries `check` every 200 ms until it answers true or `ms` have passed; answers whether it did. */
export async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sends the requests at once and SIGKILLs the process once `after` of them have answered; resolves when
 * every one has settled, with what each answered (null: cut off by the kill).
 */
export async function killMidway<T>(
  server: ServerProcess,
  requests: (() => Promise<T>)[],
  after: number,
): Promise<(T | null)[]> {
  let answered = 0;
  let enough = () => {};
  const reached = new Promise<void>((resolve) => {
    enough = resolve;
  });
  const inFlight = requests.map((send) =>
    send()
      .then((answer) => {
        if (++answered === after) enough();
        return answer;
      })
      .catch(() => null),
  );
  await Promise.race([reached, Promise.all(inFlight)]);
  await server.kill();
  return Promise.all(inFlight);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many messages titled `…<ending>` (【审核】, 【流程审批通过】…) each request sent `userId`, by request id
 * (the message's bodyText names the request).
 */
export async function messagesTo(db: Db, userId: string, ending: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('baseMessage as m')
    .innerJoin('baseMessageReceive as r', 'r.messageId', 'm.id')
    .select(['m.title', 'm.bodyText'])
    .where('r.userId', '=', userId)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows.filter((r) => r.title.endsWith(ending))) {
    const id = (JSON.parse(row.bodyText ?? '{}') as { id?: string }).id ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
