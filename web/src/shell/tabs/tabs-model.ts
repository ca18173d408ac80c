/**
 * The open tabs of the shell (SPEC §3 'Open tab', §4 'Tabs') as pure functions over a list, so the
 * rules are tested without React: a path is open once; affix tabs (home, dashboard) never close.
 */

export interface TabMeta {
  /** i18n key under routes.* */
  title: string;
  zhTitle: string;
  icon?: string | null;
  /** pinned: cannot be closed */
  affix?: boolean;
  /** never kept alive by the view cache */
  noCache?: boolean;
}

export interface OpenTab {
  /** pathname: the identity of a tab */
  path: string;
  /** pathname + search, where clicking the tab leads */
  fullPath: string;
  meta: TabMeta;
}

/** A tab with no title of its own is shown with this one. */
export const DEFAULT_TAB_TITLE = 'noName';

/** Opens a tab; one already open for the path keeps its place and takes the newer address and title. */
export function addTab(tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] {
  const meta = { ...tab.meta, title: tab.meta.title || DEFAULT_TAB_TITLE };
  const index = tabs.findIndex((t) => t.path === tab.path);
  if (index < 0) return [...tabs, { ...tab, meta }];
  const next = [...tabs];
  next[index] = {
    ...tabs[index],
    fullPath: tab.fullPath,
    meta: { ...meta, affix: tabs[index].meta.affix || meta.affix },
  };
  return next;
}

/** Closes one tab (affix tabs stay). */
export function closeTab(tabs: readonly OpenTab[], path: string): OpenTab[] {
  return tabs.filter((t) => t.path !== path || t.meta.affix);
}

/** Keeps the affix tabs and the given one. */
export function closeOtherTabs(tabs: readonly OpenTab[], path: string): OpenTab[] {
  return tabs.filter((t) => t.meta.affix || t.path === path);
}

/** Keeps only the affix tabs. */
export function closeAllTabs(tabs: readonly OpenTab[]): OpenTab[] {
  return tabs.filter((t) => t.meta.affix);
}

/**
 * Where to go after the active tab closed: its right neighbour, else the left one, else home; undefined
 * when the active tab is still open.
 */
export function nextActive(
  before: readonly OpenTab[],
  after: readonly OpenTab[],
  active: string,
): string | undefined {
  if (after.some((t) => t.path === active)) return undefined;
  const index = before.findIndex((t) => t.path === active);
  const remaining = new Set(after.map((t) => t.path));
  const right = before.slice(index + 1).find((t) => remaining.has(t.path));
  const left = [...before.slice(0, Math.max(index, 0))].reverse().find((t) => remaining.has(t.path));
  return (right ?? left)?.fullPath ?? '/home';
}

/** Paths the view cache keeps alive: open tabs whose meta does not say noCache. */
export function cachedPaths(tabs: readonly OpenTab[]): string[] {
  return tabs.filter((t) => !t.meta.noCache).map((t) => t.path);
}
