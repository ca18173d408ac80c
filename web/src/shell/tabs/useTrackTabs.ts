import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SHELL_ROUTES } from '../../app/fixed-routes';
import { useRouteMeta } from '../../app/route-meta';
import { useTabs } from '../../stores/tabs';

/** Pinned tabs first (home, dashboard), then every page the user opens, once per path. */
export function useTrackTabs(): void {
  const location = useLocation();
  const meta = useRouteMeta();
  const open = useTabs((s) => s.open);

  useEffect(() => {
    for (const route of SHELL_ROUTES)
      if (route.affix)
        open({
          path: `/${route.path}`,
          fullPath: `/${route.path}`,
          meta: { title: route.title, zhTitle: route.zhTitle, affix: true },
        });
  }, [open]);

  useEffect(() => {
    if (!meta || meta.hidden) return;
    open({ path: location.pathname, fullPath: location.pathname + location.search, meta });
  }, [meta, location.pathname, location.search, open]);
}
