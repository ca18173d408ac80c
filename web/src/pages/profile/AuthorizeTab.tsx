import { AppstoreOutlined, FileTextOutlined, FolderOutlined } from '@ant-design/icons';
import type { AuthorizeNode, CodeEntry } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Tag, Tree, type TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '../../shell/useMenuTitle';
import { fetchAuthorize, profileKeys } from './profile.api';
import styles from './profile.module.css';

const KINDS = [
  { key: 'button', colour: 'blue' },
  { key: 'column', colour: 'green' },
  { key: 'form', colour: 'purple' },
  { key: 'resource', colour: 'orange' },
] as const;

type Kind = (typeof KINDS)[number]['key'];

function count(nodes: AuthorizeNode[]): Record<Kind | 'menu', number> {
  const totals = { menu: 0, button: 0, column: 0, form: 0, resource: 0 };
  const walk = (list: AuthorizeNode[]) => {
    for (const node of list) {
      totals.menu += 1;
      for (const { key } of KINDS) totals[key] += node[key].length;
      walk(node.children);
    }
  };
  walk(nodes);
  return totals;
}

function codes(kind: Kind, items: CodeEntry[], colour: string, t: TFunction) {
  if (items.length === 0) return null;
  return (
    <span className={styles.treeCodes} key={kind}>
      <span className={styles.codeKind}>{t(`profile.authorize.${kind}`)}</span>
      {items.map((item) => (
        <Tag key={item.enCode} color={colour} variant="outlined" title={item.enCode}>
          {item.fullName}
        </Tag>
      ))}
    </span>
  );
}

function treeData(
  nodes: AuthorizeNode[],
  t: TFunction,
  title: (node: AuthorizeNode) => string,
): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    icon:
      node.type === 1 ? (
        <FolderOutlined />
      ) : node.children.length ? (
        <AppstoreOutlined />
      ) : (
        <FileTextOutlined />
      ),
    title: (
      <span className={styles.treeNode}>
        <span className={styles.treeName}>{title(node)}</span>
        {KINDS.map(({ key, colour }) => codes(key, node[key], colour, t))}
      </span>
    ),
    children: treeData(node.children, t, title),
  }));
}

/** 我的权限: the menus I hold and, on each, the buttons, list columns, form fields and data rules; read-only. */
export function AuthorizeTab() {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const query = useQuery({
    queryKey: profileKeys.authorize,
    queryFn: ({ signal }) => fetchAuthorize(signal),
  });
  const nodes = query.data?.list;
  const data = useMemo(() => (nodes ? treeData(nodes, t, menuTitle) : []), [nodes, t, menuTitle]);
  const totals = useMemo(() => count(nodes ?? []), [nodes]);

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <div className={styles.stats}>
        {(['menu', 'button', 'column', 'form'] as const).map((kind) => (
          <div className={styles.stat} key={kind}>
            <div className={styles.statValue}>{totals[kind]}</div>
            <div className={styles.statLabel}>{t(`profile.authorize.${kind}Count`)}</div>
          </div>
        ))}
      </div>
      <Alert type="info" showIcon title={t('profile.authorize.hint')} style={{ marginBottom: 16 }} />
      {data.length ? (
        <Tree
          className={styles.tree}
          treeData={data}
          showIcon
          showLine
          blockNode
          selectable={false}
          defaultExpandAll
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.authorize.empty')} />
      )}
    </>
  );
}
