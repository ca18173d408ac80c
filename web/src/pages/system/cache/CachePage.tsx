import { ClearOutlined, DatabaseOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import { formatDate } from '@app/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Dropdown,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import admin from '../../../components/admin/admin.module.css';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { usePermission } from '../../../components/usePermission';
import { useIsMobile } from '../../../shell/useIsMobile';
import { CacheDrawer } from './CacheDrawer';
import { CACHE_KEY, type CacheRow, clearAllCaches, clearCache, fetchCaches, formatSize } from './cache.api';
import styles from './cache.module.css';

/** 缓存管理: the server process's memory caches and the platform's Redis keys; view, clear one, clear all. */
export default function CachePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { hasButton } = usePermission();
  const canRemove = hasButton('btn_remove');
  const mobile = useIsMobile();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);

  const list = useQuery({
    queryKey: [...CACHE_KEY, 'list', keyword],
    queryFn: ({ signal }) => fetchCaches(keyword, signal),
  });
  const rows = list.data?.list ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: CACHE_KEY });

  const remove = useMutation({
    mutationFn: (name: string) => clearCache(name),
    onSuccess: () => {
      toastSuccess(t('cache.cleared'));
      void refresh();
    },
  });
  const removeAll = useMutation({
    mutationFn: clearAllCaches,
    onSuccess: (done) => {
      toastSuccess(t('cache.clearedAll', done));
      void refresh();
    },
  });

  const confirm = (content: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: t('common.tip'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => onOk().catch(() => undefined),
    });
  const confirmClear = (row: CacheRow) =>
    confirm(
      t(row.source === 'redis' ? 'cache.deleteKeyConfirm' : 'cache.clearConfirm', { name: row.name }),
      () => remove.mutateAsync(row.name),
    );
  const confirmClearAll = () => confirm(t('cache.clearAllConfirm'), () => removeAll.mutateAsync());

  const columns: TableColumnsType<CacheRow> = [
    {
      title: t('cache.name'),
      dataIndex: 'name',
      width: 170,
      ellipsis: { showTitle: false },
      render: (name: string) => (
        <Tooltip title={name} placement="topLeft">
          <Typography.Text className={styles.name}>{name}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('cache.description'), dataIndex: 'description', minWidth: 220 },
    {
      title: t('cache.source'),
      dataIndex: 'source',
      width: 90,
      align: 'center',
      render: (source: CacheRow['source']) =>
        source === 'redis' ? <Tag color="volcano">Redis</Tag> : <Tag color="blue">{t('cache.memory')}</Tag>,
    },
    { title: t('cache.count'), dataIndex: 'count', width: 90, align: 'right' },
    {
      title: t('cache.size'),
      dataIndex: 'size',
      width: 100,
      align: 'right',
      render: (size: number) => formatSize(size),
    },
    {
      title: t('cache.expiry'),
      key: 'expiry',
      width: 220,
      render: (_, row) => (row.overdueTime ? formatDate(row.overdueTime, 'yyyy-MM-dd HH:mm:ss') : row.expiry),
    },
    {
      title: t('cache.actions'),
      key: 'actions',
      // At a phone's width the actions are one ⋯ menu, as on every list (issue 15 item 13).
      width: mobile ? 56 : 140,
      fixed: 'right',
      ...(mobile ? { align: 'center' as const } : {}),
      render: (_, row) =>
        mobile ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'view', label: t('cache.view'), onClick: () => setViewing(row.name) },
                ...(canRemove
                  ? [
                      {
                        key: 'clear',
                        label: t('cache.clear'),
                        danger: true,
                        onClick: () => confirmClear(row),
                      },
                    ]
                  : []),
              ],
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<EllipsisOutlined />}
              aria-label={t('cache.more')}
              title={t('cache.more')}
            />
          </Dropdown>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row.name)}>
              {t('cache.view')}
            </Button>
            {canRemove ? (
              <Button type="link" size="small" danger onClick={() => confirmClear(row)}>
                {t('cache.clear')}
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];

  const redisState = list.data?.redis;
  const memoryCount = rows.filter((r) => r.source === 'memory').length;
  const redisCount = rows.length - memoryCount;

  return (
    <Card className={admin.page}>
      <ListToolbar
        keyword={{ value: text, onChange: setText, placeholder: t('cache.keyword') }}
        searchIcons
        onSearch={() => setKeyword(text.trim())}
        onReset={() => {
          setText('');
          setKeyword('');
        }}
        actions={
          canRemove ? (
            <Button danger icon={<ClearOutlined />} onClick={confirmClearAll} loading={removeAll.isPending}>
              {t('cache.clearAll')}
            </Button>
          ) : null
        }
        refresh={{ onClick: () => void list.refetch(), loading: list.isFetching }}
      />
      {redisState === 'down' ? (
        <Alert className={styles.notice} type="warning" showIcon title={t('cache.redisDown')} />
      ) : null}
      {list.data?.truncated ? (
        <Alert className={styles.notice} type="info" showIcon title={t('cache.truncated')} />
      ) : null}
      <div className={styles.summary}>
        <DatabaseOutlined />
        <span>
          {t('cache.summary', { memory: memoryCount, redis: redisCount })}
          {' · '}
          {redisState === 'on' ? t('cache.redisOn') : redisState === 'off' ? t('cache.redisOff') : null}
          {redisState === 'down' ? t('cache.redisUnreachable') : null}
        </span>
        <span className={styles.hint}>{t('cache.processNote')}</span>
      </div>
      <Table<CacheRow>
        rowKey={(row) => `${row.source}:${row.name}`}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('cache.empty') }}
      />
      <CacheDrawer name={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
