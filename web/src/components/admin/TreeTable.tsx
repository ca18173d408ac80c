import { Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

interface TreeRow {
  id: string;
  children?: TreeRow[] | null;
}

/** The ids of every node that has children (what "expand all" opens). */
export function allIds(nodes: TreeRow[]): string[] {
  return nodes.flatMap((n) => (n.children ? [n.id, ...allIds(n.children)] : []));
}

/** An admin tree list without paging: the open branches are the page's state (expand all / fold all). */
export function TreeTable<T extends TreeRow>({
  columns,
  data,
  loading,
  scrollX,
  expanded,
  onExpandedChange,
  emptyText,
}: {
  columns: TableColumnsType<T>;
  data: T[];
  loading: boolean;
  scrollX: number;
  expanded: string[] | null;
  onExpandedChange: (keys: string[]) => void;
  emptyText: ReactNode;
}) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data}
      loading={loading}
      pagination={false}
      scroll={{ x: scrollX }}
      expandable={{
        expandedRowKeys: expanded ?? [],
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(String)),
        indentSize: 20,
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}
