import { describe, expect, it } from 'vitest';
import { call, chainFlow, ENGINE, ids, launch, releasedFlow, t, useRuntimeApp } from './runtime-fixture.js';

/**
 * Random sequences of actions through the API keep the runtime's invariants (issue 17 "Done when"): tasks
 * are open only on a running request's current nodes, never twice for one person on one node's activation,
 * none after the end; an approved request is complete; every decision has exactly one record. A fixed
 * seed makes a failure repeatable.
 */

useRuntimeApp();

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const people = () => ({
  zhangwei: ids.zhangwei,
  lina: ids.lina,
  chenjing: ids.chenjing,
  liuyang: ids.liuyang,
});

async function checkInvariants() {
  const db = t.database.db;
  const tasks = await db.selectFrom('flowTask').selectAll().where('deleteMark', 'is', null).execute();
  const operators = await db.selectFrom('flowTaskOperator').selectAll().execute();
  for (const task of tasks) {
    const mine = operators.filter((op) => op.taskId === task.id);
    const pending = mine.filter((op) => op.status === 'pending');
    if (task.status !== 1) expect(pending, `${task.id} status ${task.status}`).toEqual([]);
    else {
      const current = (task.thisStepId ?? '').split(',');
      for (const op of pending)
        expect(current, `${task.id} open task off the current nodes`).toContain(op.nodeCode);
    }
    const seen = new Set<string>();
    for (const op of pending) {
      const key = `${op.nodeCode}:${op.round}:${op.handleId}`;
      expect(seen.has(key), `${task.id} two open tasks ${key}`).toBe(false);
      seen.add(key);
    }
    if (task.status === 2) expect(task.completion).toBe(100);
  }
  const decided = operators.filter((op) => op.status === 'approved' || op.status === 'rejected');
  const records = await db
    .selectFrom('flowTaskRecord')
    .select(['taskOperatorId', 'handleStatus'])
    .where('handleStatus', 'in', [0, 1])
    .execute();
  const byOperator = new Map<string, number>();
  for (const record of records)
    byOperator.set(record.taskOperatorId ?? '', (byOperator.get(record.taskOperatorId ?? '') ?? 0) + 1);
  // a recalled or withdrawn decision leaves its record, so a decided task has at least one and at most its activations
  for (const op of decided)
    expect(byOperator.get(op.id) ?? 0, `records of ${op.id}`).toBeGreaterThanOrEqual(1);
}

describe('random actions on several requests', () => {
  it('keeps the invariants after every step', async () => {
    const p = people();
    const flows = [
      await releasedFlow(
        chainFlow([
          { title: '或签', users: [p.zhangwei, p.lina] },
          {
            title: '会签',
            users: [p.chenjing, p.liuyang],
            more: { counterSign: 1, countersignRatio: 50, rejectStep: '1' },
          },
        ]),
      ),
      await releasedFlow(
        chainFlow([
          { title: '经理', users: [p.zhangwei] },
          { title: '人事', users: [p.lina], more: { rejectStep: '0' } },
          { title: '财务', users: [p.chenjing, p.liuyang], more: { counterSign: 1, countersignRatio: 100 } },
        ]),
      ),
    ];
    const next = random(20261126);
    const requests: string[] = [];
    for (let i = 0; i < 12; i++) requests.push(await launch(flows[i % 2], 1 + i));
    const accounts = Object.keys(p) as (keyof typeof p)[];
    let acted = 0;
    for (let step = 0; step < 200; step++) {
      const id = requests[Math.floor(next() * requests.length)];
      const row = await t.database.db
        .selectFrom('flowTask')
        .select(['status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status === 3 || row.status === 4) {
        await call('wangfang', 'PUT', `${ENGINE}/FlowTask/${id}`, { status: 0, formData: {} });
      } else if (row.status === 1) {
        const open = await t.database.db
          .selectFrom('flowTaskOperator')
          .select(['id', 'handleId'])
          .where('taskId', '=', id)
          .where('status', '=', 'pending')
          .execute();
        const roll = next();
        if (roll < 0.05) await call('wangfang', 'PUT', `${ENGINE}/FlowLaunch/${id}/Actions/Withdraw`, {});
        else if (open.length) {
          const op = open[Math.floor(next() * open.length)];
          const who = accounts.find((a) => p[a] === op.handleId) as string;
          const action = roll < 0.75 ? 'Audit' : 'Reject';
          const res = await call(who, 'POST', `${ENGINE}/FlowBefore/${action}/${op.id}`, {
            handleOpinion: `第${step}步`,
          });
          expect(res.statusCode, res.body).toBe(200);
          acted++;
        }
      }
      await checkInvariants();
    }
    expect(acted).toBeGreaterThan(40);
    const ends = await t.database.db
      .selectFrom('flowTask')
      .select('status')
      .where('id', 'in', requests)
      .execute();
    expect(ends.some((row) => row.status === 2)).toBe(true);
    const rejects = await t.database.db
      .selectFrom('flowTaskRecord')
      .select('id')
      .where('taskId', 'in', requests)
      .where('handleStatus', '=', 0)
      .execute();
    expect(rejects.length).toBeGreaterThan(3);
  });
});
