import type { ColumnData, ListButton } from '@app/common/form';
import type { TableColumnsType } from 'antd';
import { Button, Space } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ModelRow } from './dynamic-model.api';
import { displayText } from './model-list';

/** Width of a column the design leaves to the table, for the scroll width. */
const AUTO_WIDTH = 140;
const ACTION_WIDTH = 56;

export interface ListSortState {
  sidx: string;
  sort: 'asc' | 'desc';
}

/** A group's heading row of a type-3 list: it holds its rows, it is no record. */
export const isGroup = (row: ModelRow) => row.top === true;

/** The table's columns from columnList: label, width, alignment, server-side sorting, then the row actions. */
export function modelColumns(
  columns: ColumnData,
  sort: ListSortState | null,
  rowButtons: readonly ListButton[],
  onAction: (button: string, row: ModelRow) => void,
  actionsLabel: string,
): TableColumnsType<ModelRow> {
  const order = (prop: string): SortOrder =>
    sort?.sidx === prop ? (sort.sort === 'asc' ? 'ascend' : 'descend') : null;
  const shown: TableColumnsType<ModelRow> = columns.columnList.map((column) => ({
    key: column.prop,
    dataIndex: column.prop,
    title: column.label,
    width: column.width ?? undefined,
    align: column.align ?? 'left',
    ellipsis: true,
    sorter: column.sortable === true,
    sortOrder: column.sortable ? order(column.prop) : undefined,
    render: (value: unknown) => displayText(value),
  }));
  if (!rowButtons.length) return shown;
  return [
    ...shown,
    {
      key: '__actions',
      title: actionsLabel,
      fixed: 'right',
      width: Math.max(80, rowButtons.length * ACTION_WIDTH + 16),
      render: (_: unknown, row: ModelRow) =>
        isGroup(row) ? null : (
          <Space size={0}>
            {rowButtons.map((button) => (
              <Button
                key={button.value}
                type="link"
                size="small"
                danger={button.value === 'remove'}
                onClick={() => onAction(button.value, row)}
              >
                {button.label}
              </Button>
            ))}
          </Space>
        ),
    },
  ];
}

/** The table's scroll width: the designed widths, the others at a readable default. */
export const scrollWidth = (columns: ColumnData, rowButtons: number) =>
  columns.columnList.reduce((sum, c) => sum + (c.width ?? AUTO_WIDTH), 0) +
  (rowButtons ? Math.max(80, rowButtons * ACTION_WIDTH + 16) : 0);
