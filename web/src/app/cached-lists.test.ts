import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type CachedKind, refreshCachedLists } from './cached-lists';

const KEYS: Record<string, QueryKey> = {
  userList: ['permission', 'user', 'list', { currentPage: 1 }],
  managerPicker: ['permission', 'user', 'all'],
  userPicker: ['permission', 'users', 'all'],
  organizeTree: ['permission', 'organize', 'tree'],
  positionPicker: ['permission', 'position', 'all'],
  roleSelector: ['permission', 'role', 'selector'],
  members: ['permission', 'userRelation', 'r1'],
  holders: ['permission', 'authorize', 'holders', 'User'],
  grants: ['permission', 'authorize', 'u1', 'module'],
  menus: ['system', 'menu', 'tree', 'Web', ''],
};

async function staleAfter(kind: CachedKind): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { list: [] });
  await refreshCachedLists(kind, client);
  return Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('cached lists (SPEC §3)', () => {
  it('a user change refreshes user lists, every user picker and the user counts; not grants or menus', async () => {
    expect(await staleAfter('users')).toEqual([
      'holders',
      'managerPicker',
      'members',
      'organizeTree',
      'positionPicker',
      'roleSelector',
      'userList',
      'userPicker',
    ]);
  });

  it('an organisation change refreshes trees, positions and users (their organisation names)', async () => {
    expect(await staleAfter('organizations')).toEqual([
      'holders',
      'managerPicker',
      'organizeTree',
      'positionPicker',
      'userList',
      'userPicker',
    ]);
  });

  it('a role or position change refreshes its picker and the users list showing it', async () => {
    expect(await staleAfter('roles')).toEqual([
      'holders',
      'managerPicker',
      'members',
      'roleSelector',
      'userList',
    ]);
    expect(await staleAfter('positions')).toEqual([
      'holders',
      'managerPicker',
      'members',
      'organizeTree',
      'positionPicker',
      'userList',
    ]);
  });

  it('a member change refreshes members, users, roles and positions; never grants or menus', async () => {
    const stale = await staleAfter('members');
    expect(stale).toEqual(['managerPicker', 'members', 'positionPicker', 'roleSelector', 'userList']);
    expect(stale).not.toContain('grants');
  });
});
