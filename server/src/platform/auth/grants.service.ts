import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ModuleTable } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { SessionUser } from './session.service.js';

export type MenuRow = Pick<
  Selectable<ModuleTable>,
  | 'id'
  | 'parentId'
  | 'type'
  | 'fullName'
  | 'enCode'
  | 'urlAddress'
  | 'linkTarget'
  | 'icon'
  | 'category'
  | 'propertyJson'
  | 'sortCode'
  | 'isColumnAuthorize'
  | 'isDataAuthorize'
>;

export interface GrantItem {
  id: string;
  enCode: string;
  fullName: string;
}

export interface ModuleGrants {
  button: GrantItem[];
  column: GrantItem[];
  form: GrantItem[];
  resource: GrantItem[];
}

/**
 * The user's role and position relations, each with the state of the role or position behind it: only an
 * enabled, live one passes its grants on. The query, so the permission explainer can add names and an order.
 */
export function userHolderRelations(db: Db, userId: string) {
  return db
    .selectFrom('baseUserRelation as r')
    .leftJoin('baseRole as role', (join) =>
      join.onRef('role.id', '=', 'r.objectId').on('r.objectType', '=', 'Role'),
    )
    .leftJoin('basePosition as position', (join) =>
      join.onRef('position.id', '=', 'r.objectId').on('r.objectType', '=', 'Position'),
    )
    .select([
      'r.objectType',
      'r.objectId',
      'role.enabledMark as roleEnabled',
      'role.deleteMark as roleDeleted',
      'position.enabledMark as positionEnabled',
      'position.deleteMark as positionDeleted',
    ])
    .where('r.userId', '=', userId)
    .where('r.objectType', 'in', ['Role', 'Position']);
}

/** What one user may see and do: menus in display order, and per menu its buttons, columns, forms, data schemes. */
export interface Grants {
  menus: MenuRow[];
  byModule: Map<string, ModuleGrants>;
  /** menu enCode → id, for route guards */
  moduleIdByCode: Map<string, string>;
  /**
   * Per menu that limits columns (isColumnAuthorize) and describes some: every enabled column code of
   * it. Only these are subject to column permission; fields the menu does not describe always show.
   */
  controlledColumns: Map<string, string[]>;
  /** Menus that limit rows (isDataAuthorize) and have at least one enabled scheme. */
  rowControlled: Set<string>;
}

const ITEM_TABLES = {
  button: 'baseModuleButton',
  column: 'baseModuleColumn',
  form: 'baseModuleForm',
  resource: 'baseModuleScheme',
} as const;

// Grants are cached in each process. A shared marker row says when they last changed anywhere: each
// process looks at it at most this often, so a change made through another process applies within it.
const VERSION_CHECK_MS = 5_000;
const VERSION_KEY = { category: 'Internal', key: 'grantsVersion' } as const;

/**
 * Decides grants in one place. Administrators hold everything enabled; everyone else holds the union of
 * what their roles, positions and own user record were granted. Results are cached per user until
 * invalidateAll() is called by anything that changes menus, roles, relations or grants.
 */
export class GrantsService {
  private version = 0;
  private cache = new Map<string, { version: number; grants: Grants }>();
  private sharedVersion: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Forgets every cached grant here, and tells the other processes through the marker row. */
  async invalidateAll(): Promise<void> {
    const marker = newId();
    await this.db
      .updateTable('baseSysConfig')
      .set({ value: marker, lastModifyTime: this.clock.now() })
      .where('category', '=', VERSION_KEY.category)
      .where('key', '=', VERSION_KEY.key)
      .execute();
    this.forget(marker);
  }

  /** The per-user grants held here, keyed by user id, for the 缓存管理 screen (cache-registry.ts). */
  cachedEntries(): ReadonlyMap<string, unknown> {
    return this.cache;
  }

  async of(user: Pick<SessionUser, 'id' | 'isAdministrator'>): Promise<Grants> {
    // Most calls need no look at the marker row: skip the extra await then (hot path of every request).
    if (this.markerDue()) await this.followOtherProcesses();
    const hit = this.cache.get(user.id);
    if (hit && hit.version === this.version) return hit.grants;
    const version = this.version;
    const grants = user.isAdministrator ? await this.everything() : await this.granted(user.id);
    if (version === this.version) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(user.id, { version, grants });
    }
    return grants;
  }

  private forget(marker: string | null): void {
    this.sharedVersion = marker;
    this.version += 1;
    this.cache.clear();
  }

  private markerDue(): boolean {
    const now = this.clock.now();
    return !(now - this.checkedAt < VERSION_CHECK_MS && now >= this.checkedAt);
  }

  private async followOtherProcesses(): Promise<void> {
    if (!this.markerDue()) return;
    this.checkedAt = this.clock.now();
    const row = await this.db
      .selectFrom('baseSysConfig')
      .select('value')
      .where('category', '=', VERSION_KEY.category)
      .where('key', '=', VERSION_KEY.key)
      .executeTakeFirst();
    const marker = row?.value ?? null;
    if (marker !== this.sharedVersion) this.forget(marker);
  }

  private menuQuery() {
    return this.db
      .selectFrom('baseModule')
      .select([
        'id',
        'parentId',
        'type',
        'fullName',
        'enCode',
        'urlAddress',
        'linkTarget',
        'icon',
        'category',
        'propertyJson',
        'sortCode',
        'isColumnAuthorize',
        'isDataAuthorize',
      ])
      .where('deleteMark', 'is', null)
      .where('enabledMark', '=', 1)
      .where('category', '=', 'Web')
      .orderBy('sortCode')
      .orderBy('creatorTime');
  }

  private async everything(): Promise<Grants> {
    const menus = withoutEmptyDirectories(underLiveParents(await this.menuQuery().execute()));
    const items = await Promise.all(
      Object.entries(ITEM_TABLES).map(async ([kind, table]) => ({
        kind: kind as keyof ModuleGrants,
        rows: await this.db
          .selectFrom(table)
          .select(['id', 'moduleId', 'enCode', 'fullName'])
          .where('deleteMark', 'is', null)
          .where('enabledMark', '=', 1)
          .orderBy('sortCode')
          .execute(),
      })),
    );
    return assemble(menus, items, await this.controls(menus));
  }

  /** Which of the menus are under column and row permission (see Grants). */
  private async controls(menus: MenuRow[]): Promise<Pick<Grants, 'controlledColumns' | 'rowControlled'>> {
    const columnMenus = menus.filter((m) => m.isColumnAuthorize === 1).map((m) => m.id);
    const rowMenus = menus.filter((m) => m.isDataAuthorize === 1).map((m) => m.id);
    const [columns, schemes] = await Promise.all([
      columnMenus.length
        ? this.db
            .selectFrom('baseModuleColumn')
            .select(['moduleId', 'enCode'])
            .where('deleteMark', 'is', null)
            .where('enabledMark', '=', 1)
            .where('moduleId', 'in', columnMenus)
            .orderBy('sortCode')
            .execute()
        : [],
      rowMenus.length
        ? this.db
            .selectFrom('baseModuleScheme')
            .select('moduleId')
            .distinct()
            .where('deleteMark', 'is', null)
            .where('enabledMark', '=', 1)
            .where('moduleId', 'in', rowMenus)
            .execute()
        : [],
    ]);
    const controlledColumns = new Map<string, string[]>();
    for (const c of columns)
      controlledColumns.set(c.moduleId, [...(controlledColumns.get(c.moduleId) ?? []), c.enCode]);
    return { controlledColumns, rowControlled: new Set(schemes.map((r) => r.moduleId)) };
  }

  private async granted(userId: string): Promise<Grants> {
    const relations = await userHolderRelations(this.db, userId).execute();
    // A disabled or deleted role or position passes nothing on.
    const holders = relations
      .filter((r) =>
        r.objectType === 'Role'
          ? r.roleEnabled === 1 && r.roleDeleted == null
          : r.positionEnabled === 1 && r.positionDeleted == null,
      )
      .map((r) => r.objectId);
    holders.push(userId);
    const granted = await this.db
      .selectFrom('baseAuthorize')
      .select(['itemType', 'itemId'])
      .where('objectId', 'in', holders)
      .execute();
    const ids: Record<string, Set<string>> = {
      module: new Set(),
      button: new Set(),
      column: new Set(),
      form: new Set(),
      resource: new Set(),
    };
    for (const g of granted) ids[g.itemType]?.add(g.itemId);

    const allMenus = underLiveParents(await this.menuQuery().execute());
    const byId = new Map(allMenus.map((m) => [m.id, m]));
    // A granted page keeps its enabled parent directories, so the tree stays connected.
    const visible = new Set<string>();
    for (const id of ids.module) {
      let node = byId.get(id);
      while (node && !visible.has(node.id)) {
        visible.add(node.id);
        node = byId.get(node.parentId);
      }
    }
    const menus = withoutEmptyDirectories(allMenus.filter((m) => visible.has(m.id)));
    const items = await Promise.all(
      Object.entries(ITEM_TABLES).map(async ([kind, table]) => {
        const wanted = [...ids[kind]];
        const rows = wanted.length
          ? await this.db
              .selectFrom(table)
              .select(['id', 'moduleId', 'enCode', 'fullName'])
              .where('deleteMark', 'is', null)
              .where('enabledMark', '=', 1)
              .where('id', 'in', wanted)
              .orderBy('sortCode')
              .execute()
          : [];
        return { kind: kind as keyof ModuleGrants, rows: rows.filter((r) => visible.has(r.moduleId)) };
      }),
    );
    return assemble(menus, items, await this.controls(menus));
  }
}

/**
 * Menus whose every parent up to the top is enabled and live: disabling or deleting a directory hides
 * everything below it, for administrators too. (`menus` holds only enabled, live menus.)
 */
function underLiveParents(menus: MenuRow[]): MenuRow[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const reaches = new Map<string, boolean>();
  const reachesTop = (menu: MenuRow): boolean => {
    const known = reaches.get(menu.id);
    if (known !== undefined) return known;
    reaches.set(menu.id, false); // a cycle never reaches the top
    const parent = byId.get(menu.parentId);
    const ok = menu.parentId === '-1' || (parent !== undefined && reachesTop(parent));
    reaches.set(menu.id, ok);
    return ok;
  };
  return menus.filter(reachesTop);
}

/** A directory (type 1) that leads to no page is no use in a menu; dropping one may empty its parent. */
function withoutEmptyDirectories(menus: MenuRow[]): MenuRow[] {
  let kept = menus;
  for (;;) {
    const parents = new Set(kept.map((m) => m.parentId));
    const next = kept.filter((m) => m.type !== 1 || parents.has(m.id));
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

function assemble(
  menus: MenuRow[],
  items: {
    kind: keyof ModuleGrants;
    rows: { id: string; moduleId: string; enCode: string; fullName: string }[];
  }[],
  controls: Pick<Grants, 'controlledColumns' | 'rowControlled'>,
): Grants {
  const byModule = new Map<string, ModuleGrants>();
  const moduleIdByCode = new Map<string, string>();
  for (const menu of menus) {
    byModule.set(menu.id, { button: [], column: [], form: [], resource: [] });
    moduleIdByCode.set(menu.enCode, menu.id);
  }
  for (const { kind, rows } of items) {
    for (const row of rows) {
      byModule.get(row.moduleId)?.[kind].push({ id: row.id, enCode: row.enCode, fullName: row.fullName });
    }
  }
  return { menus, byModule, moduleIdByCode, ...controls };
}
