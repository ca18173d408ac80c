import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
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

/**
 * The link buttons of a row: the declared actions the user holds the button for, in their order. With
 * `collapsed` (a phone's width, issue 15 item 13) they are the items of one ⋯ menu instead, so the column
 * stays narrow; a screen's own control (`render`, itself a menu) stays beside it.
 */
export function ResourceRowActions<Row extends object>({
  row,
  actions,
  can,
  compact,
  collapsed,
  handlers,
}: {
  row: Row;
  actions: readonly ResourceRowAction<Row>[];
  can: (code: string) => boolean;
  compact?: boolean;
  collapsed?: boolean;
  handlers: RowActionHandlers<Row>;
}) {
  const text = useResourceText();
  const shown = rowActionsFor(actions, can, row);
  const onClickOf = (action: ResourceRowAction<Row>) => () => {
    if (action.onClick) action.onClick(row, handlers.helpers);
    else if (action.kind === 'edit') handlers.edit(row);
    else if (action.kind === 'remove') handlers.remove(row);
    else if (action.kind === 'export') handlers.exportRow(row);
  };
  if (collapsed) {
    const own = shown.filter((action) => action.render);
    const items: MenuProps['items'] = shown
      .filter((action) => !action.render)
      .map((action, index) => {
        const disabled = (action.disabled?.(row) ?? false) || (action.loading?.(row) ?? false);
        const label = text(rowActionLabel(action));
        return {
          key: String(index),
          label:
            disabled && action.disabledHint !== undefined ? (
              <Tooltip title={text(action.disabledHint)}>{label}</Tooltip>
            ) : (
              label
            ),
          icon: action.icon,
          danger: action.danger ?? action.kind === 'remove',
          disabled,
          onClick: onClickOf(action),
        };
      });
    return (
      <span className={styles.collapsedActions}>
        {own.map((action) => (
          <Fragment key={text(rowActionLabel(action))}>{action.render?.(row, handlers.helpers)}</Fragment>
        ))}
        {items.length ? (
          <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
            <Button
              type="text"
              size="small"
              icon={<EllipsisOutlined />}
              aria-label={text('resource.more')}
              title={text('resource.more')}
            />
          </Dropdown>
        ) : null}
      </span>
    );
  }
  const buttons = shown.map((action) => {
    const label = text(rowActionLabel(action));
    // The screen's own control in place of a link (e.g. a menu of choices).
    if (action.render) return <Fragment key={label}>{action.render(row, handlers.helpers)}</Fragment>;
    const onClick = onClickOf(action);
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
