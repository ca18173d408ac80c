import {
  type MessageCounts,
  type MessageDetail,
  type MessageItem,
  MessageType,
  type Paged,
  type ReadFlag,
} from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { contains } from '../../platform/query.js';
import { authorName } from './notice.service.js';

/**
 * The message centre (站内消息, /messageRecord and the header drawer): a user's own copies of notices
 * and system messages, reached through their receive rows (server-facts §9). Every query is bound to
 * the id of the context's user, so nobody can read, mark or delete another user's copy.
 */

export interface InboxQuery extends PageQuery {
  type?: number;
}

const inbox = (db: Db, userId: string) =>
  db
    .selectFrom('baseMessageReceive as r')
    .innerJoin('baseMessage as m', 'm.id', 'r.messageId')
    .leftJoin('baseUser as u', 'u.id', 'm.creatorUserId')
    .where('r.userId', '=', userId)
    .where('m.deleteMark', 'is', null);

const ITEM = [
  'm.id',
  'm.title',
  'm.type',
  'm.releaseTime',
  'm.creatorTime',
  'r.isRead',
  'u.realName',
  'u.account',
] as const;

type Stored = {
  id: string;
  title: string;
  type: number;
  releaseTime: number | null;
  creatorTime: number;
  isRead: number;
  realName: string | null;
  account: string | null;
};

function itemOf(r: Stored): MessageItem {
  return {
    id: r.id,
    title: r.title,
    type: Number(r.type),
    creatorUser: authorName(r),
    lastModifyTime: Number(r.releaseTime ?? r.creatorTime),
    isRead: (Number(r.isRead) === 1 ? '1' : '0') as ReadFlag,
  };
}

/** GET /api/message: my messages, newest first (sort=asc for oldest first), keyword in the title, by type. */
export async function listMyMessages(ctx: RequestContext, query: InboxQuery): Promise<Paged<MessageItem>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = inbox(ctx.services.db, ctx.user.id);
  if (query.type !== undefined) base = base.where('m.type', '=', query.type);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) base = base.where((eb) => contains(sql`lower(${eb.ref('m.title')})`, keyword));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const direction = query.sort === 'asc' ? 'asc' : 'desc';
  const rows = await base
    .select(ITEM)
    .orderBy('m.releaseTime', direction)
    .orderBy('m.id', direction)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(itemOf), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

/**
 * GET /api/message/ReadInfo/{id}: my copy with its body; marks it read (isRead 1, the first read
 * time kept, readCount + 1) in one UPDATE so concurrent opens count every read.
 */
export async function readMessage(ctx: RequestContext, id: string): Promise<MessageDetail> {
  const { db } = ctx.services;
  const userId = ctx.user.id;
  const row = await inbox(db, userId)
    .select([...ITEM, 'm.bodyText'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('message.notFound');
  await db
    .updateTable('baseMessageReceive')
    .set((eb) => ({
      isRead: 1,
      readTime: eb.fn.coalesce('readTime', eb.val(ctx.clock.now())),
      readCount: eb('readCount', '+', 1),
    }))
    .where('userId', '=', userId)
    .where('messageId', '=', id)
    .execute();
  // The body is what this reader sees now; the flag says whether it was unread before this call.
  return { ...itemOf(row), bodyText: row.bodyText ?? '' };
}

/** POST /api/message/Actions/ReadAll: every unread copy of mine becomes read. */
export async function readAllMessages(ctx: RequestContext): Promise<{ count: number }> {
  const result = await ctx.services.db
    .updateTable('baseMessageReceive')
    .set({ isRead: 1, readTime: ctx.clock.now() })
    .where('userId', '=', ctx.user.id)
    .where('isRead', '=', 0)
    .executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/**
 * DELETE /api/message/Record {ids}: removes my copies of these messages (the messages stay for
 * everyone else). An id that is not in my messages refuses the whole request and nothing is deleted.
 */
export async function deleteMyMessages(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<{ count: number }> {
  const userId = ctx.user.id;
  const wanted = [...new Set(ids)];
  return ctx.services.db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('baseMessageReceive')
      .select('messageId')
      .where('userId', '=', userId)
      .where('messageId', 'in', wanted)
      .execute();
    const missing = wanted.length - mine.length;
    if (missing > 0) throw new AppError(404, 404, 'message.notInInbox', { count: missing });
    const result = await trx
      .deleteFrom('baseMessageReceive')
      .where('userId', '=', userId)
      .where('messageId', 'in', wanted)
      .executeTakeFirst();
    return { count: Number(result.numDeletedRows) };
  });
}

/** Unread notices and other messages of a user, and the latest title of each, for initMessage. */
export async function messageCounts(db: Db, userId: string): Promise<MessageCounts> {
  // One pass over my unread copies; the type literal is inlined so both dialects see one expression.
  const unread = await inbox(db, userId)
    .where('r.isRead', '=', 0)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      sql<number>`coalesce(sum(case when ${sql.ref('m.type')} = ${sql.lit(MessageType.notice)} then 1 else 0 end), 0)`.as(
        'notices',
      ),
    ])
    .executeTakeFirstOrThrow();
  const notices = Number(unread.notices);
  const latest = async (notice: boolean) => {
    const row = await inbox(db, userId)
      .select('m.title')
      .where('m.type', notice ? '=' : '!=', MessageType.notice)
      .orderBy('m.releaseTime', 'desc')
      .orderBy('m.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.title ?? '';
  };
  return {
    unreadNoticeCount: notices,
    unreadMessageCount: Number(unread.all) - notices,
    noticeDefaultText: await latest(true),
    messageDefaultText: await latest(false),
  };
}
