import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Table, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListPagination } from '../../../components/ListPagination';
import { usePermission } from '../../../components/usePermission';
import { logColumns } from './columns';
import { LogFilterBar } from './LogFilterBar';
import { deleteLogs, fetchLogs, LogKind, type LogRow } from './log.api';
import styles from './log.module.css';
import { EMPTY_FILTERS, type LogFilters, logParams } from './log-query';

/** One kind of log: filters, a paged table and, with the btn_remove right, selection and delete. */
export function LogPanel({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canRemove = usePermission().hasButton('btn_remove');

  const [filters, setFilters] = useState<LogFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);

  const params = logParams(filters, page.current, page.size);
  const query = useQuery({
    queryKey: ['system', 'log', kind, params],
    queryFn: ({ signal }) => fetchLogs(kind, params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];
  const total = query.data?.pagination.total ?? 0;

  const remove = useMutation({
    mutationFn: deleteLogs,
    onSuccess: (_, ids) => {
      toastSuccess(t('common.deleteSuccess'));
      setSelected([]);
      // Deleting the whole last page steps back one page.
      if (ids.length >= rows.length && page.current > 1) setPage((p) => ({ ...p, current: p.current - 1 }));
      void queryClient.invalidateQueries({ queryKey: ['system', 'log', kind] });
    },
  });

  const confirmRemove = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('common.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(selected).catch(() => undefined),
    });

  const columns = useMemo(() => logColumns(kind, t), [kind, t]);

  return (
    <>
      <div className={styles.toolbar}>
        <LogFilterBar
          onApply={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, current: 1 }));
            setSelected([]);
          }}
        />
        <div className={styles.actions}>
          {canRemove ? (
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
              {selected.length ? `${t('common.delete')} (${selected.length})` : t('common.delete')}
            </Button>
          ) : null}
          <Tooltip title={t('common.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('common.refresh')}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isLoading}
            />
          </Tooltip>
        </div>
      </div>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
        }}
        rowSelection={
          canRemove
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        expandable={
          kind === LogKind.exception
            ? {
                expandedRowRender: (row) => (
                  <pre className={styles.stack}>{row.json || t('log.noStack')}</pre>
                ),
              }
            : undefined
        }
      />
      <div className={styles.footer}>
        <ListPagination
          current={page.current}
          pageSize={page.size}
          total={total}
          onChange={(current, size) => {
            setPage({ current, size });
            setSelected([]);
          }}
        />
      </div>
    </>
  );
}
