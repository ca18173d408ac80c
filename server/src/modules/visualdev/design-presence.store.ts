import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, Millis } from '../../db/schema.js';
import { avatarOrDefault } from '../../platform/files/avatar-url.js';

/** A socket that has a design open in the designer, written and refreshed by the process holding the socket. */
export interface VisualdevPresenceTable {
  socketId: string;
  visualdevId: string;
  processId: string;
  userId: string;
  openedAt: Millis;
  /** the last time its process said it still holds the socket; rows older than PRESENCE_TTL_MS are gone */
  seenAt: Millis;
}

/** Raised with every change of a design's editors, so a client keeps the newest list it received. */
export interface VisualdevPresenceRevisionTable {
  visualdevId: string;
  revision: number;
}

declare module '../../db/schema.js' {
  interface Database {
    baseVisualdevPresence: VisualdevPresenceTable;
    baseVisualdevPresenceRevision: VisualdevPresenceRevisionTable;
  }
}

/** A process refreshes its rows this often; a row not refreshed for PRESENCE_TTL_MS belongs to a process gone. */
export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;

/** One person in a design's list: a user with two tabs on the design is listed once, since the first. */
export interface DesignEditor {
  userId: string;
  name: string;
  account: string;
  avatar: string;
  since: Millis;
}

export interface DesignEditorsFrame {
  method: 'DesignEditors';
  designId: string;
  revision: number;
  editors: DesignEditor[];
  [field: string]: unknown;
}

/**
 * Makes a change to a design's rows and reads its list after it, in one transaction that first raises the
 * design's revision: the raise locks the design's revision row (PostgreSQL) or the database (SQLite), so two
 * processes changing one design's editors take turns, and the list with the higher revision is the later one.
 */
export async function changeEditors(
  db: Db,
  designId: string,
  now: Millis,
  change: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<DesignEditorsFrame> {
  return db.transaction().execute(async (trx) => {
    const { revision } = await trx
      .insertInto('baseVisualdevPresenceRevision')
      .values({ visualdevId: designId, revision: 1 })
      .onConflict((oc) =>
        oc
          .column('visualdevId')
          .doUpdateSet((eb) => ({ revision: eb('baseVisualdevPresenceRevision.revision', '+', 1) })),
      )
      .returning('revision')
      .executeTakeFirstOrThrow();
    await change(trx);
    const rows = await trx
      .selectFrom('baseVisualdevPresence as p')
      .innerJoin('baseUser as u', 'u.id', 'p.userId')
      .select(['p.userId', 'u.realName', 'u.account', 'u.headIcon'])
      .select((eb) => eb.fn.min('p.openedAt').as('since'))
      .where('p.visualdevId', '=', designId)
      .where('p.seenAt', '>=', now - PRESENCE_TTL_MS)
      .groupBy(['p.userId', 'u.realName', 'u.account', 'u.headIcon'])
      .execute();
    const editors = rows
      .map((row) => ({
        userId: row.userId,
        name: row.realName,
        account: row.account,
        avatar: avatarOrDefault(row.headIcon),
        since: Number(row.since),
      }))
      .sort((a, b) => a.since - b.since || a.userId.localeCompare(b.userId));
    return { method: 'DesignEditors', designId, revision: Number(revision), editors };
  });
}

/** The socket's row for the design, written anew (a repeated open keeps its first time). */
export const openRow = (trx: Transaction<Database>, row: VisualdevPresenceTable) =>
  trx
    .insertInto('baseVisualdevPresence')
    .values(row)
    .onConflict((oc) => oc.columns(['socketId', 'visualdevId']).doUpdateSet({ seenAt: row.seenAt }))
    .execute();

export const closeRow = (trx: Transaction<Database>, socketId: string, designId: string) =>
  trx
    .deleteFrom('baseVisualdevPresence')
    .where('socketId', '=', socketId)
    .where('visualdevId', '=', designId)
    .execute();

/** Keeps this process's rows alive and deletes those of processes that stopped refreshing theirs. */
export async function refreshRows(db: Db, processId: string, now: Millis): Promise<string[]> {
  await db
    .updateTable('baseVisualdevPresence')
    .set({ seenAt: now })
    .where('processId', '=', processId)
    .execute();
  const gone = await db
    .deleteFrom('baseVisualdevPresence')
    .where('seenAt', '<', now - PRESENCE_TTL_MS)
    .returning('visualdevId')
    .execute();
  return [...new Set(gone.map((row) => row.visualdevId))];
}

/** Deletes every row of this process (it is stopping) and answers the designs they were on. */
export async function dropProcessRows(db: Db, processId: string): Promise<string[]> {
  const gone = await db
    .deleteFrom('baseVisualdevPresence')
    .where('processId', '=', processId)
    .returning('visualdevId')
    .execute();
  return [...new Set(gone.map((row) => row.visualdevId))];
}
