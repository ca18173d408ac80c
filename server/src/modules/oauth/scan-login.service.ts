import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { LoginResult, ScanPoll, ScanRequester, ScanTicket } from '@app/common';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { type ClientInfo, ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, notFound, tooMany } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { LOGIN_USER_COLUMNS, openSession } from './login.service.js';
import type { LoginTicketTable } from './oauth.tables.js';

/**
 * Scan login (SPEC §2.4): a desktop asks for a ticket and shows it as a QR code; a signed-in user opens
 * it, sees which computer asks, and approves; the desktop's next poll receives a session of that user.
 */

/** How long a QR code can be scanned and approved. */
export const TICKET_TTL_MS = 2 * 60_000;
/** After approval the desktop collects its token within this time, even when the code has run out meanwhile. */
const COLLECT_GRACE_MS = 60_000;
/** Tickets one address may ask for in a minute (a login screen asks for one every two minutes). */
export const TICKETS_PER_IP_PER_MINUTE = 30;
const PURGE_AFTER_MS = 60 * 60_000;

const gone = (key: MessageKey) => new AppError(410, 410, key);
const conflict = (key: MessageKey) => new AppError(409, 409, key);
const ticketId = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

// The token waits for the desktop in the ticket row, encrypted under the server secret: sessions are
// stored by hash only, and a copy of the database must not hand out live tokens either.
const keyOf = (secret: string) => createHash('sha256').update(`scan-login:${secret}`).digest();

function seal(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A desktop's login screen asks for a code to show (anonymous caller, limited per address). */
export async function createTicket(ctx: RequestContext, client: ClientInfo): Promise<ScanTicket> {
  const { db } = ctx.services;
  const now = ctx.clock.now();
  const recent = await db
    .selectFrom('baseLoginTicket')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ipAddress', '=', client.ip)
    .where('creatorTime', '>', now - 60_000)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= TICKETS_PER_IP_PER_MINUTE) throw tooMany('scanLogin.tooMany');

  await db
    .deleteFrom('baseLoginTicket')
    .where('creatorTime', '<', now - PURGE_AFTER_MS)
    .execute();
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = now + TICKET_TTL_MS;
  await db
    .insertInto('baseLoginTicket')
    .values({
      id: ticketId(ticket),
      status: 'waiting',
      ipAddress: client.ip,
      userAgent: client.userAgent,
      browser: client.browser.slice(0, 100),
      os: client.os.slice(0, 100),
      creatorTime: now,
      expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

function findTicket(db: Db, ticket: string) {
  return db.selectFrom('baseLoginTicket').selectAll().where('id', '=', ticketId(ticket)).executeTakeFirst();
}

type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/**
 * The desktop's poll. The first poll after approval, from the address that asked for the ticket,
 * receives the token and uses the ticket up; any later poll sees 'confirmed' without a token.
 */
export async function pollTicket(ctx: RequestContext, ticket: string, client: ClientInfo): Promise<ScanPoll> {
  const { db, config } = ctx.services;
  const row = await findTicket(db, ticket);
  if (!row) throw notFound('scanLogin.notFound');
  const now = ctx.clock.now();
  switch (row.status) {
    case 'cancelled':
      return { status: 'cancelled' };
    case 'consumed':
      return { status: 'confirmed' };
    case 'confirmed': {
      if (now >= row.expiresAt + COLLECT_GRACE_MS || !row.token) return { status: 'expired' };
      // Someone who photographed the code sees the outcome, not the session.
      if (row.ipAddress !== client.ip) return { status: 'confirmed' };
      const taken = await db
        .updateTable('baseLoginTicket')
        .set({ status: 'consumed', token: null })
        .where('id', '=', row.id)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return { status: 'confirmed' };
      return {
        status: 'confirmed',
        token: unseal(config.secret, row.token),
        theme: row.theme ?? 'classic',
      };
    }
    default:
      if (now >= row.expiresAt) return { status: 'expired' };
      // 'confirming' is the moment the session is being opened: still 'scanned' for the desktop.
      return { status: row.status === 'waiting' ? 'waiting' : 'scanned' };
  }
}

/** Refuses a ticket that can no longer be acted on, with the reason the approver should read. */
function assertOpen(row: TicketRow | undefined, userId: string, now: number): asserts row is TicketRow {
  if (!row) throw notFound('scanLogin.notFound');
  if (row.status === 'cancelled') throw gone('scanLogin.cancelled');
  if (row.status !== 'waiting' && row.status !== 'scanned') throw gone('scanLogin.used');
  if (now >= row.expiresAt) throw gone('scanLogin.expired');
  if (row.status === 'scanned' && row.userId !== userId) throw conflict('scanLogin.taken');
}

/**
 * Moves a ticket on only while it is still open to this user (waiting, or scanned by them), so two
 * users racing for one code cannot both win; true when it moved.
 */
async function moveIfOpen(
  db: Db,
  id: string,
  userId: string,
  values: Updateable<LoginTicketTable>,
): Promise<boolean> {
  const moved = await db
    .updateTable('baseLoginTicket')
    .set(values)
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([eb('status', '=', 'scanned'), eb('userId', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** A signed-in user opened the code: the desktop shows 'scanned', the user sees who asks. */
export async function scanTicket(ctx: RequestContext, ticket: string): Promise<ScanRequester> {
  const { db } = ctx.services;
  const { user } = ctx;
  const now = ctx.clock.now();
  const row = await findTicket(db, ticket);
  assertOpen(row, user.id, now);
  const marked = await moveIfOpen(db, row.id, user.id, {
    status: 'scanned',
    userId: user.id,
    scannedTime: now,
  });
  // Another user got there between the read and the write.
  if (!marked) assertOpen(await findTicket(db, ticket), user.id, now);
  const ip = row.ipAddress ?? '';
  return {
    ip,
    ipPlace: ipPlaceName(ip, ctx.lang),
    browser: row.browser ?? '',
    os: row.os ?? '',
    requestedAt: row.creatorTime,
    expiresAt: row.expiresAt,
  };
}

/**
 * The user who scanned approves: a session of theirs is opened for the desktop through the same steps
 * as a password login (disabled, no menus, single login, login log), then waits for its poll.
 */
export async function confirmTicket(ctx: RequestContext, ticket: string): Promise<void> {
  const { db, config } = ctx.services;
  const { user } = ctx;
  const now = ctx.clock.now();
  const row = await findTicket(db, ticket);
  assertOpen(row, user.id, now);
  if (row.status === 'waiting') throw conflict('scanLogin.notScanned');
  // Claimed first, so a double click opens one session, not two.
  const claimed = await db
    .updateTable('baseLoginTicket')
    .set({ status: 'confirming', confirmedTime: now })
    .where('id', '=', row.id)
    .where('status', '=', 'scanned')
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    assertOpen(await findTicket(db, ticket), user.id, now);
    throw gone('scanLogin.used');
  }

  let result: LoginResult;
  try {
    const approver = await db
      .selectFrom('baseUser')
      .select(LOGIN_USER_COLUMNS)
      .where('id', '=', user.id)
      .where('deleteMark', 'is', null)
      .executeTakeFirstOrThrow();
    result = await openSession(ctx, approver, {
      via: 'scan',
      client: {
        ip: row.ipAddress ?? '',
        userAgent: row.userAgent ?? '',
        browser: row.browser ?? '',
        os: row.os ?? '',
      },
    });
  } catch (error) {
    // The desktop learns that this attempt is over; the approver reads why.
    await db.updateTable('baseLoginTicket').set({ status: 'cancelled' }).where('id', '=', row.id).execute();
    throw error;
  }
  await db
    .updateTable('baseLoginTicket')
    .set({ status: 'confirmed', token: seal(config.secret, result.token), theme: result.theme })
    .where('id', '=', row.id)
    .execute();
}

/** The user who scanned (or anyone signed in, before it was scanned) declines. */
export async function cancelTicket(ctx: RequestContext, ticket: string): Promise<void> {
  const { db } = ctx.services;
  const { user } = ctx;
  const row = await findTicket(db, ticket);
  if (row?.status === 'cancelled') return;
  assertOpen(row, user.id, ctx.clock.now());
  if (!(await moveIfOpen(db, row.id, user.id, { status: 'cancelled' }))) {
    const latest = await findTicket(db, ticket);
    if (latest?.status !== 'cancelled') assertOpen(latest, user.id, ctx.clock.now());
  }
}
