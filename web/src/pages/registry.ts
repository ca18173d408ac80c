import type { Lang } from '@app/common';
import type { ComponentType } from 'react';
import basic from './basic/basic.pages';
import generator from './generator/generator.pages';
import onlineDev from './onlineDev/onlineDev.pages';
import permission from './permission/permission.pages';
import system from './system/system.pages';
import systemData from './systemData/systemData.pages';
import workFlow from './workFlow/workFlow.pages';

export type PageModule = { default: ComponentType };

/** What an area folder declares in its <area>.pages.ts (docs/decisions/057). */
export interface Area {
  /** The folder under pages/, and the first segment of every urlAddress the area serves. */
  name: string;
  /**
   * Menu page key → page module. A type-2 menu's key is its urlAddress; the dynamic types use their
   * generic viewer (app/menus.ts VIEWER_PAGES, EXTERNAL_LINK_PAGE). Each entry is its own chunk, loaded
   * when its route is first opened.
   */
  pages: Record<string, () => Promise<PageModule>>;
  /** The area's texts, a chunk per language, fetched with the first menu page (i18n loadAdminTexts). */
  texts: Record<Lang, () => Promise<{ default: object }>>;
}

/** The areas with menu pages; adding one is its folder and its line here. */
export const areas = [
  permission,
  system,
  systemData,
  onlineDev,
  generator,
  basic,
  workFlow,
] as const satisfies readonly Area[];

/** Every area's pages by key. A menu whose page is not listed is not routed (404). */
export const pages: Record<string, () => Promise<PageModule>> = Object.assign(
  {},
  ...areas.map((area) => area.pages),
);

/**
 * Other addresses our pages answer to (decision 065): the ones they had before they took the original
 * client's view paths, and the original's 部门管理, whose departments our 组织管理 lists with the companies.
 * A menu that still carries one opens the page; a link to one leads to the page's own address.
 */
export const ADDRESS_ALIASES: Readonly<Record<string, string>> = {
  'system/dictionary': 'systemData/dictionary',
  'system/scheduleTask': 'system/task',
  'system/icon': 'system/icons',
  'permission/onlineUser': 'permission/userOnline',
  'permission/department': 'permission/organize',
};

/** The page of an address, its own or an alias's; undefined when no page answers to it. */
export function pageOf(address: string): (() => Promise<PageModule>) | undefined {
  if (Object.hasOwn(pages, address)) return pages[address];
  return Object.hasOwn(ADDRESS_ALIASES, address) ? pages[ADDRESS_ALIASES[address]] : undefined;
}

export const hasPage = (address: string): boolean => pageOf(address) !== undefined;

/** Where a path that is an alias leads: '/system/icon' → '/system/icons'; null for any other path. */
export function aliasTarget(pathname: string): string | null {
  const address = pathname.replace(/^\/+/, '');
  return Object.hasOwn(ADDRESS_ALIASES, address) ? `/${ADDRESS_ALIASES[address]}` : null;
}

type ZhTextsOf<A> = A extends { texts: { zh: () => Promise<{ default: infer T }> } } ? T : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The zh texts of all areas together: the menu pages' keys that t() accepts (i18n/i18next.d.ts). */
export type AreaTexts = Intersection<ZhTextsOf<(typeof areas)[number]>>;
