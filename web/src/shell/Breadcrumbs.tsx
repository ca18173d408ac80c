import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle, useRouteMeta } from '../app/route-meta';
import { useMenuNavigation } from './useMenuItems';

/** Where the user is: the menus leading to the page, or the fixed page's own title. */
export function Breadcrumbs() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { trail, title } = useMenuNavigation();
  const items = useMemo(() => {
    if (trail.length) return trail.map((menu) => ({ key: menu.id, title: title(menu) }));
    return meta ? [{ key: 'page', title: routeTitle(meta, t, (key) => i18n.exists(key)) }] : [];
  }, [trail, title, meta, t, i18n]);
  return <Breadcrumb items={items} />;
}
