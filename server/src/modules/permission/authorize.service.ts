import type { Db } from '../../db/database.js';
import type { AuthorizeItemType, AuthorizeObjectType } from '../../db/schema.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';

export const ITEM_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
type ItemKind = (typeof ITEM_KINDS)[number];
type SubKind = Exclude<ItemKind, 'module'>;

/** The table of each kind of item a menu holds. */
export const ITEM_TABLES = {
  button: 'baseModuleButton',
  column: 'baseModuleColumn',
  form: 'baseModuleForm',
  resource: 'baseModuleScheme',
} as const;

const OBJECT_TABLES = { Role: 'baseRole', Position: 'basePosition', User: 'baseUser' } as const;

const INSERT_CHUNK = 200;

/** One node of a grant tree: a menu (kind 'module') or an item under it. */
export interface GrantNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  kind: ItemKind;
  children?: GrantNode[];
}

export type GrantSets = Record<ItemKind, string[]>;

interface HeldItem {
  id: string;
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
}

interface Held {
  menus: GrantNode[];
  items: Record<SubKind, HeldItem[]>;
}

/**
 * What the caller may hand out: exactly what they hold themselves (an administrator holds every enabled
 * item). Menus come from the grants service, items are matched by their menu and code.
 */
async function heldBy(ctx: RequestContext): Promise<Held> {
  const { services } = ctx;
  const grants = await services.grants.of(ctx.user);
  const menus: GrantNode[] = grants.menus.map((m) => ({
    id: m.id,
    parentId: m.parentId,
    fullName: m.fullName,
    enCode: m.enCode,
    icon: m.icon,
    kind: 'module',
  }));
  const menuIds = menus.map((m) => m.id);
  const items = { button: [], column: [], form: [], resource: [] } as Record<SubKind, HeldItem[]>;
  if (!menuIds.length) return { menus, items };
  await Promise.all(
    (Object.keys(ITEM_TABLES) as SubKind[]).map(async (kind) => {
      const table = ITEM_TABLES[kind];
      const rows =
        kind === 'resource'
          ? (
              await services.db
                .selectFrom('baseModuleScheme')
                .select(['id', 'moduleId', 'fullName', 'enCode'])
                .where('deleteMark', 'is', null)
                .where('enabledMark', '=', 1)
                .where('moduleId', 'in', menuIds)
                .orderBy('sortCode')
                .orderBy('creatorTime')
                .execute()
            ).map((r) => ({ ...r, parentId: '-1' }))
          : await services.db
              .selectFrom(table as 'baseModuleButton')
              .select(['id', 'moduleId', 'parentId', 'fullName', 'enCode'])
              .where('deleteMark', 'is', null)
              .where('enabledMark', '=', 1)
              .where('moduleId', 'in', menuIds)
              .orderBy('sortCode')
              .orderBy('creatorTime')
              .execute();
      items[kind] = rows.filter((r) =>
        grants.byModule.get(r.moduleId)?.[kind].some((g) => g.enCode === r.enCode),
      );
    }),
  );
  return { menus, items };
}

/** Which kind of holder an id names, or null when it names no live role, position or user. */
async function objectKind(db: Db, objectId: string): Promise<AuthorizeObjectType | null> {
  for (const kind of ['Role', 'Position', 'User'] as const) {
    const row = await db
      .selectFrom(OBJECT_TABLES[kind])
      .select('id')
      .where('id', '=', objectId)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (row) return kind;
  }
  return null;
}

function toTree(nodes: GrantNode[]): GrantNode[] {
  const byId = new Map(nodes.map((n) => [n.id, { ...n, children: [] as GrantNode[] }]));
  const roots: GrantNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const prune = (n: GrantNode): GrantNode => {
    if (!n.children?.length) {
      const { children: _drop, ...leaf } = n;
      return leaf;
    }
    return { ...n, children: n.children.map(prune) };
  };
  return roots.map(prune);
}

function flatIds(nodes: GrantNode[], into: string[] = []): string[] {
  for (const n of nodes) {
    into.push(n.id);
    if (n.children) flatIds(n.children, into);
  }
  return into;
}

/**
 * The object id of the batch wizard (批量授权): it asks for the trees before anyone is chosen, the roles,
 * positions and users come in the body of Data/Batch.
 */
export const BATCH_OBJECT_ID = '0';

/**
 * The tree of one step of the authorize wizard and the ids the object already holds in it (none for the
 * batch wizard's '0'). Menus: every menu the caller holds. Other kinds: the chosen menus (with their
 * directories) and their items of that kind that the caller holds.
 */
export async function grantValues(ctx: RequestContext, objectId: string, type: ItemKind, moduleIds: string) {
  const { services } = ctx;
  const batch = objectId === BATCH_OBJECT_ID;
  if (!batch && !(await objectKind(services.db, objectId))) throw notFound('authorize.objectNotFound');
  const held = await heldBy(ctx);
  let nodes: GrantNode[];
  if (type === 'module') {
    nodes = held.menus;
  } else {
    const chosen = new Set(moduleIds.split(',').filter(Boolean));
    const items = held.items[type].filter((i) => chosen.has(i.moduleId));
    const itemIds = new Set(items.map((i) => i.id));
    const withItems = new Set(items.map((i) => i.moduleId));
    const menuById = new Map(held.menus.map((m) => [m.id, m]));
    const keep = new Set<string>();
    for (const id of withItems) {
      let node = menuById.get(id);
      while (node && !keep.has(node.id)) {
        keep.add(node.id);
        node = menuById.get(node.parentId);
      }
    }
    nodes = [
      ...held.menus.filter((m) => keep.has(m.id)),
      ...items.map((i) => ({
        id: i.id,
        parentId: itemIds.has(i.parentId) ? i.parentId : i.moduleId,
        fullName: i.fullName,
        enCode: i.enCode,
        icon: null,
        kind: type,
      })),
    ];
  }
  const list = toTree(nodes);
  const all = flatIds(list);
  const inTree = new Set(all);
  const checked = batch
    ? []
    : await services.db
        .selectFrom('baseAuthorize')
        .select('itemId')
        .where('objectId', '=', objectId)
        .where('itemType', '=', type)
        .execute();
  const ids = checked.map((r) => r.itemId).filter((id) => inTree.has(id));
  return { list, ids, all };
}

/**
 * Cleans a requested grant set: duplicates go, menu ids sent among buttons/columns/forms/schemes (the
 * checked parents of a tree) go, and anything the caller does not hold refuses the whole request.
 */
async function checkedSets(db: Db, held: Held, sets: Partial<GrantSets>): Promise<GrantSets> {
  const menuIds = new Set((await db.selectFrom('baseModule').select('id').execute()).map((m) => m.id));
  const heldIds: Record<ItemKind, Set<string>> = {
    module: new Set(held.menus.map((m) => m.id)),
    button: new Set(held.items.button.map((i) => i.id)),
    column: new Set(held.items.column.map((i) => i.id)),
    form: new Set(held.items.form.map((i) => i.id)),
    resource: new Set(held.items.resource.map((i) => i.id)),
  };
  const clean = {} as GrantSets;
  let refused = 0;
  for (const kind of ITEM_KINDS) {
    const wanted = [...new Set(sets[kind] ?? [])].filter((id) => kind === 'module' || !menuIds.has(id));
    refused += wanted.filter((id) => !heldIds[kind].has(id)).length;
    clean[kind] = wanted;
  }
  if (refused) throw new AppError(403, 403, 'authorize.notHeld', { count: refused });
  return clean;
}

const rowsFor = (
  objectType: AuthorizeObjectType,
  objectId: string,
  sets: GrantSets,
  now: number,
  actor: string,
) =>
  ITEM_KINDS.flatMap((kind) =>
    sets[kind].map((itemId, i) => ({
      id: newId(),
      itemType: kind as AuthorizeItemType,
      itemId,
      objectType,
      objectId,
      sortCode: i,
      creatorTime: now,
      creatorUserId: actor,
    })),
  );

/**
 * Replaces what a role, position or user holds, in one transaction, for each kind the request names: a
 * kind left out keeps its grants (an empty list removes them). Grants outside what the caller holds
 * stay untouched (an administrator holds everything, so for them a kind is replaced whole); portal
 * grants are never touched here.
 */
export async function saveGrants(
  ctx: RequestContext,
  objectId: string,
  objectType: AuthorizeObjectType,
  sets: Partial<GrantSets>,
) {
  const { services } = ctx;
  const caller = ctx.user;
  const kind = await objectKind(services.db, objectId);
  if (!kind) throw notFound('authorize.objectNotFound');
  if (kind !== objectType) throw badRequest('authorize.wrongObjectType');
  const given = ITEM_KINDS.filter((k) => sets[k] !== undefined);
  const held = await heldBy(ctx);
  const clean = await checkedSets(services.db, held, sets);
  const rows = rowsFor(objectType, objectId, clean, services.clock.now(), caller.id);
  if (given.length === 0) return { count: 0 };
  const heldIds = caller.isAdministrator
    ? null
    : [...held.menus.map((m) => m.id), ...Object.values(held.items).flatMap((list) => list.map((i) => i.id))];
  await services.db.transaction().execute(async (trx) => {
    if (heldIds === null) {
      await trx
        .deleteFrom('baseAuthorize')
        .where('objectId', '=', objectId)
        .where('itemType', 'in', given)
        .execute();
    } else {
      for (let i = 0; i < heldIds.length; i += INSERT_CHUNK) {
        await trx
          .deleteFrom('baseAuthorize')
          .where('objectId', '=', objectId)
          .where('itemType', 'in', given)
          .where('itemId', 'in', heldIds.slice(i, i + INSERT_CHUNK))
          .execute();
      }
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('baseAuthorize')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  });
  await services.grants.invalidateAll();
  return { count: rows.length };
}

/** Adds the items to every chosen role, position and user; grants they already have are skipped. */
export async function batchGrants(
  ctx: RequestContext,
  objects: { roleIds: string[]; positionIds: string[]; userIds: string[] },
  sets: GrantSets,
) {
  const { services } = ctx;
  const caller = ctx.user;
  const targets: [AuthorizeObjectType, string][] = [];
  for (const [type, ids] of [
    ['Role', objects.roleIds],
    ['Position', objects.positionIds],
    ['User', objects.userIds],
  ] as const) {
    const wanted = [...new Set(ids)];
    if (!wanted.length) continue;
    const found = await services.db
      .selectFrom(OBJECT_TABLES[type])
      .select('id')
      .where('id', 'in', wanted)
      .where('deleteMark', 'is', null)
      .execute();
    if (found.length !== wanted.length) throw notFound('authorize.objectNotFound');
    for (const id of wanted) targets.push([type, id]);
  }
  if (!targets.length) throw badRequest('authorize.noObjects');
  const held = await heldBy(ctx);
  const clean = await checkedSets(services.db, held, sets);
  const now = services.clock.now();
  let added = 0;
  await services.db.transaction().execute(async (trx) => {
    for (const [type, id] of targets) {
      const existing = await trx
        .selectFrom('baseAuthorize')
        .select(['itemType', 'itemId'])
        .where('objectId', '=', id)
        .execute();
      const have = new Set(existing.map((r) => `${r.itemType}:${r.itemId}`));
      const missing = {} as GrantSets;
      for (const kind of ITEM_KINDS)
        missing[kind] = clean[kind].filter((item) => !have.has(`${kind}:${item}`));
      const rows = rowsFor(type, id, missing, now, caller.id);
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('baseAuthorize')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      added += rows.length;
    }
  });
  await services.grants.invalidateAll();
  return { added };
}
