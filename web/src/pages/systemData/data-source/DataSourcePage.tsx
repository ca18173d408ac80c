import { type DataSourceRow, formatDate } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { DataSourceForm } from './DataSourceForm';
import { deleteDataSource, fetchDataSources } from './data-source.api';
import styles from './data-source.module.css';

const TYPE_COLORS: Record<string, string> = { SQLite: 'cyan', PostgreSQL: 'blue', MySQL: 'orange' };

/** 数据连接: the databases forms, interfaces, models and syncs can reach besides the platform's own. */
export default function DataSourcePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<string | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['systemData', 'dataSource', 'list', params],
    queryFn: ({ signal }) => fetchDataSources(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const remove = useMutation({
    mutationFn: (row: DataSourceRow) => deleteDataSource(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void queryClient.invalidateQueries({ queryKey: ['systemData', 'dataSource'] });
    },
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const dash = <span className={styles.muted}>—</span>;

  const columns: TableColumnsType<DataSourceRow> = [
    { title: t('dataSource.fullName'), dataIndex: 'fullName', ellipsis: true },
    {
      title: t('dataSource.dbType'),
      dataIndex: 'dbType',
      width: 120,
      render: (type: string) => <Tag color={TYPE_COLORS[type] ?? 'default'}>{type}</Tag>,
    },
    {
      title: t('dataSource.address'),
      key: 'address',
      width: 170,
      ellipsis: true,
      render: (_, row) =>
        row.host ? <span className={styles.address}>{`${row.host}:${row.port ?? ''}`}</span> : dash,
    },
    {
      title: t('dataSource.serviceName'),
      dataIndex: 'serviceName',
      width: 160,
      ellipsis: true,
      render: (name: string | null) => name || dash,
    },
    {
      title: t('dataSource.userName'),
      dataIndex: 'userName',
      width: 120,
      ellipsis: true,
      render: (name: string | null) => name || dash,
    },
    { title: t('dataSource.sortCode'), dataIndex: 'sortCode', width: 70, align: 'center' },
    {
      title: t('dataSource.state'),
      dataIndex: 'enabledMark',
      width: 80,
      align: 'center',
      render: (mark: number) => (
        <Tag color={mark === 1 ? 'success' : 'default'}>
          {mark === 1 ? t('dataSource.enabled') : t('dataSource.disabled')}
        </Tag>
      ),
    },
    {
      title: t('dataSource.creatorTime'),
      dataIndex: 'creatorTime',
      width: 150,
      render: (time: number) => formatDate(time),
    },
    {
      title: t('dataSource.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canEdit && { label: t('dataSource.edit'), onClick: () => setTarget(row.id) },
            canRemove && {
              label: t('common.delete'),
              onClick: () => confirmDelete(() => remove.mutateAsync(row)),
              danger: true,
            },
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
      placeholder={t('dataSource.keyword')}
      emptyText={t('dataSource.empty')}
      scrollX={1100}
      add={canAdd ? { label: t('dataSource.add'), onClick: () => setTarget('') } : undefined}
    >
      <DataSourceForm target={target} onClose={() => setTarget(null)} />
    </KeywordListCard>
  );
}
