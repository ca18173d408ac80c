import type { OnlineUserRow } from '@app/common';
import { type Expression, sql } from 'kysely';
import { ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { contains } from '../../platform/query.js';

import type { AppServices } from '../../platform/services.js';

/** Keyword search ignores case on both dialects (PostgreSQL's like does not). */
const lower = (column: Expression<unknown>) => sql<string>`lower(${column})`;

/** Sessions that still answer: not revoked, not idle past the token timeout, of a live enabled user. */
export async function liveSessions(services: AppServices) {
  const { tokenTimeout } = await services.settings.get();
  const since = services.clock.now() - tokenTimeout * 60_000;
  return services.db
    .selectFrom('baseSession as s')
    .innerJoin('baseUser as u', 'u.id', 's.userId')
    .where('s.revokedTime', 'is', null)
    .where('s.lastSeenTime', '>=', since)
    .where('u.deleteMark', 'is', null)
    .where('u.enabledMark', '=', 1);
}

/** The online-user list, newest sign-in first; keyword on the user's name or account. */
export async function listOnlineUsers(ctx: RequestContext, query: PageQuery) {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = await liveSessions(ctx.services);
  if (query.keyword) {
    const keyword = query.keyword;
    base = base.where((eb) =>
      eb.or([
        contains(lower(eb.ref('u.realName')), keyword.toLowerCase()),
        contains(lower(eb.ref('u.account')), keyword.toLowerCase()),
      ]),
    );
  }
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select([
      's.id',
      's.userId',
      'u.realName',
      'u.account',
      's.ipAddress',
      's.device',
      's.creatorTime',
      's.lastSeenTime',
    ])
    .orderBy('s.creatorTime', query.sort === 'asc' ? 'asc' : 'desc')
    .orderBy('s.id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const own = ctx.session.id;
  const list: OnlineUserRow[] = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: row.realName,
    account: row.account,
    ipAddress: row.ipAddress ?? '',
    ipAddressName: row.ipAddress ? ipPlaceName(row.ipAddress, ctx.lang) : '',
    device: row.device ?? '',
    loginTime: row.creatorTime,
    lastActiveTime: row.lastSeenTime,
    isCurrent: row.id === own,
  }));
  return { list, pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

/**
 * Ends the given live sessions: each one's next request answers 602 ("forced offline"). The caller's own
 * session is refused rather than skipped, so nobody signs themselves out by a mis-click. Ids of sessions
 * that already ended are a 404 when none is left to end.
 */
export async function forceOffline(ctx: RequestContext, ids: string[]): Promise<{ count: number }> {
  if (ids.includes(ctx.session.id)) throw badRequest('onlineUser.self');
  const { services } = ctx;
  const live = await (await liveSessions(services))
    .select(['s.id', 's.userId'])
    .where('s.id', 'in', [...new Set(ids)])
    .execute();
  if (!live.length) throw notFound('onlineUser.notFound');
  for (const session of live) await services.sessions.revoke(session.id, 'forced');
  return { count: live.length };
}
