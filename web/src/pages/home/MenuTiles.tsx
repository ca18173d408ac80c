import { ExportOutlined } from '@ant-design/icons';
import type { MenuNode } from '@app/common';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leafMenus, menuLink } from '../../app/menus';
import { MenuIcon } from '../../shell/MenuIcon';
import { useMenuTitle } from '../../shell/useMenuTitle';
import { useSession } from '../../stores/session';
import styles from './home.module.css';

const TILE_COLOURS = ['#1d6ff2', '#13a8a8', '#7b4ee0', '#f08a24', '#2fa84f', '#e8493f', '#d4a017', '#2f54eb'];

interface Group {
  key: string;
  head: MenuNode | null;
  menus: MenuNode[];
}

/** Every function the user's menus grant, grouped by top-level directory, one click away. */
export function MenuTiles() {
  const { t } = useTranslation();
  const menuList = useSession((s) => s.menuList);
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const title = useMenuTitle();

  const groups = useMemo(() => {
    const byKey = new Map<string, Group>();
    for (const { group, menu } of leafMenus(menuList)) {
      const key = group?.id ?? '';
      if (!byKey.has(key)) byKey.set(key, { key, head: group, menus: [] });
      byKey.get(key)?.menus.push(menu);
    }
    return [...byKey.values()];
  }, [menuList]);

  const open = (menu: MenuNode) => {
    const link = menuLink(menu, { token });
    if (link.kind === 'route') void navigate(link.path);
    else if (link.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
  };

  let index = 0;
  return (
    <section className={styles.panel} aria-labelledby="home-apps">
      <header className={styles.panelHead}>
        <h3 id="home-apps" className={styles.panelTitle}>
          {t('home.apps')}
        </h3>
        <span className={styles.panelHint}>{t('home.appsHint')}</span>
      </header>
      <div className={styles.panelBody}>
        {groups.length === 0 ? <Empty description={t('home.noApps')} /> : null}
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            {group.head ? (
              <div className={styles.groupTitle}>
                <MenuIcon name={group.head.icon} />
                {title(group.head)}
              </div>
            ) : null}
            <div className={styles.tiles}>
              {group.menus.map((menu) => {
                const colour = TILE_COLOURS[index++ % TILE_COLOURS.length];
                const external = menuLink(menu, { token }).kind === 'external';
                return (
                  <button key={menu.id} type="button" className={styles.tile} onClick={() => open(menu)}>
                    <span className={styles.tileIcon} style={{ background: colour }}>
                      <MenuIcon name={menu.icon} />
                    </span>
                    <span>
                      <div className={styles.tileName}>{title(menu)}</div>
                      <div className={styles.tileMeta}>
                        {external ? (
                          <>
                            <ExportOutlined /> {t('home.external')}
                          </>
                        ) : (
                          group.head && title(group.head)
                        )}
                      </div>
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
