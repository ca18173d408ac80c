import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { lastOfPath } from './organize-tree';

/** An organisation in a list cell: its own name, the whole path on hover; `empty` when there is none. */
export function OrganizePath({ path, empty = null }: { path: unknown; empty?: ReactNode }) {
  if (typeof path !== 'string' || !path) return <>{empty}</>;
  return (
    <Tooltip title={path} placement="topLeft">
      <span>{lastOfPath(path)}</span>
    </Tooltip>
  );
}
