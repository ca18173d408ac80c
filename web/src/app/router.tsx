import { createBrowserRouter, type MiddlewareFunction, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import i18n, { loadAdminTexts, loadPageTexts } from '../i18n';
import type { PageModule } from '../pages/registry';
import { useSession } from '../stores/session';
import { errorText, loadCurrentUser } from './current-user';
import { notifyInfo, toastError } from './feedback';
import { BARE_ROUTES, type FixedRoute, SHELL_ROUTES } from './fixed-routes';
import { decideNavigation, loginUrl, safeRedirect, takeLinkToken } from './guard';
import { type MenuRoute, menuRoutes } from './menus';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { setSessionLostHandler } from './request';
import type { RouteHandle } from './route-meta';
import { withPageRuntime } from './with-page-runtime';

/**
 * The data router: the fixed routes of SPEC §2.1 that exist so far, plus the pages of the user's
 * menus, patched under the shell after CurrentUser answers (SPEC §2.2). The guard (SPEC §2.3) runs as
 * root middleware before any route loads.
 */

const LAYOUT_ID = 'layout';

const Nothing = () => null;

/** A route's component; a screen (`runtime`) comes with the page runtime (query cache, date locale). */
const page =
  (load: () => Promise<PageModule>, runtime = true) =>
  async () => ({ Component: (await (runtime ? withPageRuntime(load) : load)()).default });

/** A page that shows administration screens' parts brings their texts along (each area's *.texts.ts, decision 057). */
const withAdminTexts = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), loadAdminTexts()]).then(([module]) => module);

function fixedRouteObject(route: FixedRoute): RouteObject {
  return {
    path: route.path,
    handle: {
      meta: { title: route.title, zhTitle: route.zhTitle, affix: route.affix, hidden: route.hidden },
    } satisfies RouteHandle,
    lazy: page(route.adminTexts ? withAdminTexts(route.load) : route.load, !route.light && !route.noRuntime),
  };
}

/**
 * The menu pages' registry, a chunk of its own: it names every page chunk of every area, which the login
 * route has no use for (the shell's budget, docs/performance.md). It is fetched once a session exists.
 */
type Registry = typeof import('../pages/registry');
const loadRegistry = () => import('../pages/registry');

/** Paths patched in so far, and the ones the current user's menus grant. */
const patched = new Set<string>();
let granted = new Set<string>();

function menuRouteObject(route: MenuRoute, registry: Registry): RouteObject {
  return {
    id: `menu:${route.path}`,
    path: route.path.slice(1),
    handle: { meta: route.meta } satisfies RouteHandle,
    // A menu page brings the administration screens' texts along (each area's *.texts.ts, docs/decisions/057).
    lazy: page(withAdminTexts(registry.pageOf(route.page) as () => Promise<PageModule>)),
  };
}

/** Adds the routes of the current menus; true when a new route was added (the navigation must re-match). */
function syncMenuRoutes(registry: Registry): boolean {
  const routes = menuRoutes(useSession.getState().menuList, registry.hasPage);
  granted = new Set(routes.map((r) => r.path));
  const fresh = routes.filter((r) => !patched.has(r.path));
  if (fresh.length === 0) return false;
  router.patchRoutes(
    LAYOUT_ID,
    fresh.map((route) => menuRouteObject(route, registry)),
  );
  for (const r of fresh) patched.add(r.path);
  return true;
}

/**
 * Says whose session this tab now holds, after a link came with a token: the link's user when it signed
 * the browser in, or the user already signed in here, whose session the link did not replace.
 */
function announceSession(linkUsed: boolean): void {
  const user = useSession.getState().userInfo;
  if (!user) return;
  void notifyInfo({
    key: 'signedInAs',
    title: i18n.t('login.signedInAs', { name: user.userName, account: user.userAccount }),
    description: linkUsed ? '' : i18n.t('login.linkIgnored'),
    seconds: 6,
  });
}

const guard: MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  // A token in the address leaves the address bar and this history entry before anything else runs.
  const link = takeLinkToken(url.search);
  const clean = url.pathname + link.search + url.hash;
  const stripped = link.search !== url.search;
  if (stripped) window.history.replaceState(window.history.state, '', clean);
  const here = url.pathname + link.search;
  const session = useSession.getState();
  const decision = decideNavigation({
    pathname: url.pathname,
    search: link.search,
    token: session.token,
    locked: session.locked,
    loaded: session.loaded,
    linkToken: link.token,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'adoptToken') session.setToken(decision.token);
  if (decision.kind === 'load' || decision.kind === 'adoptToken') {
    try {
      await loadCurrentUser();
    } catch (error) {
      useSession.getState().reset();
      toastError(errorText(error));
      throw redirect(loginUrl(url.pathname, link.search));
    }
  }
  if (link.token) announceSession(decision.kind === 'adoptToken');
  if (decision.kind === 'adoptToken') throw redirect(decision.to);
  if (stripped) throw redirect(clean);
  if (useSession.getState().token) {
    const registry = await loadRegistry();
    if (syncMenuRoutes(registry)) throw redirect(here + url.hash);
    // A page's former address (a bookmark, an old link) leads to where the user's menu has it now.
    const moved = granted.has(url.pathname) ? null : registry.aliasTarget(url.pathname);
    if (moved && granted.has(moved)) throw redirect(moved + link.search + url.hash);
    // A page routed for an earlier user of this tab but not granted to this one.
    if (patched.has(url.pathname) && !granted.has(url.pathname)) throw redirect('/404');
  }
  return next();
};

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoading fullscreen />,
    middleware: [guard],
    children: [
      ...BARE_ROUTES.filter((route) => route.light).map(fixedRouteObject),
      {
        // antd, its toasts and dialogs, for every screen below (own chunk).
        id: 'providers',
        // Its texts come with it: every screen below reads them on its first render.
        lazy: page(
          () => Promise.all([import('./AntdProviders'), loadPageTexts()]).then(([module]) => module),
          false,
        ),
        children: [
          ...BARE_ROUTES.filter((route) => !route.light).map(fixedRouteObject),
          {
            id: LAYOUT_ID,
            path: '/',
            lazy: page(() => import('../shell/ShellLayout'), false),
            children: [
              { index: true, loader: () => redirect('/home') },
              // /redirect/<path>: re-enter a page (links that ask for a fresh view of it).
              {
                path: 'redirect/*',
                loader: ({ params, request }) =>
                  redirect(safeRedirect(`/${params['*'] ?? ''}${new URL(request.url).search}`)),
                Component: Nothing,
              },
              ...SHELL_ROUTES.map(fixedRouteObject),
            ],
          },
        ],
      },
      // Unknown paths: the loader redirects before anything renders; the empty component keeps the router quiet.
      { path: '*', loader: () => redirect('/404'), Component: Nothing },
    ],
  },
];

export const router = createBrowserRouter(routes, { future: { v8_middleware: true } });

// Leave the page first, then drop its cached data, so no mounted query refetches without a session.
setSessionLostHandler((to) => {
  void router
    .navigate(to, { replace: true })
    .then(() => import('./query-client'))
    .then(({ queryClient }) => queryClient.clear());
});
