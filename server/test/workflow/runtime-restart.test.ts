import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
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
  sleep,
  USER,
} from './runtime-process.js';

/**
 * A server killed in the middle of flows (issue 17 item 7, "Done when"): the real main.js with SIGKILL,
 * nothing flushed, on a database that outlives it (a SQLite file; PostgreSQL under with-postgres). Timer
 * nodes whose time came while no process ran fire once after the start, and side effects that were only
 * written to the outbox are delivered once. Everything is counted in the database afterwards.
 */

/** How long the timer node waits: long enough to launch and kill before it is due. */
const WAIT_SECONDS = 5;
/** Generous: the restarted server fires what is due at once; this only bounds a broken run. */
const DEADLINE_MS = 90_000;
/** Launches sent at once; the process is killed when half of them have answered. */
const LAUNCHES = 8;
/** Kills with launches in flight until one leaves rows in the outbox (most first kills do). */
const ROUNDS = 6;

const place = new RuntimePlace('dist-runtime-restart-test');
let server: ServerProcess;
let reader: DatabaseHandle;

beforeAll(async () => {
  await place.prepare();
  server = await place.server();
  await server.start();
  reader = place.open();
}, 120_000);

afterAll(async () => {
  await reader?.close();
  await place.dispose();
});

let admin = '';
let wangfang = '';
let zhangwei = '';

async function signIn() {
  admin = await server.login('admin', ADMIN_PASSWORD);
  wangfang = await server.login('wangfang');
  zhangwei = await server.login('zhangwei');
}

const undelivered = () =>
  reader.db.selectFrom('flowOutbox').select(['id', 'leaseUntil']).where('doneTime', 'is', null).execute();

/**
 * After a restart: every request reaches 张伟's to-do, the outbox empties, and each request has one task
 * (张伟's, on 经理审批) and sent him one 【审核】.
 */
async function expectOneTodoEach(requests: string[]) {
  const arrived = await eventually(async () => {
    const list = await server.ok('GET', `${ENGINE}/FlowBefore/List/1?pageSize=100`, zhangwei);
    const todo = new Set((list.list as { taskId: string }[]).map((row) => row.taskId));
    return requests.every((id) => todo.has(id));
  }, DEADLINE_MS);
  expect(arrived, `张伟's to-do holds every request\n${server.output}`).toBe(true);
  expect(await eventually(async () => (await undelivered()).length === 0, DEADLINE_MS)).toBe(true);
  for (const id of requests) {
    const operators = await reader.db
      .selectFrom('flowTaskOperator')
      .select(['nodeName', 'handleId', 'status'])
      .where('taskId', '=', id)
      .execute();
    expect(operators, id).toEqual([{ nodeName: '经理审批', handleId: USER.zhangwei, status: 'pending' }]);
  }
  const messages = await messagesTo(reader.db, USER.zhangwei, '【审核】');
  for (const id of requests) expect(messages.get(id), `【审核】 of ${id}`).toBe(1);
}

describe('a server killed mid-flow and started again', () => {
  it('fires the timers that came due while it was down, once each', async () => {
    await signIn();
    const flowId = await releaseFlow(
      server,
      admin,
      designFlow([{ wait: WAIT_SECONDS }, { title: '经理审批', users: [USER.zhangwei] }]),
      '定时请假',
    );
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push(await launch(server, wangfang, flowId));
    await server.kill();
    const timers = await reader.db
      .selectFrom('flowTimer')
      .selectAll()
      .where('taskId', 'in', waiting)
      .execute();
    expect(timers).toHaveLength(3);
    expect(
      timers.every((timer) => timer.doneTime === null),
      'killed before the timers were due',
    ).toBe(true);

    const due = Math.max(...timers.map((timer) => timer.dueTime));
    await sleep(Math.max(0, due - Date.now()) + 500);
    await server.start();
    await signIn();
    await expectOneTodoEach(waiting);
    const after = await reader.db
      .selectFrom('flowTimer')
      .selectAll()
      .where('taskId', 'in', waiting)
      .execute();
    expect(after).toHaveLength(3);
    expect(after.every((timer) => timer.doneTime !== null && timer.doneTime >= timer.dueTime)).toBe(true);
    // launch is revision 1, the timer's firing 2: a second firing would have made it 3
    const requests = await reader.db
      .selectFrom('flowTask')
      .select(['revision', 'status', 'thisStep'])
      .where('id', 'in', waiting)
      .execute();
    expect(requests.map((row) => [row.revision, row.status, row.thisStep])).toEqual(
      waiting.map(() => [2, 1, '经理审批']),
    );
  }, 120_000);

  it('delivers once what a process killed with launches in flight left in its outbox', async () => {
    const flowId = await releaseFlow(
      server,
      admin,
      designFlow([{ title: '经理审批', users: [USER.zhangwei] }]),
      '直接请假',
    );
    // a parent's sub-flow node starts a draft of this flow for 刘洋 through the outbox
    const childFlow = await releaseFlow(
      server,
      admin,
      designFlow([{ title: '经理审批', users: [USER.zhangwei] }]),
      '子请假',
    );
    const parentFlow = await releaseFlow(
      server,
      admin,
      designFlow([
        { title: '子流程', subFlow: childFlow, users: [USER.liuyang] },
        { title: '经理审批', users: [USER.zhangwei] },
      ]),
      '父请假',
    );
    // whether a kill finds rows undelivered is up to timing: launch and kill again until one does
    let left: Awaited<ReturnType<typeof undelivered>> = [];
    for (let round = 1; round <= ROUNDS && !left.length; round++) {
      if (round > 1) {
        await server.start();
        await signIn();
      }
      const answers = await killMidway(
        server,
        Array.from(
          { length: LAUNCHES },
          (_, i) => () => launch(server, wangfang, i % 2 ? parentFlow : flowId, `crash-${round}-${i}`),
        ),
        LAUNCHES / 2,
      );
      const answered = answers.filter((id) => id !== null);
      // a launch writes its request and submits it in one transaction: all of it survived, or none
      const launched = await reader.db
        .selectFrom('flowTask')
        .select(['id', 'status'])
        .where('flowEngineId', 'in', [flowId, parentFlow])
        .execute();
      expect(launched.filter((row) => row.status !== 1)).toEqual([]);
      expect(launched.map((row) => row.id)).toEqual(expect.arrayContaining(answered));
      left = await undelivered();
      console.info(
        `round ${round}: killed with ${left.length} outbox rows undelivered (${left.filter((row) => row.leaseUntil).length} leased)`,
      );
    }

    expect(left.length, 'a kill left outbox rows undelivered').toBeGreaterThan(0);
    await server.start();
    await signIn();
    const launched = await reader.db
      .selectFrom('flowTask')
      .select('id')
      .where('flowEngineId', '=', flowId)
      .execute();
    await expectOneTodoEach(launched.map((row) => row.id));
    const parents = await reader.db
      .selectFrom('flowTask')
      .select('id')
      .where('flowEngineId', '=', parentFlow)
      .execute();
    expect(parents.length).toBeGreaterThan(0);
    const children = await reader.db
      .selectFrom('flowTask')
      .select(['parentId', 'creatorUserId', 'status'])
      .where('flowEngineId', '=', childFlow)
      .execute();
    expect(children.map((child) => child.parentId).sort()).toEqual(parents.map((row) => row.id).sort());
    expect(children.every((child) => child.creatorUserId === USER.liuyang && child.status === 0)).toBe(true);
    const started = await messagesTo(reader.db, USER.liuyang, '(子流程)【发起】');
    for (const { id } of parents) expect(started.get(id), `发起 of ${id}`).toBe(1);
    await server.kill();
  }, 180_000);
});
