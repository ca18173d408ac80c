import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
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

// long enough for the slowest delivery (an SMTP send gives up after 10 s), short enough that a crash delays little
export const LEASE_MS = 15_000;
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

/**
 * Claims up to `limit` rows nobody holds, in one conditional UPDATE (a row another process claimed in the
 * meantime fails its condition), then reads back the rows this lease names.
 */
export async function claimOutbox(db: Db, owner: string, now: number, limit = 50) {
  const free = (eb: ExpressionBuilder<Database, 'flowOutbox'>) =>
    eb.and([
      eb('doneTime', 'is', null),
      eb('attempts', '<', MAX_ATTEMPTS),
      eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]),
    ]);
  const until = now + LEASE_MS;
  const claimed = await db
    .updateTable('flowOutbox')
    .set((eb) => ({ leaseOwner: owner, leaseUntil: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('flowOutbox').select('id').where(free).orderBy('creatorTime').limit(limit),
    )
    .where(free)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return [];
  return db
    .selectFrom('flowOutbox')
    .selectAll()
    .where('leaseOwner', '=', owner)
    .where('leaseUntil', '=', until)
    .where('doneTime', 'is', null)
    .orderBy('creatorTime')
    .execute();
}

export async function outboxDone(
  db: Db | Tx,
  ids: string | string[],
  owner: string,
  now: number,
): Promise<void> {
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.length) return;
  await db
    .updateTable('flowOutbox')
    .set({ doneTime: now })
    .where('id', 'in', list)
    .where('leaseOwner', '=', owner)
    .execute();
}
