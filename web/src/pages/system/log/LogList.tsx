import { ReloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type Paged } from '@app/common';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Button, Empty, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { LogFilterBar } from './LogFilterBar';
import type { LogRow } from './log.api';
import styles from './log.module.css';
import { EMPTY_FILTERS, type LogFilters, type LogParams, logParams } from './log-query';

interface LogListOptions {
  queryKey: (params: LogParams) => QueryKey;
  fetch: (params: LogParams, signal: AbortSignal) => Promise<Paged<LogRow>>;
  /** the client's default unless given */
  staleTime?: number;
  /** after new filters or another page, e.g. to drop a selection */
  onMove?: () => void;
}

/**
 * One log list's filters, page and query: new filters go back to page one, and the page on screen stays
 * while the next one loads.
 */
export function useLogList({ queryKey, fetch, staleTime, onMove }: LogListOptions) {
  const [filters, setFilters] = useState<LogFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const params = logParams(filters, page.current, page.size);
  const query = useQuery({
    queryKey: queryKey(params),
    queryFn: ({ signal }) => fetch(params, signal),
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  return {
    query,
    params,
    page,
    setPage,
    rows: query.data?.list ?? [],
    total: query.data?.pagination.total ?? 0,
    applyFilters: (next: LogFilters) => {
      setFilters(next);
      setPage((p) => ({ ...p, current: 1 }));
      onMove?.();
    },
    changePage: (current: number, size: number) => {
      setPage({ current, size });
      onMove?.();
    },
  };
}

export type LogListState = ReturnType<typeof useLogList>;

/** A log list on screen: keyword and day filters with the actions and refresh beside them, the table, paging (20/50/100/500). */
export function LogList({
  list,
  columns,
  scrollX,
  actions,
  rowSelection,
  expandable,
}: {
  list: LogListState;
  columns: TableColumnsType<LogRow>;
  scrollX: number;
  actions?: ReactNode;
} & Pick<TableProps<LogRow>, 'rowSelection' | 'expandable'>) {
  const { t } = useTranslation();
  const { query } = list;
  return (
    <>
      <div className={styles.toolbar}>
        <LogFilterBar onApply={list.applyFilters} />
        <div className={styles.actions}>
          {actions}
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
        dataSource={list.rows}
        loading={query.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: scrollX }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />,
        }}
        rowSelection={rowSelection}
        expandable={expandable}
      />
      <div className={styles.footer}>
        <ListPagination
          current={list.page.current}
          pageSize={list.page.size}
          total={list.total}
          onChange={list.changePage}
        />
      </div>
    </>
  );
}
