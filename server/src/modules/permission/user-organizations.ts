import type { Db } from '../../db/database.js';

/** The organisation tree as the users screen and its pickers read it: paths, children, descendants. */

/** The parentId of a top-level organisation. */
export const ROOT = '-1';

export interface OrgNode {
  id: string;
  parentId: string;
  fullName: string;
  category: 'company' | 'department';
  sortCode: number;
}

/** Every live organisation (a small table) with a path and child lookup. */
export async function organizations(db: Db) {
  const rows: OrgNode[] = await db
    .selectFrom('baseOrganize')
    .select(['id', 'parentId', 'fullName', 'category', 'sortCode'])
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((o) => [o.id, o]));
  const children = new Map<string, OrgNode[]>();
  for (const org of rows) {
    const parent = byId.has(org.parentId) ? org.parentId : ROOT;
    const list = children.get(parent) ?? [];
    list.push(org);
    children.set(parent, list);
  }
  const paths = new Map<string, string>();
  const pathOf = (id: string | null): string | null => {
    if (!id) return null;
    const known = paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    const seen = new Set<string>();
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId)) {
      seen.add(node.id);
      names.unshift(node.fullName);
    }
    const path = names.length ? names.join('/') : null;
    if (path) paths.set(id, path);
    return path;
  };
  /** The organisation and all below it. */
  const descendants = (id: string): string[] => {
    const out: string[] = [];
    const stack = [id];
    while (stack.length) {
      const next = stack.pop() as string;
      if (out.includes(next)) continue;
      out.push(next);
      for (const child of children.get(next) ?? []) stack.push(child.id);
    }
    return out;
  };
  return { byId, children, pathOf, descendants };
}
