import {
  nest,
  type OrganizeCategory,
  type OrganizeInfo,
  type OrganizeNode,
  type OrganizeTreeNode,
  subtreeIds,
} from '@app/common';
import type { Db } from '../../db/database.js';
import { liveOrganizes, type OrgRow } from '../../platform/auth/organizations.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';

/**
 * Companies and departments (SPEC §7.5), the reading side: the management tree, a company's departments,
 * the pickers and one record. One table, one tree: a company sits at the top ('-1') or under a company, a
 * department under a company or a department. Changes live in organize.service.ts.
 */

/** Rows matching the keyword (name or code) with all their ancestors, so the tree stays connected. */
function withAncestors(rows: OrgRow[], keyword: string | undefined): OrgRow[] {
  const word = keyword?.trim().toLowerCase();
  if (!word) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.fullName.toLowerCase().includes(word) && !row.enCode.toLowerCase().includes(word)) continue;
    let node: OrgRow | undefined = row;
    while (node && !keep.has(node.id)) {
      keep.add(node.id);
      node = byId.get(node.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

async function directCounts(db: Db): Promise<{ positions: Map<string, number>; users: Map<string, number> }> {
  const [positions, users] = await Promise.all([
    db
      .selectFrom('basePosition')
      .select(['organizeId as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleteMark', 'is', null)
      .groupBy('organizeId')
      .execute(),
    db
      .selectFrom('baseUser')
      .select(['organizeId as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleteMark', 'is', null)
      .where('organizeId', 'is not', null)
      .groupBy('organizeId')
      .execute(),
  ]);
  const toMap = (list: { id: string | null; n: number }[]) =>
    new Map(list.map((r) => [r.id as string, Number(r.n)]));
  return { positions: toMap(positions), users: toMap(users) };
}

function managementNodes(rows: OrgRow[], counts: Awaited<ReturnType<typeof directCounts>>): OrganizeNode[] {
  return nest(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      category: r.category,
      enCode: r.enCode,
      fullName: r.fullName,
      managerId: r.managerId,
      managerName: r.managerName,
      description: r.description,
      sortCode: r.sortCode,
      enabledMark: r.enabledMark === 1 ? 1 : 0,
      creatorTime: r.creatorTime,
      positionCount: counts.positions.get(r.id) ?? 0,
      userCount: counts.users.get(r.id) ?? 0,
      hasChildren: false,
    })),
  );
}

/** GET Organize: the whole tree, or the nodes matching the keyword with their ancestors. */
export async function organizeTree(ctx: RequestContext, keyword?: string): Promise<{ list: OrganizeNode[] }> {
  const db = ctx.services.db;
  const [rows, counts] = await Promise.all([liveOrganizes(db), directCounts(db)]);
  return { list: managementNodes(withAncestors(rows, keyword), counts) };
}

/**
 * GET Organize/{companyId}/Department: the company's own departments (not those of its sub-companies),
 * as a tree.
 */
export async function departmentsOf(
  ctx: RequestContext,
  companyId: string,
  keyword?: string,
): Promise<{ list: OrganizeNode[] }> {
  const db = ctx.services.db;
  const [rows, counts] = await Promise.all([liveOrganizes(db), directCounts(db)]);
  if (!rows.some((r) => r.id === companyId && r.category === 'company')) throw notFound('organize.notFound');
  const departments = rows.filter((r) => r.category === 'department');
  const inside = subtreeIds(departments, companyId);
  const own = departments.filter((r) => inside.has(r.id));
  return { list: managementNodes(withAncestors(own, keyword), counts) };
}

/**
 * The pickers: enabled nodes of the given categories, without `excludeId` and what lies below it (the
 * node being edited cannot become its own parent). `excludeId` '0' excludes nothing.
 */
export async function organizeSelector(
  ctx: RequestContext,
  categories: OrganizeCategory[],
  excludeId = '0',
): Promise<{ list: OrganizeTreeNode[] }> {
  const rows = await liveOrganizes(ctx.services.db);
  const excluded = excludeId === '0' ? new Set<string>() : subtreeIds(rows, excludeId);
  const shown = rows.filter(
    (r) => r.enabledMark === 1 && categories.includes(r.category) && !excluded.has(r.id),
  );
  return { list: nest(shown.map(treeNode)) };
}

export function treeNode(r: OrgRow): OrganizeTreeNode {
  return {
    id: r.id,
    parentId: r.parentId,
    fullName: r.fullName,
    enCode: r.enCode,
    type: r.category,
    enabledMark: r.enabledMark,
    hasChildren: false,
  };
}

/** The live company or department, or 404. */
export async function liveOrganize(db: Db, id: string, category: OrganizeCategory) {
  const row = await db
    .selectFrom('baseOrganize')
    .selectAll()
    .where('id', '=', id)
    .where('category', '=', category)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('organize.notFound');
  return row;
}

/** GET Organize/{id} and Organize/Department/{id}. */
export async function organizeInfo(
  ctx: RequestContext,
  id: string,
  category: OrganizeCategory,
): Promise<OrganizeInfo> {
  const db = ctx.services.db;
  const stored = await liveOrganize(db, id, category);
  const rows = await liveOrganizes(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const row = byId.get(id) as OrgRow;
  const parentNames: string[] = [];
  const parentIds: string[] = [];
  const seen = new Set([id]);
  for (let p = byId.get(row.parentId); p && !seen.has(p.id); p = byId.get(p.parentId)) {
    seen.add(p.id);
    parentNames.unshift(p.fullName);
    parentIds.unshift(p.id);
  }
  return {
    id: row.id,
    category: row.category,
    parentId: row.parentId,
    enCode: row.enCode,
    fullName: row.fullName,
    managerId: row.managerId,
    managerName: row.managerName,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    parentNames,
    organizeIdTree: parentIds,
    propertyJson: stored.propertyJson ?? null,
  };
}
