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
