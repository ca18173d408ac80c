import type { BillRuleRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { KeywordListCard } from '../../../components/admin/KeywordListCard';
import { pageAfterRemoving } from '../../../components/admin/page-after-removing';
import { RowActions } from '../../../components/admin/RowActions';
import { useConfirmDelete } from '../../../components/admin/useConfirmDelete';
import { useKeywordList } from '../../../components/admin/useKeywordList';
import { usePermission } from '../../../components/usePermission';
import { BillRuleForm } from './BillRuleForm';
import { deleteBillRule, exportBillRule, fetchBillRules, toggleBillRule } from './bill-rule.api';
import styles from './bill-rule.module.css';

/** 单据规则: the numbering rules forms and flows draw document numbers from. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const { hasButton } = usePermission();
  const keywordList = useKeywordList();
  const { keyword, page, setPage } = keywordList;
  const [target, setTarget] = useState<string | null>(null);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['system', 'billRule', 'list', params],
    queryFn: ({ signal }) => fetchBillRules(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['system', 'billRule'] });
  const toggle = useMutation({
    mutationFn: (row: BillRuleRow) => toggleBillRule(row.id),
    onSuccess: () => {
      toastSuccess(t('billRule.stateChanged'));
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (row: BillRuleRow) => deleteBillRule(row.id),
    onSuccess: () => {
      toastSuccess(t('common.deleteSuccess'));
      setPage(pageAfterRemoving(rows.length));
      void invalidate();
    },
  });
  const confirmRemove = (row: BillRuleRow) => confirmDelete(() => remove.mutateAsync(row));

  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');
  const dash = <span className={styles.muted}>—</span>;

  const columns: TableColumnsType<BillRuleRow> = [
    { title: t('billRule.fullName'), dataIndex: 'fullName', width: 150, ellipsis: true },
    { title: t('billRule.enCode'), dataIndex: 'enCode', width: 140, ellipsis: true },
    {
      title: t('billRule.prefix'),
      dataIndex: 'prefix',
      width: 90,
      render: (prefix: string | null) => prefix || dash,
    },
    {
      title: t('billRule.dateFormat'),
      dataIndex: 'dateFormat',
      width: 110,
      render: (format: string) => (format === 'no' ? t('billRule.formats.none') : format),
    },
    { title: t('billRule.digit'), dataIndex: 'digit', width: 80, align: 'center' },
    { title: t('billRule.startNumber'), dataIndex: 'startNumber', width: 80, align: 'center' },
    {
      title: t('billRule.outputNumber'),
      dataIndex: 'outputNumber',
      width: 180,
      render: (value: string | null, row) =>
        value ? (
          <Typography.Text code className={styles.number}>
            {value}
          </Typography.Text>
        ) : (
          <span className={styles.muted} title={t('billRule.exampleTitle', { example: row.example })}>
            {t('billRule.notIssued')}
          </span>
        ),
    },
    {
      title: t('billRule.state'),
      dataIndex: 'enabledMark',
      width: 70,
      align: 'center',
      render: (mark: number, row) =>
        canEdit ? (
          <Switch
            size="small"
            checked={mark === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            aria-label={t('billRule.state')}
          />
        ) : (
          <Tag color={mark === 1 ? 'success' : 'default'}>
            {mark === 1 ? t('organize.enabled') : t('organize.disabled')}
          </Tag>
        ),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            canEdit && { label: t('organize.edit'), onClick: () => setTarget(row.id) },
            canRemove && { label: t('common.delete'), onClick: () => confirmRemove(row), danger: true },
            canExport && {
              label: t('billRule.export'),
              onClick: () => void exportBillRule(row).catch(() => {}),
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
      placeholder={t('billRule.keyword')}
      emptyText={t('billRule.empty')}
      scrollX={1060}
      add={canAdd ? { label: t('billRule.add'), onClick: () => setTarget('') } : undefined}
    >
      <BillRuleForm target={target} onClose={() => setTarget(null)} />
    </KeywordListCard>
  );
}
