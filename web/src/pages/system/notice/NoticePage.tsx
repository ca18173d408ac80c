import { PlusOutlined } from '@ant-design/icons';
import { formatDate, type NoticeRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { NoticeForm } from './NoticeForm';
import { NoticePreview } from './NoticePreview';
import { deleteNotice, fetchNotices, releaseNotice } from './notice.api';
import styles from './notice.module.css';

/** 系统公告: notices written as drafts and released once to every user (the header bell shows them). */
export default function NoticePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const { text, setText, keyword, page, setPage, search, reset } = useKeywordList();
  const [target, setTarget] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['system', 'notice', 'list', params],
    queryFn: ({ signal }) => fetchNotices(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'notice'] });

  const remove = useMutation({
    mutationFn: (row: NoticeRow) => deleteNotice(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page.current > 1) setPage((p) => ({ ...p, current: p.current - 1 }));
      void invalidate();
    },
  });
  const release = useMutation({
    mutationFn: (row: NoticeRow) => releaseNotice(row.id),
    onSuccess: (result) => {
      toastSuccess(t('notice.releaseDone', { count: result.receivers }));
      void invalidate();
    },
  });
  const confirmRelease = (row: NoticeRow) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('notice.releaseConfirm', { title: row.title }),
      okText: t('notice.release'),
      cancelText: t('common.cancel'),
      onOk: () => release.mutateAsync(row).catch(() => undefined),
    });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canRelease = hasButton('btn_release');
  const time = (value: number | null) =>
    value ? formatDate(value) : <span className={styles.muted}>—</span>;

  const columns: TableColumnsType<NoticeRow> = [
    {
      title: t('notice.noticeTitle'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" size="small" className={styles.title} onClick={() => setPreviewing(row.id)}>
          {title}
        </Button>
      ),
    },
    { title: t('notice.creatorUser'), dataIndex: 'creatorUser', width: 160, ellipsis: true },
    { title: t('notice.creatorTime'), dataIndex: 'creatorTime', width: 150, render: time },
    { title: t('notice.releaseTime'), dataIndex: 'releaseTime', width: 150, render: time },
    {
      title: t('notice.state'),
      dataIndex: 'enabledMark',
      width: 90,
      align: 'center',
      render: (mark: number) =>
        mark === 1 ? <Tag color="success">{t('notice.released')}</Tag> : <Tag>{t('notice.draft')}</Tag>,
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, row) => {
        const draft = row.enabledMark === 0;
        return (
          <RowActions
            actions={[
              canEdit && draft && { label: t('organize.edit'), onClick: () => setTarget(row.id) },
              canRelease && draft && { label: t('notice.release'), onClick: () => confirmRelease(row) },
              { label: t('notice.preview'), onClick: () => setPreviewing(row.id) },
              canRemove && {
                label: t('common.delete'),
                onClick: () => confirmDelete(() => remove.mutateAsync(row)),
                danger: true,
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Card>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('notice.keyword') }}
        onSearch={search}
        onReset={reset}
        actions={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('')}>
              {t('notice.add')}
            </Button>
          ) : null
        }
        refresh={{ onClick: () => void list.refetch(), loading: list.isFetching }}
      />
      <Table<NoticeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={keyword ? t('notice.noMatch') : t('notice.empty')}
            />
          ),
        }}
      />
      <ListFooter page={page} total={list.data?.pagination.total ?? 0} onChange={setPage} />
      <NoticeForm target={target} onClose={() => setTarget(null)} />
      <NoticePreview id={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
