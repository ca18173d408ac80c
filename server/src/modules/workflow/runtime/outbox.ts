import type { Db } from '../../../db/database.js';
import { newId } from '../../../platform/ids.js';
import type { Tx } from './flow-command.js';
import type { FlowOutboxTable } from './runtime.tables.js';

/**
 * The outbox (decision 078): side effects are rows written in the transaction of the command that caused
 * them, so a rolled-back command sends nothing and a committed one cannot lose its messages. Workers claim
 * rows with a lease; a process that dies holding one leaves it to be claimed again when the lease ends.
 */

export interface OutboxMessage {
  fromUserId: string;
  toUserIds: string[];
  title: string;
  body: { type: number; id: string };
}

export const LEASE_MS = 60_000;
/** after this many failed deliveries a row is set aside (kept, with its attempts) */
export const MAX_ATTEMPTS = 8;

export async function enqueue(
  trx: Tx,
  taskId: string,
  now: number,
  kind: FlowOutboxTable['kind'],
  payload: unknown,
): Promise<void> {
  await trx
    .insertInto('flowOutbox')
    .values({ id: newId(), taskId, kind, payload: JSON.stringify(payload), creatorTime: now })
    .execute();
}

/** Claims up to `limit` rows nobody holds; only the rows this call's conditional update won are returned. */
export async function claimOutbox(db: Db, owner: string, now: number, limit = 50) {
  const candidates = await db
    .selectFrom('flowOutbox')
    .select('id')
    .where('doneTime', 'is', null)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .where('attempts', '<', MAX_ATTEMPTS)
    .orderBy('creatorTime')
    .limit(limit)
    .execute();
  const claimed = [];
  for (const { id } of candidates) {
    const won = await db
      .updateTable('flowOutbox')
      .set((eb) => ({ leaseOwner: owner, leaseUntil: now + LEASE_MS, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('doneTime', 'is', null)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
      .executeTakeFirst();
    if (Number(won.numUpdatedRows) !== 1) continue;
    const row = await db.selectFrom('flowOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    claimed.push(row);
  }
  return claimed;
}

export async function outboxDone(db: Db | Tx, id: string, owner: string, now: number): Promise<void> {
  await db
    .updateTable('flowOutbox')
    .set({ doneTime: now })
    .where('id', '=', id)
    .where('leaseOwner', '=', owner)
    .execute();
}
