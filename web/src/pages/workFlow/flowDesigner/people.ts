import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CACHED_LISTS } from '../../../app/cached-lists';
import { http } from '../../../app/request';
import { pickerKey } from '../../../components/designed-form/picker-keys';
import type { PickerNode } from '../../../components/designed-form/picker-tree';
import {
  allEngines,
  type EngineBrief,
  POSITION_TREE_URL,
  roleOptions,
  USER_TREE_URL,
} from './flow-designer.api';

/**
 * The people, positions, roles and flows a design names by id, as the designer shows them: the same
 * queries (keys and answers) as the form renderer's pickers, so a picker opened in the drawer and the
 * names on the cards share one fetch.
 */

const tree = (url: string) => () => http.get<{ list: PickerNode[] }>(url, undefined, { silent: true });

export const userTreeQuery = {
  queryKey: pickerKey('userSelect'),
  queryFn: tree(USER_TREE_URL),
  staleTime: 60_000,
};
export const positionTreeQuery = {
  queryKey: pickerKey('posSelect'),
  queryFn: tree(POSITION_TREE_URL),
  staleTime: 60_000,
};
export const roleQuery = {
  queryKey: [...CACHED_LISTS.role, 'flowDesigner'],
  queryFn: roleOptions,
  staleTime: 60_000,
};
export const engineQuery = { queryKey: ['workflow', 'flowEngine', 'all'], queryFn: allEngines };

/** Every node of a picker tree of one type, by id. */
function collect(nodes: readonly PickerNode[] | undefined, type: string, into: Record<string, string>) {
  for (const node of nodes ?? []) {
    if (node.type === type) into[node.id] = node.fullName;
    collect(node.children ?? undefined, type, into);
  }
}

export function designNames(
  users: readonly PickerNode[] | undefined,
  positions: readonly PickerNode[] | undefined,
  roles: readonly { id: string; fullName: string }[] | undefined,
  engines: readonly EngineBrief[] | undefined,
): Record<string, string> {
  const names: Record<string, string> = {};
  collect(users, 'user', names);
  collect(positions, 'position', names);
  for (const role of roles ?? []) names[role.id] = role.fullName;
  for (const engine of engines ?? []) names[engine.id] = engine.fullName;
  return names;
}

export function useDesignNames() {
  const [users, positions, roles, engines] = useQueries({
    queries: [userTreeQuery, positionTreeQuery, roleQuery, engineQuery],
  });
  const names = useMemo(
    () => designNames(users.data?.list, positions.data?.list, roles.data, engines.data),
    [users.data, positions.data, roles.data, engines.data],
  );
  return { names, engines: engines.data ?? [], roles: roles.data ?? [] };
}
