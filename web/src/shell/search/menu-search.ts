import type { MenuNode } from '@app/common';
import { MenuType } from '@app/common';
import Fuse from 'fuse.js';
import { type LinkContext, type MenuLink, menuLink } from '../../app/menus';

/**
 * Global menu search (SPEC §1, §2.2, §9): fuzzy, threshold 0.4, title weighing 0.7 and path 0.3, over
 * the menus the user may open. Directories and hidden routes are not results.
 */
export interface SearchEntry {
  id: string;
  /** the titles from the top directory down to the menu itself */
  title: string[];
  /** the address the menu opens */
  path: string;
  link: Exclude<MenuLink, { kind: 'none' }>;
}

export const SEARCH_OPTIONS = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The searchable menus, each with the titles of the directories above it. */
export function searchEntries(
  menus: readonly MenuNode[],
  title: (menu: MenuNode) => string,
  ctx: LinkContext,
  parents: string[] = [],
): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const menu of menus) {
    const trail = [...parents, title(menu)];
    if (menu.type === MenuType.directory || menu.children?.length) {
      out.push(...searchEntries(menu.children ?? [], title, ctx, trail));
      continue;
    }
    const link = menuLink(menu, ctx);
    if (link.kind === 'none') continue;
    out.push({ id: menu.id, title: trail, path: link.kind === 'route' ? link.path : link.href, link });
  }
  return out;
}

export type MenuSearch = (query: string, limit?: number) => SearchEntry[];

/** A search function over the entries; the index is built once. */
export function createMenuSearch(entries: readonly SearchEntry[]): MenuSearch {
  const fuse = new Fuse(entries, SEARCH_OPTIONS);
  return (query, limit = 20) => {
    const text = query.trim();
    if (!text) return [];
    return fuse.search(text, { limit }).map((result) => result.item);
  };
}
