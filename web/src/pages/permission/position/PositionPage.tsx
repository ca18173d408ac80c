import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import type { OrganizeTreeNode, PositionRow } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCachedLists } from '../../../app/cached-lists';
import { MemberDialog } from '../../../components/MemberDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { fetchOrganizePicker } from '../organize/organize.api';
import styles from './position.module.css';
import { positionResource } from './position.resource';

interface TreeItem {
  key: string;
  title: string;
  icon: ReactNode;
  children?: TreeItem[];
}

/** The organisation tree, keeping the nodes whose name holds the filter text and the way to them. */
function treeItems(nodes: OrganizeTreeNode[], filter: string): TreeItem[] {
  return nodes.flatMap((n) => {
    const children = n.children ? treeItems(n.children, filter) : [];
    if (filter && !n.fullName.includes(filter) && children.length === 0) return [];
    return [
      {
        key: n.id,
        title: n.fullName,
        icon: n.type === 'company' ? <BankOutlined /> : <ApartmentOutlined />,
        children: children.length ? children : undefined,
      },
    ];
  });
}

/** 岗位管理: organisations on the left, the positions of the chosen one (and below) on the right. */
export default function PositionPage() {
  const { t } = useTranslation();
  const [organizeId, setOrganizeId] = useState<string | undefined>();
  const [treeFilter, setTreeFilter] = useState('');
  const [members, setMembers] = useState<PositionRow | null>(null);

  const organizations = useQuery({
    queryKey: ['permission', 'organize', 'picker'],
    queryFn: ({ signal }) => fetchOrganizePicker(signal),
  });
  const items = useMemo(
    () => treeItems(organizations.data?.list ?? [], treeFilter.trim()),
    [organizations.data, treeFilter],
  );
  const resource = useMemo(
    () => positionResource(organizations.data?.list ?? [], setMembers),
    [organizations.data],
  );

  return (
    <div className={styles.layout}>
      <Card className={styles.side} title={t('position.orgTree')} styles={{ body: { padding: 12 } }}>
        <Input.Search
          allowClear
          placeholder={t('position.orgSearch')}
          value={treeFilter}
          onChange={(e) => setTreeFilter(e.target.value)}
          className={styles.treeSearch}
        />
        <button
          type="button"
          className={organizeId ? styles.allOrgs : `${styles.allOrgs} ${styles.allOrgsActive}`}
          onClick={() => setOrganizeId(undefined)}
        >
          {t('position.allOrgs')}
        </button>
        <Spin spinning={organizations.isLoading}>
          {items.length ? (
            <Tree
              key={treeFilter ? `filter:${treeFilter}` : 'all'}
              showIcon
              blockNode
              defaultExpandAll
              treeData={items}
              selectedKeys={organizeId ? [organizeId] : []}
              onSelect={(keys) => setOrganizeId(keys.length ? String(keys[0]) : undefined)}
              className={styles.tree}
            />
          ) : organizations.isLoading ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Spin>
      </Card>
      {/* Another organisation chosen on the left lists its positions from page 1. */}
      <ResourceListPage
        className={styles.main}
        resource={resource}
        params={{ organizeId }}
        createDefaults={{ organizeId }}
      />
      <MemberDialog
        open={!!members}
        objectId={members?.id ?? null}
        objectType="Position"
        objectName={members?.fullName}
        onClose={() => setMembers(null)}
        onSaved={() => void refreshCachedLists('positions')}
      />
    </div>
  );
}
