import { ReloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Table, Tabs, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { logColumns } from '../system/log/columns';
import { LogFilterBar } from '../system/log/LogFilterBar';
import { LogKind, type LogRow } from '../system/log/log.api';
import { EMPTY_FILTERS, type LogFilters, logParams } from '../system/log/log-query';
import { fetchOwnLogs, OwnLogKind, profileKeys } from './profile.api';
import styles from './profile.module.css';

// Narrower than on the system log screen, so every column fits beside the profile card.
const WIDTHS: Record<string, number> = {
  creatorTime: 160,
  ipAddress: 120,
  ipAddressName: 100,
  browser: 140,
  platForm: 110,
  loginMark: 84,
  requestMethod: 84,
  requestStatus: 76,
  requestDuration: 96,
};

/** One of my logs: keyword and day filters, a paged table (20/50/100/500). */
function OwnLogPanel({ kind }: { kind: OwnLogKind }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LogFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const params = logParams(filters, page.current, page.size);
  const query = useQuery({
    queryKey: profileKeys.log(kind, params),
    queryFn: ({ signal }) => fetchOwnLogs(kind, params, signal),
    placeholderData: keepPreviousData,
    // New rows arrive all the time: coming back to the tab shows them.
    staleTime: 0,
  });
  // The system log screen's columns, less the user: every row here is mine.
  const columns = useMemo(
    () =>
      logColumns(kind === OwnLogKind.login ? LogKind.login : LogKind.request, t)
        .filter((column) => column.key !== 'userName')
        .map((column) => ({ ...column, width: WIDTHS[String(column.key)] ?? column.width })),
    [kind, t],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <LogFilterBar
          onApply={(next) => {
            setFilters(next);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Tooltip title={t('common.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isLoading}
          />
        </Tooltip>
      </div>
      <Table<LogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 800 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
        }}
      />
      <div className={styles.footer}>
        <ListPagination
          current={page.current}
          pageSize={page.size}
          total={query.data?.pagination.total ?? 0}
          onChange={(current, size) => setPage({ current, size })}
        />
      </div>
    </>
  );
}

/** 系统日志: my sign-ins and my requests. */
export function SystemLogTab() {
  const { t } = useTranslation();
  return (
    <Tabs
      type="card"
      size="small"
      items={[
        { key: 'login', label: t('profile.log.login'), children: <OwnLogPanel kind={OwnLogKind.login} /> },
        {
          key: 'request',
          label: t('profile.log.request'),
          children: <OwnLogPanel kind={OwnLogKind.request} />,
        },
      ]}
    />
  );
}
