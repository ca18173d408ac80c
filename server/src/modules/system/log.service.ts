import type { Db } from '../../db/database.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { contains } from '../../platform/query.js';

const DAY_MS = 86_400_000;

/** Whole days, as the original's log filter: the end day is included. */
export async function listLogs(
  db: Db,
  category: number,
  query: PageQuery & { startTime?: number; endTime?: number },
) {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = db.selectFrom('baseSysLog').where('category', '=', category);
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
    .select([
      'id',
      'category',
      'userId',
      'userName',
      'ipAddress',
      'ipAddressName',
      'requestUrl',
      'requestMethod',
      'requestStatus',
      'requestDuration',
      'abstracts',
      'json',
      'platForm',
      'browser',
      'loginMark',
      'creatorTime',
    ])
    .orderBy('creatorTime', query.sort === 'asc' ? 'asc' : 'desc')
    .orderBy('id', query.sort === 'asc' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list, pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export async function deleteLogs(db: Db, ids: string[]): Promise<void> {
  await db.deleteFrom('baseSysLog').where('id', 'in', ids).execute();
}
