import type { MenuNode } from '@app/common';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useMenuNavigation } from './useMenuItems';

/**
 * A vertical navigation menu of the given tree (the whole tree, or in the blend layout the children of
 * the chosen top item). Folded, it shows icons with fly-out submenus.
 */
export function SideMenu({
  menus,
  collapsed,
  theme,
}: {
  menus?: readonly MenuNode[];
  collapsed: boolean;
  theme: 'dark' | 'light';
}) {
  const { menuList, trail, toItems, onClick } = useMenuNavigation();
  const tree = menus ?? menuList;
  const items = useMemo(() => toItems(tree), [toItems, tree]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((m) => m.id));

  // Opening a page from elsewhere (home cards, tabs, search) unfolds its directory.
  useEffect(() => {
    const ancestors = trail.slice(0, -1).map((m) => m.id);
    if (ancestors.length) setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [trail]);

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
