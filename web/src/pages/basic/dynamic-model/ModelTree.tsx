import type { ColumnData } from '@app/common/form';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../app/request';
import styles from './dynamic-model.module.css';
import { chosenNode, selectedNodes, treeNodes, underAllNode } from './tree-nodes';

/**
 * The tree on the left of a type-2 list (client-facts §7.7): a dictionary's items or a data interface's rows
 * (by the designed key, label and children fields) under a 全部 root. Choosing a node filters the list by the
 * relation field; choosing 全部, or the chosen node again, shows every row.
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
  const { t } = useTranslation();
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
          treeData={underAllNode(nodes.data, t('dynamicModel.all'))}
          selectedKeys={selectedNodes(selected)}
          onSelect={(keys) => onSelect(chosenNode(keys))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </aside>
  );
}
