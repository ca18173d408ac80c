import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  HomeOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Button, Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeTitle } from '../../app/route-meta';
import { useSettings } from '../../stores/settings';
import { useTabs } from '../../stores/tabs';
import { MenuIcon } from '../MenuIcon';
import styles from './tabs.module.css';
import { closeAllTabs, closeTab, nextActive, type OpenTab } from './tabs-model';

/**
 * The tabs bar of visited views (SPEC §2.5): click to switch; right-click (or the menu at the end) to
 * refresh, close, close others, close all. Pinned tabs cannot be closed; home shows its icon only.
 */
export function TabsBar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const showIcons = useSettings((s) => s.tagsIcon);

  /** Applies a close action and, when the active tab went, moves to its neighbour. */
  const apply = (next: (tabs: readonly OpenTab[]) => OpenTab[], store: () => void) => {
    const target = nextActive(tabs, next(tabs), pathname);
    store();
    if (target) void navigate(target);
  };

  const actions = (tab: OpenTab): MenuProps['items'] => {
    const others = tabs.some((x) => !x.meta.affix && x.path !== tab.path);
    return [
      {
        key: 'refresh',
        icon: <ReloadOutlined />,
        label: t('tabs.refresh'),
        onClick: () => {
          useTabs.getState().refresh(tab.path);
          if (tab.path !== pathname) void navigate(tab.fullPath);
        },
      },
      {
        key: 'close',
        icon: <CloseOutlined />,
        label: t('tabs.close'),
        disabled: tab.meta.affix,
        onClick: () =>
          apply(
            (all) => closeTab(all, tab.path),
            () => useTabs.getState().close(tab.path),
          ),
      },
      {
        key: 'closeOthers',
        icon: <MinusCircleOutlined />,
        label: t('tabs.closeOthers'),
        disabled: !others,
        onClick: () => {
          useTabs.getState().closeOthers(tab.path);
          if (tab.path !== pathname) void navigate(tab.fullPath);
        },
      },
      {
        key: 'closeAll',
        icon: <CloseCircleOutlined />,
        label: t('tabs.closeAll'),
        disabled: !tabs.some((x) => !x.meta.affix),
        onClick: () => apply(closeAllTabs, () => useTabs.getState().closeAll()),
      },
    ];
  };

  const title = (tab: OpenTab) => routeTitle(tab.meta, t, (key) => i18n.exists(key));
  const active = tabs.find((tab) => tab.path === pathname) ?? tabs[0];

  return (
    <nav className={styles.bar} aria-label={t('tabs.bar')}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        className={styles.tabs}
        onChange={(key) => {
          const tab = tabs.find((x) => x.path === key);
          if (tab) void navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          apply(
            (all) => closeTab(all, key),
            () => useTabs.getState().close(key),
          );
        }}
        items={tabs.map((tab) => {
          const isHome = tab.path === '/home';
          const label = title(tab);
          return {
            key: tab.path,
            closable: !tab.meta.affix,
            label: (
              <Dropdown menu={{ items: actions(tab) }} trigger={['contextMenu']}>
                <span className={styles.label} title={label}>
                  {isHome ? (
                    <HomeOutlined className={styles.homeIcon} aria-label={label} />
                  ) : (
                    <>
                      {showIcons && tab.meta.icon ? <MenuIcon name={tab.meta.icon} /> : null}
                      {label}
                    </>
                  )}
                </span>
              </Dropdown>
            ),
          };
        })}
      />
      {active ? (
        <Dropdown menu={{ items: actions(active) }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            size="small"
            icon={<DownOutlined />}
            aria-label={t('tabs.actions')}
            className={styles.more}
          />
        </Dropdown>
      ) : null}
    </nav>
  );
}
