import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { usePermission } from '../../../components/usePermission';
import i18n from '../../../i18n';
import { forgetServerTexts, loadServerTexts } from '../../../i18n/server-texts';
import { useSettings } from '../../../stores/settings';
import { LanguageForm } from './LanguageForm';
import { deleteLanguage, fetchLanguages, type LanguageRow } from './language.api';
import styles from './language.module.css';

/** Fetches the server's entries again, so the screens show a change at once. */
const refreshTexts = () => {
  forgetServerTexts();
  void loadServerTexts(i18n, useSettings.getState().language);
};

/** 多语言: translation entries laid over the app's built-in texts. */
export default function LanguagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [target, setTarget] = useState<string | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['system', 'language', 'list', params],
    queryFn: ({ signal }) => fetchLanguages(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const remove = useMutation({
    mutationFn: (row: LanguageRow) => deleteLanguage(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      if (rows.length === 1 && page.current > 1) setPage((p) => ({ ...p, current: p.current - 1 }));
      void queryClient.invalidateQueries({ queryKey: ['system', 'language'] });
      refreshTexts();
    },
  });

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const fallback = (value: string | null) =>
    value || <span className={styles.muted}>{t('sysLanguage.fallback')}</span>;

  const columns: TableColumnsType<LanguageRow> = [
    {
      title: t('sysLanguage.key'),
      dataIndex: 'key',
      width: 220,
      ellipsis: true,
      render: (key: string) => (
        <Typography.Text code className={styles.key}>
          {key}
        </Typography.Text>
      ),
    },
    { title: t('sysLanguage.zh'), dataIndex: 'zh', width: 180, ellipsis: true },
    { title: t('sysLanguage.en'), dataIndex: 'en', width: 180, ellipsis: true, render: fallback },
    { title: t('sysLanguage.zhtw'), dataIndex: 'zhtw', width: 180, ellipsis: true, render: fallback },
    {
      title: t('sysLanguage.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string | null) => value || <span className={styles.muted}>—</span>,
    },
    {
      title: t('sysLanguage.lastModify'),
      key: 'time',
      width: 150,
      render: (_, row) => dayjs(row.lastModifyTime ?? row.creatorTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canEdit && { label: t('organize.edit'), onClick: () => setTarget(row.id) },
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
    <Card>
      <Alert className={styles.hint} type="info" showIcon message={t('sysLanguage.hint')} />
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('sysLanguage.keyword') }}
        onSearch={() => {
          setKeyword(text.trim());
          setPage((p) => ({ ...p, current: 1 }));
        }}
        onReset={() => {
          setText('');
          setKeyword('');
          setPage((p) => ({ ...p, current: 1 }));
        }}
        actions={
          canAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('')}>
              {t('sysLanguage.add')}
            </Button>
          ) : null
        }
        refresh={{ onClick: () => void list.refetch(), loading: list.isFetching }}
      />
      <Table<LanguageRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sysLanguage.empty')} />,
        }}
      />
      <ListFooter page={page} total={list.data?.pagination.total ?? 0} onChange={setPage} />
      <LanguageForm target={target} onClose={() => setTarget(null)} onSaved={refreshTexts} />
    </Card>
  );
}
