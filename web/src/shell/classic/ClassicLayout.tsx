import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useSettings } from '../../stores/settings';
import { AppHeader } from '../AppHeader';
import { SidebarLogo } from '../SidebarLogo';
import { SideMenu } from '../SideMenu';
import styles from '../shell.module.css';

export const SIDEBAR_WIDTH = 210;

/** Classic layout (SPEC §2.5): side menu of 210 px plus header; the side menu folds to icons. */
export function ClassicLayout() {
  const opened = useSettings((s) => s.sidebarOpened);
  const slideClass = useSettings((s) => s.slideClass);
  const sidebarLogo = useSettings((s) => s.sidebarLogo);
  const set = useSettings((s) => s.set);
  const light = slideClass === 'lightWhite';
  const collapsed = !opened;

  return (
    <Layout className={styles.root}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        theme={light ? 'light' : 'dark'}
        breakpoint="lg"
        onBreakpoint={(mobile) => {
          if (mobile) set('sidebarOpened', false);
        }}
        className={`${styles.sider} ${light ? styles.siderLight : ''}`}
      >
        {sidebarLogo ? <SidebarLogo collapsed={collapsed} light={light} /> : null}
        <SideMenu collapsed={collapsed} theme={light ? 'light' : 'dark'} />
      </Layout.Sider>
      <Layout>
        <AppHeader collapsed={collapsed} onToggle={() => set('sidebarOpened', collapsed)} />
        <Layout.Content className={styles.content}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
