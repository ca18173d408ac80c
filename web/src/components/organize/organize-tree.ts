import type { OrganizeTreeNode } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { CACHED_LISTS } from '../../app/cached-lists';
import { http } from '../../app/request';

/**
 * The enabled companies and departments (GET Organize/Tree, any signed-in user): one query key and one
 * loader for every organisation field and side tree, under the organisation prefix that
 * refreshCachedLists('organizations') marks stale after a change.
 */
export const ORGANIZE_TREE_KEY = [...CACHED_LISTS.organize, 'picker'] as const;

export const fetchOrganizeTree = (signal?: AbortSignal) =>
  http.get<{ list: OrganizeTreeNode[] }>('/api/permission/Organize/Tree', {}, { signal });

export function useOrganizeTree(enabled = true) {
  return useQuery({
    queryKey: ORGANIZE_TREE_KEY,
    queryFn: ({ signal }) => fetchOrganizeTree(signal),
    enabled,
  });
}

/** A node as the organisation fields read it: the pickers' tree and the administration tree alike. */
export interface OrganizeOptionNode {
  id: string;
  fullName: string;
  /** company or department: `type` in the pickers' tree, `category` in the administration tree */
  type?: string;
  category?: string;
  children?: OrganizeOptionNode[] | null;
}

export interface OrganizeOption {
  value: string;
  title: string;
  children?: OrganizeOption[];
}

const kindOf = (node: OrganizeOptionNode) => node.category ?? node.type;

/**
 * TreeSelect options of organisations. `without` leaves out a node and everything below it (an
 * organisation cannot move under itself); `companiesOnly` offers companies alone (no company under a
 * department).
 */
export function organizeOptions(
  nodes: readonly OrganizeOptionNode[],
  rules: { without?: string; companiesOnly?: boolean } = {},
): OrganizeOption[] {
  return nodes
    .filter((n) => n.id !== rules.without && (!rules.companiesOnly || kindOf(n) === 'company'))
    .map((n) => ({
      value: n.id,
      title: n.fullName,
      children: n.children ? organizeOptions(n.children, rules) : undefined,
    }));
}

export interface OrganizeTreeItem {
  key: string;
  title: string;
  company: boolean;
  children?: OrganizeTreeItem[];
}

/** The side tree's nodes: those whose name holds the filter text, the way to them, and their matching children. */
export function organizeTreeItems(nodes: readonly OrganizeOptionNode[], filter: string): OrganizeTreeItem[] {
  return nodes.flatMap((n) => {
    const children = n.children ? organizeTreeItems(n.children, filter) : [];
    if (filter && !n.fullName.includes(filter) && children.length === 0) return [];
    return [
      {
        key: n.id,
        title: n.fullName,
        company: kindOf(n) === 'company',
        children: children.length ? children : undefined,
      },
    ];
  });
}

/** Every node's key (the side tree starts open). */
export const treeKeys = (items: readonly OrganizeTreeItem[]): string[] =>
  items.flatMap((item) => [item.key, ...treeKeys(item.children ?? [])]);

/** The organisation itself from its path ("集团/上海公司/研发部" → 研发部). */
export const lastOfPath = (path: string): string => path.split('/').at(-1) ?? path;
