import { useQuery } from '@tanstack/react-query';
import { Drawer, type DrawerProps, Result, Spin } from 'antd';
import type { ReactNode } from 'react';

/** The size every drawer of the approval centre opens at: wide enough for a two-column form. */
export const CENTRE_DRAWER_SIZE = 'min(1100px, 100vw)';

/**
 * What a drawer of the approval centre shows once `load` answers (read afresh each time it opens); until
 * then a spinner, and `failed` as a warning when it could not be read (the request layer said why).
 */
export function LoadedDrawer<T>({
  queryKey,
  load,
  title,
  failed,
  onClose,
  children,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<T>;
  title: DrawerProps['title'];
  failed: string;
  onClose(): void;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery({ queryKey, queryFn: load, retry: false, gcTime: 0 });
  if (query.data) return children(query.data);
  return (
    <Drawer open size={CENTRE_DRAWER_SIZE} onClose={onClose} title={title}>
      {query.isPending ? <Spin /> : <Result status="warning" title={failed} />}
    </Drawer>
  );
}
