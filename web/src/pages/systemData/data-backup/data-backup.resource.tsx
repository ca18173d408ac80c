import { DatabaseOutlined } from '@ant-design/icons';
import { type DataBackupRow, fileSize } from '@app/common';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDescription } from '../../../components/resource/resource.types';
import styles from './data-backup.module.css';

const DB_NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** 创建人: who made the backup, or that the scheduled task did. */
function Creator({ user }: { user: unknown }) {
  const { t } = useTranslation();
  return typeof user === 'string' ? user : <Tag color="blue">{t('backup.byTask')}</Tag>;
}

/**
 * 数据备份 (client-facts §5.5 Data backup): backups of the platform's own database, made here (the page's
 * 备份 button) or by the scheduled task; 下载 is the page's (`download`, `isDownloading`).
 */
export const dataBackupResource = (page: {
  download: (row: DataBackupRow) => void;
  isDownloading: (row: DataBackupRow) => boolean;
}): ResourceDescription<DataBackupRow> => ({
  queryKey: ['systemData', 'dataBackup'],
  api: { base: '/api/system/DataBackup' },
  keyword: { placeholder: 'backup.keyword' },
  texts: { empty: 'backup.empty' },
  table: { scrollX: 860 },
  columns: [
    {
      dataIndex: 'fileName',
      label: 'backup.fileName',
      ellipsis: true,
      kind: 'custom',
      render: (name) => (
        <Space size={8}>
          <DatabaseOutlined className={styles.icon} />
          <Typography.Text>{String(name)}</Typography.Text>
        </Space>
      ),
    },
    {
      dataIndex: 'fileSize',
      label: 'backup.fileSize',
      width: 110,
      align: 'right',
      kind: 'custom',
      render: (bytes) => fileSize(bytes as number),
    },
    {
      dataIndex: 'dbType',
      label: 'backup.dbType',
      width: 120,
      kind: 'custom',
      render: (type) => <Tag>{DB_NAMES[String(type)] ?? String(type)}</Tag>,
    },
    {
      dataIndex: 'creatorUser',
      label: 'backup.creator',
      width: 150,
      ellipsis: true,
      kind: 'custom',
      render: (user) => <Creator user={user} />,
    },
    {
      dataIndex: 'creatorTime',
      label: 'backup.creatorTime',
      width: 170,
      kind: 'time',
      format: 'yyyy-MM-dd HH:mm:ss',
    },
  ],
  rowActions: {
    label: 'organize.actions',
    width: 160,
    items: [
      {
        kind: 'custom',
        label: 'backup.download',
        permission: 'btn_download',
        loading: page.isDownloading,
        onClick: page.download,
      },
      {
        kind: 'remove',
        confirm: (row) => ({ key: 'backup.deleteConfirm', values: { name: row.fileName } }),
      },
    ],
  },
});
