import type { ImContact, UserBrief, UserListItem, UserTreeNode } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { avatarOrDefault } from '../../platform/files/avatar-url.js';
import { liveUsers, ordered, totalOf } from './user.service.js';
import { type OrgNode, organizations, ROOT } from './user-organizations.js';
import { matchesKeyword } from './user-search.js';

/** The user pickers and trees any signed-in user reads (selectors, chat contacts), enabled users only. */

/** Every live, enabled user, in list order. */
export async function allUsers(ctx: RequestContext): Promise<{ list: UserBrief[] }> {
  const { db } = ctx.services;
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
      headIcon: avatarOrDefault(u.headIcon),
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
    headIcon: avatarOrDefault(user.headIcon),
  };
}

/** Organisations as a tree, each with its live enabled users before its sub-organisations. */
export async function userSelector(ctx: RequestContext): Promise<{ list: UserTreeNode[] }> {
  const { db } = ctx.services;
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
export async function userListByIds(ctx: RequestContext, ids: string[]): Promise<{ list: UserListItem[] }> {
  const { db } = ctx.services;
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
          headIcon: avatarOrDefault(user.headIcon),
          organizeName: orgs.pathOf(user.organizeId),
        },
      ];
    }),
  };
}

/** Chat contacts: live enabled users other than the reader, paged. */
export async function imUsers(ctx: RequestContext, query: PageQuery) {
  const { db, dialect } = ctx.services;
  let base = liveUsers(db).where('u.enabledMark', '=', 1).where('u.id', '!=', ctx.user.id);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(matchesKeyword(dialect, keyword));
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
    headIcon: avatarOrDefault(headIcon),
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
  ctx: RequestContext,
  nodeId: string,
  keyword: string | undefined,
): Promise<{ list: UserTreeNode[] }> {
  const { db, dialect } = ctx.services;
  const orgs = await organizations(db);
  const select = ['u.id', 'u.realName', 'u.account', 'u.organizeId', 'u.headIcon'] as const;
  const text = keyword?.trim();
  if (text) {
    const users = await ordered(
      liveUsers(db)
        .select([...select])
        .where('u.enabledMark', '=', 1)
        .where(matchesKeyword(dialect, text)),
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
