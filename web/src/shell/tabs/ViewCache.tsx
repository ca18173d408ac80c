import { Activity, type ReactNode, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { useSettings } from '../../stores/settings';
import { useTabs } from '../../stores/tabs';
import { cachedPaths } from './tabs-model';

interface CachedView {
  element: ReactNode;
  location: Location;
  refresh: number;
}

/**
 * The page area. With the view cache on (useCache, SPEC §2.5 'keep-alive'), each open tab's page stays
 * mounted but hidden (React's Activity), so its filters, paging and scroll survive switching tabs; a
 * hidden page keeps seeing its own address. Closing a tab drops its page; refreshing re-mounts it.
 */
export function ViewCache() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useRouteMeta();
  const useCache = useSettings((s) => s.useCache);
  const tabs = useTabs((s) => s.tabs);
  const refreshes = useTabs((s) => s.refreshes);
  const cache = useRef(new Map<string, CachedView>());
  const path = location.pathname;
  const refresh = refreshes[path] ?? 0;

  if (!useCache || meta?.noCache || meta?.hidden) {
    cache.current.clear();
    return <Activity key={`${path}#${refresh}`}>{outlet}</Activity>;
  }

  const keep = new Set(cachedPaths(tabs));
  for (const [cachedPath, view] of cache.current)
    if (!keep.has(cachedPath) || view.refresh !== (refreshes[cachedPath] ?? 0))
      cache.current.delete(cachedPath);
  cache.current.set(path, { element: outlet, location, refresh });

  return (
    <>
      {[...cache.current].map(([cachedPath, view]) => {
        return (
          <Activity key={`${cachedPath}#${view.refresh}`} mode={cachedPath === path ? 'visible' : 'hidden'}>
            {/* Same tree shape visible or hidden, so switching tabs never re-mounts a page. */}
            <UNSAFE_LocationContext.Provider value={{ location: view.location, navigationType }}>
              {view.element}
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
    </>
  );
}
