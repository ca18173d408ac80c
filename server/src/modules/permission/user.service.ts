import type { UserDetail, UserRow } from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database as DB } from '../../db/schema.js';
import { type ColumnMap, withinScope } from '../../platform/auth/data-permission.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { shapeUsers, USER_NAMES } from './user-shape.js';

/**
 * Users administration (SPEC §7.6), the reading side: the paged list and a user's details. The pickers
 * and trees other screens use live in user-pickers.service.ts, changes in user-write.service.ts.
 */

const ROW_COLUMNS = [
  'u.id',
  'u.account',
  'u.realName',
  'u.gender',
  'u.mobilePhone',
  'u.email',
  'u.headIcon',
  'u.organizeId',
  'u.isAdministrator',
  'u.enabledMark',
  'u.sortCode',
  'u.creatorTime',
  'u.description',
] as const;

type UserQuery = SelectQueryBuilder<DB & { u: DB['baseUser'] }, 'u', object>;

export function liveUsers(db: Db): UserQuery {
  return db.selectFrom('baseUser as u').where('u.deleteMark', 'is', null);
}

/** The list order the index idx_user_live_order serves (migration 004). */
export function ordered<Q extends UserQuery>(query: Q): Q {
  return query.orderBy('u.sortCode').orderBy('u.creatorTime').orderBy('u.id') as Q;
}

/** A stored user as the contract answers it (user-shape.ts). */
async function decorated(ctx: RequestContext, user: object): Promise<UserRow> {
  const answered: Row = { ...(user as Row) };
  await shapeUsers(ctx.services, [answered], USER_NAMES);
  return answered as unknown as UserRow;
}

/** What a data-permission scheme on the users menu may filter on (data-permission.ts). */
export const USER_SCOPE_COLUMNS: ColumnMap = {
  id: 'u.id',
  account: 'u.account',
  realName: 'u.realName',
  gender: 'u.gender',
  mobilePhone: 'u.mobilePhone',
  email: 'u.email',
  organizeId: 'u.organizeId',
  managerId: 'u.managerId',
  enabledMark: 'u.enabledMark',
  sortCode: 'u.sortCode',
  creatorUserId: 'u.creatorUserId',
  creatorTime: 'u.creatorTime',
  lastModifyUserId: 'u.lastModifyUserId',
};

/** The tables a page of the users list is read from. */
export const USER_LIST_TABLES = [
  'baseUser',
  'baseUserRelation',
  'baseOrganize',
  'basePosition',
  'baseRole',
] as const;

/** The users screen's menu: its data permission limits the list and every record route. */
export const USERS_MENU = 'permission.user';

/**
 * Answers as if absent (404) when the caller's data permission on the users menu does not let the user's
 * row through, before anything is read or changed.
 */
export async function requireUserInScope(ctx: RequestContext, id: string): Promise<void> {
  const scope = await ctx.dataPermission(USERS_MENU);
  if (!scope.where) return;
  const row = await withinScope(
    liveUsers(ctx.services.db).select('u.id').where('u.id', '=', id),
    scope,
    USER_SCOPE_COLUMNS,
  ).executeTakeFirst();
  if (!row) throw notFound('user.notFound');
}

/**
 * The number of matches. A page that is not full and not past the end already tells it, which spares
 * a second pass over the matches (decision 019).
 */
export async function totalOf(
  base: UserQuery,
  offset: number,
  pageSize: number,
  got: number,
): Promise<number> {
  if (got < pageSize && (got > 0 || offset === 0)) return offset + got;
  const counted = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

export async function findLive(db: Db, id: string) {
  const user = await liveUsers(db)
    .select([...ROW_COLUMNS, 'u.managerId', 'u.lastLogTime', 'u.changePasswordDate'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound('user.notFound');
  return user;
}

export async function userInfo(ctx: RequestContext, id: string): Promise<UserDetail> {
  const { db } = ctx.services;
  const user = await findLive(db, id);
  const row = await decorated(ctx, user);
  const [relations, manager] = await Promise.all([
    db
      .selectFrom('baseUserRelation')
      .select(['objectType', 'objectId'])
      .where('userId', '=', id)
      .orderBy('sortCode')
      .orderBy('creatorTime')
      .orderBy('id')
      .execute(),
    user.managerId
      ? liveUsers(db)
          .select(['u.realName', 'u.account'])
          .where('u.id', '=', user.managerId)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    ...row,
    managerId: user.managerId,
    managerName: manager ? `${manager.realName}/${manager.account}` : null,
    positionIds: relations.filter((r) => r.objectType === 'Position').map((r) => r.objectId),
    roleIds: relations.filter((r) => r.objectType === 'Role').map((r) => r.objectId),
    lastLogTime: user.lastLogTime,
    changePasswordDate: user.changePasswordDate,
  };
}
