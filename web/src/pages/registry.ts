import type { Lang } from '@app/common';
import type { ComponentType } from 'react';
import basic from './basic/basic.pages';
import generator from './generator/generator.pages';
import onlineDev from './onlineDev/onlineDev.pages';
import permission from './permission/permission.pages';
import system from './system/system.pages';
import systemData from './systemData/systemData.pages';

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
] as const satisfies readonly Area[];

/** Every area's pages by key. A menu whose page is not listed is not routed (404). */
export const pages: Record<string, () => Promise<PageModule>> = Object.assign(
  {},
  ...areas.map((area) => area.pages),
);

export const hasPage = (address: string): boolean => Object.hasOwn(pages, address);

type ZhTextsOf<A> = A extends { texts: { zh: () => Promise<{ default: infer T }> } } ? T : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The zh texts of all areas together: the menu pages' keys that t() accepts (i18n/i18next.d.ts). */
export type AreaTexts = Intersection<ZhTextsOf<(typeof areas)[number]>>;
