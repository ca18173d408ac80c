import type { TableRow } from '@app/common';
import { Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import { dropTable, exportTable, fetchTables } from './data-model.api';
import styles from './data-model.module.css';
import type { DesignerTarget } from './TableDesigner';

/** Every source's tables: a drop or an import refreshes them all, as the designer's save does. */
export const DATA_MODEL_TABLES_KEY = ['systemData', 'dataModel', 'tables'] as const;

/** The table's name, and the mark of a platform table (view and preview only). */
function TableName({ row }: { row: TableRow }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      <span className={styles.mono}>{row.table}</span>
      {row.readOnly ? (
        <Tooltip title={t('dataModel.readOnlyHint')}>
          <Tag>{t('dataModel.readOnly')}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

export interface DataModelScreen {
  linkId: string;
  /** the user holds btn_edit: a table of their own opens to 设计, otherwise to 查看 */
  canEdit: boolean;
  design: (target: DesignerTarget) => void;
  preview: (table: string) => void;
  /** the toolbar's 导入 (a table's JSON) and 常用字段 */
  importButton: ReactNode;
  commonFieldsButton: ReactNode;
}

/**
 * 数据建模: the tables of one data source (`linkId` among the list's parameters), answered whole and paged by
 * the table at 20. A source that cannot be read says why in place of the rows. Platform tables are viewed
 * and previewed, never designed or dropped.
 */
export const dataModelResource = (screen: DataModelScreen): ResourceDescription<TableRow> => ({
  queryKey: DATA_MODEL_TABLES_KEY,
  rowKey: 'table',
  api: {
    list: (params, signal) =>
      fetchTables(
        String(params.linkId),
        typeof params.keyword === 'string' ? params.keyword : undefined,
        signal,
      ),
    remove: (row) => dropTable(screen.linkId, row.table),
    exportRow: (row) => exportTable(screen.linkId, row.table),
  },
  keyword: { placeholder: 'dataModel.keyword' },
  texts: {
    empty: 'dataModel.empty',
    add: 'dataModel.add',
    removed: 'dataModel.removeSuccess',
    readError: true,
  },
  table: { scrollX: 900 },
  toolbar: [
    { kind: 'add', onClick: () => screen.design({ mode: 'add' }) },
    { kind: 'custom', permission: 'btn_import', node: screen.importButton },
    { kind: 'custom', permission: null, node: screen.commonFieldsButton },
  ],
  columns: [
    {
      dataIndex: 'table',
      label: 'dataModel.table',
      width: 320,
      kind: 'custom',
      render: (_, row) => <TableName row={row} />,
    },
    { dataIndex: 'tableName', label: 'dataModel.tableName', ellipsis: true, empty: '—' },
    {
      dataIndex: 'sum',
      label: 'dataModel.sum',
      width: 110,
      align: 'right',
      kind: 'custom',
      render: (sum) =>
        typeof sum === 'number' ? sum.toLocaleString() : <span className={styles.muted}>—</span>,
    },
  ],
  rowActions: {
    label: 'dataModel.actions',
    width: 260,
    items: [
      {
        kind: 'custom',
        label: 'dataModel.design',
        permission: 'btn_edit',
        visible: (row) => !row.readOnly,
        onClick: (row) => screen.design({ mode: 'edit', table: row.table }),
      },
      {
        kind: 'custom',
        label: 'dataModel.view',
        permission: null,
        visible: (row) => row.readOnly || !screen.canEdit,
        onClick: (row) => screen.design({ mode: 'view', table: row.table }),
      },
      {
        kind: 'custom',
        label: 'dataModel.preview',
        permission: null,
        onClick: (row) => screen.preview(row.table),
      },
      { kind: 'export', label: 'dataModel.export' },
      {
        kind: 'remove',
        label: 'dataModel.remove',
        visible: (row) => !row.readOnly,
        confirm: (row) => ({ key: 'dataModel.removeConfirm', values: { table: row.table } }),
      },
    ],
  },
});
