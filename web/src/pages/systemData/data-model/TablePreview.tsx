import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/admin/ListFooter';
import { fetchPreview } from './data-model.api';
import styles from './data-model.module.css';

/** 预览数据: a table's rows, a page at a time, every column as text. */
export function TablePreview({
  linkId,
  table,
  onClose,
}: {
  linkId: string;
  table: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  useEffect(() => {
    if (table) setPage((p) => ({ ...p, current: 1 }));
  }, [table]);

  const preview = useQuery({
    queryKey: ['systemData', 'dataModel', 'preview', linkId, table, page],
    queryFn: ({ signal }) => fetchPreview(linkId, table as string, page.current, page.size, signal),
    enabled: table !== null,
    placeholderData: keepPreviousData,
  });
  const fields = preview.data?.fields ?? [];
  const columns = fields.map((field) => ({
    title: <span className={styles.mono}>{field}</span>,
    dataIndex: field,
    key: field,
    width: 160,
    ellipsis: true,
    render: (value: unknown) =>
      value === null || value === undefined ? <span className={styles.muted}>NULL</span> : String(value),
  }));

  return (
    <Modal
      open={table !== null}
      title={t('dataModel.previewTitle', { table })}
      width={1100}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<Record<string, unknown>>
        rowKey={(_, index) => String(index)}
        size="small"
        columns={columns}
        dataSource={preview.data?.list ?? []}
        loading={preview.isLoading}
        pagination={false}
        scroll={{ x: Math.max(800, fields.length * 160), y: 440 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataModel.previewEmpty')} />,
        }}
      />
      <ListFooter page={page} total={preview.data?.pagination.total ?? 0} onChange={setPage} />
    </Modal>
  );
}
