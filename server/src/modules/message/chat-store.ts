import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ImContentTable, ImReplyTable } from './message.tables.js';

/** One chat message as stored: its row, and the new latest line of its sender → receiver conversation. */
export interface ChatWrite {
  row: Insertable<ImContentTable>;
  reply: Insertable<ImReplyTable>;
}

const pairOf = (reply: Insertable<ImReplyTable>) => `${reply.userId}\u0000${reply.receiveUserId}`;

/**
 * PostgreSQL, one message: one statement, one round trip (the insert runs as a data-modifying CTE beside
 * the upsert). Commits happen on the database server, not on this event loop, so nothing is grouped here.
 */
export async function storeChatMessage(db: Db, { row, reply }: ChatWrite): Promise<void> {
  await db
    .with('stored', (q) => q.insertInto('baseImContent').values(row))
    .insertInto('baseImReply')
    .values(reply)
    .onConflict((oc) =>
      oc.columns(['userId', 'receiveUserId']).doUpdateSet({
        receiveTime: reply.receiveTime,
        latestMessage: reply.latestMessage,
        messageType: reply.messageType,
      }),
    )
    .execute();
}

/**
 * SQLite, several messages in ONE transaction: one multi-row insert of the messages and one multi-row
 * upsert of the conversations' latest lines. A conversation that appears more than once keeps its last
 * message (writes come in arrival order), as one upsert per message did; each conversation appears once
 * in the upsert, so the statement would also be valid on PostgreSQL.
 */
export async function storeChatBatch(db: Db, writes: readonly ChatWrite[]): Promise<void> {
  const latest = new Map<string, Insertable<ImReplyTable>>();
  for (const { reply } of writes) {
    const pair = pairOf(reply);
    // The row id of a new conversation stays the first message's, as when the first upsert inserted it.
    const first = latest.get(pair);
    latest.set(pair, first ? { ...reply, id: first.id } : reply);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('baseImContent')
      .values(writes.map((w) => w.row))
      .execute();
    await trx
      .insertInto('baseImReply')
      .values([...latest.values()])
      .onConflict((oc) =>
        oc.columns(['userId', 'receiveUserId']).doUpdateSet((eb) => ({
          receiveTime: eb.ref('excluded.receiveTime'),
          latestMessage: eb.ref('excluded.latestMessage'),
          messageType: eb.ref('excluded.messageType'),
        })),
      )
      .execute();
  });
}
