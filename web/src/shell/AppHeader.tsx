import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuTrail } from '../app/menus';
import { routeTitle, useRouteMeta } from '../app/route-meta';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import styles from './shell.module.css';
import { UserDropdown } from './UserDropdown';
import { useMenuTitle } from './useMenuTitle';

/** Top bar: sidebar toggle, where the user is, and the header tools on the right. */
export function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const showLanguage = useSettings((s) => s.showLanguage);
  const menuList = useSession((s) => s.menuList);
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const title = useMenuTitle();

  const crumbs = useMemo(() => {
    const trail = menuTrail(menuList, pathname, { token });
    if (trail.length) return trail.map((m) => ({ key: m.id, title: title(m) }));
    return meta ? [{ key: pathname, title: routeTitle(meta, t, (k) => i18n.exists(k)) }] : [];
  }, [menuList, pathname, token, meta, title, t, i18n]);

  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerLeft}>
        <Tooltip title={collapsed ? t('shell.expand') : t('shell.collapse')}>
          <Button
            type="text"
            className={styles.toggle}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
          />
        </Tooltip>
        <Breadcrumb items={crumbs} />
      </div>
      <div className={styles.headerRight}>
        {showLanguage ? <LanguageSwitch showLabel={false} /> : null}
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
