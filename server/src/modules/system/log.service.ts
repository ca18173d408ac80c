import type { Db } from '../../db/database.js';
import { ipPlaceName } from '../../platform/client-info.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { LOG_COLUMNS } from '../../platform/logs/log-columns.js';
import { contains } from '../../platform/query.js';

const DAY_MS = 86_400_000;

/**
 * Whole days, as the original's log filter: the end day is included. `userId` keeps one user's rows
 * (the personal centre's own log).
 */
export async function listLogs(
  db: Db,
  category: number,
  query: PageQuery & { startTime?: number; endTime?: number; userId?: string },
  lang: Lang,
) {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = db.selectFrom('baseSysLog').where('category', '=', category);
  if (query.userId != null) base = base.where('userId', '=', query.userId);
  if (query.keyword) {
    const keyword = query.keyword;
    base = base.where((eb) =>
      eb.or(
        ['userName', 'ipAddress', 'requestUrl', 'abstracts'].map((c) =>
          contains(eb.ref(c as 'userName'), keyword),
        ),
      ),
    );
  }
  if (query.startTime != null) base = base.where('creatorTime', '>=', startOfDay(query.startTime));
  if (query.endTime != null) base = base.where('creatorTime', '<', startOfDay(query.endTime) + DAY_MS);
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

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export async function deleteLogs(db: Db, ids: string[]): Promise<void> {
  await db.deleteFrom('baseSysLog').where('id', 'in', ids).execute();
}
