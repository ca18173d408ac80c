import type { DataInterfaceLogRow, Paged } from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { contains } from '../../platform/query.js';
import { DATA_INTERFACE_LOG_CATEGORY } from './data-interface-call.js';

/** GET DataInterfaceLog/{id}: the interface's calls, newest first; keyword matches the user or the IP. */
export async function interfaceLog(
  ctx: RequestContext,
  interfaceId: string,
  query: PageQuery,
): Promise<Paged<DataInterfaceLogRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  // Rows still in the log writer's buffer belong in the answer: a call just made shows at once.
  await ctx.services.logs.flush();
  let base = ctx.services.db
    .selectFrom('baseSysLog')
    .where('objectId', '=', interfaceId)
    .where('category', '=', DATA_INTERFACE_LOG_CATEGORY);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('userName')})`, keyword),
        contains(sql`lower(${eb.ref('userId')})`, keyword),
        contains(eb.ref('ipAddress'), keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select([
      'id',
      'creatorTime',
      'userId',
      'userName',
      'ipAddress',
      'browser',
      'requestDuration',
      'requestMethod',
      'requestStatus',
      'abstracts',
    ])
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      invokTime: Number(r.creatorTime),
      userId: r.userId,
      userName: r.userName,
      invokIp: r.ipAddress,
      invokDevice: r.browser,
      invokWasteTime: Number(r.requestDuration ?? 0),
      invokType: r.requestMethod ?? '',
      result: Number(r.requestStatus) === 200 ? 'ok' : 'failed',
      message: r.abstracts,
    })),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}
