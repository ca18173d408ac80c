import { type MessagePushFrame, MessageType } from '@app/common';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import type { Audience } from '../../platform/realtime/realtime.js';

/**
 * How a message reaches its readers: one receive row per recipient (their copy, with its read state),
 * then a messagePush frame on the realtime channel so open tabs raise their badge at once. Notices
 * (release) and system messages from other modules (sendSystemMessage) share it.
 */

type Tx = Transaction<Database> | Db;

/** Users per INSERT … SELECT: each statement stays short, so a release to 100,000 users never holds the database long. */
const RELEASE_BATCH = 5000;
/** Recipients per INSERT … VALUES of a system message (2 bound values a row, far under either dialect's limit). */
const VALUES_BATCH = 500;

/**
 * Gives every non-deleted user a receive row of the message, in key ranges of RELEASE_BATCH users,
 * each range one INSERT … SELECT so no user id passes through the server. Returns how many rows.
 */
export async function deliverToEveryone(trx: Tx, messageId: string): Promise<number> {
  const live = () => trx.selectFrom('baseUser').where('deleteMark', 'is', null);
  let after: string | null = null;
  let total = 0;
  for (;;) {
    // The last id of this range; none when fewer than RELEASE_BATCH users remain.
    const boundary: { id: string } | undefined = await live()
      .select('id')
      .$if(after !== null, (q) => q.where('id', '>', after as string))
      .orderBy('id')
      .offset(RELEASE_BATCH - 1)
      .limit(1)
      .executeTakeFirst();
    const upper: string | null = boundary?.id ?? null;
    const result = await trx
      .insertInto('baseMessageReceive')
      .columns(['userId', 'messageId'])
      .expression(
        live()
          .select(['id', sql<string>`cast(${messageId} as varchar(50))`.as('messageId')])
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .$if(upper !== null, (q) => q.where('id', '<=', upper as string)),
      )
      .executeTakeFirst();
    total += Number(result.numInsertedOrUpdatedRows ?? 0);
    if (upper === null) return total;
    after = upper;
  }
}

/** Receive rows for these users (already checked to exist), in batches. */
async function deliverToUsers(trx: Tx, messageId: string, userIds: readonly string[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += VALUES_BATCH) {
    const rows = userIds.slice(i, i + VALUES_BATCH).map((userId) => ({ userId, messageId }));
    await trx.insertInto('baseMessageReceive').values(rows).execute();
  }
}

/**
 * Tells the recipients' open tabs (on every server process) that a message arrived. The message is
 * already stored, so a hub that cannot publish (Redis away) does not undo it: the tabs catch up with
 * the next initMessage. Answers whether the push went out.
 */
export async function pushArrival(
  ctx: RequestContext,
  audience: Audience,
  from: { userId: string; title: string; toUserId: string[] },
): Promise<boolean> {
  const frame: MessagePushFrame = {
    method: 'messagePush',
    userId: from.userId,
    toUserId: from.toUserId,
    title: from.title,
    unreadNoticeCount: 1,
  };
  try {
    await ctx.services.realtime.hub.publish(audience, { ...frame });
    return true;
  } catch {
    return false;
  }
}

export interface SystemMessage {
  /** who the message comes from (a user id; shown as its creator) */
  fromUserId: string;
  toUserIds: readonly string[];
  title: string;
  /** stored as JSON; its `type` chooses the page that opens it (2 to-do, 3 circulate, else launch) */
  body: { type: number } & Record<string, unknown>;
  /**
   * the message's id, from a sender that may send it again after a crash (the workflow's outbox): a
   * message already stored under it is not sent a second time
   */
  id?: string;
}

/** A system message stored and not yet pushed: what pushSystemMessage tells the recipients' tabs. */
export interface WrittenMessage {
  id: string;
  fromUserId: string;
  title: string;
  recipients: string[];
  /** stored before under the message's own id (a sender repeating itself after a crash): not pushed again */
  repeated?: boolean;
}

/**
 * Stores a system message (type 2) in the caller's transaction: once, with one receive row per live
 * recipient (unknown or deleted users are skipped). Null when no recipient remained. The workflow writes its
 * messages in the transaction of the step that causes them, so a step that rolls back sends nothing.
 */
export async function writeSystemMessage(
  trx: Tx,
  message: SystemMessage,
  now: number,
): Promise<WrittenMessage | null> {
  const wanted = [...new Set(message.toUserIds)];
  const recipients: string[] = [];
  for (let i = 0; i < wanted.length; i += VALUES_BATCH) {
    const rows = await trx
      .selectFrom('baseUser')
      .select('id')
      .where('deleteMark', 'is', null)
      .where('id', 'in', wanted.slice(i, i + VALUES_BATCH))
      .execute();
    recipients.push(...rows.map((r) => r.id));
  }
  if (recipients.length === 0) return null;
  const id = message.id ?? newId();
  // A message named by its id (an outbox row's) may be sent by two processes at once when a lease ran out:
  // the second insert waits for the first and then writes nothing, and its sender is told it was repeated.
  const inserted = await trx
    .insertInto('baseMessage')
    .values({
      id,
      type: MessageType.system,
      title: message.title,
      bodyText: JSON.stringify(message.body),
      enabledMark: 1,
      releaseTime: now,
      creatorTime: now,
      creatorUserId: message.fromUserId,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
    return { id, fromUserId: message.fromUserId, title: message.title, recipients, repeated: true };
  await deliverToUsers(trx, id, recipients);
  return { id, fromUserId: message.fromUserId, title: message.title, recipients };
}

/** After the message's transaction committed: the recipients' open tabs raise their badge. */
export function pushSystemMessage(ctx: RequestContext, written: WrittenMessage): Promise<boolean> {
  return pushArrival(
    ctx,
    { users: written.recipients },
    { userId: written.fromUserId, title: written.title, toUserId: written.recipients },
  );
}

/**
 * Sends a system message (type 2) to users in a transaction of its own, then pushes it. Returns the message
 * id, or null when no recipient remained. `ctx` is whoever does it (a user's request, or a job's system
 * context); the message names its sender itself (fromUserId).
 */
export async function sendSystemMessage(ctx: RequestContext, message: SystemMessage): Promise<string | null> {
  const written = await ctx.services.db
    .transaction()
    .execute((trx) => writeSystemMessage(trx, message, ctx.clock.now()));
  if (!written) return null;
  if (!written.repeated) await pushSystemMessage(ctx, written);
  return written.id;
}
