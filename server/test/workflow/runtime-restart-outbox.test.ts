import { describe, expect, it } from 'vitest';
import { deliverOutboxRow } from '../../src/modules/workflow/runtime/flow-worker.js';
import { claimOutbox, LEASE_MS } from '../../src/modules/workflow/runtime/outbox.js';
import { chainFlow, clock, ids, launch, releasedFlow, t, useRuntimeApp, work } from './runtime-fixture.js';
import { designFlow, messagesTo } from './runtime-process.js';

/**
 * The one moment a SIGKILL cannot be aimed at (runtime-restart.test kills real processes at random
 * moments): a process has carried out outbox rows and dies before it marks them done. When their lease
 * ends another process takes them over; the reader must still get each message once, and a sub-flow node
 * must still start one child per initiator.
 */

useRuntimeApp();

/** A request waiting at a sub-flow node that starts a draft of another flow for 刘洋. */
async function launchParent(): Promise<string> {
  const childFlow = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
  const parentFlow = await releasedFlow(
    designFlow([
      { title: '子流程', subFlow: childFlow, users: [ids.liuyang] },
      { title: '经理审批', users: [ids.zhangwei] },
    ]),
  );
  return launch(parentFlow);
}

describe('outbox rows carried out by a process that died before marking them done', () => {
  it('are taken over when their lease ends, and nothing reaches anyone twice', async () => {
    const plainFlow = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const plain = await launch(plainFlow);
    const parent = await launchParent();
    const claimed = await claimOutbox(t.database.db, 'crashed-process', clock.now());
    expect(claimed.map((row) => [row.taskId, row.kind])).toEqual(
      expect.arrayContaining([
        [plain, 'message'],
        [parent, 'startSubFlow'],
      ]),
    );
    for (const row of claimed) await deliverOutboxRow(t.app.services, row);

    // within the lease nobody else touches the rows; after it, the next pass takes them over
    expect((await work()).delivered).toBe(0);
    clock.advance(LEASE_MS + 1);
    expect((await work()).delivered).toBe(claimed.length);
    const left = await t.database.db
      .selectFrom('flowOutbox')
      .select('id')
      .where('doneTime', 'is', null)
      .execute();
    expect(left).toEqual([]);
    expect((await messagesTo(t.database.db, ids.zhangwei, '【审核】')).get(plain)).toBe(1);
    const children = await t.database.db
      .selectFrom('flowTask')
      .select(['creatorUserId', 'status'])
      .where('parentId', '=', parent)
      .execute();
    expect(children).toEqual([{ creatorUserId: ids.liuyang, status: 0 }]);
    expect((await messagesTo(t.database.db, ids.liuyang, '(子流程)【发起】')).get(parent)).toBe(1);
  });

  it('start one child when two processes carry out the same sub-flow start at once', async () => {
    const parent = await launchParent();
    const [row] = (await claimOutbox(t.database.db, 'slow-process', clock.now())).filter(
      (one) => one.taskId === parent && one.kind === 'startSubFlow',
    );
    // the slow process still works on the row when its lease ends and another process takes it over
    const other = await t.secondApp();
    try {
      await Promise.all([deliverOutboxRow(t.app.services, row), deliverOutboxRow(other.services, row)]);
    } finally {
      await other.close();
    }
    const children = await t.database.db
      .selectFrom('flowTask')
      .select('creatorUserId')
      .where('parentId', '=', parent)
      .execute();
    expect(children).toEqual([{ creatorUserId: ids.liuyang }]);
  });
});
