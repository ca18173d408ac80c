import { type DataInterfaceLogRow, formatDate } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Modal, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/admin/ListFooter';
import { DATA_INTERFACE_KEY, fetchInterfaceLog } from './data-interface.api';
import styles from './data-interface.module.css';

const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** 日志: every call of one interface, newest first, searchable by user or IP. */
export function DataInterfaceLogDialog({
  target,
  onClose,
}: {
  target: { id: string; fullName: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: 10 });
  useEffect(() => {
    if (target) {
      setText('');
      setKeyword('');
      setPage({ current: 1, size: 10 });
    }
  }, [target]);

  const params = { currentPage: page.current, pageSize: page.size, keyword: keyword || undefined };
  const log = useQuery({
    queryKey: [...DATA_INTERFACE_KEY, 'log', target?.id, params],
    queryFn: ({ signal }) => fetchInterfaceLog(target?.id as string, params, signal),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<DataInterfaceLogRow> = [
    {
      title: t('dataInterface.invokTime'),
      dataIndex: 'invokTime',
      width: 170,
      render: (v: number) => formatDate(v, TIME_FORMAT),
    },
    { title: t('dataInterface.user'), dataIndex: 'userName', width: 110, ellipsis: true },
    { title: t('dataInterface.ip'), dataIndex: 'invokIp', width: 130 },
    { title: t('dataInterface.device'), dataIndex: 'invokDevice', width: 170, ellipsis: true },
    { title: t('dataInterface.wasteTime'), dataIndex: 'invokWasteTime', width: 100, align: 'right' },
    { title: t('dataInterface.method'), dataIndex: 'invokType', width: 80, align: 'center' },
    {
      title: t('dataInterface.result'),
      dataIndex: 'result',
      width: 80,
      align: 'center',
      render: (v: string) => (
        <Tag color={v === 'ok' ? 'success' : 'error'}>
          {v === 'ok' ? t('dataInterface.ok') : t('dataInterface.failed')}
        </Tag>
      ),
    },
    {
      title: t('dataInterface.message'),
      dataIndex: 'message',
      ellipsis: true,
      render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null),
    },
  ];

  return (
    <Modal
      open={target !== null}
      title={t('dataInterface.logTitle', { name: target?.fullName ?? '' })}
      width={1100}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space className={styles.gap}>
        <Input.Search
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, current: 1 }));
          }}
          placeholder={t('dataInterface.logKeyword')}
          allowClear
          style={{ width: 280 }}
        />
      </Space>
      <Table<DataInterfaceLogRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isLoading}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataInterface.logEmpty')} />,
        }}
      />
      <ListFooter page={page} total={log.data?.pagination.total ?? 0} onChange={setPage} />
    </Modal>
  );
}
