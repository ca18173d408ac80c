/**
 * Trees stored as rows with a parentId (organisations, menus, areas, dictionaries, …), shared by the server
 * and the browser. A top-level row's parentId is TREE_ROOT.
 */

/** The parentId of a top-level row. */
export const TREE_ROOT = '-1';

/**
 * Nests rows (already in display order) under their parents; a row whose parent is not among them becomes a
 * root. `onParent` runs for each row that receives a child (to set a flag the answer carries).
 */
export function nestRows<T extends { id: string; parentId: string; children?: T[] }>(
  rows: T[],
  onParent?: (parent: T) => void,
): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const row of rows) {
    const parent = row.parentId !== row.id ? byId.get(row.parentId) : undefined;
    if (parent) {
      parent.children ??= [];
      parent.children.push(row);
      onParent?.(parent);
    } else roots.push(row);
  }
  return roots;
}

/** nestRows for rows that say whether they have children. */
export function nest<T extends { id: string; parentId: string; hasChildren: boolean; children?: T[] }>(
  rows: T[],
): T[] {
  return nestRows(rows, (parent) => {
    parent.hasChildren = true;
  });
}

/** The ids of a node and everything below it. */
export function subtreeIds(rows: { id: string; parentId: string }[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const ids = new Set<string>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** "集团/上海公司/研发部" for every organisation, from the top company down. */
export function pathNames(rows: { id: string; parentId: string; fullName: string }[]): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, seen: Set<string>): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row || seen.has(id)) return '';
    seen.add(id);
    const above = pathOf(row.parentId, seen);
    const path = above ? `${above}/${row.fullName}` : row.fullName;
    paths.set(id, path);
    return path;
  };
  for (const row of rows) pathOf(row.id, new Set());
  return paths;
}
