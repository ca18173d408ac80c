import type { CodeEntry, PermissionEntry } from '@app/common';

/**
 * Permission checks of SPEC §6 and client-facts §4: a page's rights are the permission-list entry whose
 * modelId is the page's menu id. No modelId, no entry or no list means no right.
 */
export type PermissionKind = 'button' | 'column' | 'form' | 'resource';

export function hasPermission(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  kind: PermissionKind,
  code: string,
): boolean {
  if (!code || !modelId) return false;
  const codes: CodeEntry[] | undefined = list.find((entry) => entry.modelId === modelId)?.[kind];
  return Array.isArray(codes) && codes.some((entry) => entry.enCode === code);
}

export const hasButton = (
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  code: string,
) => hasPermission(list, modelId, 'button', code);

/** The column codes the page's menu controls and the user was not granted (PermissionEntry.hiddenColumns). */
export function hiddenColumns(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
): ReadonlySet<string> {
  if (!modelId) return new Set();
  return new Set(list.find((entry) => entry.modelId === modelId)?.hiddenColumns ?? []);
}

/** The part of a table column that names it: antd's `key`, or a plain `dataIndex`. */
export interface NamedColumn {
  key?: string | number | bigint;
  dataIndex?: unknown;
}

const namesOf = (column: NamedColumn): string[] => {
  const names: string[] = [];
  if (typeof column.key === 'string') names.push(column.key);
  if (typeof column.dataIndex === 'string') names.push(column.dataIndex);
  else if (Array.isArray(column.dataIndex)) names.push(column.dataIndex.join('.'));
  return names;
};

/**
 * Column permission in a table (SPEC §6): the columns without those whose key or dataIndex is a code the
 * page's menu hides from this user. The server already leaves those fields out of the rows.
 */
export function visibleColumns<C extends NamedColumn>(
  list: readonly PermissionEntry[],
  modelId: string | null | undefined,
  columns: readonly C[],
): C[] {
  const hidden = hiddenColumns(list, modelId);
  if (hidden.size === 0) return [...columns];
  return columns.filter((column) => !namesOf(column).some((name) => hidden.has(name)));
}
