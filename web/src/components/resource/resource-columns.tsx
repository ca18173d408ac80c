import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { StateCell, valueCell } from './ResourceCells';
import { ResourceRowActions, type RowActionHandlers } from './ResourceRowActions';
import type { CellContext, ResourceColumn, ResourceDescription, ResourceText } from './resource.types';
import {
  actionsColumnWidth,
  allowed,
  collapsedActionsWidth,
  rowActionLabel,
  showsActionsColumn,
} from './resource-actions';
import type { ListSort } from './resource-query';

export interface ColumnSetup<Row extends object> {
  resource: ResourceDescription<Row>;
  text: (value: ResourceText | undefined) => string;
  can: (code: string) => boolean;
  canSwitch: boolean;
  isSwitching: (row: Row) => boolean;
  onSwitch: (row: Row) => void;
  handlers: RowActionHandlers<Row>;
  context: CellContext;
  searching: boolean;
  sort: ListSort | null;
  /** a phone's width: the row actions are one ⋯ menu, so the column kept at the right edge stays narrow */
  mobile?: boolean;
}

/** A plain text cell needs no render of ours: antd then shows it (and its ellipsis title) as it always has. */
const needsRender = (column: ResourceColumn<never>) =>
  (column.kind ?? 'text') !== 'text' ||
  column.empty !== undefined ||
  column.className !== undefined ||
  column.options !== undefined;

/** The table's columns from the description: each cell by its kind, then the row actions. */
export function tableColumns<Row extends object>(setup: ColumnSetup<Row>): TableColumnsType<Row> {
  const { resource, text, sort } = setup;
  const shown = resource.columns.filter((column) => !column.searchOnly || setup.searching);
  const columns: TableColumnsType<Row> = shown.map((column) => {
    const plain = column as ResourceColumn<never>;
    const key = column.key ?? column.dataIndex;
    const empty = text(column.empty);
    let render: ((value: unknown, row: Row) => ReactNode) | undefined;
    if (column.render) {
      const custom = column.render;
      render = (value, row) => custom(value, row, setup.context);
    } else if (column.kind === 'state')
      render = (_, row) => (
        <StateCell
          column={plain}
          row={row}
          canSwitch={setup.canSwitch}
          switching={setup.isSwitching(row)}
          onSwitch={() => setup.onSwitch(row)}
        />
      );
    else if (needsRender(plain)) render = (value) => valueCell(plain, value, empty);
    return {
      key,
      dataIndex: column.dataIndex,
      title: text(column.label),
      width: column.width,
      align: column.align,
      ellipsis: column.ellipsis,
      ...(render ? { render } : {}),
      ...(column.sortable
        ? {
            sorter: true,
            sortOrder: sort && sort.field === key ? (sort.order === 'desc' ? 'descend' : 'ascend') : null,
          }
        : {}),
    };
  });
  const actions = resource.rowActions;
  if (actions && showsActionsColumn(actions, setup.can)) {
    const held = actions.items.filter((action) => allowed(action, setup.can));
    const { mobile } = setup;
    const title = text(actions.label ?? 'resource.actions');
    columns.push({
      key: 'actions',
      title,
      width: mobile
        ? collapsedActionsWidth(
            held.map((action) => ({ label: text(rowActionLabel(action)), own: action.render !== undefined })),
            title,
          )
        : actionsColumnWidth(
            actions.width,
            // A control of the screen's own (a dropdown) shows its label with an arrow, as wide as an icon.
            held.map((action) => ({
              label: text(rowActionLabel(action)),
              icon: action.icon !== undefined || action.render !== undefined,
            })),
          ),
      ...(mobile ? { align: 'center' as const } : {}),
      fixed: 'right',
      render: (_, row) => (
        <ResourceRowActions
          row={row}
          actions={actions.items}
          can={setup.can}
          compact={actions.compact}
          collapsed={mobile}
          handlers={setup.handlers}
        />
      ),
    });
  }
  return columns;
}
