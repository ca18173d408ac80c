import { CloudDownloadOutlined, DatabaseOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { type DataBackupRow, fileSize, formatDate } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { createBackup, deleteBackup, downloadBackup, fetchBackups } from './data-backup.api';
import styles from './data-backup.module.css';

const DB_NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** 数据备份: backups of the platform's own database, made here or by the scheduled task. */
export default function DataBackupPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['systemData', 'dataBackup', 'list', params],
    queryFn: ({ signal }) => fetchBackups(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['systemData', 'dataBackup'] });

  const create = useMutation({
    mutationFn: createBackup,
    onSuccess: (row) => {
      toastSuccess(t('backup.created', { name: row.fileName }), 3);
      setPage((p) => ({ ...p, current: 1 }));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: DataBackupRow) => deleteBackup(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });
  const download = useMutation({ mutationFn: (row: DataBackupRow) => downloadBackup(row.id) });

  const confirmRemove = (row: DataBackupRow) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('backup.deleteConfirm', { name: row.fileName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row).catch(() => undefined),
    });

  const canAdd = hasButton('btn_add');
  const canDownload = hasButton('btn_download');
  const canRemove = hasButton('btn_remove');

  const columns: TableColumnsType<DataBackupRow> = [
    {
      title: t('backup.fileName'),
      dataIndex: 'fileName',
      ellipsis: true,
      render: (name: string) => (
        <Space size={8}>
          <DatabaseOutlined className={styles.icon} />
          <Typography.Text>{name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('backup.fileSize'),
      dataIndex: 'fileSize',
      width: 110,
      align: 'right',
      render: (bytes: number) => fileSize(bytes),
    },
    {
      title: t('backup.dbType'),
      dataIndex: 'dbType',
      width: 120,
      render: (type: string) => <Tag>{DB_NAMES[type] ?? type}</Tag>,
    },
    {
      title: t('backup.creator'),
      dataIndex: 'creatorUser',
      width: 150,
      ellipsis: true,
      render: (user: string | null) => user ?? <Tag color="blue">{t('backup.byTask')}</Tag>,
    },
    {
      title: t('backup.creatorTime'),
      dataIndex: 'creatorTime',
      width: 170,
      render: (time: number) => formatDate(time, 'yyyy-MM-dd HH:mm:ss'),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canDownload && {
              label: t('backup.download'),
              onClick: () => download.mutate(row),
              loading: download.isPending && download.variables?.id === row.id,
            },
            canRemove && { label: t('common.delete'), onClick: () => confirmRemove(row), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <KeywordListCard
      state={keywordList}
      query={list}
      rows={rows}
      columns={columns}
      placeholder={t('backup.keyword')}
      emptyText={t('backup.empty')}
      scrollX={860}
      actions={
        canAdd ? (
          <Button
            type="primary"
            icon={<CloudDownloadOutlined />}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {create.isPending ? t('backup.creating') : t('backup.create')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary" className={styles.hint}>
        <InfoCircleOutlined /> {t('backup.restoreHint')}
      </Typography.Paragraph>
    </KeywordListCard>
  );
}
