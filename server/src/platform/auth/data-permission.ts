import { createHash } from 'node:crypto';
import {
  type ConditionGroup,
  type ConditionItem,
  type ConditionPlaceholder,
  isPlaceholder,
  type Logic,
  storedConditions,
} from '@app/common';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TableVersions } from '../../db/table-versions.js';
import type { Clock } from '../clock.js';
import { contains } from '../query.js';
import type { Grants, GrantsService } from './grants.service.js';
import type { SessionUser } from './session.service.js';

/**
 * Row-level data permission (reference/server-facts.md §5, decision 028). For one user and one menu:
 * - an administrator sees every row; so does everyone on a menu that does not limit rows
 *   (isDataAuthorize 0, or no enabled scheme described for it);
 * - otherwise the user's granted, enabled schemes of that menu are ORed together: a scheme with
 *   allData lets everything through; inside a scheme, matchLogic joins its groups and each group's
 *   logic joins its conditions; no granted scheme lets nothing through.
 * Placeholders are filled per user: @userId, @userAraSubordinates (the user and everyone under them
 * through managerId, at any depth), @organizeId, @organizationAndSuborganization (the user's
 * organisation and every enabled organisation below it).
 * A condition on a field the list does not map to a column, or on @organizeId for a user with no
 * organisation, lets nothing through: a scheme errs on the side of showing less.
 */

/** A list's filterable fields: field name (camelCase) → the column reference in its query. */
export type ColumnMap = Readonly<Record<string, string>>;

type Resolved =
  | {
      field: string;
      op: ConditionItem['op'];
      type: ConditionItem['type'];
      values: string[];
      placeholder: boolean;
    }
  | { never: true };

interface ResolvedScheme {
  matchLogic: Logic;
  groups: { logic: Logic; items: Resolved[] }[];
}

export interface DataPermission {
  /** null: every row. Otherwise the condition, built from the list's own column map. */
  where: null | ((columns: ColumnMap) => ScopeCondition);
  /** the column codes the menu controls and the user was not granted: left out of answers */
  columns: ReadonlySet<string> | null;
  /** the same for every user whose scope lets the same rows and columns through; for answer caches */
  key: string;
}

/** A condition for `query.where(...)`; it names columns only through the list's ColumnMap. */
export type ScopeCondition = (eb: ExpressionBuilder<never, never>) => Expression<SqlBool>;

/** The query limited to the rows the scope lets through. */
export function withinScope<Q extends { where(condition: never): Q }>(
  query: Q,
  scope: DataPermission,
  columns: ColumnMap,
): Q {
  return scope.where ? query.where(scope.where(columns) as never) : query;
}

/**
 * Rows without the columns the menu controls and the user was not granted; `keep` names the fields a
 * row cannot work without (its id), which are never trimmed.
 */
export function withinColumns<T extends object>(
  rows: T[],
  scope: DataPermission,
  keep: readonly string[],
): Partial<T>[] {
  const { columns } = scope;
  if (!columns) return rows;
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).filter(([key]) => !columns.has(key) || keep.includes(key)),
      ) as Partial<T>,
  );
}

/** The scope of administrators and of the system actor: every row, every column. */
export const EVERYTHING: DataPermission = { where: null, columns: null, key: 'all' };

// Scopes are kept for this long at most: writes made by another process are not seen by the table
// counters, the same window as grants (grants.service.ts).
const SCOPE_TTL_MS = 5_000;
const SCOPE_TABLES = ['baseUser', 'baseOrganize', 'baseModuleScheme'] as const;

/** camelCase field name of F_OrganizeId, organize_id or organizeId. */
export function fieldKey(code: string): string {
  const bare = code.replace(/^F_/i, '').replace(/_([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  return bare.charAt(0).toLowerCase() + bare.slice(1);
}

export class DataPermissionService {
  private cache = new Map<string, { grants: Grants; stamp: string; until: number; scope: DataPermission }>();

  constructor(
    private readonly db: Db,
    private readonly grants: GrantsService,
    private readonly versions: TableVersions,
    private readonly clock: Clock,
  ) {}

  /** Scopes held here, keyed by user id and menu, for the 缓存管理 screen (cache-registry.ts). */
  cachedEntries(): ReadonlyMap<string, unknown> {
    return this.cache;
  }

  clearCache(): void {
    this.cache.clear();
  }

  /** `known`: the user's grants when the caller already holds them (request.grants). */
  async of(
    user: Pick<SessionUser, 'id' | 'isAdministrator'>,
    moduleCode: string,
    known?: Grants | null,
  ): Promise<DataPermission> {
    if (user.isAdministrator) return EVERYTHING;
    const grants = known ?? (await this.grants.of(user));
    const stamp = this.versions.stamp(SCOPE_TABLES);
    const key = `${user.id}|${moduleCode}`;
    const now = this.clock.now();
    const hit = this.cache.get(key);
    if (hit && hit.grants === grants && hit.stamp === stamp && now < hit.until) return hit.scope;
    const scope = await this.build(user.id, grants, moduleCode);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { grants, stamp, until: now + SCOPE_TTL_MS, scope });
    return scope;
  }

  private async build(userId: string, grants: Grants, moduleCode: string): Promise<DataPermission> {
    const moduleId = grants.moduleIdByCode.get(moduleCode);
    const menu = grants.menus.find((m) => m.id === moduleId);
    if (!moduleId || !menu)
      return { where: () => () => sql<SqlBool>`1 = 0`, columns: new Set(), key: 'none' };
    const granted = grants.byModule.get(moduleId);
    const heldColumns = new Set((granted?.column ?? []).map((c) => c.enCode));
    const hidden = (grants.controlledColumns.get(moduleId) ?? []).filter((code) => !heldColumns.has(code));
    const columns = hidden.length ? new Set(hidden) : null;
    const columnKey = hidden.sort().join(',');
    if (!grants.rowControlled.has(moduleId)) return { where: null, columns, key: `all|${columnKey}` };

    const ids = (granted?.resource ?? []).map((r) => r.id);
    const rows = ids.length
      ? await this.db
          .selectFrom('baseModuleScheme')
          .select(['allData', 'matchLogic', 'conditionJson'])
          .where('id', 'in', ids)
          .where('deleteMark', 'is', null)
          .where('enabledMark', '=', 1)
          .orderBy('sortCode')
          .orderBy('id')
          .execute()
      : [];
    if (rows.some((r) => r.allData === 1)) return { where: null, columns, key: `all|${columnKey}` };

    const schemes = rows.map((r) => ({
      matchLogic: (r.matchLogic === 'or' ? 'or' : 'and') as Logic,
      groups: storedConditions(r.conditionJson),
    }));
    const values = await this.placeholderValues(userId, schemes);
    const resolved: ResolvedScheme[] = schemes.map((s) => ({
      matchLogic: s.matchLogic,
      groups: s.groups.map((g) => ({ logic: g.logic, items: g.groups.map((item) => resolve(item, values)) })),
    }));
    return {
      where: (map) => (eb) => compile(eb, resolved, map),
      columns,
      // Short, so answer caches hash a few bytes per request, not the resolved id lists.
      key: createHash('sha1')
        .update(`${JSON.stringify(resolved)}|${columnKey}`)
        .digest('base64url'),
    };
  }

  private async placeholderValues(
    userId: string,
    schemes: { groups: ConditionGroup[] }[],
  ): Promise<Map<ConditionPlaceholder, string[]>> {
    const used = new Set(
      schemes.flatMap((s) => s.groups.flatMap((g) => g.groups.map((i) => i.value))).filter(isPlaceholder),
    );
    const values = new Map<ConditionPlaceholder, string[]>();
    if (used.size === 0) return values;
    const me = await this.db
      .selectFrom('baseUser')
      .select('organizeId')
      .where('id', '=', userId)
      .executeTakeFirst();
    const org = me?.organizeId ?? null;
    values.set('@userId', [userId]);
    values.set('@organizeId', org ? [org] : []);
    if (used.has('@userAraSubordinates'))
      values.set('@userAraSubordinates', await this.withSubordinates(userId));
    if (used.has('@organizationAndSuborganization'))
      values.set('@organizationAndSuborganization', org ? await this.withSubOrganizations(org) : []);
    return values;
  }

  /** The user and everyone under them through managerId, at any depth (a cycle stops on its own). */
  private async withSubordinates(userId: string): Promise<string[]> {
    const seen = new Set([userId]);
    let frontier = [userId];
    while (frontier.length) {
      const next: string[] = [];
      for (let i = 0; i < frontier.length; i += 500) {
        const rows = await this.db
          .selectFrom('baseUser')
          .select('id')
          .where('managerId', 'in', frontier.slice(i, i + 500))
          .where('deleteMark', 'is', null)
          .execute();
        for (const { id } of rows) {
          if (!seen.has(id)) {
            seen.add(id);
            next.push(id);
          }
        }
      }
      frontier = next;
    }
    return [...seen];
  }

  /** The organisation and every enabled, live organisation below it. */
  private async withSubOrganizations(orgId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('baseOrganize')
      .select(['id', 'parentId'])
      .where('deleteMark', 'is', null)
      .where('enabledMark', '=', 1)
      .execute();
    const children = new Map<string, string[]>();
    for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
    const out = [orgId];
    for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]) ?? []));
    return out;
  }
}

function resolve(item: ConditionItem, values: Map<ConditionPlaceholder, string[]>): Resolved {
  if (isPlaceholder(item.value)) {
    const list = values.get(item.value) ?? [];
    if (list.length === 0) return { never: true };
    return { field: fieldKey(item.field), op: item.op, type: item.type, values: list, placeholder: true };
  }
  const values_ =
    item.op === 'In'
      ? item.value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [item.value];
  return { field: fieldKey(item.field), op: item.op, type: item.type, values: values_, placeholder: false };
}

const NEVER = sql<SqlBool>`1 = 0`;
const ALWAYS = sql<SqlBool>`1 = 1`;

const SQL_OPS = {
  Equal: '=',
  NotEqual: '<>',
  GreaterThan: '>',
  GreaterThanOrEqual: '>=',
  LessThan: '<',
  LessThanOrEqual: '<=',
} as const;

function typed(type: ConditionItem['type'], value: string): string | number {
  if (type === 'int' || type === 'double') return Number(value);
  if (type === 'datetime') return /^-?\d+$/.test(value) ? Number(value) : Date.parse(value);
  return value;
}

function condition(eb: ExpressionBuilder<never, never>, item: Resolved, map: ColumnMap): Expression<SqlBool> {
  if ('never' in item) return NEVER;
  const column = map[item.field];
  if (!column) return NEVER;
  const ref = sql.ref(column);
  const values = item.values.map((v) => typed(item.type, v));
  if (item.placeholder || item.op === 'In') {
    // A placeholder names one or more ids: Equal means "is one of them", NotEqual "is none of them".
    const list = sql.join(values.map((v) => sql.val(v)));
    return item.op === 'NotEqual' ? sql<SqlBool>`${ref} not in (${list})` : sql<SqlBool>`${ref} in (${list})`;
  }
  if (item.op === 'Contains') return contains(ref, String(values[0]));
  return eb(ref as never, SQL_OPS[item.op], values[0] as never) as Expression<SqlBool>;
}

function joined(eb: ExpressionBuilder<never, never>, logic: Logic, parts: Expression<SqlBool>[]) {
  if (parts.length === 0) return ALWAYS;
  return logic === 'or' ? eb.or(parts) : eb.and(parts);
}

function compile(
  eb: ExpressionBuilder<never, never>,
  schemes: ResolvedScheme[],
  map: ColumnMap,
): Expression<SqlBool> {
  if (schemes.length === 0) return NEVER;
  return eb.or(
    schemes.map((scheme) =>
      joined(
        eb,
        scheme.matchLogic,
        scheme.groups.map((group) =>
          joined(
            eb,
            group.logic,
            group.items.map((item) => condition(eb, item, map)),
          ),
        ),
      ),
    ),
  );
}
