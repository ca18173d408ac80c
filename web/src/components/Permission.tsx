import type { ReactNode } from 'react';
import type { PermissionKind } from './permission';
import { usePermission } from './usePermission';

/** Renders its children only when the current page holds the code (default kind: button). */
export function Permission({
  code,
  kind = 'button',
  children,
  fallback = null,
}: {
  code: string;
  kind?: PermissionKind;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { can } = usePermission();
  return <>{can(code, kind) ? children : fallback}</>;
}
