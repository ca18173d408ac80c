import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { usePermission } from '../../../components/usePermission';
import { logColumns } from './columns';
import { LogExportButton } from './LogExport';
import { LogList, useLogList } from './LogList';
import { deleteLogs, fetchLogs, LogKind } from './log.api';
import styles from './log.module.css';

/** One kind of log: filters, a paged table and, with the btn_remove right, selection and delete. */
export function LogPanel({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const canRemove = hasButton('btn_remove');
  const canExport = hasButton('btn_export');

  const [selected, setSelected] = useState<string[]>([]);
  const list = useLogList({
    queryKey: (params) => ['system', 'log', kind, params],
    fetch: (params, signal) => fetchLogs(kind, params, signal),
    onMove: () => setSelected([]),
  });

  const remove = useMutation({
    mutationFn: deleteLogs,
    onSuccess: (_, ids) => {
      toastSuccess(t('common.deleteSuccess'));
      setSelected([]);
      // Deleting the whole last page steps back one page.
      if (ids.length >= list.rows.length && list.page.current > 1)
        list.setPage((p) => ({ ...p, current: p.current - 1 }));
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
    <LogList
      list={list}
      columns={columns}
      scrollX={1100}
      actions={
        <>
          {canExport ? <LogExportButton kind={kind} params={list.params} /> : null}
          {canRemove ? (
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
              {selected.length ? `${t('common.delete')} (${selected.length})` : t('common.delete')}
            </Button>
          ) : null}
        </>
      }
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
              expandedRowRender: (row) => <pre className={styles.stack}>{row.json || t('log.noStack')}</pre>,
            }
          : undefined
      }
    />
  );
}
