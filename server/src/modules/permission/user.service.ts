import type {
  EnabledMark,
  ImContact,
  UserBrief,
  UserDetail,
  UserListItem,
  UserRow,
  UserTreeNode,
} from '@app/common';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database as DB } from '../../db/schema.js';
import {
  type ColumnMap,
  type DataScope,
  withinColumns,
  withinScope,
} from '../../platform/auth/data-scope.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import type { AppServices } from '../../platform/services.js';
import { avatarUrl } from '../oauth/current-user.service.js';
import { relationNames } from './user-relation-names.js';
import { matchesKeyword, organizationPaths, tallyOfLiveUsers } from './user-search.js';

/**
 * Users administration (SPEC §7.6), the reading side: the paged list, a user's details, and the pickers
 * and trees other screens use. Changes live in user-write.service.ts.
 */

export interface UserListQuery extends PageQuery {
  organizeId?: string;
  enabledMark?: EnabledMark;
}

const ROOT = '-1';

interface OrgNode {
  id: string;
  parentId: string;
  fullName: string;
  category: 'company' | 'department';
  sortCode: number;
}

/** Every live organisation (a small table) with a path and child lookup. */
async function organizations(db: Db) {
  const rows: OrgNode[] = await db
    .selectFrom('baseOrganize')
    .select(['id', 'parentId', 'fullName', 'category', 'sortCode'])
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((o) => [o.id, o]));
  const children = new Map<string, OrgNode[]>();
  for (const org of rows) {
    const parent = byId.has(org.parentId) ? org.parentId : ROOT;
    const list = children.get(parent) ?? [];
    list.push(org);
    children.set(parent, list);
  }
  const paths = new Map<string, string>();
  const pathOf = (id: string | null): string | null => {
    if (!id) return null;
    const known = paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    const seen = new Set<string>();
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId)) {
      seen.add(node.id);
      names.unshift(node.fullName);
    }
    const path = names.length ? names.join('/') : null;
    if (path) paths.set(id, path);
    return path;
  };
  /** The organisation and all below it. */
  const descendants = (id: string): string[] => {
    const out: string[] = [];
    const stack = [id];
    while (stack.length) {
      const next = stack.pop() as string;
      if (out.includes(next)) continue;
      out.push(next);
      for (const child of children.get(next) ?? []) stack.push(child.id);
    }
    return out;
  };
  return { byId, children, pathOf, descendants };
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
function ordered<Q extends UserQuery>(query: Q): Q {
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

/** What a data-permission scheme on the users menu may filter on (data-scope.ts). */
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

/** Answers as if absent when the scope does not let the user's row through. */
export async function requireUserInScope(services: AppServices, scope: DataScope, id: string): Promise<void> {
  const row = await withinScope(
    liveUsers(services.db).select('u.id').where('u.id', '=', id),
    scope,
    USER_SCOPE_COLUMNS,
  ).executeTakeFirst();
  if (!row) throw notFound('user.notFound');
}

export async function listUsers(services: AppServices, query: UserListQuery, scope: DataScope) {
  const { db, dialect } = services;
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
async function totalOf(base: UserQuery, offset: number, pageSize: number, got: number): Promise<number> {
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

export async function userInfo(services: AppServices, id: string): Promise<UserDetail> {
  const { db } = services;
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

// ---------------------------------------------------------------------------------------------------
// Pickers and trees used anywhere in the app

/** Every live, enabled user, in list order. */
export async function allUsers(services: AppServices): Promise<{ list: UserBrief[] }> {
  const { db } = services;
  const [orgs, rows] = await Promise.all([
    organizations(db),
    ordered(
      liveUsers(db)
        .select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'u.gender', 'u.organizeId'])
        .where('u.enabledMark', '=', 1),
    ).execute(),
  ]);
  return {
    list: rows.map((u) => ({
      ...u,
      gender: u.gender === 1 || u.gender === 2 ? u.gender : null,
      headIcon: avatarUrl(u.headIcon),
      organizeName: orgs.pathOf(u.organizeId),
    })),
  };
}

const ORG_ICON = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
};
const USER_ICON = 'icon-ym icon-ym-tree-user2';

function orgNode(org: OrgNode, hasChildren: boolean): UserTreeNode {
  return {
    id: org.id,
    parentId: org.parentId,
    fullName: org.fullName,
    type: org.category,
    icon: ORG_ICON[org.category],
    isLeaf: false,
    hasChildren,
  };
}

function userNode(
  user: { id: string; realName: string; account: string; organizeId: string | null; headIcon: string | null },
  organize: string | null,
): UserTreeNode {
  return {
    id: user.id,
    parentId: user.organizeId ?? ROOT,
    fullName: `${user.realName}/${user.account}`,
    type: 'user',
    icon: USER_ICON,
    isLeaf: true,
    hasChildren: false,
    organize,
    headIcon: avatarUrl(user.headIcon),
  };
}

/** Organisations as a tree, each with its live enabled users before its sub-organisations. */
export async function userSelector(services: AppServices): Promise<{ list: UserTreeNode[] }> {
  const { db } = services;
  const [orgs, users] = await Promise.all([
    organizations(db),
    ordered(
      liveUsers(db)
        .select(['u.id', 'u.realName', 'u.account', 'u.organizeId', 'u.headIcon'])
        .where('u.enabledMark', '=', 1)
        .where('u.organizeId', 'is not', null),
    ).execute(),
  ]);
  const usersOf = new Map<string, UserTreeNode[]>();
  for (const user of users) {
    if (!user.organizeId || !orgs.byId.has(user.organizeId)) continue;
    const list = usersOf.get(user.organizeId) ?? [];
    list.push(userNode(user, orgs.pathOf(user.organizeId)));
    usersOf.set(user.organizeId, list);
  }
  const build = (parent: string): UserTreeNode[] =>
    (orgs.children.get(parent) ?? []).map((org) => {
      const children = [...(usersOf.get(org.id) ?? []), ...build(org.id)];
      return { ...orgNode(org, children.length > 0), children };
    });
  return { list: build(ROOT) };
}

/** The users of the given ids, in the order asked; unknown or deleted ids are left out. */
export async function userListByIds(services: AppServices, ids: string[]): Promise<{ list: UserListItem[] }> {
  const { db } = services;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { list: [] };
  const [orgs, rows] = await Promise.all([
    organizations(db),
    liveUsers(db)
      .select(['u.id', 'u.realName', 'u.account', 'u.headIcon', 'u.organizeId'])
      .where('u.id', 'in', unique)
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    list: unique.flatMap((id) => {
      const user = byId.get(id);
      if (!user) return [];
      return [
        {
          id: user.id,
          fullName: `${user.realName}/${user.account}`,
          headIcon: avatarUrl(user.headIcon),
          organizeName: orgs.pathOf(user.organizeId),
        },
      ];
    }),
  };
}

/** Chat contacts: live enabled users other than the reader, paged. */
export async function imUsers(services: AppServices, session: ActiveSession, query: PageQuery) {
  const { db } = services;
  let base = liveUsers(db).where('u.enabledMark', '=', 1).where('u.id', '!=', session.user.id);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(matchesKeyword(services.dialect, keyword));
  const pageSize = query.pageSize ?? 20;
  const offset = ((query.currentPage ?? 1) - 1) * pageSize;
  const [orgs, rows] = await Promise.all([
    organizations(db),
    ordered(base.select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'u.organizeId']))
      .limit(pageSize)
      .offset(offset)
      .execute(),
  ]);
  const total = await totalOf(base, offset, pageSize, rows.length);
  const list: ImContact[] = rows.map(({ organizeId, headIcon, ...user }) => ({
    ...user,
    headIcon: avatarUrl(headIcon),
    department: orgs.pathOf(organizeId),
  }));
  return { list, pagination: paginationOf(query, total) };
}

/** Matches shown for a keyword in the lazy user tree; more would not help anyone pick. */
const SELECTOR_MATCHES = 100;

/**
 * One level of the lazy user tree: the organisations under node `nodeId` ('0' = the top) and the users
 * in that organisation. A keyword searches users everywhere and answers a flat list.
 */
export async function imUserSelector(
  services: AppServices,
  nodeId: string,
  keyword: string | undefined,
): Promise<{ list: UserTreeNode[] }> {
  const { db } = services;
  const orgs = await organizations(db);
  const select = ['u.id', 'u.realName', 'u.account', 'u.organizeId', 'u.headIcon'] as const;
  const text = keyword?.trim();
  if (text) {
    const users = await ordered(
      liveUsers(db)
        .select([...select])
        .where('u.enabledMark', '=', 1)
        .where(matchesKeyword(services.dialect, text)),
    )
      .limit(SELECTOR_MATCHES)
      .execute();
    return { list: users.map((u) => userNode(u, orgs.pathOf(u.organizeId))) };
  }
  const parent = nodeId === '0' ? ROOT : nodeId;
  const childOrgs = orgs.children.get(parent) ?? [];
  const users =
    parent === ROOT
      ? []
      : await ordered(
          liveUsers(db)
            .select([...select])
            .where('u.enabledMark', '=', 1)
            .where('u.organizeId', '=', parent),
        ).execute();
  // Whether each organisation has anything under it, so the tree shows an expander only where useful.
  const withUsers = new Set(
    childOrgs.length
      ? (
          await liveUsers(db)
            .select('u.organizeId')
            .distinct()
            .where('u.enabledMark', '=', 1)
            .where(
              'u.organizeId',
              'in',
              childOrgs.map((o) => o.id),
            )
            .execute()
        ).map((r) => r.organizeId)
      : [],
  );
  return {
    list: [
      ...childOrgs.map((org) => orgNode(org, withUsers.has(org.id) || orgs.children.has(org.id))),
      ...users.map((u) => userNode(u, orgs.pathOf(u.organizeId))),
    ],
  };
}
