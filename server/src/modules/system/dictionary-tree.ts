/**
 * How dictionary types and items are ordered and nested (SPEC §7.9): types form a tree rooted at '-1',
 * the items of a tree dictionary a tree rooted at '0'. Shared by the type and item services and the import.
 */

type Ordered = { id: string; sortCode: number; creatorTime: number };

/** Display order: sort code, then creation time, then id (so two equal rows never swap places). */
export const byOrder = (a: Ordered, b: Ordered) =>
  a.sortCode - b.sortCode || a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A parent id as the forms send it: '', '-1' and '0' all mean the top, which is stored as `root`. */
export const rootOf = (value: string | undefined | null, root: string) => {
  const id = value?.trim() ?? '';
  return id === '' || id === '-1' || id === '0' ? root : id;
};
