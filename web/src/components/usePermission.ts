import { useCallback } from 'react';
import { useRouteMeta } from '../app/route-meta';
import { useSession } from '../stores/session';
import { hasPermission, type PermissionKind } from './permission';

/** The current page's rights: its route's modelId against the permission list (SPEC §6). */
export function usePermission() {
  const modelId = useRouteMeta()?.modelId;
  const list = useSession((s) => s.permissionList);
  const can = useCallback(
    (code: string, kind: PermissionKind = 'button') => hasPermission(list, modelId, kind, code),
    [list, modelId],
  );
  return { modelId, can, hasButton: can, hasColumn: (code: string) => can(code, 'column') };
}
