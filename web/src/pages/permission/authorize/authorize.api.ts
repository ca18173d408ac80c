import type { PositionOption, RoleOption, UserBrief } from '@app/common';
import { http } from '../../../app/request';

export type HolderType = 'Role' | 'Position' | 'User';
export const GRANT_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

export interface GrantNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  kind: GrantKind;
  children?: GrantNode[];
}

export interface GrantValues {
  list: GrantNode[];
  ids: string[];
  all: string[];
}

export interface Holder {
  id: string;
  name: string;
  detail: string;
}

export const AUTHORIZE_KEY = ['permission', 'authorize'] as const;

export async function fetchHolders(type: HolderType, signal?: AbortSignal): Promise<Holder[]> {
  if (type === 'Role') {
    const { list } = await http.get<{ list: RoleOption[] }>('/api/permission/Role/Selector', {}, { signal });
    return list.map((r) => ({ id: r.id, name: r.fullName, detail: r.enCode }));
  }
  if (type === 'Position') {
    const { list } = await http.get<{ list: PositionOption[] }>(
      '/api/permission/Position/All',
      {},
      { signal },
    );
    return list.map((p) => ({ id: p.id, name: p.fullName, detail: p.organizeName }));
  }
  const { list } = await http.get<{ list: UserBrief[] }>('/api/permission/Users/All', {}, { signal });
  return list.map((u) => ({ id: u.id, name: `${u.realName}/${u.account}`, detail: u.organizeName ?? '' }));
}

export function fetchGrantValues(
  objectId: string,
  type: GrantKind,
  moduleIds: string[],
): Promise<GrantValues> {
  return http.post<GrantValues>(`/api/permission/Authority/Data/${objectId}/Values`, {
    type,
    moduleIds: moduleIds.join(','),
  });
}

export function saveGrants(
  objectId: string,
  objectType: HolderType,
  sets: Record<GrantKind, string[]>,
): Promise<{ count: number }> {
  return http.put<{ count: number }>(`/api/permission/Authority/Data/${objectId}`, { objectType, ...sets });
}

/** Every id of a tree with the ids of its leaves and its parents, and each node's parent. */
export function treeFacts(list: GrantNode[]) {
  const leaves = new Set<string>();
  const parents = new Set<string>();
  const parentOf = new Map<string, string>();
  const walk = (nodes: GrantNode[], parent: string | null) => {
    for (const n of nodes) {
      if (parent) parentOf.set(n.id, parent);
      if (n.children?.length) {
        parents.add(n.id);
        walk(n.children, n.id);
      } else leaves.add(n.id);
    }
  };
  walk(list, null);
  return { leaves, parents, parentOf };
}
