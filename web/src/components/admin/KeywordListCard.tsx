import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';
import type { useKeywordList } from './useKeywordList';

/**
 * A paged admin list in a card: the keyword toolbar (with an optional add button), the table and the
 * paging row, then `children` (the page's forms and dialogs). The state is the page's `useKeywordList`.
 */
export function KeywordListCard<Row extends { id: string }>({
  state,
  query,
  rows,
  columns,
  placeholder,
  emptyText,
  emptyImage = Empty.PRESENTED_IMAGE_SIMPLE,
  scrollX,
  add,
  filters,
  actions,
  intro,
  className,
  children,
}: {
  state: ReturnType<typeof useKeywordList>;
  query: {
    data?: { pagination: { total: number } };
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  rows: Row[];
  columns: TableColumnsType<Row>;
  /** The keyword box's placeholder. */
  placeholder: string;
  emptyText: ReactNode;
  emptyImage?: ReactNode;
  scrollX: number;
  /** The primary "add" button before `actions`; left out when not given. */
  add?: { label: string; onClick: () => void };
  filters?: ReactNode;
  actions?: ReactNode;
  /** Above the toolbar (e.g. a hint). */
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={className}>
      {intro}
      <ListToolbar
        keyword={{ value: state.text, onChange: state.setText, placeholder }}
        filters={filters}
        onSearch={state.search}
        onReset={state.reset}
        actions={
          <>
            {add ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
                {add.label}
              </Button>
            ) : null}
            {actions}
          </>
        }
        refresh={{ onClick: () => void query.refetch(), loading: query.isFetching }}
      />
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: scrollX }}
        locale={{ emptyText: <Empty image={emptyImage} description={emptyText} /> }}
      />
      <ListFooter page={state.page} total={query.data?.pagination.total ?? 0} onChange={state.setPage} />
      {children}
    </Card>
  );
}
