import { EllipsisOutlined } from '@ant-design/icons';
import type { MenuNode } from '@app/common';
import { Menu } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';
import { visibleTopItems } from './top-menu-overflow';
import { type MenuItem, useMenuNavigation } from './useMenuItems';

/** Key of the synthetic overflow group (SPEC §2.1 /menuMore). */
export const MORE_KEY = 'menuMore';

/** Width of the element, followed as it resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The top menu of the functional and blend layouts: items 116 px wide; those that do not fit go into a
 * 'more' group. `shallow` (blend) shows only the first level and reports the chosen top item instead
 * of opening its children.
 */
export function TopMenu({
  theme,
  shallow = false,
  activeTopId,
  onTopSelect,
}: {
  theme: 'dark' | 'light';
  shallow?: boolean;
  activeTopId?: string;
  onTopSelect?: (menu: MenuNode) => void;
}) {
  const { t } = useTranslation();
  const { menuList, trail, toItems, onClick } = useMenuNavigation();
  const { ref, width } = useWidth<HTMLDivElement>();

  const items = useMemo(() => {
    const all = shallow ? toItems(menuList.map((menu) => ({ ...menu, children: [] }))) : toItems(menuList);
    const shown = width ? visibleTopItems(all.length, width) : all.length;
    if (shown >= all.length) return all;
    const more: MenuItem = {
      key: MORE_KEY,
      icon: <EllipsisOutlined />,
      label: t('shell.more'),
      children: all.slice(shown),
    };
    return [...all.slice(0, shown), more];
  }, [menuList, shallow, toItems, width, t]);

  const selected = shallow ? (activeTopId ?? trail[0]?.id) : trail[trail.length - 1]?.id;

  return (
    <div ref={ref} className={styles.topMenu}>
      <Menu
        mode="horizontal"
        theme={theme}
        items={items}
        disabledOverflow
        selectedKeys={selected ? [selected] : []}
        onClick={(info) => {
          const top = shallow ? menuList.find((m) => m.id === info.key) : undefined;
          if (top?.children?.length && onTopSelect) onTopSelect(top);
          else onClick?.(info);
        }}
        className={styles.topMenuInner}
      />
    </div>
  );
}
