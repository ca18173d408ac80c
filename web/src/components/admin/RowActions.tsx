import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

export interface RowAction {
  /** also the button's key: the labels of one row differ */
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
}

/** The link buttons of a list row's actions column; entries the user may not use are passed as false. */
export function RowActions({ actions }: { actions: (RowAction | false | '' | null | undefined)[] }) {
  return (
    <Space size={0}>
      {actions.filter(Boolean).map((action) => {
        const { label, icon, onClick, danger, loading } = action as RowAction;
        return (
          <Button
            key={label}
            type="link"
            size="small"
            icon={icon}
            danger={danger}
            loading={loading}
            onClick={onClick}
          >
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
