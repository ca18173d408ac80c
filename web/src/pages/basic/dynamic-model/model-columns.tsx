import type { ColumnData, ListButton, ListColumn } from '@app/common/form';
import type { TableColumnsType } from 'antd';
import { Button, Space } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ModelRow } from './dynamic-model.api';
import { displayText } from './model-list';

const ACTION_WIDTH = 56;
/** The narrowest a column the design leaves unsized gets: its title whole (14 px a character), its sorter. */
const MIN_AUTO_WIDTH = 96;
const TITLE_CHAR_WIDTH = 14;
const CELL_PADDING = 32;
const SORTER_WIDTH = 24;

/**
 * The least width a column takes: the design's width when it sets one, else room for its title. Unsized
 * columns get no width of their own, so the fixed-layout table shares what is left among them.
 */
export function columnMinWidth(column: ListColumn): number {
  if (typeof column.width === 'number' && column.width > 0) return column.width;
  const title = [...column.label].length * TITLE_CHAR_WIDTH + CELL_PADDING;
  return Math.max(MIN_AUTO_WIDTH, title + (column.sortable ? SORTER_WIDTH : 0));
}

const actionsWidth = (rowButtons: number) => Math.max(80, rowButtons * ACTION_WIDTH + 16);

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
    width: typeof column.width === 'number' && column.width > 0 ? column.width : undefined,
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
      width: actionsWidth(rowButtons.length),
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

/**
 * The table's scroll width: every column at its least width. A wider page shares the rest among the unsized
 * columns, a narrower one scrolls sideways (seven or eight columns fit a 1440 px window with a tree beside).
 */
export const scrollWidth = (columns: ColumnData, rowButtons: number) =>
  columns.columnList.reduce((sum, column) => sum + columnMinWidth(column), 0) +
  (rowButtons ? actionsWidth(rowButtons) : 0);
