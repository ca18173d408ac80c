import type { ColumnData } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tree, Typography } from 'antd';
import { http } from '../../../app/request';
import styles from './dynamic-model.module.css';
import { treeNodes } from './tree-nodes';

/**
 * The tree on the left of a type-2 list (client-facts §7.7): a dictionary's items or a data interface's rows
 * (by the designed key, label and children fields). Choosing a node filters the list by the relation field;
 * choosing it again shows every row.
 */
export function ModelTree({
  columns,
  selected,
  onSelect,
}: {
  columns: ColumnData;
  selected: string | null;
  onSelect(value: string | null): void;
}) {
  const fromDictionary = columns.treeDataSource !== 'api';
  const source = fromDictionary ? columns.treeDictionary : columns.treePropsUrl;
  const nodes = useQuery({
    queryKey: ['dynamicModel', 'tree', columns.treeDataSource, source],
    queryFn: async ({ signal }) => {
      if (fromDictionary) {
        const answer = await http.get<{ list: unknown[] }>(
          `/api/system/DictionaryData/${encodeURIComponent(source)}/Data/Selector`,
          undefined,
          { signal },
        );
        return treeNodes(answer.list, { value: 'id', label: 'fullName', children: 'children' });
      }
      const answer = await http.get<unknown>(
        `/api/system/DataInterface/${encodeURIComponent(source)}/Actions/Response`,
        undefined,
        { signal },
      );
      return treeNodes(answer, {
        value: columns.treePropsValue || 'id',
        label: columns.treePropsLabel || 'fullName',
        children: columns.treePropsChildren || 'children',
      });
    },
    enabled: source !== '',
    staleTime: 60_000,
  });
  return (
    <aside className={styles.tree}>
      <Typography.Title level={5} className={styles.treeTitle}>
        {columns.treeTitle}
      </Typography.Title>
      {nodes.isLoading ? (
        <Spin className={styles.treeSpin} />
      ) : nodes.data?.length ? (
        <Tree
          blockNode
          defaultExpandAll
          treeData={nodes.data}
          selectedKeys={selected === null ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : null)}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </aside>
  );
}
