import {
  type Lang,
  nest,
  type OrganizeCategory,
  type OrganizeFields,
  type OrganizeInfo,
  type OrganizeNode,
  type OrganizeTreeNode,
  subtreeIds,
  TREE_ROOT,
} from '@app/common';
import type { Db } from '../../db/database.js';
import { movedTo, requireDelegation } from '../../platform/auth/delegation.js';
import { liveOrganizes, type OrgRow } from '../../platform/auth/organizations.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import type { AppServices } from '../../platform/services.js';

/**
 * Companies and departments (SPEC §7.5): one table, one tree. A company sits at the top ('-1') or under a
 * company; a department sits under a company or a department. Deleting marks the row (deleteMark), as the
 * rest of the platform reads only unmarked rows.
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
export async function organizeTree(db: Db, keyword?: string): Promise<{ list: OrganizeNode[] }> {
  const [rows, counts] = await Promise.all([liveOrganizes(db), directCounts(db)]);
  return { list: managementNodes(withAncestors(rows, keyword), counts) };
}

/**
 * GET Organize/{companyId}/Department: the company's own departments (not those of its sub-companies),
 * as a tree.
 */
export async function departmentsOf(
  db: Db,
  companyId: string,
  keyword?: string,
): Promise<{ list: OrganizeNode[] }> {
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
  db: Db,
  categories: OrganizeCategory[],
  excludeId = '0',
): Promise<{ list: OrganizeTreeNode[] }> {
  const rows = await liveOrganizes(db);
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

async function liveRow(db: Db, id: string, category: OrganizeCategory) {
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
export async function organizeInfo(db: Db, id: string, category: OrganizeCategory): Promise<OrganizeInfo> {
  await liveRow(db, id, category);
  const rows = await liveOrganizes(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const row = byId.get(id) as OrgRow;
  const parentNames: string[] = [];
  const seen = new Set([id]);
  for (let p = byId.get(row.parentId); p && !seen.has(p.id); p = byId.get(p.parentId)) {
    seen.add(p.id);
    parentNames.unshift(p.fullName);
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
  };
}

export type OrganizeInput = Partial<OrganizeFields> &
  Pick<OrganizeFields, 'parentId' | 'enCode' | 'fullName'>;

interface Checked {
  parentId: string;
  enCode: string;
  fullName: string;
  managerId: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  organizeIdTree: string;
}

/** Checks a company or department as sent; `self` is the stored row when editing. */
async function checked(
  db: Db,
  category: OrganizeCategory,
  input: OrganizeInput,
  lang: Lang,
  self?: { id: string; fullName: string },
): Promise<Checked> {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  // A stored name from before the rule (the demo's "(上海)") does not block other edits.
  checkNameAndCode(fullName, enCode, lang, !self || self.fullName !== fullName);
  const parentId = input.parentId.trim() || TREE_ROOT;
  const rows = await liveOrganizes(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let tree: string[] = [];
  if (parentId === TREE_ROOT) {
    if (category === 'department') throw fieldError('parentId', 'organize.departmentNeedsParent', lang);
  } else {
    const parent = byId.get(parentId);
    if (!parent) throw fieldError('parentId', 'organize.parentNotFound', lang);
    if (category === 'company' && parent.category !== 'company')
      throw fieldError('parentId', 'organize.companyUnderDepartment', lang);
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let p: OrgRow | undefined = parent; p && !seen.has(p.id); p = byId.get(p.parentId)) {
      seen.add(p.id);
      chain.unshift(p.id);
    }
    if (self && chain.includes(self.id)) throw fieldError('parentId', 'organize.cycle', lang);
    tree = chain;
  }
  const managerId = text(input.managerId);
  if (managerId) {
    const manager = await db
      .selectFrom('baseUser')
      .select('id')
      .where('id', '=', managerId)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (!manager) throw fieldError('managerId', 'organize.managerNotFound', lang);
  }
  const taken = rows.find((r) => r.enCode === enCode && r.id !== self?.id);
  if (taken) throw duplicate('enCode', lang);
  return {
    parentId,
    enCode,
    fullName,
    managerId,
    description: text(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    organizeIdTree: tree.join(','),
  };
}

/** What an update may leave out: each keeps its stored value. */
const OPTIONAL_FIELDS = ['managerId', 'description', 'sortCode', 'enabledMark'] as const;

const withSelf = (tree: string, id: string) => (tree ? `${tree},${id}` : id);

export async function createOrganize(
  services: AppServices,
  session: ActiveSession,
  category: OrganizeCategory,
  input: OrganizeInput,
  lang: Lang,
): Promise<{ id: string }> {
  await requireDelegation(services, session, 'add', input.parentId.trim() || TREE_ROOT);
  const values = await checked(services.db, category, input, lang);
  const id = newId();
  await services.db
    .insertInto('baseOrganize')
    .values({
      ...values,
      id,
      category,
      organizeIdTree: withSelf(values.organizeIdTree, id),
      creatorTime: services.clock.now(),
      creatorUserId: session.user.id,
    })
    .execute();
  return { id };
}

export async function updateOrganize(
  services: AppServices,
  session: ActiveSession,
  category: OrganizeCategory,
  id: string,
  input: OrganizeInput,
  lang: Lang,
): Promise<void> {
  const db = services.db;
  const current = await liveRow(db, id, category);
  await requireDelegation(
    services,
    session,
    'edit',
    id,
    movedTo(current.parentId, input.parentId.trim() || TREE_ROOT),
  );
  const whole = keepAbsent(input, current, OPTIONAL_FIELDS);
  const values = await checked(db, category, whole, lang, current);
  const ownTree = withSelf(values.organizeIdTree, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('baseOrganize')
      .set({
        ...values,
        organizeIdTree: ownTree,
        lastModifyTime: services.clock.now(),
        lastModifyUserId: session.user.id,
      })
      .where('id', '=', id)
      .execute();
    if (values.parentId === current.parentId && current.organizeIdTree === ownTree) return;
    // Moved: every node below carries the new path of ancestors.
    const all = await trx.selectFrom('baseOrganize').select(['id', 'parentId']).execute();
    const byParent = new Map<string, string[]>();
    for (const r of all) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r.id]);
    const stack = (byParent.get(id) ?? []).map((child) => ({ child, tree: ownTree }));
    const seen = new Set([id]);
    while (stack.length > 0) {
      const { child, tree } = stack.pop() as { child: string; tree: string };
      if (seen.has(child)) continue;
      seen.add(child);
      const childTree = `${tree},${child}`;
      await trx
        .updateTable('baseOrganize')
        .set({ organizeIdTree: childTree })
        .where('id', '=', child)
        .execute();
      for (const next of byParent.get(child) ?? []) stack.push({ child: next, tree: childTree });
    }
  });
}

/** Refused while sub-organisations, positions or users still belong to it. */
export async function deleteOrganize(
  services: AppServices,
  session: ActiveSession,
  category: OrganizeCategory,
  id: string,
): Promise<void> {
  const db = services.db;
  await liveRow(db, id, category);
  await requireDelegation(services, session, 'delete', id);
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await query)?.n ?? 0);
  const children = await count(
    db
      .selectFrom('baseOrganize')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (children > 0) throw badRequest('organize.hasChildren', { count: children });
  const positions = await count(
    db
      .selectFrom('basePosition')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (positions > 0) throw badRequest('organize.hasPositions', { count: positions });
  const users = await count(
    db
      .selectFrom('baseUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
  );
  if (users > 0) throw badRequest('organize.hasUsers', { count: users });
  const now = services.clock.now();
  await db
    .updateTable('baseOrganize')
    .set({ deleteMark: 1, deleteTime: now, deleteUserId: session.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

/** PUT …/Actions/State: switches enabled ↔ disabled and answers the new state. */
export async function toggleOrganize(
  services: AppServices,
  session: ActiveSession,
  category: OrganizeCategory,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveRow(services.db, id, category);
  await requireDelegation(services, session, 'edit', id);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await services.db
    .updateTable('baseOrganize')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
}
