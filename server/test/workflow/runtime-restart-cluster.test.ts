import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { hasRedisServer, startRedisServer } from '../helpers/redis-server.js';
import {
  ADMIN_PASSWORD,
  designFlow,
  ENGINE,
  eventually,
  killMidway,
  launch,
  messagesTo,
  RuntimePlace,
  releaseFlow,
  type ServerProcess,
  USER,
} from './runtime-process.js';

/**
 * Two real server processes (main.js) behind one PostgreSQL database and one Redis, as behind a load
 * balancer (issue 17 item 7, "Done when"): approvals of the same requests reach both at once, a double
 * click reaches each process once, and both poll the same timers. No task, record, timer firing or
 * message may be doubled or lost; every one is counted in the database afterwards.
 */

const available = Boolean(process.env.TEST_PG_URL) && hasRedisServer();
if (!available)
  console.warn(
    'runtime-restart-cluster.test.ts skipped: it needs PostgreSQL (npm run test:postgres) and redis-server',
  );

const REQUESTS = 6;
const COUNTERSIGN = [USER.zhangwei, USER.lina, USER.chenjing];
const OR_SIGN = [USER.liuyang, USER.zhangwei];
const ACCOUNTS: Record<string, string> = {
  [USER.zhangwei]: 'zhangwei',
  [USER.lina]: 'lina',
  [USER.chenjing]: 'chenjing',
  [USER.liuyang]: 'liuyang',
};
const DEADLINE_MS = 60_000;

describe.skipIf(!available)('two server processes on one database and Redis', () => {
  const place = new RuntimePlace('dist-runtime-cluster-test');
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let servers: ServerProcess[];
  let reader: DatabaseHandle;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    redis = await startRedisServer();
    await place.prepare();
    servers = [await place.server({ REDIS_URL: redis.url }), await place.server({ REDIS_URL: redis.url })];
    // one after the other: the first start migrates and seeds the new database
    for (const server of servers) await server.start();
    reader = place.open();
    tokens.admin = await servers[0].login('admin', ADMIN_PASSWORD);
    for (const account of ['wangfang', ...Object.values(ACCOUNTS)])
      tokens[account] = await servers[1].login(account);
  }, 120_000);

  afterAll(async () => {
    await reader?.close();
    await place.dispose();
    await redis?.stop();
  });

  /** Each person's open tasks on the given requests, by request id (their to-do list, read on one process). */
  async function openTasks(userId: string, requests: string[]): Promise<Map<string, string>> {
    const account = ACCOUNTS[userId];
    const list = await servers[0].ok('GET', `${ENGINE}/FlowBefore/List/1?pageSize=100`, tokens[account]);
    const mine = (list.list as { id: string; taskId: string }[]).filter((row) =>
      requests.includes(row.taskId),
    );
    return new Map(mine.map((row) => [row.taskId, row.id]));
  }

  const approve = (server: ServerProcess, userId: string, operatorId: string, key?: string) =>
    server.call('POST', `${ENGINE}/FlowBefore/Audit/${operatorId}`, tokens[ACCOUNTS[userId]], {}, key);

  async function operators(requestId: string, nodeName: string) {
    return reader.db
      .selectFrom('flowTaskOperator')
      .select(['handleId', 'status'])
      .where('taskId', '=', requestId)
      .where('nodeName', '=', nodeName)
      .execute();
  }

  async function approvals(requestId: string, nodeName: string) {
    const rows = await reader.db
      .selectFrom('flowTaskRecord')
      .select('handleId')
      .where('taskId', '=', requestId)
      .where('nodeName', '=', nodeName)
      .where('handleStatus', '=', 1)
      .execute();
    return rows.map((row) => row.handleId).sort();
  }

  it('serialises approvals sent to both processes and fires each timer once while both poll', async () => {
    const flowId = await releaseFlow(
      servers[0],
      tokens.admin,
      designFlow([
        { wait: 2 },
        { title: '会签', users: COUNTERSIGN, more: { counterSign: 1, countersignRatio: 100 } },
        { title: '或签', users: OR_SIGN, more: { counterSign: 0 } },
      ]),
      '集群请假',
    );
    // 张伟's tab is on the second process; his to-dos are sent by whichever process delivers them
    const tab = await servers[1].socket(tokens.zhangwei);
    const requests = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => launch(servers[i % 2], tokens.wangfang, flowId)),
    );

    // the timers are due after 2 s; both processes poll for them
    const timersFired = await eventually(async () => {
      for (const id of requests) if ((await operators(id, '会签')).length < COUNTERSIGN.length) return false;
      return true;
    }, DEADLINE_MS);
    expect(timersFired, `${servers[0].output}\n${servers[1].output}`).toBe(true);

    // every countersign vote at once, alternating processes, each sent twice (a double click reaching
    // the other process with the same idempotency key)
    const votes = [];
    let turn = 0;
    for (const userId of COUNTERSIGN) {
      const open = await openTasks(userId, requests);
      for (const id of requests) {
        const operatorId = open.get(id) as string;
        expect(operatorId, `${ACCOUNTS[userId]} has a task on ${id}`).toBeTruthy();
        const key = `vote-${operatorId}`;
        votes.push(approve(servers[turn % 2], userId, operatorId, key));
        votes.push(approve(servers[(turn + 1) % 2], userId, operatorId, key));
        turn++;
      }
    }
    const voted = await Promise.all(votes);
    expect(voted.filter((answer) => answer.code !== 200)).toEqual([]);

    // both or-sign approvers at once, on different processes: one passes the node, the other is refused
    const orSign = await Promise.all(OR_SIGN.map((userId) => openTasks(userId, requests)));
    const decisions = await Promise.all(
      requests.flatMap((id, i) =>
        OR_SIGN.map((userId, j) => approve(servers[(i + j) % 2], userId, orSign[j].get(id) as string)),
      ),
    );
    for (let i = 0; i < REQUESTS; i++)
      expect(
        decisions
          .slice(i * 2, i * 2 + 2)
          .map((answer) => answer.code)
          .sort(),
      ).toEqual([200, 400]);

    const rows = await reader.db
      .selectFrom('flowTask')
      .select(['id', 'status', 'revision'])
      .where('id', 'in', requests)
      .execute();
    // launch, timer, three votes, one or-sign decision: six revisions, no more
    expect(rows.map((row) => [row.status, row.revision])).toEqual(requests.map(() => [2, 6]));
    for (const id of requests) {
      const countersign = await operators(id, '会签');
      expect(countersign.map((op) => [op.handleId, op.status]).sort()).toEqual(
        COUNTERSIGN.map((userId) => [userId, 'approved']).sort(),
      );
      expect(await approvals(id, '会签')).toEqual([...COUNTERSIGN].sort());
      const orSignOperators = await operators(id, '或签');
      expect(orSignOperators.map((op) => op.handleId).sort()).toEqual([...OR_SIGN].sort());
      expect(orSignOperators.filter((op) => op.status === 'approved')).toHaveLength(1);
      expect(await approvals(id, '或签')).toHaveLength(1);
    }
    const timers = await reader.db
      .selectFrom('flowTimer')
      .select(['taskId', 'doneTime'])
      .where('taskId', 'in', requests)
      .execute();
    expect(timers.map((timer) => timer.taskId).sort()).toEqual([...requests].sort());
    expect(timers.every((timer) => timer.doneTime !== null)).toBe(true);

    // every message once: a to-do per person and node, the approval to the initiator
    const delivered = await eventually(async () => {
      const left = await reader.db
        .selectFrom('flowOutbox')
        .select('id')
        .where('taskId', 'in', requests)
        .where('doneTime', 'is', null)
        .execute();
      return left.length === 0;
    }, DEADLINE_MS);
    expect(delivered).toBe(true);
    const todos = new Map(
      await Promise.all(
        Object.keys(ACCOUNTS).map(
          async (userId) => [userId, await messagesTo(reader.db, userId, '【审核】')] as const,
        ),
      ),
    );
    const finished = await messagesTo(reader.db, USER.wangfang, '【流程审批通过】');
    for (const id of requests) {
      expect(todos.get(USER.zhangwei)?.get(id), 'to-dos of 张伟, on both nodes').toBe(2);
      for (const userId of [USER.lina, USER.chenjing, USER.liuyang])
        expect(todos.get(userId)?.get(id), ACCOUNTS[userId]).toBe(1);
      expect(finished.get(id)).toBe(1);
    }
    // each to-do pushed once to the tab, through Redis when the other process sent it
    const pushes = () =>
      tab.frames.filter((f) => f.method === 'messagePush' && f.title?.endsWith('【审核】'));
    await eventually(async () => pushes().length >= REQUESTS * 2, DEADLINE_MS);
    expect(pushes()).toHaveLength(REQUESTS * 2);
    tab.close();
  }, 180_000);

  // last: it kills the second process
  it('loses and doubles nothing when a process dies with votes in flight and clients retry on the other', async () => {
    const flowId = await releaseFlow(
      servers[0],
      tokens.admin,
      designFlow([{ title: '会签', users: COUNTERSIGN, more: { counterSign: 1, countersignRatio: 100 } }]),
      '集群会签',
    );
    const requests = await Promise.all(
      Array.from({ length: REQUESTS }, () => launch(servers[0], tokens.wangfang, flowId)),
    );
    const votes: [string, string][] = [];
    for (const userId of COUNTERSIGN) {
      const open = await openTasks(userId, requests);
      for (const id of requests) votes.push([userId, open.get(id) as string]);
    }
    const answers = await killMidway(
      servers[1],
      votes.map(
        ([userId, operatorId]) =>
          () =>
            approve(servers[1], userId, operatorId, `retry-${operatorId}`),
      ),
      Math.ceil(votes.length / 3),
    );
    const answered = answers.filter((answer) => answer?.code === 200).length;
    console.info(`second process killed after ${answered} of ${votes.length} votes were carried out`);

    // a client whose request failed, or who cannot tell, sends it again with the same key
    const retried = await Promise.all(
      votes.map(([userId, operatorId]) => approve(servers[0], userId, operatorId, `retry-${operatorId}`)),
    );
    expect(retried.filter((answer) => answer.code !== 200)).toEqual([]);
    const rows = await reader.db
      .selectFrom('flowTask')
      .select(['status', 'revision'])
      .where('id', 'in', requests)
      .execute();
    expect(rows.map((row) => [row.status, row.revision])).toEqual(requests.map(() => [2, 4]));
    for (const id of requests) {
      expect(await approvals(id, '会签')).toEqual([...COUNTERSIGN].sort());
      expect((await operators(id, '会签')).map((op) => op.status)).toEqual(COUNTERSIGN.map(() => 'approved'));
    }
  }, 120_000);
});
