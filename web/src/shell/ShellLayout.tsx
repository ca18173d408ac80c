import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { MenuNode } from '@app/common';
import { Button, Layout, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withPageRuntime } from '../app/with-page-runtime';
import { PageLoading } from '../components/PageLoading';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { Breadcrumbs } from './Breadcrumbs';
import { HeaderTools } from './header/HeaderTools';
import { SidebarLogo } from './SidebarLogo';
import { SideMenu } from './SideMenu';
import styles from './shell.module.css';
import { FOLDED_WIDTH, SIDEBAR_WIDTH } from './sizes';
import { TopMenu } from './TopMenu';
import { TabsBar } from './tabs/TabsBar';
import { useTrackTabs } from './tabs/useTrackTabs';
import { ViewCache } from './tabs/ViewCache';
import { useIsMobile } from './useIsMobile';
import { useMenuNavigation } from './useMenuItems';

// Opened on demand, so their code loads on first use.
const MobileSideDrawer = lazy(() => import('./MobileSideDrawer'));
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer'));
// Only an administrator who still has the seeded default password ever loads it (decision 052).
const PasswordChangeRequired = lazy(withPageRuntime(() => import('./PasswordChangeRequired')));

/**
 * The signed-in frame around every page (SPEC §2.5). The layout setting decides where the menu sits:
 * classic (side menu, foldable), functional (top menu), plain (icon-only side menu) and blend (top
 * level on top, the chosen group's children at the side). On a mobile width the side menu becomes a
 * drawer that closes on every navigation.
 */
export default function ShellLayout() {
  useTrackTabs();
  const { t } = useTranslation();
  const layout = useSettings((s) => s.layoutType);
  const opened = useSettings((s) => s.sidebarOpened);
  const dark = useSettings((s) => s.slideClass) === 'dark';
  const logo = useSettings((s) => s.sidebarLogo);
  const tagsView = useSettings((s) => s.tagsView);
  const set = useSettings((s) => s.set);
  const menuList = useSession((s) => s.menuList);
  const mustChangePassword = useSession((s) => s.userInfo?.passwordChangeRequired === true);
  const { trail } = useMenuNavigation();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  const [blendTopId, setBlendTopId] = useState<string | undefined>(undefined);

  // The realtime channel (notices, chat, logout push) lives as long as the shell; its code loads after the
  // first paint, keeping the signed-in shell's first chunk within budget.
  useEffect(() => {
    let mounted = true;
    void import('../app/realtime').then((realtime) => {
      if (mounted) realtime.connectRealtime();
    });
    return () => {
      mounted = false;
      void import('../app/realtime').then((realtime) => realtime.disconnectRealtime());
    };
  }, []);
  // SPEC §4: becoming mobile closes the sidebar; on mobile every route change closes it too.
  useEffect(() => {
    if (mobile) set('sidebarOpened', false);
  }, [mobile, set]);
  // Blend: opening a page (search, tabs, links) shows its group at the side.
  const trailTop = trail[0]?.id;
  useEffect(() => {
    if (trailTop) setBlendTopId(trailTop);
  }, [trailTop]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every path change on purpose
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const menuTheme = dark ? 'dark' : 'light';
  const effective = mobile ? 'classic' : layout;
  const hasTop = effective === 'functional' || effective === 'blend';
  const blendGroup =
    menuList.find((m) => m.id === blendTopId && m.children?.length) ??
    menuList.find((m) => m.children?.length) ??
    null;
  const sideMenus = effective === 'blend' ? (blendGroup?.children ?? []) : undefined;
  const hasSide = effective !== 'functional' && !(effective === 'blend' && !sideMenus?.length);
  const folded = effective === 'plain' || (effective === 'classic' && !opened);
  const tools = <HeaderTools mobile={mobile} onSettings={openSettings} />;
  const toggleLabel = mobile || folded ? t('shell.expand') : t('shell.collapse');

  const side = hasSide ? (
    mobile ? (
      <Suspense fallback={null}>
        <MobileSideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </Suspense>
    ) : (
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={FOLDED_WIDTH}
        collapsed={folded}
        trigger={null}
        theme={menuTheme}
        className={`${styles.sider} ${hasTop ? styles.siderBelowTop : ''} ${dark ? '' : styles.siderLight}`}
      >
        {logo && !hasTop ? <SidebarLogo collapsed={folded} light={!dark} /> : null}
        <SideMenu menus={sideMenus} collapsed={folded} theme={menuTheme} />
      </Layout.Sider>
    )
  ) : null;

  return (
    <Layout className={styles.root} data-layout={effective}>
      {hasTop ? (
        <Layout.Header className={`${styles.header} ${styles.topHeader} ${dark ? styles.headerDark : ''}`}>
          {logo ? <SidebarLogo collapsed={false} light={!dark} /> : null}
          <TopMenu
            theme={menuTheme}
            shallow={effective === 'blend'}
            activeTopId={blendGroup?.id}
            onTopSelect={(menu: MenuNode) => setBlendTopId(menu.id)}
          />
          {tools}
        </Layout.Header>
      ) : null}
      <Layout hasSider={hasSide && !mobile}>
        {side}
        <Layout className={styles.main}>
          {hasTop ? null : (
            <Layout.Header className={styles.header}>
              <div className={styles.headerLeft}>
                {effective === 'classic' ? (
                  <Tooltip title={toggleLabel}>
                    <Button
                      type="text"
                      className={styles.toggle}
                      icon={mobile || folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                      onClick={() => (mobile ? setDrawerOpen(true) : set('sidebarOpened', folded))}
                      aria-label={toggleLabel}
                    />
                  </Tooltip>
                ) : null}
                {mobile ? null : <Breadcrumbs />}
              </div>
              {tools}
            </Layout.Header>
          )}
          {tagsView ? <TabsBar /> : null}
          <Layout.Content className={styles.content}>
            <Suspense fallback={<PageLoading />}>
              <ViewCache />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
      {settingsUsed ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
      {mustChangePassword ? (
        <Suspense fallback={null}>
          <PasswordChangeRequired />
        </Suspense>
      ) : null}
    </Layout>
  );
}
