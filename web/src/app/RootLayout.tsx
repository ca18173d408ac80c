import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { routeTitle, useRouteMeta } from './route-meta';
import { scrollToTop } from './scroll';

/** Root of every screen: keeps the document title on the route's title and scrolls to top (800 ms) on navigation. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { pathname } = useLocation();

  useEffect(() => {
    const app = t('app.name');
    document.title = meta ? `${routeTitle(meta, t, (k) => i18n.exists(k))} - ${app}` : app;
  }, [meta, t, i18n]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    scrollToTop();
  }, [pathname]);

  return <Outlet />;
}
