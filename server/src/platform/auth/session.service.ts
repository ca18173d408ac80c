import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { sessionError } from '../errors.js';
import type { SettingsService } from '../settings.js';

export type RevokeReason = 'logout' | 'replaced' | 'forced';

/** The signed-in user as every service sees it. */
export interface SessionUser {
  id: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
  language: string | null;
  /** changes whenever the user logs in or is edited; lets callers cache per-user answers */
  stamp: string;
}

export interface ActiveSession {
  /** sha-256 of the token: the sessions table key */
  id: string;
  user: SessionUser;
  createdAt: number;
}

// Sliding expiry is renewed at most once a minute per token, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60_000;
// A looked-up session is trusted for this long before the database is asked again. Revocations made by
// this process take effect at once; those made by another process within this time.
const CACHE_MS = 5_000;
const CACHE_MAX = 50_000;

type SessionRow = Awaited<ReturnType<SessionService['lookup']>> & object;

/** Told which sessions just ended and why (the realtime channel closes their sockets). */
export type RevokeListener = (sessionIds: string[], reason: RevokeReason) => void;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  private readonly cache = new Map<string, { row: SessionRow; session: ActiveSession; at: number }>();
  private readonly revokeListeners: RevokeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  async create(userId: string, ip: string, device: string): Promise<{ token: string; id: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    const now = this.clock.now();
    await this.db
      .insertInto('baseSession')
      .values({
        id,
        userId,
        ipAddress: ip,
        device: device.slice(0, 200),
        creatorTime: now,
        lastSeenTime: now,
      })
      .execute();
    return { token, id };
  }

  private lookup(id: string) {
    return this.db
      .selectFrom('baseSession as s')
      .innerJoin('baseUser as u', 'u.id', 's.userId')
      .select([
        's.id',
        's.creatorTime',
        's.lastSeenTime',
        's.revokedReason',
        'u.id as userId',
        'u.account',
        'u.realName',
        'u.isAdministrator',
        'u.language',
        'u.enabledMark',
        'u.deleteMark',
        'u.lastLogTime',
        'u.lastModifyTime',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
  }

  /** The session behind a token, or the 600/601/602 error the client acts on. */
  async resolve(token: string): Promise<ActiveSession> {
    const now = this.clock.now();
    // Keyed by the token itself, so a cached session costs no hashing.
    let entry = this.cache.get(token);
    if (!entry || now - entry.at >= CACHE_MS || now < entry.at) {
      const row = await this.lookup(hashToken(token));
      if (!row) throw sessionError(602, 'auth.invalid');
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      entry = { row, session: activeSession(row), at: now };
      this.cache.set(token, entry);
    }
    const { row } = entry;
    if (row.revokedReason === 'replaced') throw sessionError(601, 'auth.replaced');
    if (row.revokedReason === 'forced') throw sessionError(602, 'auth.forced');
    if (row.revokedReason) throw sessionError(602, 'auth.invalid');
    if (row.deleteMark != null || row.enabledMark !== 1) throw sessionError(602, 'auth.invalid');
    const { tokenTimeout } = await this.settings.get();
    if (now - row.lastSeenTime > tokenTimeout * 60_000) throw sessionError(600, 'auth.expired');
    if (now - row.lastSeenTime > TOUCH_EVERY_MS) {
      await this.db.updateTable('baseSession').set({ lastSeenTime: now }).where('id', '=', row.id).execute();
      row.lastSeenTime = now;
    }
    return entry.session;
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    this.forget((row) => row.id === sessionId);
    const result = await this.db
      .updateTable('baseSession')
      .set({ revokedTime: this.clock.now(), revokedReason: reason })
      .where('id', '=', sessionId)
      .where('revokedTime', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) this.revoked([sessionId], reason);
  }

  /** Signs out every other live session of a user (single login, password change). */
  async revokeOthers(userId: string, keepSessionId: string, reason: RevokeReason): Promise<number> {
    this.forgetUser(userId);
    const ended = await this.db
      .updateTable('baseSession')
      .set({ revokedTime: this.clock.now(), revokedReason: reason })
      .where('userId', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revokedTime', 'is', null)
      .returning('id')
      .execute();
    if (ended.length)
      this.revoked(
        ended.map((row) => row.id),
        reason,
      );
    return ended.length;
  }

  onRevoked(listener: RevokeListener): void {
    this.revokeListeners.push(listener);
  }

  private revoked(sessionIds: string[], reason: RevokeReason): void {
    for (const listener of this.revokeListeners) listener(sessionIds, reason);
  }

  /**
   * The looked-up sessions held here, for the 缓存管理 screen (cache-registry.ts): keyed by a short
   * fingerprint of the session id, never by the token.
   */
  cachedEntries(): ReadonlyMap<string, unknown> {
    const entries = new Map<string, unknown>();
    for (const { session } of this.cache.values())
      entries.set(`${session.user.account} · ${session.id.slice(0, 8)}`, session);
    return entries;
  }

  /** Forgets every looked-up session; each token's next request reads the database again. */
  clearCache(): void {
    this.cache.clear();
  }

  /** Makes the next request of each of the user's sessions read the database (user disabled, edited...). */
  forgetUser(userId: string): void {
    this.forget((row) => row.userId === userId);
  }

  private forget(matches: (row: SessionRow) => boolean): void {
    for (const [token, entry] of this.cache) if (matches(entry.row)) this.cache.delete(token);
  }

  /**
   * Drops sessions unused for `olderThanMs`: long expired or revoked. Until then a revoked token still
   * answers 601 or 602 with its reason; afterwards it is simply unknown (602).
   */
  async purge(olderThanMs: number): Promise<number> {
    const cutoff = this.clock.now() - olderThanMs;
    const result = await this.db
      .deleteFrom('baseSession')
      .where('lastSeenTime', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function activeSession(row: SessionRow): ActiveSession {
  return {
    id: row.id,
    createdAt: row.creatorTime,
    user: {
      id: row.userId,
      account: row.account,
      realName: row.realName,
      isAdministrator: row.isAdministrator === 1,
      language: row.language,
      stamp: `${row.lastLogTime}:${row.lastModifyTime}`,
    },
  };
}
