import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
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
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
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
      setPage(pageAfterRemoving(rows.length));
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
    <KeywordListCard
      intro={<Alert className={styles.hint} type="info" showIcon message={t('sysLanguage.hint')} />}
      state={keywordList}
      query={list}
      rows={rows}
      columns={columns}
      placeholder={t('sysLanguage.keyword')}
      emptyText={t('sysLanguage.empty')}
      scrollX={1100}
      add={canAdd ? { label: t('sysLanguage.add'), onClick: () => setTarget('') } : undefined}
    >
      <LanguageForm target={target} onClose={() => setTarget(null)} onSaved={refreshTexts} />
    </KeywordListCard>
  );
}
