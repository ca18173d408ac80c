import { Button, Space, Tooltip } from 'antd';
import { Fragment } from 'react';
import styles from './resource.module.css';
import type { ResourceHelpers, ResourceRowAction } from './resource.types';
import { rowActionLabel, rowActionsFor } from './resource-actions';
import { useResourceText } from './resource-text';

export interface RowActionHandlers<Row> {
  edit(row: Row): void;
  remove(row: Row): void;
  exportRow(row: Row): void;
  helpers: ResourceHelpers;
}

/** The link buttons of a row: the declared actions the user holds the button for, in their order. */
export function ResourceRowActions<Row extends object>({
  row,
  actions,
  can,
  compact,
  handlers,
}: {
  row: Row;
  actions: readonly ResourceRowAction<Row>[];
  can: (code: string) => boolean;
  compact?: boolean;
  handlers: RowActionHandlers<Row>;
}) {
  const text = useResourceText();
  const buttons = rowActionsFor(actions, can, row).map((action) => {
    const label = text(rowActionLabel(action));
    // The screen's own control in place of a link (e.g. a menu of choices).
    if (action.render) return <Fragment key={label}>{action.render(row, handlers.helpers)}</Fragment>;
    const onClick = () => {
      if (action.onClick) action.onClick(row, handlers.helpers);
      else if (action.kind === 'edit') handlers.edit(row);
      else if (action.kind === 'remove') handlers.remove(row);
      else if (action.kind === 'export') handlers.exportRow(row);
    };
    const disabled = action.disabled?.(row) ?? false;
    const button = (
      <Button
        key={label}
        type="link"
        size="small"
        icon={action.icon}
        danger={action.danger ?? action.kind === 'remove'}
        disabled={disabled}
        loading={action.loading?.(row)}
        onClick={onClick}
      >
        {label}
      </Button>
    );
    return disabled && action.disabledHint !== undefined ? (
      <Tooltip key={label} title={text(action.disabledHint)}>
        {button}
      </Tooltip>
    ) : (
      button
    );
  });
  return compact ? (
    <span className={styles.compactActions}>{buttons}</span>
  ) : (
    <Space size={0}>{buttons}</Space>
  );
}
