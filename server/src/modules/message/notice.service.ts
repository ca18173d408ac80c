import { MessageType } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { dbOf } from '../../platform/resource/resource-query.js';
import { currentRow } from '../../platform/resource/resource-read.js';
import { modifiedBy } from '../../platform/resource/stamps.js';
import { deliverToEveryone, pushArrival } from './message-delivery.js';
import { noticeResource } from './notice.resource.js';

/**
 * 系统公告 (server-facts §9, client-facts §5.4): an administrator writes a notice as a draft
 * (enabledMark 0), may change it while it is a draft, and releases it once (enabledMark 1) to every
 * user. A released notice is read-only: readers have seen it, so a correction is a new notice
 * (docs/decisions/041). The list, the record and the writes are the resource's (notice.resource.ts);
 * the release is here.
 */

export { authorName } from './notice-fields.js';

/**
 * PUT /api/message/{id}/Actions/Release: marks the draft released (one conditional UPDATE, so two
 * releases at once cannot both pass), gives every non-deleted user a copy, then pushes messagePush
 * to everyone connected. Answers how many users received it.
 */
export async function releaseNotice(
  ctx: RequestContext,
  id: string,
): Promise<{ receivers: number; pushed: boolean }> {
  const notice = await currentRow(
    await dbOf(ctx, noticeResource),
    noticeResource,
    await ctx.dataPermission(noticeResource.menu),
    id,
  );
  if (notice.enabledMark !== 0) throw new AppError(409, 409, 'notice.alreadyReleased');
  const stamps = modifiedBy(ctx);
  const { title, receivers } = await ctx.services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('baseMessage')
      .set({ enabledMark: 1, releaseTime: stamps.lastModifyTime, ...stamps })
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
  const pushed = await pushArrival(ctx, { everyone: true }, { userId: ctx.user.id, title, toUserId: [] });
  return { receivers, pushed };
}
