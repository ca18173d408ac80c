import type { MenuNode } from '@app/common';
import type { MenuProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LinkContext, menuLink, menuTrail } from '../app/menus';
import { useSession } from '../stores/session';
import { MenuIcon } from './MenuIcon';
import { useMenuTitle } from './useMenuTitle';

export type MenuItem = Required<MenuProps>['items'][number];

/** Every menu by id, for click handling. */
function indexById(menus: readonly MenuNode[], into = new Map<string, MenuNode>()): Map<string, MenuNode> {
  for (const menu of menus) {
    into.set(menu.id, menu);
    indexById(menu.children ?? [], into);
  }
  return into;
}

/**
 * What every navigation menu of the shell (side, top, blend) shares: antd items for a menu tree (outside
 * links open in a new tab), the trail of menus leading to the current page, and a click handler that
 * goes to a menu's route.
 */
export function useMenuNavigation() {
  const menuList = useSession((s) => s.menuList);
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = useMenuTitle();
  const ctx: LinkContext = useMemo(() => ({ token }), [token]);
  const byId = useMemo(() => indexById(menuList), [menuList]);
  const trail = useMemo(() => menuTrail(menuList, pathname, ctx), [menuList, pathname, ctx]);

  const toItems = useCallback(
    (menus: readonly MenuNode[]): MenuItem[] =>
      menus.map((menu) => {
        const icon = <MenuIcon key="icon" name={menu.icon} />;
        if (menu.children?.length)
          return { key: menu.id, icon, label: title(menu), children: toItems(menu.children) };
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
      }),
    [ctx, title],
  );

  const onClick: MenuProps['onClick'] = useCallback(
    ({ key }: { key: string }) => {
      const menu = byId.get(key);
      if (!menu) return;
      const link = menuLink(menu, ctx);
      if (link.kind === 'route') void navigate(link.path);
    },
    [byId, ctx, navigate],
  );

  return { menuList, trail, toItems, onClick, title };
}
