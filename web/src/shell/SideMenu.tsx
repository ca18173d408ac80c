import type { MenuNode } from '@app/common';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LinkContext, menuLink, menuTrail } from '../app/menus';
import { useSession } from '../stores/session';
import { MenuIcon } from './MenuIcon';
import { useMenuTitle } from './useMenuTitle';

type Item = Required<MenuProps>['items'][number];

/** The menu tree of the signed-in user as a navigation menu; external links open in a new tab. */
export function SideMenu({ collapsed, theme }: { collapsed: boolean; theme: 'dark' | 'light' }) {
  const menuList = useSession((s) => s.menuList);
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = useMenuTitle();
  const ctx: LinkContext = useMemo(() => ({ token }), [token]);

  const trail = useMemo(() => menuTrail(menuList, pathname, ctx), [menuList, pathname, ctx]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((m) => m.id));

  // Opening a page from elsewhere (home cards, links) unfolds its directory.
  useEffect(() => {
    const ancestors = trail.slice(0, -1).map((m) => m.id);
    if (ancestors.length) setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [trail]);

  const items = useMemo(() => {
    const build = (menus: MenuNode[]): Item[] =>
      menus.map((menu) => {
        const icon = <MenuIcon key="icon" name={menu.icon} />;
        if (menu.children?.length)
          return { key: menu.id, icon, label: title(menu), children: build(menu.children) };
        const link = menuLink(menu, ctx);
        const label =
          link.kind === 'external' ? (
            <a key="link" href={link.href} target="_blank" rel="noopener noreferrer">
              {title(menu)}
            </a>
          ) : (
            title(menu)
          );
        return { key: menu.id, icon, label };
      });
    return build(menuList);
  }, [menuList, ctx, title]);

  const byId = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const add = (menus: MenuNode[]) => {
      for (const m of menus) {
        map.set(m.id, m);
        add(m.children ?? []);
      }
    };
    add(menuList);
    return map;
  }, [menuList]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const menu = byId.get(key);
    if (!menu) return;
    const link = menuLink(menu, ctx);
    if (link.kind === 'route') void navigate(link.path);
  };

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={trail.length ? [trail[trail.length - 1].id] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
