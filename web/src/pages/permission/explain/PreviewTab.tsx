import { EyeOutlined } from '@ant-design/icons';
import type { CodeEntry, MenuNode, PermissionEntry } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Menu, type MenuProps, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../shell/MenuIcon';
import { useMenuTitle } from '../../../shell/useMenuTitle';
import { EXPLAIN_KEY, fetchViewAs } from './explain.api';
import panes from './explain-panes.module.css';
import styles from './preview.module.css';

type MenuItem = Required<MenuProps>['items'][number];
const KINDS = ['button', 'column', 'form', 'resource'] as const;

function walk(menus: readonly MenuNode[], visit: (m: MenuNode) => void) {
  for (const m of menus) {
    visit(m);
    walk(m.children ?? [], visit);
  }
}

/**
 * 以此用户预览: the menu tree exactly as the user's side menu would show it, and per page what they
 * hold there. Read-only: the answer comes from the explainer, no session is made for the user.
 */
export function PreviewTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const preview = useQuery({
    queryKey: [...EXPLAIN_KEY, 'viewAs', userId],
    queryFn: ({ signal }) => fetchViewAs(userId, signal),
  });
  const [selected, setSelected] = useState<string | null>(null);

  const { items, openKeys, pages, first } = useMemo(() => {
    const menus = preview.data?.menuList ?? [];
    const open: string[] = [];
    let pageCount = 0;
    let firstPage: string | null = null;
    walk(menus, (m) => {
      if (m.children?.length) open.push(m.id);
      else {
        pageCount += 1;
        firstPage ??= m.id;
      }
    });
    const toItems = (nodes: readonly MenuNode[]): MenuItem[] =>
      nodes.map((m) => ({
        key: m.id,
        icon: <MenuIcon name={m.icon} />,
        label: title(m),
        ...(m.children?.length ? { children: toItems(m.children) } : {}),
      }));
    return { items: toItems(menus), openKeys: open, pages: pageCount, first: firstPage };
  }, [preview.data, title]);

  const byId = useMemo(() => {
    const map = new Map<string, MenuNode>();
    walk(preview.data?.menuList ?? [], (m) => map.set(m.id, m));
    return map;
  }, [preview.data]);

  if (preview.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = preview.data;
  if (!data) return null;
  const current = selected ?? first;
  const menu = current ? byId.get(current) : undefined;
  const rights = data.permissionList.find((p) => p.modelId === current);

  return (
    <div className={styles.previewWrap}>
      <Alert
        className={styles.banner}
        type="info"
        showIcon
        icon={<EyeOutlined />}
        message={t('explain.previewBanner')}
        description={t('explain.previewHint')}
      />
      {data.signIn.allowed ? null : (
        <Alert
          className={styles.banner}
          type="warning"
          showIcon
          message={t('explain.signInBlocked')}
          description={data.signIn.reasons.map((r) => r.message).join('；')}
        />
      )}
      <div className={panes.split}>
        <Card
          className={panes.previewMenu}
          title={t('explain.previewMenus', { user: data.userInfo.userName })}
          extra={<span className={panes.muted}>{t('explain.menuStats', { pages })}</span>}
          styles={{ body: { padding: '4px 0', overflow: 'auto', flex: 1, minHeight: 0 } }}
        >
          {items.length ? (
            <Menu
              mode="inline"
              items={items}
              defaultOpenKeys={openKeys}
              selectedKeys={current ? [current] : []}
              onClick={({ key }) => setSelected(key)}
              style={{ borderInlineEnd: 'none' }}
              aria-label={t('explain.previewMenus', { user: data.userInfo.userName })}
            />
          ) : (
            <Empty className={panes.center} description={t('explain.previewNoMenus')} />
          )}
        </Card>
        <Card
          className={panes.verdictCard}
          title={
            menu ? (
              <span className={styles.pageTitle}>
                <MenuIcon name={menu.icon} />
                {title(menu)}
                <span className={panes.nodeCode}>{menu.urlAddress}</span>
              </span>
            ) : (
              t('explain.pageRights')
            )
          }
          styles={{ body: { minHeight: 0, flex: 1, overflow: 'auto' } }}
        >
          {rights ? (
            <PageRights rights={rights} />
          ) : (
            <Empty
              className={panes.center}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('explain.pickMenu')}
            />
          )}
        </Card>
      </div>
    </div>
  );
}

function PageRights({ rights }: { rights: PermissionEntry }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rights}>
      {KINDS.map((kind) => {
        const list: CodeEntry[] = rights[kind];
        return (
          <section key={kind} className={styles.rightGroup}>
            <div className={styles.rightTitle}>
              {t(`explain.kindTitles.${kind}`)}
              <span className={styles.rightCount}>{list.length}</span>
            </div>
            {list.length ? (
              <div className={styles.rightTags}>
                {list.map((entry) => (
                  <Tag key={entry.enCode} className={styles.rightTag}>
                    {entry.fullName}
                    <span className={panes.nodeCode}>{entry.enCode}</span>
                  </Tag>
                ))}
              </div>
            ) : (
              <span className={panes.muted}>{t('explain.none')}</span>
            )}
          </section>
        );
      })}
      {rights.hiddenColumns?.length ? (
        <section className={styles.rightGroup}>
          <div className={styles.rightTitle}>{t('explain.hiddenColumns')}</div>
          <div className={styles.rightTags}>
            {rights.hiddenColumns.map((code) => (
              <Tag key={code} color="warning" className={styles.rightTag}>
                {code}
              </Tag>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
