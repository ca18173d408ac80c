import { DeleteOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, formatDate, type MessageItem, MessageType } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Empty, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/feedback';
import { ListFooter } from '../../components/admin/ListFooter';
import { ListToolbar } from '../../components/admin/ListToolbar';
import { fetchInbox, INBOX_KEY, removeMessages } from '../../shell/messages/message-api';
import { countDown } from '../../shell/messages/unread-counts';
import { useOpenMessage } from '../../shell/messages/useOpenMessage';
import styles from './message-record.module.css';

/** 消息中心 (/messageRecord): all my notices and messages, filtered, opened, removed from my list. */
export default function MessageRecordPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { open, dialog } = useOpenMessage();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<{ keyword?: string; type?: number }>({});
  const [type, setType] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<MessageItem[]>([]);

  const params = { currentPage: page.current, pageSize: page.size, ...filter };
  const list = useQuery({
    queryKey: [...INBOX_KEY, 'centre', params],
    queryFn: ({ signal }) => fetchInbox(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];

  const remove = useMutation({
    mutationFn: (items: MessageItem[]) => removeMessages(items.map((m) => m.id)),
    onSuccess: (_, items) => {
      countDown(items);
      setSelected([]);
      toastSuccess(t('common.deleteSuccess'));
      if (items.length === rows.length && page.current > 1)
        setPage((p) => ({ ...p, current: p.current - 1 }));
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
  const confirmRemove = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('message.removeConfirm', { count: selected.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(selected).catch(() => undefined),
    });

  const typeName = (value: number) =>
    value === MessageType.notice ? t('message.typeNotice') : t('message.typeSystem');
  const columns: TableColumnsType<MessageItem> = [
    {
      title: t('message.messageTitle'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" size="small" className={styles.title} onClick={() => void open(row)}>
          {title}
        </Button>
      ),
    },
    {
      title: t('message.type'),
      dataIndex: 'type',
      width: 110,
      render: (value: number) => (
        <Tag bordered={false} color={value === MessageType.notice ? 'blue' : 'orange'}>
          {typeName(value)}
        </Tag>
      ),
    },
    { title: t('message.sender'), dataIndex: 'creatorUser', width: 160, ellipsis: true },
    {
      title: t('message.time'),
      dataIndex: 'lastModifyTime',
      width: 160,
      render: (value: number) => formatDate(value),
    },
    {
      title: t('message.state'),
      dataIndex: 'isRead',
      width: 90,
      render: (value: string) =>
        value === '1' ? (
          <Badge status="default" text={t('message.read')} />
        ) : (
          <Badge status="processing" text={t('message.unread')} />
        ),
    },
    {
      title: t('message.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => void open(row)}>
          {t('message.view')}
        </Button>
      ),
    },
  ];

  const search = () => {
    setFilter({ keyword: text.trim() || undefined, type });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    setText('');
    setType(undefined);
    setFilter({});
    setPage((p) => ({ ...p, current: 1 }));
  };
  const filtered = Boolean(filter.keyword || filter.type);

  return (
    <Card>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('message.keyword') }}
        filters={
          <Select<number>
            allowClear
            value={type}
            onChange={setType}
            placeholder={t('message.allTypes')}
            aria-label={t('message.type')}
            className={styles.typeSelect}
            options={[
              { value: MessageType.notice, label: t('message.typeNotice') },
              { value: MessageType.system, label: t('message.typeSystem') },
            ]}
          />
        }
        onSearch={search}
        onReset={reset}
        actions={
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
            {t('message.removeSelected')}
          </Button>
        }
        refresh={{ onClick: () => void list.refetch(), loading: list.isFetching }}
      />
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected.map((m) => m.id),
          onChange: (_, chosen) => setSelected(chosen),
        }}
        rowClassName={(row) => (row.isRead === '0' ? styles.unreadRow : '')}
        scroll={{ x: 800 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('message.noMatch') : t('message.empty')}
            />
          ),
        }}
      />
      <ListFooter page={page} total={list.data?.pagination.total ?? 0} onChange={setPage} />
      {dialog}
    </Card>
  );
}
