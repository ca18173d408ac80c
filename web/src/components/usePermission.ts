import { useCallback } from 'react';
import { useRouteMeta } from '../app/route-meta';
import { useSession } from '../stores/session';
import { hasPermission, type NamedColumn, type PermissionKind, visibleColumns } from './permission';

/** The current page's rights: its route's modelId against the permission list (SPEC §6). */
export function usePermission() {
  const modelId = useRouteMeta()?.modelId;
  const list = useSession((s) => s.permissionList);
  const can = useCallback(
    (code: string, kind: PermissionKind = 'button') => hasPermission(list, modelId, kind, code),
    [list, modelId],
  );
  /** A table's columns without those the page hides from the user (column permission). */
  const visible = useCallback(
    <C extends NamedColumn>(columns: readonly C[]) => visibleColumns(list, modelId, columns),
    [list, modelId],
  );
  return {
    modelId,
    can,
    hasButton: can,
    hasColumn: (code: string) => can(code, 'column'),
    visibleColumns: visible,
  };
}
