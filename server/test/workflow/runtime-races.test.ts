import { describe, expect, it } from 'vitest';
import {
  call,
  chainFlow,
  ENGINE,
  ids,
  launch,
  okData,
  releasedFlow,
  t,
  task,
  todoOf,
  useRuntimeApp,
} from './runtime-fixture.js';

/**
 * Correctness under races (issue 17 item 7): every command on one request is serialised (a row lock on
 * PostgreSQL, the revision compare-and-set everywhere), so simultaneous actions never create a node twice
 * or lose an action. The requests here are sent at once, on one server and on two servers sharing the
 * database, and the stored tasks and records are counted afterwards.
 */

useRuntimeApp();

const count = async (
  table: 'flowTaskOperator' | 'flowTaskRecord',
  taskId: string,
  where: Record<string, unknown> = {},
) => {
  let q = t.database.db.selectFrom(table).select('id').where('taskId', '=', taskId);
  for (const [column, value] of Object.entries(where)) q = q.where(column as never, '=', value as never);
  return (await q.execute()).length;
};

describe('simultaneous actions on one request', () => {
  it('lets one of two or-sign approvers through and refuses the other, creating the next node once', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        { title: '经理审批', users: [ids.zhangwei, ids.lina] },
        { title: '财务审批', users: [ids.chenjing] },
      ]),
    );
    const id = await launch(flowId);
    const [a, b] = [await todoOf('zhangwei', id), await todoOf('lina', id)];
    const answers = await Promise.all([
      call('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${a}`, { handleOpinion: 'A' }),
      call('lina', 'POST', `${ENGINE}/FlowBefore/Audit/${b}`, { handleOpinion: 'B' }),
    ]);
    expect(answers.map((res) => res.json().code).sort()).toEqual([200, 400]);
    expect(await count('flowTaskRecord', id, { handleStatus: 1 })).toBe(1);
    expect(await count('flowTaskOperator', id, { nodeCode: (await task(id)).thisStepId })).toBe(1);
    expect(await task(id)).toMatchObject({ thisStep: '财务审批', revision: 2 });
  });

  it('treats a double click (the same idempotency key at once) as one approval', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        { title: '经理审批', users: [ids.zhangwei] },
        { title: '财务审批', users: [ids.chenjing] },
      ]),
    );
    const id = await launch(flowId);
    const op = await todoOf('zhangwei', id);
    const key = { 'idempotency-key': `double-${id}` };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, {}, key)),
    );
    expect(answers.map((res) => res.json().code)).toEqual([200, 200, 200]);
    expect(await count('flowTaskRecord', id, { handleStatus: 1 })).toBe(1);
    expect(await count('flowTaskOperator', id)).toBe(2);
  });

  it('launches one request for a double-clicked submit', async () => {
    const flowId = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const key = { 'idempotency-key': `launch-${flowId}` };
    const body = {
      flowId,
      status: 0,
      formData: {
        leaveType: '事假',
        applyDate: 1,
        leaveStartTime: 1,
        leaveEndTime: 2,
        leaveDayCount: 1,
        leaveReason: '事',
      },
    };
    const answers = await Promise.all(
      [1, 2].map(() => call('wangfang', 'POST', `${ENGINE}/FlowTask`, body, key)),
    );
    const launched = answers.map((res) => res.json().data?.id);
    expect(launched[0]).toBeTruthy();
    expect(launched[1]).toBe(launched[0]);
    const rows = await t.database.db
      .selectFrom('flowTask')
      .select('id')
      .where('flowEngineId', '=', flowId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('settles approve against withdraw one way or the other, never both', async () => {
    const flowId = await releasedFlow(
      chainFlow([
        { title: '经理审批', users: [ids.zhangwei] },
        { title: '财务审批', users: [ids.chenjing] },
      ]),
    );
    const id = await launch(flowId);
    const op = await todoOf('zhangwei', id);
    const [approve, withdraw] = await Promise.all([
      call('zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, {}),
      call('wangfang', 'PUT', `${ENGINE}/FlowLaunch/${id}/Actions/Withdraw`, {}),
    ]);
    expect(withdraw.json().code).toBe(200);
    const row = await task(id);
    expect(row.status).toBe(4);
    const pending = await count('flowTaskOperator', id, { status: 'pending' });
    expect(pending).toBe(0);
    // the approval either came first (and its next task was cancelled by the withdraw) or was refused
    if (approve.json().code === 200) expect(await count('flowTaskOperator', id)).toBe(2);
    else expect(await count('flowTaskOperator', id)).toBe(1);
  });

  it('serialises approvals sent to two servers sharing the database', async () => {
    const second = await t.secondApp();
    try {
      const flowId = await releasedFlow(
        chainFlow([
          {
            title: '会签',
            users: [ids.zhangwei, ids.lina, ids.chenjing],
            more: { counterSign: 1, countersignRatio: 100 },
          },
        ]),
      );
      const id = await launch(flowId);
      const ops = await Promise.all(['zhangwei', 'lina', 'chenjing'].map((who) => todoOf(who, id)));
      const who = ['zhangwei', 'lina', 'chenjing'] as const;
      const { tokens } = await import('./runtime-fixture.js');
      const answers = await Promise.all(
        ops.map((op, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: `${ENGINE}/FlowBefore/Audit/${op}`,
            headers: { authorization: tokens[who[i]] },
            payload: {},
          }),
        ),
      );
      expect(answers.map((res) => res.json().code)).toEqual([200, 200, 200]);
      expect(await task(id)).toMatchObject({ status: 2, revision: 4 });
      expect(await count('flowTaskRecord', id, { handleStatus: 1 })).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('answers the bad inputs of every action with a message and no change', async () => {
    const flowId = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const id = await launch(flowId);
    const op = await todoOf('zhangwei', id);
    const before = await task(id);
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, object][] = [
      ['zhangwei', 'POST', `${ENGINE}/FlowBefore/Transfer/${op}`, { freeApproverUserId: 'nobody' }],
      ['zhangwei', 'POST', `${ENGINE}/FlowBefore/Transfer/${op}`, { freeApproverUserId: ids.zhangwei }],
      ['zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, { formData: [1, 2] }],
      ['zhangwei', 'POST', `${ENGINE}/FlowBefore/Audit/${op}`, { freeApproverUserId: 'nobody' }],
      ['wangfang', 'PUT', `${ENGINE}/FlowTask/${id}`, { status: 0, formData: {} }],
      ['wangfang', 'DELETE', `${ENGINE}/FlowLaunch/${id}`, {}],
      ['zhangwei', 'PUT', `${ENGINE}/FlowLaunch/${id}/Actions/Withdraw`, {}],
      [
        'admin',
        'POST',
        `${ENGINE}/FlowBefore/Assign/${id}`,
        { nodeCode: 'nope', freeApproverUserId: ids.lina },
      ],
      ['admin', 'POST', `${ENGINE}/FlowBefore/Batch`, { ids: [], batchType: 0 }],
    ];
    for (const [who, method, url, body] of cases) {
      const res = await call(who, method, url, body);
      expect([400, 403, 404], `${method} ${url} ${res.body}`).toContain(res.statusCode);
      expect(res.json().msg, url).toBeTruthy();
    }
    expect(await task(id)).toMatchObject({ revision: before.revision, status: 1 });
    const batch = await okData('zhangwei', 'POST', `${ENGINE}/FlowBefore/Batch`, {
      ids: [op, 'nope'],
      batchType: 0,
      handleOpinion: '批量',
    });
    expect(batch).toMatchObject({ succeeded: 1, failed: [{ id: 'nope' }] });
  });
});
