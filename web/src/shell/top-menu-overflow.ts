/** SPEC §9: each item of the functional layout's top menu is 116 px wide. */
export const TOP_MENU_ITEM_WIDTH = 116;

/**
 * How many of `count` top items fit in `width` px: all of them, or as many as leave room for the
 * 'more' item that collects the rest (SPEC §2.5, /menuMore).
 */
export function visibleTopItems(count: number, width: number, itemWidth = TOP_MENU_ITEM_WIDTH): number {
  const fit = Math.max(0, Math.floor(width / itemWidth));
  if (count <= fit) return count;
  return Math.max(0, fit - 1);
}
