import {
  BookOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { DictionaryTypeNode } from '@app/common';
import { Button, Card, Dropdown, Empty, Input, type MenuProps, Spin, Tooltip, Tree } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/usePermission';
import type { TypeTarget } from './DictionaryForms';
import styles from './dictionary.module.css';

interface TypeTreeItem {
  key: string;
  title: string;
  node: DictionaryTypeNode;
  icon: ReactNode;
  children?: TypeTreeItem[];
}

/** The type tree, keeping the types whose name or code holds the filter text and the way to them. */
function typeTreeItems(nodes: DictionaryTypeNode[], filter: string): TypeTreeItem[] {
  const needle = filter.toLowerCase();
  return nodes.flatMap((n) => {
    const children = n.children ? typeTreeItems(n.children, filter) : [];
    const hit = n.fullName.toLowerCase().includes(needle) || n.enCode.toLowerCase().includes(needle);
    if (needle && !hit && children.length === 0) return [];
    return [
      {
        key: n.id,
        title: n.fullName,
        node: n,
        icon: n.children?.length ? <FolderOutlined /> : <BookOutlined />,
        children: children.length ? children : undefined,
      },
    ];
  });
}

/**
 * 字典分类 beside the items: the type tree with its filter box, 新建分类 in the card's head and, on each type,
 * a menu to add a child type, edit it or delete it (each behind its button).
 */
export function DictionaryTypeTree({
  types,
  loading,
  typeId,
  onChoose,
  onEdit,
  onRemove,
}: {
  types: DictionaryTypeNode[];
  loading: boolean;
  typeId: string | undefined;
  onChoose: (id: string) => void;
  onEdit: (target: TypeTarget) => void;
  onRemove: (node: DictionaryTypeNode) => void;
}) {
  const { t } = useTranslation();
  const { hasButton } = usePermission();
  const canAdd = hasButton('btn_add');
  const canEdit = hasButton('btn_edit');
  const canRemove = hasButton('btn_remove');
  const [filter, setFilter] = useState('');
  const items = useMemo(() => typeTreeItems(types, filter.trim()), [types, filter]);

  const typeActions = (node: DictionaryTypeNode): MenuProps['items'] =>
    [
      ...(canAdd ? [{ key: 'add', icon: <PlusOutlined />, label: t('dictionary.addChildType') }] : []),
      ...(canEdit ? [{ key: 'edit', icon: <EditOutlined />, label: t('dictionary.edit') }] : []),
      ...(canRemove
        ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('common.delete') }]
        : []),
    ].map((item) => ({
      ...item,
      onClick: ({ domEvent }: { domEvent: { stopPropagation: () => void } }) => {
        domEvent.stopPropagation();
        if (item.key === 'add') onEdit({ parentId: node.id });
        if (item.key === 'edit') onEdit({ id: node.id });
        if (item.key === 'delete') onRemove(node);
      },
    }));
  const hasTypeActions = canAdd || canEdit || canRemove;

  return (
    <Card
      className={styles.side}
      title={t('dictionary.types')}
      styles={{ body: { padding: 12 } }}
      extra={
        canAdd ? (
          <Tooltip title={t('dictionary.addType')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('dictionary.addType')}
              onClick={() => onEdit({ parentId: '-1' })}
            />
          </Tooltip>
        ) : null
      }
    >
      <Input.Search
        allowClear
        placeholder={t('dictionary.typeSearch')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className={styles.treeSearch}
      />
      <Spin spinning={loading}>
        {items.length ? (
          <Tree<TypeTreeItem>
            key={filter ? `filter:${filter}` : 'all'}
            showIcon
            blockNode
            defaultExpandAll
            treeData={items}
            selectedKeys={typeId ? [typeId] : []}
            onSelect={(keys) => keys.length && onChoose(String(keys[0]))}
            className={styles.tree}
            titleRender={(item) => (
              <span className={styles.treeTitle}>
                <span className={styles.treeName}>{item.title}</span>
                {hasTypeActions ? (
                  <Dropdown menu={{ items: typeActions(item.node) }} trigger={['click']}>
                    <Button
                      type="text"
                      size="small"
                      className={styles.treeMore}
                      icon={<MoreOutlined />}
                      aria-label={t('dictionary.typeActions', { name: item.title })}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Dropdown>
                ) : null}
              </span>
            )}
          />
        ) : loading ? null : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dictionary.emptyTypes')} />
        )}
      </Spin>
    </Card>
  );
}
