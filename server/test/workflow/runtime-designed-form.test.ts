import { describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { DEMO_SOURCE_ID } from '../../src/modules/systemData/seed/systemData.examples.js';
import { LEAVE_TABLE } from '../../src/modules/visualdev/seed/example-designs.data.js';
import { deliverOutboxRow } from '../../src/modules/workflow/runtime/flow-worker.js';
import { clock, ENGINE, okData, t, todoOf, useRuntimeApp, work } from './runtime-fixture.js';

/**
 * A request on a designed flow form (请假流程 on 在线开发's 请假申请, bound to demo_leave in the demo business
 * database): its values are the design's record under the request's id, with the number and calculations
 * a saved record has, written after each command that changes them and removed with the request.
 */

useRuntimeApp();

const LEAVE_FLOW = seedId('example:workflow:leaveFlow');

async function leaveRows() {
  const { db } = await t.app.services.dataSources.open(DEMO_SOURCE_ID);
  return (await db.selectFrom(LEAVE_TABLE).selectAll().orderBy('bill_no').execute()) as Record<
    string,
    unknown
  >[];
}

const values = (days: number) => ({
  applicant: '王芳',
  leave_type: '病假',
  days,
  start_time: clock.now(),
  end_time: clock.now() + days * 86_400_000,
  reason: '感冒发烧',
});

describe('a request on a designed flow form bound to tables', () => {
  it('keeps the first start example request in the design table, numbered', async () => {
    await work();
    const rows = await leaveRows();
    expect(rows).toHaveLength(1);
    const [majun] = rows;
    expect(majun).toMatchObject({ applicant: '马军', leave_type: '年假', days: 2 });
    expect(String(majun.bill_no)).toMatch(/\S/);
    const request = await t.database.db
      .selectFrom('flowTask')
      .select(['id', 'formData'])
      .where('fullName', '=', '马军的年假申请')
      .executeTakeFirstOrThrow();
    expect(majun.id).toBe(request.id);
    // the number the record holds is the one the request shows
    expect(JSON.parse(request.formData).bill_no).toBe(majun.bill_no);
  });

  it('follows a draft, its submission and its deletion; a row delivered twice changes nothing', async () => {
    const draft = await okData('wangfang', 'POST', `${ENGINE}/FlowTask`, {
      flowId: LEAVE_FLOW,
      status: 1,
      formData: values(1),
    });
    await work();
    const row = (await leaveRows()).find((r) => r.id === draft.id);
    expect(row).toMatchObject({ applicant: '王芳', days: 1 });
    const number = row?.bill_no;
    expect(String(number)).toMatch(/\S/);

    await okData('wangfang', 'PUT', `${ENGINE}/FlowTask/${draft.id}`, { status: 0, formData: values(5) });
    const outbox = await t.database.db
      .selectFrom('flowOutbox')
      .selectAll()
      .where('taskId', '=', draft.id)
      .where('kind', '=', 'formRecord')
      .orderBy('creatorTime', 'desc')
      .executeTakeFirstOrThrow();
    await work();
    // delivered again, as by a process that died before marking it done
    await deliverOutboxRow(t.app.services, outbox);
    const mine = (await leaveRows()).filter((r) => r.id === draft.id);
    expect(mine).toHaveLength(1);
    // the number is issued once, and kept when the values change
    expect(mine[0]).toMatchObject({ days: 5, bill_no: number });
    // more than 3 days, with no manager or department head set: it waits on 人事备案 (the administrator)
    expect(await todoOf('admin', draft.id)).toBeDefined();

    // withdrawn by its initiator, then deleted: the record goes with it
    await okData('wangfang', 'PUT', `${ENGINE}/FlowLaunch/${draft.id}/Actions/Withdraw`);
    await okData('wangfang', 'DELETE', `${ENGINE}/FlowLaunch/${draft.id}`);
    await work();
    expect((await leaveRows()).some((r) => r.id === draft.id)).toBe(false);
  });
});
