import type { SubordinateNode, UserBelonging } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { avatarOrDefault } from '../../platform/files/avatar-url.js';
import { organizePaths } from './current.service.js';

/**
 * Lookups of the personal centre that the original client makes (decision 065): the 我的下属 tree and what
 * the user belongs to. Like every Current/* call they start from the session's user; an id from the request
 * only ever names someone at or below them.
 */

/** How far up a chain of managers is followed: deeper org charts do not exist, a cycle stops here too. */
const MAX_MANAGER_DEPTH = 50;

/** Whether `userId` is the signed-in user or reports to them, directly or through others. */
async function isAtOrBelowMe(ctx: RequestContext, userId: string): Promise<boolean> {
  const me = ctx.user.id;
  let current: string | null = userId;
  for (let depth = 0; current && depth <= MAX_MANAGER_DEPTH; depth++) {
    if (current === me) return true;
    const row: { managerId: string | null } | undefined = await ctx.services.db
      .selectFrom('baseUser')
      .select('managerId')
      .where('id', '=', current)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    current = row?.managerId ?? null;
  }
  return false;
}

/**
 * GET Subordinate/{id}: '0' answers the user themself, the root of the tree; another id answers the enabled
 * users that id manages, when that id is the user or below them (else the user is not found).
 */
export async function subordinateNodes(ctx: RequestContext, id: string): Promise<SubordinateNode[]> {
  const { db } = ctx.services;
  if (id !== '0' && !(await isAtOrBelowMe(ctx, id))) throw notFound('user.notFound');
  let query = db
    .selectFrom('baseUser as u')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .leftJoin('basePosition as p', (join) =>
      join.onRef('p.id', '=', 'u.positionId').on('p.deleteMark', 'is', null),
    )
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'u.headIcon',
      'o.fullName as department',
      'p.fullName as position',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('baseUser as s')
            .select('s.id')
            .whereRef('s.managerId', '=', 'u.id')
            .where('s.deleteMark', 'is', null)
            .where('s.enabledMark', '=', 1),
        )
        .as('managesSomeone'),
    )
    .where('u.deleteMark', 'is', null);
  query =
    id === '0'
      ? query.where('u.id', '=', ctx.user.id)
      : query.where('u.managerId', '=', id).where('u.enabledMark', '=', 1);
  const rows = await query.orderBy('u.sortCode').orderBy('u.creatorTime').orderBy('u.id').execute();
  return rows.map((row) => ({
    id: row.id,
    // The original's tree puts it into an <img> as it is: never null (issue 15 item 3).
    avatar: avatarOrDefault(row.headIcon),
    userName: `${row.realName}/${row.account}`,
    isLeaf: !row.managesSomeone,
    department: row.department ?? null,
    position: row.position ?? null,
  }));
}

/** The signed-in user's organisation and main position ids. */
function ownRow(ctx: RequestContext) {
  return ctx.services.db
    .selectFrom('baseUser')
    .select(['organizeId', 'positionId'])
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
}

/**
 * GET getUserOrganizes: the organisations the user belongs to, each as its path ("集团/部门"), the current one
 * marked. A user belongs to one organisation here, so the list holds at most one.
 */
export async function userOrganizes(ctx: RequestContext): Promise<UserBelonging[]> {
  const { organizeId } = await ownRow(ctx);
  if (!organizeId) return [];
  const path = (await organizePaths(ctx.services.db, [organizeId])).get(organizeId);
  return path?.length ? [{ id: organizeId, fullName: path.join('/'), isDefault: true }] : [];
}

/**
 * GET getUserPositions: the user's positions in their organisation, in the order they were given; the main
 * one (base_user.position_id, else the first) marked.
 */
export async function userPositions(ctx: RequestContext): Promise<UserBelonging[]> {
  const { organizeId, positionId } = await ownRow(ctx);
  if (!organizeId) return [];
  const rows = await ctx.services.db
    .selectFrom('baseUserRelation as r')
    .innerJoin('basePosition as p', 'p.id', 'r.objectId')
    .select(['p.id', 'p.fullName'])
    .where('r.userId', '=', ctx.user.id)
    .where('r.objectType', '=', 'Position')
    .where('p.deleteMark', 'is', null)
    .where('p.organizeId', '=', organizeId)
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime')
    .orderBy('r.id')
    .execute();
  const main = rows.some((row) => row.id === positionId) ? positionId : rows[0]?.id;
  return rows.map((row) => ({ id: row.id, fullName: row.fullName, isDefault: row.id === main }));
}
