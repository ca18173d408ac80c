import type { EnabledMark, UserDetail, UserRow } from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database as DB } from '../../db/schema.js';
import {
  type ColumnMap,
  type DataPermission,
  withinColumns,
  withinScope,
} from '../../platform/auth/data-permission.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { avatarUrl } from '../../platform/files/avatar-url.js';
import { organizations } from './user-organizations.js';
import { relationNames } from './user-relation-names.js';
import { matchesKeyword, organizationPaths, tallyOfLiveUsers } from './user-search.js';

/**
 * Users administration (SPEC §7.6), the reading side: the paged list and a user's details. The pickers
 * and trees other screens use live in user-pickers.service.ts, changes in user-write.service.ts.
 */

export interface UserListQuery extends PageQuery {
  organizeId?: string;
  enabledMark?: EnabledMark;
}

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

type RawRow = {
  id: string;
  account: string;
  realName: string;
  gender: number | null;
  mobilePhone: string | null;
  email: string | null;
  headIcon: string | null;
  organizeId: string | null;
  isAdministrator: number;
  enabledMark: number;
  sortCode: number;
  creatorTime: number;
  description: string | null;
};

async function decorate(db: Db, rows: RawRow[]): Promise<UserRow[]> {
  const [paths, names] = await Promise.all([
    organizationPaths(
      db,
      rows.map((r) => r.organizeId),
    ),
    relationNames(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  // Each field named, in the order the row has them: rows come from Kysely's CamelCasePlugin as
  // dictionary-mode objects, and spreading one cost ~2 µs a row (a tenth of a list page).
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
    mobilePhone: row.mobilePhone,
    email: row.email,
    headIcon: avatarUrl(row.headIcon),
    organizeId: row.organizeId,
    isAdministrator: row.isAdministrator === 1,
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    sortCode: Number(row.sortCode),
    creatorTime: row.creatorTime,
    description: row.description,
    organizeName: row.organizeId ? (paths.get(row.organizeId) ?? null) : null,
    positionName: names.get(row.id)?.positions.join(',') ?? '',
    roleName: names.get(row.id)?.roles.join(',') ?? '',
  }));
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

/** Fields a user row needs whatever the column permission: actions are keyed and guarded by them. */
export const USER_KEPT_COLUMNS = ['id', 'isAdministrator'] as const;

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

export async function listUsers(ctx: RequestContext, query: UserListQuery, scope: DataPermission) {
  const { db, dialect } = ctx.services;
  const organizeIds = query.organizeId ? (await organizations(db)).descendants(query.organizeId) : null;
  let base = withinScope(liveUsers(db), scope, USER_SCOPE_COLUMNS);
  if (organizeIds) base = base.where('u.organizeId', 'in', organizeIds);
  if (query.enabledMark !== undefined) base = base.where('u.enabledMark', '=', query.enabledMark);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(matchesKeyword(dialect, keyword));
  const pageSize = query.pageSize ?? 20;
  const offset = ((query.currentPage ?? 1) - 1) * pageSize;
  const rows = await ordered(base.select([...ROW_COLUMNS]))
    .limit(pageSize)
    .offset(offset)
    .execute();
  // Without a keyword or a data scheme, every live user of the organisations and state counts: the tally.
  const tally =
    keyword || scope.where ? null : await tallyOfLiveUsers(db, dialect, organizeIds, query.enabledMark);
  return {
    list: withinColumns(await decorate(db, rows), scope, USER_KEPT_COLUMNS),
    pagination: paginationOf(query, tally ?? (await totalOf(base, offset, pageSize, rows.length))),
  };
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
  const [row] = await decorate(db, [user]);
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
