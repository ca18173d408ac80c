import { AREA_ROOT, type AreaFields, type AreaNode, type AreaOption, type AreaType } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import { contains } from '../../platform/query.js';
import type { AnyDb, Row } from '../../platform/resource/resource.types.js';

/**
 * 行政区划 (SPEC §7.3, client-facts §5.4): one tree of about 3,400 rows (31 provinces, 342 cities, 2,978
 * districts seeded by 010_areas) that is always read one level at a time, never whole. `type` is the depth
 * (1 province … 4 street) and is kept right when an area moves. The record and the writes are the
 * resource's (area.resource.ts); the level lists, the address selector and the tree walks are here.
 */

const MAX_DEPTH = 4;
/** Rows a keyword search answers at most; the page says to narrow the keyword past that. */
export const AREA_SEARCH_LIMIT = 200;

const COLUMNS = [
  'a.id',
  'a.parentId',
  'a.fullName',
  'a.enCode',
  'a.type',
  'a.sortCode',
  'a.enabledMark',
  'a.description',
  'a.creatorTime',
] as const;

type Stored = {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
};

const fieldsOf = (a: Stored): AreaFields & { id: string; type: AreaType } => ({
  id: a.id,
  parentId: a.parentId,
  fullName: a.fullName,
  enCode: a.enCode,
  type: Number(a.type) as AreaType,
  sortCode: Number(a.sortCode),
  enabledMark: a.enabledMark === 1 ? 1 : 0,
  description: a.description,
});

async function liveRow(db: Db, id: string): Promise<Stored | undefined> {
  return db
    .selectFrom('baseProvince as a')
    .select(COLUMNS)
    .where('a.id', '=', id)
    .where('a.deleteMark', 'is', null)
    .executeTakeFirst();
}

async function requireRow(db: Db, id: string): Promise<Stored> {
  const row = await liveRow(db, id);
  if (!row) throw notFound('area.notFound');
  return row;
}

/** The live rows from the province down to `id` (included); empty for the root. At most four queries. */
export async function chainOf(
  db: Db,
  id: string,
): Promise<{ id: string; fullName: string; parentId: string }[]> {
  const chain: { id: string; fullName: string; parentId: string }[] = [];
  const seen = new Set<string>();
  for (let current = id; current !== AREA_ROOT && !seen.has(current); ) {
    seen.add(current);
    const row = await db
      .selectFrom('baseProvince')
      .select(['id', 'fullName', 'parentId'])
      .where('id', '=', current)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (!row) break;
    chain.unshift(row);
    current = row.parentId;
  }
  return chain;
}

/**
 * Ids of the live areas below `ids`, level by level, each level as a list (the tree is at most 4 deep).
 * Named as the database names them, so it reads through the platform's connection or a write's transaction.
 */
async function levelsBelow(db: AnyDb, ids: string[]): Promise<string[][]> {
  const levels: string[][] = [];
  const seen = new Set(ids);
  for (let parents = ids; parents.length > 0 && levels.length < MAX_DEPTH + 1; ) {
    const rows: { id: string }[] = await db
      .selectFrom('base_province')
      .select('id')
      .where('parent_id', 'in', parents)
      .where('delete_mark', 'is', null)
      .execute();
    parents = rows.map((r) => r.id).filter((c) => !seen.has(c));
    for (const c of parents) seen.add(c);
    if (parents.length > 0) levels.push(parents);
  }
  return levels;
}

/** Names from the province down to each given parent, ' / ' between them. */
async function parentPaths(db: Db, parentIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, { fullName: string; parentId: string }>();
  let missing = [...new Set(parentIds)].filter((p) => p !== AREA_ROOT);
  for (let round = 0; missing.length > 0 && round < MAX_DEPTH + 1; round++) {
    const rows = await db
      .selectFrom('baseProvince')
      .select(['id', 'fullName', 'parentId'])
      .where('id', 'in', missing)
      .execute();
    for (const r of rows) names.set(r.id, r);
    missing = [...new Set(rows.map((r) => r.parentId))].filter((p) => p !== AREA_ROOT && !names.has(p));
  }
  const paths = new Map<string, string>();
  for (const start of parentIds) {
    const parts: string[] = [];
    const seen = new Set<string>();
    for (let p = names.get(start), id = start; p && !seen.has(id); id = p.parentId, p = names.get(id)) {
      seen.add(id);
      parts.unshift(p.fullName);
    }
    paths.set(start, parts.join(' / '));
  }
  return paths;
}

/**
 * GET Area/{nodeId}: the children of the node in display order, each saying whether it has children of its
 * own. With a keyword: the areas at any depth below the node whose name or code contains it (at most
 * AREA_SEARCH_LIMIT), each with the path of its parent.
 */
export async function listAreas(
  ctx: RequestContext,
  nodeId: string,
  keyword?: string,
): Promise<{ list: AreaNode[] }> {
  const { db } = ctx.services;
  if (nodeId !== AREA_ROOT) await requireRow(db, nodeId);
  let query = db
    .selectFrom('baseProvince as a')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('baseProvince as c')
            .select('c.id')
            .whereRef('c.parentId', '=', 'a.id')
            .where('c.deleteMark', 'is', null),
        )
        .as('hasChildren'),
    )
    .where('a.deleteMark', 'is', null);
  const word = keyword?.trim().toLowerCase();
  if (word) {
    if (nodeId !== AREA_ROOT) {
      const below = (await levelsBelow(db, [nodeId])).flat();
      if (below.length === 0) return { list: [] };
      query = query.where('a.id', 'in', below);
    }
    query = query
      .where((eb) =>
        eb.or([contains(sql`lower(${eb.ref('a.fullName')})`, word), contains(eb.ref('a.enCode'), word)]),
      )
      .orderBy('a.type')
      .limit(AREA_SEARCH_LIMIT);
  } else {
    query = query.where('a.parentId', '=', nodeId);
  }
  const rows = await query.orderBy('a.sortCode').orderBy('a.enCode').orderBy('a.id').execute();
  const paths = await parentPaths(db, [...new Set(rows.map((r) => r.parentId))]);
  return {
    list: rows.map((r) => ({
      ...fieldsOf(r),
      creatorTime: Number(r.creatorTime),
      // SQLite answers 0/1, PostgreSQL a boolean.
      hasChildren: Boolean(Number(r.hasChildren)),
      parentPath: paths.get(r.parentId) ?? '',
    })),
  };
}

/**
 * GET Area/{parentId}/Selector/{currId}: the enabled children of a node for the address control, without
 * `currId` (the area being edited, so it cannot be picked as its own parent; '0' for none). A leaf has no
 * enabled child. An unknown or disabled parent has no children to offer.
 */
export async function areaSelector(
  ctx: RequestContext,
  parentId: string,
  currId: string,
): Promise<{ list: AreaOption[] }> {
  const rows = await ctx.services.db
    .selectFrom('baseProvince as a')
    .select(['a.id', 'a.fullName'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('baseProvince as c')
            .select('c.id')
            .whereRef('c.parentId', '=', 'a.id')
            .where('c.deleteMark', 'is', null)
            .where('c.enabledMark', '=', 1),
        )
        .as('hasChildren'),
    )
    .where('a.parentId', '=', parentId)
    .where('a.id', '!=', currId)
    .where('a.deleteMark', 'is', null)
    .where('a.enabledMark', '=', 1)
    .orderBy('a.sortCode')
    .orderBy('a.enCode')
    .orderBy('a.id')
    .execute();
  return { list: rows.map((r) => ({ id: r.id, fullName: r.fullName, isLeaf: !Number(r.hasChildren) })) };
}

/** The parent and depth of an area about to be written, or a refusal naming parentId. */
export async function areaPlace(
  ctx: RequestContext,
  parent: string | undefined,
  self: Row | null,
): Promise<{ parentId: string; type: number }> {
  const { db } = ctx.services;
  const parentId = parent?.trim() || AREA_ROOT;
  let type = 1;
  if (parentId !== AREA_ROOT) {
    const chain = await chainOf(db, parentId);
    if (chain.length === 0 || chain[chain.length - 1].id !== parentId)
      throw fieldError('parentId', 'area.parentNotFound', ctx.lang);
    if (self && chain.some((c) => c.id === self.id)) throw fieldError('parentId', 'area.cycle', ctx.lang);
    type = chain.length + 1;
  }
  // The deepest area below this one must stay within four levels after a move.
  const height = self && Number(self.type) !== type ? (await levelsBelow(db, [self.id as string])).length : 0;
  if (type + height > MAX_DEPTH) throw fieldError('parentId', 'area.tooDeep', ctx.lang);
  return { parentId, type };
}

/** A moved area's new depth given to every area below it, inside the move's transaction. */
export async function moveDepthBelow(trx: AnyDb, id: string, type: number): Promise<void> {
  for (const [depth, ids] of (await levelsBelow(trx, [id])).entries())
    await trx
      .updateTable('base_province')
      .set({ type: type + depth + 1 })
      .where('id', 'in', ids)
      .execute();
}

/** How many live areas lie directly below `id`. */
export async function childCount(db: Db, id: string): Promise<number> {
  const [{ n }] = await db
    .selectFrom('baseProvince')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  return Number(n);
}
