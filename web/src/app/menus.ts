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
}

export interface MenuRoute {
  path: string;
  urlAddress: string;
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

/**
 * Routes for the ordinary pages (type 2) whose page exists in this build. A menu whose urlAddress has
 * no page is not routed; its link then ends on the 404 page.
 */
export function menuRoutes(menus: readonly MenuNode[], hasPage: (address: string) => boolean): MenuRoute[] {
  const routes = new Map<string, MenuRoute>();
  for (const menu of walk(menus)) {
    if (menu.type !== MenuType.page || !menu.urlAddress) continue;
    const address = pageAddress(menu.urlAddress);
    if (!address || EXTERNAL.test(address) || !hasPage(address)) continue;
    const path = `/${address}`;
    if (routes.has(path)) continue;
    routes.set(path, {
      path,
      urlAddress: address,
      meta: { title: routeName(menu.enCode), zhTitle: menu.fullName, modelId: menu.id, icon: menu.icon },
    });
  }
  return [...routes.values()];
}

function moduleIdOf(menu: MenuNode): string {
  if (!menu.propertyJson) return '';
  try {
    const value = JSON.parse(menu.propertyJson) as { moduleId?: unknown };
    return typeof value?.moduleId === 'string' ? value.moduleId : '';
  } catch {
    return '';
  }
}

export interface LinkContext {
  token: string | null;
  /** host of the data-visualisation app (type 6 and the ${dataV} placeholder); '' = same origin */
  dataVHost?: string;
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
      const href = address
        .replace(/\$\{dataV\}/g, dataVHost)
        .replace(/\$\{jnpfToken\}/g, encodeURIComponent(token ?? ''));
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
