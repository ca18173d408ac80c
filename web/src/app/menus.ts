import type { MenuNode } from '@app/common';
import { MenuType } from '@app/common';

/**
 * Pure readings of the menu tree (SPEC §2.2, client-facts §3): which menus become routes, where each
 * menu item leads, and which menus lie on the way to a path.
 */

export interface RouteMeta {
  /** enCode with dots turned into dashes; also the i18n key under routes. */
  title: string;
  /** the menu's own name, shown when there is no translation for title */
  zhTitle: string;
  /** menu id: the key of this page's entry in the permission list */
  modelId?: string;
  icon?: string | null;
  urlAddress?: string;
  /** types 3, 4, 5, 8: the designed model, dictionary, report or portal the generic viewer shows */
  relationId?: string;
  /** type 4: the dictionary is shown as a tree (propertyJson.isTree) */
  isTree?: boolean;
  /** pinned tab (home, dashboard) */
  affix?: boolean;
  /** not kept alive by the view cache */
  noCache?: boolean;
  /** not shown as a tab and not found by menu search */
  hidden?: boolean;
}

export interface MenuRoute {
  path: string;
  /** key of the page module in pages/registry.ts */
  page: string;
  meta: RouteMeta;
}

export type MenuLink =
  | { kind: 'route'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

export const routeName = (enCode: string): string => enCode.replace(/\./g, '-');

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** urlAddress without a leading slash and without its query part. */
export function pageAddress(urlAddress: string): string {
  return urlAddress.split('?')[0].replace(/^\/+/, '');
}

function* walk(menus: readonly MenuNode[]): Generator<MenuNode> {
  for (const menu of menus) {
    yield menu;
    if (menu.children?.length) yield* walk(menu.children);
  }
}

/** The generic viewer of each dynamic menu type (SPEC §2.2); registered in pages/registry.ts when built. */
export const VIEWER_PAGES: Partial<Record<number, string>> = {
  [MenuType.function]: 'basic/dynamicModel',
  [MenuType.dictionary]: 'basic/dynamicDictionary',
  [MenuType.report]: 'basic/dynamicDataReport',
  [MenuType.portal]: 'basic/dynamicPortal',
};
export const EXTERNAL_LINK_PAGE = 'basic/externalLink';

function propertyOf(menu: MenuNode): { moduleId?: unknown; isTree?: unknown } {
  if (!menu.propertyJson) return {};
  try {
    const value = JSON.parse(menu.propertyJson) as unknown;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

function moduleIdOf(menu: MenuNode): string {
  const { moduleId } = propertyOf(menu);
  return typeof moduleId === 'string' ? moduleId : '';
}

/** Path and page module of a menu that opens inside the shell; null for directories and outside links. */
function routeOf(menu: MenuNode): { path: string; page: string; meta?: Partial<RouteMeta> } | null {
  const address = pageAddress(menu.urlAddress ?? '');
  switch (menu.type) {
    case MenuType.page:
      return address && !EXTERNAL.test(address) ? { path: `/${address}`, page: address } : null;
    case MenuType.function:
    case MenuType.dictionary:
    case MenuType.report:
    case MenuType.portal: {
      if (!address || EXTERNAL.test(address)) return null;
      const isTree = Number(propertyOf(menu).isTree) === 1;
      return {
        path: `/${address}`,
        page: VIEWER_PAGES[menu.type] as string,
        meta: { relationId: moduleIdOf(menu), ...(menu.type === MenuType.dictionary ? { isTree } : {}) },
      };
    }
    case MenuType.link:
      return menu.linkTarget === '_self' && menu.urlAddress
        ? { path: `/${menu.enCode}`, page: EXTERNAL_LINK_PAGE, meta: { urlAddress: menu.urlAddress } }
        : null;
    default:
      return null;
  }
}

/**
 * Routes for the menus that open inside the shell (types 2, 3, 4, 5, 7 with _self, 8) whose page
 * exists in this build. A menu whose page is not built is not routed; its link then ends on the 404
 * page, never on a blank screen.
 */
export function menuRoutes(menus: readonly MenuNode[], hasPage: (page: string) => boolean): MenuRoute[] {
  const routes = new Map<string, MenuRoute>();
  for (const menu of walk(menus)) {
    const route = routeOf(menu);
    if (!route || routes.has(route.path) || !hasPage(route.page)) continue;
    routes.set(route.path, {
      path: route.path,
      page: route.page,
      meta: {
        title: routeName(menu.enCode),
        zhTitle: menu.fullName,
        modelId: menu.id,
        icon: menu.icon,
        ...route.meta,
      },
    });
  }
  return [...routes.values()];
}

export interface LinkContext {
  token: string | null;
  /** host of the data-visualisation app (type 6 and the ${dataV} placeholder); '' = same origin */
  dataVHost?: string;
}

/** A link menu's address with the visualisation host and the token filled in (client-facts §3). */
export function fillLinkPlaceholders(address: string, { token, dataVHost = '' }: LinkContext): string {
  return address
    .replace(/\$\{dataV\}/g, dataVHost)
    .replace(/\$\{jnpfToken\}/g, encodeURIComponent(token ?? ''));
}

/** Where a menu item leads when clicked. Directories lead nowhere. */
export function menuLink(menu: MenuNode, { token, dataVHost = '' }: LinkContext): MenuLink {
  const address = menu.urlAddress ?? '';
  switch (menu.type) {
    case MenuType.directory:
      return { kind: 'none' };
    case MenuType.dataScreen:
      return {
        kind: 'external',
        href: `${dataVHost}/view/${moduleIdOf(menu)}?token=${encodeURIComponent(token ?? '')}`,
      };
    case MenuType.link: {
      if (menu.linkTarget === '_self') return { kind: 'route', path: `/${menu.enCode}` };
      const href = fillLinkPlaceholders(address, { token, dataVHost });
      return href ? { kind: 'external', href } : { kind: 'none' };
    }
    default:
      if (!address) return { kind: 'none' };
      if (EXTERNAL.test(address)) return { kind: 'external', href: address };
      return { kind: 'route', path: `/${address.replace(/^\/+/, '')}` };
  }
}

/** The menus from a root down to the one whose route is `pathname`; [] when none leads there. */
export function menuTrail(menus: readonly MenuNode[], pathname: string, ctx: LinkContext): MenuNode[] {
  for (const menu of menus) {
    const link = menuLink(menu, ctx);
    if (link.kind === 'route' && link.path.split('?')[0] === pathname) return [menu];
    const below = menuTrail(menu.children ?? [], pathname, ctx);
    if (below.length) return [menu, ...below];
  }
  return [];
}

/** Every menu that leads somewhere (not directories), in tree order, each with its top-level group. */
export function leafMenus(menus: readonly MenuNode[]): { group: MenuNode | null; menu: MenuNode }[] {
  const out: { group: MenuNode | null; menu: MenuNode }[] = [];
  for (const root of menus) {
    if (root.type !== MenuType.directory) {
      out.push({ group: null, menu: root });
      continue;
    }
    for (const menu of walk(root.children ?? [])) {
      if (menu.type !== MenuType.directory) out.push({ group: root, menu });
    }
  }
  return out;
}
