import { DATA_SOURCE_DEFAULT_PORTS, type DataSourceRow } from '@app/common';
import { Tag } from 'antd';
import { descriptionField, sortStateFields } from '../../../components/resource/common-fields';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import {
  ConnectionFields,
  ConnectionTest,
  type DataSourceValues,
  DbTypeField,
  fieldsOf,
  valuesOf,
} from './DataSourceFields';
import styles from './data-source.module.css';

const TYPE_COLORS: Record<string, string> = { SQLite: 'cyan', PostgreSQL: 'blue', MySQL: 'orange' };

/** host:port in a monospaced face, a dash for a file database. */
function Address({ row }: { row: DataSourceRow }) {
  if (!row.host) return <span className={styles.muted}>—</span>;
  return <span className={styles.address}>{`${row.host}:${row.port ?? ''}`}</span>;
}

/** 数据连接 (client-facts §5.5 Data source): the databases forms, interfaces, models and syncs can reach. */
export const dataSourceResource: ResourceDescription<DataSourceRow> = {
  queryKey: ['systemData', 'dataSource'],
  api: { base: '/api/system/DataSource' },
  keyword: { placeholder: 'dataSource.keyword' },
  texts: { empty: 'dataSource.empty', add: 'dataSource.add' },
  table: { scrollX: 1100 },
  toolbar: [{ kind: 'add' }],
  columns: [
    { dataIndex: 'fullName', label: 'dataSource.fullName', ellipsis: true },
    {
      dataIndex: 'dbType',
      label: 'dataSource.dbType',
      width: 120,
      kind: 'custom',
      render: (type) => <Tag color={TYPE_COLORS[String(type)] ?? 'default'}>{String(type)}</Tag>,
    },
    {
      key: 'address',
      label: 'dataSource.address',
      width: 170,
      ellipsis: true,
      kind: 'custom',
      render: (_, row) => <Address row={row} />,
    },
    { dataIndex: 'serviceName', label: 'dataSource.serviceName', width: 160, ellipsis: true, empty: '—' },
    { dataIndex: 'userName', label: 'dataSource.userName', width: 120, ellipsis: true, empty: '—' },
    { dataIndex: 'sortCode', label: 'dataSource.sortCode', width: 70, align: 'center' },
    {
      dataIndex: 'enabledMark',
      label: 'dataSource.state',
      width: 80,
      align: 'center',
      kind: 'tag',
      options: [
        { value: 1, label: 'dataSource.enabled', color: 'success' },
        { value: 0, label: 'dataSource.disabled', color: 'default' },
      ],
    },
    { dataIndex: 'creatorTime', label: 'dataSource.creatorTime', width: 150, kind: 'time' },
  ],
  rowActions: {
    label: 'dataSource.actions',
    width: 120,
    items: [{ kind: 'edit', label: 'dataSource.edit' }, { kind: 'remove' }],
  },
  form: {
    title: { create: 'dataSource.add', edit: 'dataSource.editTitle' },
    saved: 'dataSource.saveSuccess',
    width: 680,
    load: valuesOf,
    save: (values) => ({ ...fieldsOf(values as unknown as DataSourceValues) }),
    fields: [
      {
        name: 'fullName',
        kind: 'input',
        label: 'dataSource.fullName',
        span: 12,
        required: 'dataSource.fullNameRequired',
        maxLength: 100,
      },
      {
        name: 'dbType',
        kind: 'custom',
        span: 12,
        defaultValue: 'PostgreSQL',
        render: ({ form }) => <DbTypeField form={form} />,
      },
      {
        name: 'port',
        kind: 'custom',
        defaultValue: DATA_SOURCE_DEFAULT_PORTS.PostgreSQL,
        render: ({ form, record }) => <ConnectionFields form={form} hasPassword={!!record?.hasPassword} />,
      },
      {
        kind: 'custom',
        render: ({ form, editingId }) => <ConnectionTest form={form} editingId={editingId} />,
      },
      ...sortStateFields('dataSource', 12),
      descriptionField(),
    ],
  },
};
