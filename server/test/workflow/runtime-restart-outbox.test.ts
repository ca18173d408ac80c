import { describe, expect, it } from 'vitest';
import { deliverOutboxRow } from '../../src/modules/workflow/runtime/flow-worker.js';
import { claimOutbox, LEASE_MS } from '../../src/modules/workflow/runtime/outbox.js';
import { chainFlow, clock, ids, launch, releasedFlow, t, useRuntimeApp, work } from './runtime-fixture.js';
import { messagesTo } from './runtime-process.js';

/**
 * The one moment a SIGKILL cannot be aimed at (runtime-restart.test kills real processes at random
 * moments): a process has delivered an outbox row and dies before it marks the row done. When the row's
 * lease ends another process takes it over; the reader must still get the message once.
 */

useRuntimeApp();

const reviewMessages = async (taskId: string) =>
  (await messagesTo(t.database.db, ids.zhangwei, '【审核】')).get(taskId) ?? 0;

describe('an outbox row delivered by a process that died before marking it done', () => {
  it('is taken over when its lease ends and the message still arrives once', async () => {
    const flowId = await releasedFlow(chainFlow([{ title: '经理审批', users: [ids.zhangwei] }]));
    const id = await launch(flowId);
    const claimed = await claimOutbox(t.database.db, 'crashed-process', clock.now());
    expect(claimed.map((row) => row.taskId)).toContain(id);
    for (const row of claimed) await deliverOutboxRow(t.app.services, row);
    expect(await reviewMessages(id)).toBe(1);

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
    expect(await reviewMessages(id)).toBe(1);
  });
});
