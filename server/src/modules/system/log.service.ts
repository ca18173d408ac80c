import type { Db } from '../../db/database.js';
import { ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { DAY_MS, startOfDay } from '../../platform/day-range.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { LOG_COLUMNS } from '../../platform/logs/log-columns.js';
import { contains } from '../../platform/query.js';

export interface LogFilter {
  keyword?: string;
  /** epoch ms of any moment in the first day */
  startTime?: number;
  /** epoch ms of any moment in the last day (included) */
  endTime?: number;
  userId?: string;
}

/**
 * The rows of one category a filter keeps. Whole days, as the original's log filter: the end day is
 * included, days in the server's clock. The keyword matches the user, IP, URL, module and summary.
 */
export function filteredLogs(db: Db, category: number, filter: LogFilter) {
  if (filter.startTime != null && filter.endTime != null && filter.endTime < filter.startTime)
    throw badRequest('log.rangeReversed');
  let base = db.selectFrom('baseSysLog').where('category', '=', category);
  if (filter.userId != null) base = base.where('userId', '=', filter.userId);
  if (filter.keyword) {
    const keyword = filter.keyword;
    base = base.where((eb) =>
      eb.or(
        ['userName', 'ipAddress', 'requestUrl', 'moduleName', 'abstracts'].map((c) =>
          contains(eb.ref(c as 'userName'), keyword),
        ),
      ),
    );
  }
  if (filter.startTime != null) base = base.where('creatorTime', '>=', startOfDay(filter.startTime));
  if (filter.endTime != null) base = base.where('creatorTime', '<', startOfDay(filter.endTime) + DAY_MS);
  return base;
}

/**
 * One page of a category's rows, newest first unless `sort` says 'asc'; `userId` keeps one user's rows.
 * The query behind the 系统日志 screen and the personal centre's own log.
 */
export async function listLogs(db: Db, category: number, query: PageQuery & LogFilter, lang: Lang) {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  const base = filteredLogs(db, category, query);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const list = await base
    .select(LOG_COLUMNS)
    .orderBy('creatorTime', query.sort === 'asc' ? 'asc' : 'desc')
    .orderBy('id', query.sort === 'asc' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  // Place names are worked out when read, so each reader sees them in their own language.
  const named = list.map((row) => ({
    ...row,
    ipAddressName: row.ipAddress ? ipPlaceName(row.ipAddress, lang) : '',
  }));
  return { list: named, pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

/** GET Log/{type}: the 系统日志 screen's page, every user's rows. */
export function listSystemLogs(ctx: RequestContext, category: number, query: PageQuery & LogFilter) {
  return listLogs(ctx.services.db, category, query, ctx.lang);
}

/** The acting user's own rows of a category, newest first (the personal centre's log tab). */
export function listOwnLogs(
  ctx: RequestContext,
  category: number,
  query: PageQuery & Omit<LogFilter, 'userId'>,
) {
  return listLogs(ctx.services.db, category, { ...query, sort: 'desc', userId: ctx.user.id }, ctx.lang);
}

/** How many rows the filter keeps (the export says it before streaming; it also refuses a bad filter). */
export async function countLogs(ctx: RequestContext, category: number, filter: LogFilter): Promise<number> {
  const [{ total }] = await filteredLogs(ctx.services.db, category, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  return Number(total);
}

/**
 * The filtered rows newest first, a batch at a time: each batch continues after the last row of the one
 * before (time, then id), so no offset is scanned again and no more than one batch is in memory.
 */
export async function* logBatches(db: Db, category: number, filter: LogFilter, size = 1000) {
  let after: { time: number; id: string } | null = null;
  for (;;) {
    let query = filteredLogs(db, category, filter);
    if (after) {
      const { time, id } = after;
      query = query.where((eb) =>
        eb.or([eb('creatorTime', '<', time), eb.and([eb('creatorTime', '=', time), eb('id', '<', id)])]),
      );
    }
    const rows = await query
      .select(LOG_COLUMNS)
      .orderBy('creatorTime', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { time: Number(last.creatorTime), id: last.id };
  }
}

export async function deleteLogs(ctx: RequestContext, ids: string[]): Promise<void> {
  await ctx.services.db.deleteFrom('baseSysLog').where('id', 'in', ids).execute();
}

/** How many days logs are kept (the logRetentionDays setting; 0 keeps them forever). */
export async function logRetention(ctx: RequestContext): Promise<{ days: number }> {
  return { days: (await ctx.services.settings.get()).logRetentionDays };
}
