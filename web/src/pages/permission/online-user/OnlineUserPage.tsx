import { DisconnectOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, formatDate, type OnlineUserRow } from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { ListFooter } from '../../../components/admin/ListFooter';
import { ListToolbar } from '../../../components/admin/ListToolbar';
import { usePermission } from '../../../components/usePermission';
import { fetchOnlineUsers, forceOffline, ONLINE_USER_KEY } from './online-user.api';
import styles from './online-user.module.css';

const TIME = 'yyyy-MM-dd HH:mm:ss';

/** 在线用户: live sessions; with btn_forced, one or several can be forced offline after a confirmation. */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canForce = usePermission().hasButton('btn_forced');

  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);

  const params = { currentPage: page.current, pageSize: page.size, ...(keyword ? { keyword } : {}) };
  const query = useQuery({
    queryKey: [...ONLINE_USER_KEY, params],
    queryFn: ({ signal }) => fetchOnlineUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = query.data?.list ?? [];

  const search = (value: string) => {
    setKeyword(value.trim());
    setPage((p) => ({ ...p, current: 1 }));
    setSelected([]);
  };

  const force = useMutation({
    mutationFn: forceOffline,
    onSuccess: (_, ids) => {
      toastSuccess(t('onlineUser.forced'));
      setSelected([]);
      if (ids.length >= rows.length && page.current > 1) setPage((p) => ({ ...p, current: p.current - 1 }));
      void queryClient.invalidateQueries({ queryKey: ONLINE_USER_KEY });
    },
  });

  const confirmForce = (ids: string[], name?: string) =>
    modal.confirm({
      title: t('common.tip'),
      content: name
        ? t('onlineUser.confirmOne', { name })
        : t('onlineUser.confirmMany', { count: ids.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => force.mutateAsync(ids).catch(() => undefined),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row actions only open dialogs or start mutations; columns follow language, rights and the pending toggle
  const columns = useMemo<TableColumnsType<OnlineUserRow>>(
    () => [
      {
        key: 'userName',
        title: t('onlineUser.user'),
        width: 200,
        ellipsis: true,
        render: (_, row) => (
          <span>
            {row.userName}
            <span className={styles.muted}>/{row.account}</span>
            {row.isCurrent && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('onlineUser.current')}
              </Tag>
            )}
          </span>
        ),
      },
      { key: 'ipAddress', dataIndex: 'ipAddress', title: t('onlineUser.ip'), width: 150 },
      {
        key: 'ipAddressName',
        dataIndex: 'ipAddressName',
        title: t('onlineUser.place'),
        width: 140,
        render: (v: string) => v || <span className={styles.muted}>—</span>,
      },
      { key: 'device', dataIndex: 'device', title: t('onlineUser.device'), ellipsis: true },
      {
        key: 'loginTime',
        dataIndex: 'loginTime',
        title: t('onlineUser.loginTime'),
        width: 180,
        render: (v: number) => formatDate(v, TIME),
      },
      {
        key: 'lastActiveTime',
        dataIndex: 'lastActiveTime',
        title: t('onlineUser.lastActive'),
        width: 180,
        render: (v: number) => formatDate(v, TIME),
      },
      ...(canForce
        ? [
            {
              key: 'actions',
              title: t('onlineUser.actions'),
              width: 120,
              fixed: 'right' as const,
              render: (_: unknown, row: OnlineUserRow) =>
                row.isCurrent ? (
                  <Tooltip title={t('onlineUser.selfHint')}>
                    <Button type="link" size="small" danger disabled icon={<DisconnectOutlined />}>
                      {t('onlineUser.force')}
                    </Button>
                  </Tooltip>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DisconnectOutlined />}
                    onClick={() => confirmForce([row.id], row.userName)}
                  >
                    {t('onlineUser.force')}
                  </Button>
                ),
            },
          ]
        : []),
    ],
    [t, canForce],
  );

  return (
    <Card>
      <ListToolbar
        keyword={{ value: keywordInput, onChange: setKeywordInput, placeholder: t('onlineUser.keyword') }}
        searchIcons
        onSearch={() => search(keywordInput)}
        onReset={() => {
          setKeywordInput('');
          search('');
        }}
        actions={
          canForce && (
            <Button
              danger
              icon={<DisconnectOutlined />}
              disabled={selected.length === 0}
              onClick={() => confirmForce(selected)}
            >
              {selected.length
                ? `${t('onlineUser.forceSelected')} (${selected.length})`
                : t('onlineUser.forceSelected')}
            </Button>
          )
        }
        refresh={{ onClick: () => void query.refetch(), loading: query.isFetching && !query.isLoading }}
      />
      <Table<OnlineUserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('onlineUser.empty')} />,
        }}
        rowSelection={
          canForce
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: row.isCurrent }),
              }
            : undefined
        }
      />
      <ListFooter
        page={page}
        total={query.data?.pagination.total ?? 0}
        onChange={(next) => {
          setPage(next);
          setSelected([]);
        }}
      />
    </Card>
  );
}
