import { formatDate, type NoticeRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
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
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
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
      setPage(pageAfterRemoving(rows.length));
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
    <KeywordListCard
      state={keywordList}
      query={list}
      rows={rows}
      columns={columns}
      placeholder={t('notice.keyword')}
      emptyText={keyword ? t('notice.noMatch') : t('notice.empty')}
      scrollX={900}
      add={canAdd ? { label: t('notice.add'), onClick: () => setTarget('') } : undefined}
    >
      <NoticeForm target={target} onClose={() => setTarget(null)} />
      <NoticePreview id={previewing} onClose={() => setPreviewing(null)} />
    </KeywordListCard>
  );
}
