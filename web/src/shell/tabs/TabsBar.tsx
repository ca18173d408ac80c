import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  HomeOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Button, Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
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

  /**
   * Where the user is when they pick an action. Not `pathname` of this render: the router moves the address
   * first and renders the new page in a transition, so on a slow machine a menu opened right after
   * 关闭其他 still carried the page that was closed, and 关闭所有 went to /home instead of the dashboard.
   */
  const here = () => window.location.pathname;

  /** Applies a close action and, when the active tab went, moves to its neighbour. */
  const apply = (next: (tabs: readonly OpenTab[]) => OpenTab[], store: () => void) => {
    const open = useTabs.getState().tabs;
    const target = nextActive(open, next(open), here());
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
          if (tab.path !== here()) void navigate(tab.fullPath);
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
          if (tab.path !== here()) void navigate(tab.fullPath);
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
  const current = tabs.find((tab) => tab.path === pathname) ?? tabs[0];

  // The active tab is scrolled into the row's view (sideways only: the page itself stays where it is).
  const row = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab or the tabs change
  useEffect(() => {
    const container = row.current;
    const tab = container?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!container || !tab) return;
    if (tab.offsetLeft < container.scrollLeft) container.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > container.scrollLeft + container.clientWidth)
      container.scrollLeft = tab.offsetLeft + tab.offsetWidth - container.clientWidth;
  }, [pathname, tabs]);

  return (
    <nav className={styles.bar} aria-label={t('tabs.bar')}>
      <div
        ref={row}
        className={styles.tabs}
        role="tablist"
        onWheel={(event) => {
          // A vertical wheel scrolls the row sideways when the tabs overflow.
          event.currentTarget.scrollLeft += event.deltaY;
        }}
      >
        {tabs.map((tab) => {
          const label = title(tab);
          const active = tab.path === pathname;
          return (
            <Dropdown key={tab.path} menu={{ items: actions(tab) }} trigger={['contextMenu']}>
              <div
                role="tab"
                tabIndex={active ? 0 : -1}
                aria-selected={active}
                title={label}
                className={`${styles.tab} ${active ? styles.active : ''}`}
                onClick={() => void navigate(tab.fullPath)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') void navigate(tab.fullPath);
                }}
                ref={
                  active ? (node) => node?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined
                }
              >
                {tab.path === '/home' ? (
                  <HomeOutlined aria-label={label} />
                ) : (
                  <>
                    {showIcons && tab.meta.icon ? <MenuIcon name={tab.meta.icon} /> : null}
                    <span className={styles.label}>{label}</span>
                  </>
                )}
                {tab.meta.affix ? null : (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={`${t('tabs.close')} ${label}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      apply(
                        (all) => closeTab(all, tab.path),
                        () => useTabs.getState().close(tab.path),
                      );
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {current ? (
        <Dropdown menu={{ items: actions(current) }} trigger={['click']} placement="bottomRight">
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
