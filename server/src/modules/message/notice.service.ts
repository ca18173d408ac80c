import {
  type Lang,
  MessageType,
  NOTICE_BODY_MAX,
  type NoticeInfo,
  type NoticeInput,
  type NoticeRow,
  type Paged,
} from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import { fieldLabel } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import { createdBy, modifiedBy } from '../../platform/resource/stamps.js';
import { deliverToEveryone, pushArrival } from './message-delivery.js';
import { isBlankHtml, NOTICE_DATA_IMAGE_MAX_CHARS, sanitizeNoticeHtml } from './notice-html.js';

/**
 * 系统公告 (server-facts §9, client-facts §5.4): an administrator writes a notice as a draft
 * (enabledMark 0), may change it while it is a draft, and releases it once (enabledMark 1) to every
 * user. A released notice is read-only: readers have seen it, so a correction is a new notice
 * (docs/decisions/041). Deleting a notice removes every reader's copy.
 */

const notices = (db: Db) =>
  db
    .selectFrom('baseMessage as m')
    .leftJoin('baseUser as u', 'u.id', 'm.creatorUserId')
    .where('m.type', '=', MessageType.notice)
    .where('m.deleteMark', 'is', null);

const ROW = [
  'm.id',
  'm.title',
  'm.creatorTime',
  'm.lastModifyTime',
  'm.enabledMark',
  'm.releaseTime',
  'u.realName',
  'u.account',
] as const;

type Stored = {
  id: string;
  title: string;
  creatorTime: number;
  lastModifyTime: number | null;
  enabledMark: number;
  releaseTime: number | null;
  realName: string | null;
  account: string | null;
};

/** "realName/account", as the product names a message's author. */
export const authorName = (r: { realName: string | null; account: string | null }) =>
  r.account ? `${r.realName ?? ''}/${r.account}` : '';

const num = (v: number | null) => (v === null ? null : Number(v));

function rowOf(r: Stored): NoticeRow {
  return {
    id: r.id,
    title: r.title,
    creatorUser: authorName(r),
    creatorTime: Number(r.creatorTime),
    lastModifyTime: num(r.lastModifyTime),
    enabledMark: Number(r.enabledMark) === 1 ? 1 : 0,
    releaseTime: num(r.releaseTime),
  };
}

/** GET /api/message/Notice: newest first, keyword in the title. */
export async function listNotices(ctx: RequestContext, query: PageQuery): Promise<Paged<NoticeRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = notices(ctx.services.db);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) base = base.where((eb) => contains(sql`lower(${eb.ref('m.title')})`, keyword));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(ROW)
    .orderBy('m.creatorTime', query.sort === 'asc' ? 'asc' : 'desc')
    .orderBy('m.id', query.sort === 'asc' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(rowOf), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

export async function noticeInfo(ctx: RequestContext, id: string): Promise<NoticeInfo> {
  const row = await notices(ctx.services.db)
    .select([...ROW, 'm.bodyText'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('notice.notFound');
  return { ...rowOf(row), bodyText: row.bodyText ?? '' };
}

/** The title trimmed and the body cleaned by the allow-list, or a refusal naming the field. */
function noticeValues(input: NoticeInput, lang: Lang): { title: string; bodyText: string } {
  const title = String(input.title ?? '').trim();
  if (!title) throw fieldError('title', 'validation.required', lang);
  const raw = input.bodyText ?? '';
  const clean = sanitizeNoticeHtml(raw);
  if (clean.largeImage) {
    const size = `${Math.floor((NOTICE_DATA_IMAGE_MAX_CHARS * 3) / 4 / 1024)} KB`;
    throw new AppError(413, 413, 'notice.imageTooLarge', { size });
  }
  // Cleaning never lengthens the editor's output much; the cap keeps a stored body under the request limit.
  if (clean.html.length > NOTICE_BODY_MAX)
    throw new AppError(400, 400, 'validation.maxLength', {
      field: fieldLabel('bodyText', lang),
      limit: NOTICE_BODY_MAX,
    });
  // An editor left empty (or holding only spaces) stores no body at all.
  return { title, bodyText: isBlankHtml(clean.html) ? '' : clean.html };
}

/** POST /api/message: a new draft (type 1, enabledMark 0). */
export async function createNotice(ctx: RequestContext, input: NoticeInput): Promise<{ id: string }> {
  const values = noticeValues(input, ctx.lang);
  const id = newId();
  await ctx.services.db
    .insertInto('baseMessage')
    .values({
      ...values,
      id,
      type: MessageType.notice,
      enabledMark: 0,
      ...createdBy(ctx),
    })
    .execute();
  return { id };
}

async function stateOf(db: Db, id: string): Promise<number> {
  const row = await notices(db).select('m.enabledMark').where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('notice.notFound');
  return Number(row.enabledMark);
}

const releasedReadOnly = () => new AppError(409, 409, 'notice.releasedReadOnly');

/** PUT /api/message/{id}: drafts only. */
export async function updateNotice(ctx: RequestContext, id: string, input: NoticeInput): Promise<void> {
  const current = await noticeInfo(ctx, id);
  const values = noticeValues(keepAbsent(input, current, ['bodyText']), ctx.lang);
  if (current.enabledMark !== 0) throw releasedReadOnly();
  const result = await ctx.services.db
    .updateTable('baseMessage')
    .set({ ...values, ...modifiedBy(ctx) })
    .where('id', '=', id)
    .where('type', '=', MessageType.notice)
    .where('deleteMark', 'is', null)
    // Released between the check and this write: the release wins.
    .where('enabledMark', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw releasedReadOnly();
}

/** DELETE /api/message/{id}: the notice and every reader's copy, in one transaction. */
export async function deleteNotice(ctx: RequestContext, id: string): Promise<void> {
  const { db } = ctx.services;
  await stateOf(db, id);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('baseMessageReceive').where('messageId', '=', id).execute();
    await trx
      .updateTable('baseMessage')
      .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.user.id })
      .where('id', '=', id)
      .execute();
  });
}

/**
 * PUT /api/message/{id}/Actions/Release: marks the draft released (one conditional UPDATE, so two
 * releases at once cannot both pass), gives every non-deleted user a copy, then pushes messagePush
 * to everyone connected. Answers how many users received it.
 */
export async function releaseNotice(
  ctx: RequestContext,
  id: string,
): Promise<{ receivers: number; pushed: boolean }> {
  const { db } = ctx.services;
  const userId = ctx.user.id;
  if ((await stateOf(db, id)) !== 0) throw new AppError(409, 409, 'notice.alreadyReleased');
  const now = ctx.clock.now();
  const { title, receivers } = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('baseMessage')
      .set({ enabledMark: 1, releaseTime: now, lastModifyTime: now, lastModifyUserId: userId })
      .where('id', '=', id)
      .where('type', '=', MessageType.notice)
      .where('deleteMark', 'is', null)
      .where('enabledMark', '=', 0)
      .returning('title')
      .executeTakeFirst();
    if (!claimed) throw new AppError(409, 409, 'notice.alreadyReleased');
    return { title: claimed.title, receivers: await deliverToEveryone(trx, id) };
  });
  // To every socket: every live user received it, and only live users can hold a socket.
  const pushed = await pushArrival(ctx, { everyone: true }, { userId, title, toUserId: [] });
  return { receivers, pushed };
}
