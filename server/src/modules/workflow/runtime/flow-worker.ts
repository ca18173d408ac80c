import type { ApproverRequest } from '@app/common/flow';
import { systemContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import type { AppServices } from '../../../platform/services.js';
import {
  pushSystemMessage,
  sendSystemMessage,
  type WrittenMessage,
  writeSystemMessage,
} from '../../message/exports.js';
import { sendPlatformMail } from '../../system/exports.js';
import { resolveApprovers } from './approver-resolver.js';
import { askApproverService } from './approver-service.js';
import { draftRow, runFlowCommand, type Tx } from './flow-command.js';
import { syncFlowRecord } from './flow-form-record.js';
import { runVersion } from './flow-graphs.js';
import { claimOutbox, enqueue, LEASE_MS, MAX_ATTEMPTS, type OutboxMessage, outboxDone } from './outbox.js';

/**
 * The workflow's background work (decision 078): delivers the outbox (messages, sub-flow starts and
 * cancellations, a child's approval reported to its parent) and fires due timers. Every process runs it;
 * leases in the database make each row one process's at a time, and a timer fires in the transaction of
 * the command it causes, so a crash before the commit leaves it to fire again and one after cannot repeat it.
 */

const WORKER = `wf-${process.pid}-${newId()}`;

/** Carries out one outbox row (exported so a test can be the process that did it and died before marking it done). */
export async function deliverOutboxRow(
  services: AppServices,
  row: { id: string; kind: string; payload: string; taskId: string; attempts: number },
) {
  const ctx = systemContext(services, 'workflow');
  const payload = JSON.parse(row.payload);
  switch (row.kind) {
    case 'message': {
      // the row's id names the message: a row delivered by a process that died before marking it done
      // is delivered again after its lease, and must not reach the reader twice
      const message = payload as OutboxMessage;
      await sendSystemMessage(ctx, { ...message, id: row.id });
      return;
    }
    case 'email':
      return sendEmail(services, payload);
    case 'startSubFlow':
      return startChildren(services, row.taskId, payload, row.id);
    case 'cancelSubFlow':
      return cancelChildren(services, row.taskId, payload.nodeId);
    case 'childDone':
      return reportChild(services, payload.parentId, payload.nodeId);
    case 'formRecord':
      return syncFlowRecord(services, row.taskId);
    case 'askService':
      return askApproverService(services, row.taskId, payload, row.attempts >= MAX_ATTEMPTS, row.id);
  }
}

/** A step's e-mail (the node's channel 2) to the recipients who have an address, when SMTP is configured. */
async function sendEmail(
  services: AppServices,
  payload: { toUserIds: string[]; subject: string; text: string },
) {
  const rows = payload.toUserIds.length
    ? await services.db
        .selectFrom('baseUser')
        .select('email')
        .where('id', 'in', payload.toUserIds)
        .where('deleteMark', 'is', null)
        .execute()
    : [];
  const to = rows.map((row) => row.email?.trim() ?? '').filter((email) => email.includes('@'));
  await sendPlatformMail(systemContext(services, 'workflow'), {
    to,
    subject: payload.subject,
    text: payload.text,
  });
}

/** A sub-flow node starts one draft request of the child flow per resolved initiator (server-facts §6 Subflow). */
async function startChildren(
  services: AppServices,
  parentId: string,
  payload: { nodeId: string; flowId: string; initiators: ApproverRequest; data: Record<string, unknown> },
  messageId: string,
) {
  const { db } = services;
  const now = services.clock.now();
  const told = await db.transaction().execute(async (trx) => {
    // a lease that ran out while its process still worked on this row lets a second process start the
    // same children: the parent's row lock (PostgreSQL) makes the second wait and then find them
    const parent = await trx
      .selectFrom('flowTask')
      .selectAll()
      .where('id', '=', parentId)
      .$if(services.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    const engine = await trx
      .selectFrom('flowEngine as e')
      .innerJoin('flowEngineVersion as v', (j) =>
        j.onRef('v.flowEngineId', '=', 'e.id').onRef('v.version', '=', 'e.releasedVersion'),
      )
      .select('v.id')
      .where('e.id', '=', payload.flowId)
      .where('e.deleteMark', 'is', null)
      .executeTakeFirst();
    if (!parent || !engine) return null;
    const version = await runVersion(trx, engine.id);
    if (!version) return null;
    const people = await resolveApprovers(trx, payload.initiators);
    const existing = await trx
      .selectFrom('flowTask')
      .select('creatorUserId')
      .where('parentId', '=', parentId)
      .where('parentNodeCode', '=', payload.nodeId)
      .where('deleteMark', 'is', null)
      .where('status', 'in', [0, 1])
      .execute();
    const started = new Set(existing.map((row) => row.creatorUserId));
    for (const user of people.filter((id) => !started.has(id)))
      await trx
        .insertInto('flowTask')
        .values(
          draftRow(version, {
            id: newId(),
            initiatorId: user,
            now,
            fullName: `${parent.fullName}(子流程)`,
            flowUrgent: parent.flowUrgent,
            formData: payload.data,
            parentId,
            parentNodeCode: payload.nodeId,
          }),
        )
        .execute();
    return people.length
      ? {
          fromUserId: parent.creatorUserId ?? 'system',
          toUserIds: people,
          title: `${parent.fullName}(子流程)【发起】`,
          body: { type: 1, id: parentId },
        }
      : null;
  });
  // after the commit: the message centre writes in a transaction of its own
  if (told) await sendSystemMessage(systemContext(services, 'workflow'), { ...told, id: messageId });
}

/** The parent moved on without its sub-flow (a reject, a withdraw): children still open are called off. */
async function cancelChildren(services: AppServices, parentId: string, nodeId: string) {
  const ctx = systemContext(services, 'workflow');
  const children = await services.db
    .selectFrom('flowTask')
    .select(['id', 'status'])
    .where('parentId', '=', parentId)
    .where('parentNodeCode', '=', nodeId)
    .where('deleteMark', 'is', null)
    .where('status', 'in', [0, 1, 3, 4])
    .execute();
  for (const child of children) {
    if (child.status === 1)
      await runFlowCommand(ctx, child.id, async () => ({ command: { type: 'terminate', actor: 'system' } }), {
        idempotencyKey: `cancel:${child.id}`,
      });
    else
      await services.db.transaction().execute(async (trx) => {
        const now = services.clock.now();
        await trx
          .updateTable('flowTask')
          .set({ deleteMark: 1, deleteTime: now, deleteUserId: 'system' })
          .where('id', '=', child.id)
          .execute();
        // a designed form's record goes with its request (flow-form-record.ts)
        await enqueue(trx, child.id, now, 'formRecord', {});
      });
  }
}

/** When every child of a sub-flow node is approved, the parent's node passes. */
async function reportChild(services: AppServices, parentId: string, nodeId: string) {
  const children = await services.db
    .selectFrom('flowTask')
    .select('status')
    .where('parentId', '=', parentId)
    .where('parentNodeCode', '=', nodeId)
    .where('deleteMark', 'is', null)
    .execute();
  if (!children.length || children.some((child) => child.status !== 2)) return;
  await ignoreRefusal(
    runFlowCommand(
      systemContext(services, 'workflow'),
      parentId,
      async () => ({ command: { type: 'subFlowDone', nodeId } }),
      { idempotencyKey: `subflow:${parentId}:${nodeId}:${children.length}` },
    ),
  );
}

/** A step the request no longer expects (its node already moved on) is not a failure of the worker. */
async function ignoreRefusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500 || error.status === 409) throw error;
  }
}

async function fireTimers(services: AppServices, now: number): Promise<number> {
  const { db } = services;
  const due = await db
    .selectFrom('flowTimer')
    .select(['id', 'taskId', 'nodeCode', 'reason'])
    .where('doneTime', 'is', null)
    .where('dueTime', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .orderBy('dueTime')
    .limit(50)
    .execute();
  let fired = 0;
  for (const timer of due) {
    const won = await db
      .updateTable('flowTimer')
      .set({ leaseOwner: WORKER, leaseUntil: now + LEASE_MS })
      .where('id', '=', timer.id)
      .where('doneTime', 'is', null)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) continue;
    const markDone = async (trx: Tx | typeof db) => {
      await trx.updateTable('flowTimer').set({ doneTime: now }).where('id', '=', timer.id).execute();
    };
    try {
      await runFlowCommand(
        systemContext(services, 'workflow'),
        timer.taskId,
        async () => ({
          command: { type: timer.reason === 'timer' ? 'timerFired' : 'timeout', nodeId: timer.nodeCode },
          after: markDone,
        }),
        { idempotencyKey: `timer:${timer.id}` },
      );
      fired++;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500 || error.status === 409) throw error;
      await markDone(db);
    }
  }
  return fired;
}

/** One pass of the background work; answers how many rows it handled. */
/**
 * Messages of a claimed batch, stored in one transaction that also marks their rows done, so each is stored
 * exactly once however the process fares; the realtime push follows the commit.
 */
async function deliverMessages(
  services: AppServices,
  rows: { id: string; payload: string }[],
): Promise<number> {
  if (!rows.length) return 0;
  const now = services.clock.now();
  const written = await services.db.transaction().execute(async (trx) => {
    const stored: WrittenMessage[] = [];
    for (const row of rows) {
      const message = JSON.parse(row.payload) as OutboxMessage;
      const one = await writeSystemMessage(trx, { ...message, id: row.id }, now);
      if (one && !one.repeated) stored.push(one);
    }
    await outboxDone(
      trx,
      rows.map((row) => row.id),
      WORKER,
      now,
    );
    return stored;
  });
  const ctx = systemContext(services, 'workflow');
  for (const message of written) await pushSystemMessage(ctx, message);
  return rows.length;
}

/** One pass of the background work; answers how many rows it handled. */
export async function runWorkflowWork(
  services: AppServices,
  onFailure?: (error: unknown) => void,
): Promise<{ delivered: number; fired: number }> {
  const now = services.clock.now();
  const fired = await fireTimers(services, now);
  let delivered = 0;
  for (;;) {
    const rows = await claimOutbox(services.db, WORKER, services.clock.now());
    if (!rows.length) break;
    try {
      delivered += await deliverMessages(
        services,
        rows.filter((row) => row.kind === 'message'),
      );
    } catch (error) {
      // kept under their lease: claimed again when it ends, up to MAX_ATTEMPTS times
      onFailure?.(error);
    }
    for (const row of rows.filter((one) => one.kind !== 'message')) {
      try {
        await deliverOutboxRow(services, row);
        await outboxDone(services.db, row.id, WORKER, services.clock.now());
        delivered++;
      } catch (error) {
        onFailure?.(error);
      }
    }
  }
  return { delivered, fired };
}
