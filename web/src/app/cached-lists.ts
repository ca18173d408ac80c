import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';

/**
 * The cached lists of SPEC §3 (users, user tree, positions, position tree, roles, role tree) and the
 * screens built on them, by TanStack Query key prefix. Pages key their queries under these prefixes;
 * after a change a page calls refreshCachedLists(kind) so every list showing that data anywhere in the
 * app is marked stale: the lists on screen refetch at once, the others when they are next shown.
 * Pickers keep the client's default staleTime (query-client.ts), so changes made by someone else show
 * after a few seconds at most, on the picker's next opening.
 */
export const CACHED_LISTS = {
  /** 用户管理 list and details, the manager picker ([...USER, 'all']) */
  user: ['permission', 'user'],
  /** the user pickers (Users/All) of members, organisations and delegated administration */
  userPicker: ['permission', 'users'],
  /** organisation lists, trees and pickers */
  organize: ['permission', 'organize'],
  /** position lists and the position picker (Position/All) */
  position: ['permission', 'position'],
  /** role lists and the role picker (Role/Selector) */
  role: ['permission', 'role'],
  /** the members of a role or position */
  members: ['permission', 'userRelation'],
  /** 权限授权's holder lists (roles, positions, users) */
  holders: ['permission', 'authorize', 'holders'],
  /** 分级管理: delegated administrators with their organisations */
  gradeManage: ['permission', 'gradeManage'],
  /** 权限诊断: its user list and verdicts */
  explain: ['permission', 'explain'],
} as const satisfies Record<string, QueryKey>;

type ListName = keyof typeof CACHED_LISTS;

/**
 * What changed → the lists that show it. Organisation nodes count their positions and users, positions
 * and roles count their users, user rows name their organisation, positions and roles.
 */
const AFFECTED: Record<CachedKind, ListName[]> = {
  users: [
    'user',
    'userPicker',
    'members',
    'organize',
    'position',
    'role',
    'holders',
    'gradeManage',
    'explain',
  ],
  positions: ['position', 'organize', 'user', 'members', 'holders', 'explain'],
  roles: ['role', 'user', 'members', 'holders', 'explain'],
  organizations: ['organize', 'position', 'user', 'userPicker', 'holders', 'gradeManage', 'explain'],
  members: ['members', 'user', 'role', 'position', 'explain'],
};

export type CachedKind = 'users' | 'positions' | 'roles' | 'organizations' | 'members';

/** Marks every cached list that shows data of these kinds stale (SPEC §3); active ones refetch now. */
export function refreshCachedLists(
  kinds: CachedKind | CachedKind[],
  client: QueryClient = appQueryClient,
): Promise<void> {
  const names = new Set((Array.isArray(kinds) ? kinds : [kinds]).flatMap((kind) => AFFECTED[kind]));
  return Promise.all(
    [...names].map((name) => client.invalidateQueries({ queryKey: CACHED_LISTS[name] })),
  ).then(() => undefined);
}
