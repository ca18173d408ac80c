import { ApartmentOutlined, BankOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Tooltip, Tree } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './organize-side-tree.module.css';
import { type OrganizeTreeItem, organizeTreeItems, treeKeys, useOrganizeTree } from './organize-tree';

type IconItem = OrganizeTreeItem & { icon: ReactNode; children?: IconItem[] };

/** Companies and departments with their icons. */
const withIcons = (items: readonly OrganizeTreeItem[]): IconItem[] =>
  items.map((item) => ({
    ...item,
    icon: item.company ? <BankOutlined /> : <ApartmentOutlined />,
    children: item.children ? withIcons(item.children) : undefined,
  }));

/**
 * The organisations beside a list (用户管理, 岗位管理): a filter box, the tree open at every level, one node
 * chosen at a time (a second click lets it go: all organisations) and the refresh of the tree in its head.
 * With `icons` companies and departments show theirs; with `everyOrganisation` an entry above the tree chooses every
 * organisation (岗位管理's 全部组织).
 */
export function OrganizeSideTree({
  title,
  searchPlaceholder,
  selected,
  onSelect,
  icons,
  everyOrganisation,
  className,
}: {
  title: string;
  searchPlaceholder: string;
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
  icons?: boolean;
  everyOrganisation?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const organizations = useOrganizeTree();
  const [filter, setFilter] = useState('');
  const text = filter.trim();
  const all = organizations.data?.list ?? [];
  const items = useMemo(() => {
    const found = organizeTreeItems(all, text);
    return icons ? withIcons(found) : found;
  }, [all, text, icons]);

  return (
    <Card className={`${styles.side} ${className ?? ''}`}>
      <div className={styles.sideTitle}>
        <span>{title}</span>
        <Tooltip title={t('common.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void organizations.refetch()}
          />
        </Tooltip>
      </div>
      <Input.Search
        className={styles.treeSearch}
        allowClear
        placeholder={searchPlaceholder}
        onChange={(e) => setFilter(e.target.value)}
      />
      {everyOrganisation ? (
        <button
          type="button"
          className={selected ? styles.all : `${styles.all} ${styles.allChosen}`}
          onClick={() => onSelect(undefined)}
        >
          {everyOrganisation}
        </button>
      ) : null}
      <div className={styles.tree}>
        {items.length ? (
          <Tree
            blockNode
            showIcon={icons}
            // A new filter or a reloaded tree opens again at every level.
            key={text ? `f:${filter}` : `all:${all.length}`}
            defaultExpandedKeys={treeKeys(items)}
            selectedKeys={selected ? [selected] : []}
            treeData={items}
            onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
        )}
      </div>
    </Card>
  );
}
