import { CheckCircleFilled, MinusCircleOutlined, SearchOutlined } from '@ant-design/icons';
import type {
  ExplainItems,
  ExplainItemType,
  ExplainLeaf,
  ExplainMenuNode,
  ExplainSubType,
} from '@app/common';
import { Card, Empty, Input, Switch, Tag, Tree, type TreeDataNode } from 'antd';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../shell/MenuIcon';
import { useMenuTitle } from '../../../shell/useMenuTitle';
import styles from './diagnose.module.css';
import panes from './explain-panes.module.css';
import { VerdictCard } from './VerdictCard';

const SUB_KINDS: ExplainSubType[] = ['button', 'column', 'form', 'resource'];

export interface Picked {
  itemType: ExplainItemType;
  id: string;
}

const keyOf = (itemType: ExplainItemType, id: string) => `${itemType}:${id}`;
const pickedOf = (key: string): Picked | null => {
  const at = key.indexOf(':');
  const itemType = key.slice(0, at) as ExplainItemType;
  return itemType === ('group' as ExplainItemType) ? null : { itemType, id: key.slice(at + 1) };
};

function countMenus(nodes: ExplainMenuNode[]): { held: number; total: number } {
  let held = 0;
  let total = 0;
  for (const node of nodes) {
    total += 1;
    if (node.granted) held += 1;
    const below = countMenus(node.children);
    held += below.held;
    total += below.total;
  }
  return { held, total };
}

/**
 * Left: every web menu with its buttons, columns, form fields and data schemes, held ones marked; right:
 * the verdict on the clicked one. A keyword and 'held only' narrow the tree.
 */
export function DiagnoseTab({ userId, data }: { userId: string; data: ExplainItems }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const [keyword, setKeyword] = useState('');
  const [onlyGranted, setOnlyGranted] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  // Everything starts unfolded; narrowing the tree unfolds it again.
  const [expanded, setExpanded] = useState<Key[] | null>(null);

  const stats = useMemo(() => countMenus(data.list), [data.list]);

  const { tree, keys } = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    const matches = (name: string, code: string) =>
      !word || name.toLowerCase().includes(word) || code.toLowerCase().includes(word);
    const allKeys: string[] = [];
    const status = (leaf: ExplainLeaf): ReactNode => (
      <>
        {leaf.granted ? (
          <CheckCircleFilled className={styles.held} aria-label={t('explain.granted')} />
        ) : (
          <MinusCircleOutlined className={styles.notHeld} aria-label={t('explain.notGranted')} />
        )}
      </>
    );
    const leafTitle = (leaf: ExplainLeaf, name: string, icon?: ReactNode) => (
      <span className={`${styles.node} ${leaf.granted ? '' : styles.nodeMuted}`}>
        {status(leaf)}
        {icon}
        <span className={styles.nodeName}>{name}</span>
        <span className={panes.nodeCode}>{leaf.enCode}</span>
        {leaf.enabled ? null : <Tag className={styles.smallTag}>{t('explain.disabled')}</Tag>}
      </span>
    );
    const build = (nodes: ExplainMenuNode[], parentMatched: boolean): TreeDataNode[] => {
      const out: TreeDataNode[] = [];
      for (const node of nodes) {
        const name = title(node);
        const selfMatch = parentMatched || matches(name, node.enCode);
        const groups: TreeDataNode[] = [];
        for (const kind of SUB_KINDS) {
          const leaves = node.items[kind].filter(
            (leaf) => (selfMatch || matches(leaf.fullName, leaf.enCode)) && (!onlyGranted || leaf.granted),
          );
          if (!leaves.length) continue;
          const groupKey = `group:${node.id}:${kind}`;
          allKeys.push(groupKey);
          const all = node.items[kind];
          groups.push({
            key: groupKey,
            selectable: false,
            title: (
              <span className={styles.group}>
                {t('explain.groupCount', {
                  kind: t(`explain.kindTitles.${kind}`),
                  held: all.filter((l) => l.granted).length,
                  total: all.length,
                })}
              </span>
            ),
            children: leaves.map((leaf) => ({
              key: keyOf(kind, leaf.id),
              isLeaf: true,
              title: leafTitle(leaf, leaf.fullName),
            })),
          });
        }
        const children = build(node.children, selfMatch);
        const keep =
          (selfMatch && (!onlyGranted || node.granted)) || groups.length > 0 || children.length > 0;
        if (!keep) continue;
        const key = keyOf('module', node.id);
        allKeys.push(key);
        out.push({
          key,
          title: leafTitle(node, name, <MenuIcon name={node.icon} className={styles.menuIcon} />),
          children: [...groups, ...children],
        });
      }
      return out;
    };
    return { tree: build(data.list, false), keys: allKeys };
  }, [data.list, keyword, onlyGranted, t, title]);

  return (
    <div className={panes.split}>
      <Card
        className={panes.treeCard}
        title={t('explain.items')}
        extra={<span className={panes.muted}>{t('explain.heldSummary', stats)}</span>}
        styles={{ body: { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, padding: 12 } }}
      >
        <div className={styles.treeTools}>
          <Input
            allowClear
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setExpanded(null);
            }}
            placeholder={t('explain.searchItem')}
            prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
            aria-label={t('explain.searchItem')}
          />
          <span className={styles.onlyGranted}>
            <Switch
              aria-label=<span aria-hidden="true">{t('explain.onlyGranted')}</span>
              size="small"
              checked={onlyGranted}
              onChange={(on) => {
                setOnlyGranted(on);
                setExpanded(null);
              }}
            />
            <span aria-hidden="true">{t('explain.onlyGranted')}</span>
          </span>
        </div>
        <div className={styles.treeBox}>
          {tree.length ? (
            <Tree
              blockNode
              showLine={false}
              expandedKeys={expanded ?? keys}
              onExpand={(next) => setExpanded(next)}
              selectedKeys={picked ? [keyOf(picked.itemType, picked.id)] : []}
              treeData={tree}
              onSelect={(selected) => {
                const key = selected[0];
                if (typeof key === 'string') setPicked(pickedOf(key));
              }}
            />
          ) : (
            <Empty
              className={panes.center}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('explain.noItems')}
            />
          )}
        </div>
      </Card>
      <Card className={panes.verdictCard} styles={{ body: { minHeight: 0, flex: 1, overflow: 'auto' } }}>
        {picked ? (
          <VerdictCard userId={userId} userName={data.user.realName} picked={picked} />
        ) : (
          <Empty
            className={panes.center}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('explain.pickItem')}
          />
        )}
      </Card>
    </div>
  );
}
