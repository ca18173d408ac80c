import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type DataPermission, withinScope } from '../auth/data-permission.js';
import type { RequestContext } from '../context.js';
import { PLATFORM_LINK_ID } from '../data-sources/data-source-connections.js';
import type { PageQuery } from '../envelope.js';
import { containsPattern, likeContains } from '../query.js';
import type { Field, Resource } from './define-resource.js';
import type { AnyDb, KeywordSearch, ListFilters, ResourceCondition, Row } from './resource.types.js';
import type { BoundValue } from './shaped-statements.js';

/**
 * The SQL of a resource's reads, built only from declared names: the table's live rows, the caller's row
 * scope, the declared filters and keyword, the sort, and the columns the caller may see. Every value is a
 * bound parameter; every identifier comes from the declaration (define-resource.ts checked them).
 */

// biome-ignore lint/suspicious/noExplicitAny: the table is only known from the declaration at run time
export type Query = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type Eb = ExpressionBuilder<any, any>;

export type ListQuery = PageQuery & Record<string, unknown>;

/** The connection of the resource's data source; the platform's own database without the camelCase plugin. */
export async function dbOf(ctx: RequestContext, resource: Resource): Promise<AnyDb> {
  return (await ctx.services.dataSources.open(resource.source ?? PLATFORM_LINK_ID)).db as AnyDb;
}

export const ref = (field: Field) => sql.ref(field.ref);

/** The table's rows that are not deleted (among the declared fixed values). */
export function liveRows(db: AnyDb, resource: Resource): Query {
  let query = db.selectFrom(`${resource.table} as ${resource.alias}`);
  for (const [name, value] of Object.entries(resource.fixed ?? {}))
    query = query.where(ref(resource.fields.get(name) as Field), '=', value);
  const mark = resource.base.deleteMark;
  return mark ? query.where(sql.ref(`${resource.alias}.${mark}`), 'is', null) : query;
}

/** Live rows inside the caller's row scope (数据权限). */
export const scopedRows = (db: AnyDb, resource: Resource, scope: DataPermission): Query =>
  withinScope(liveRows(db, resource), scope, resource.scopeColumns);

/**
 * What of a resource the caller may see (column permission): stored fields are selected only when
 * granted, so a hidden column is never read; a computed field is produced only when it and every field it
 * is computed from are visible.
 */
export interface View {
  /** the stored fields to select */
  select: readonly Field[];
  /** the computed fields to produce */
  computed: ReadonlySet<string>;
  /** the answered fields, in the declared order */
  answer: readonly string[];
  visible(name: string): boolean;
}

export function viewOf(
  resource: Resource,
  scope: DataPermission,
  answered: readonly string[] = resource.row,
): View {
  const hidden = scope.columns;
  const visible = (name: string) => !hidden?.has(name) || name === 'id' || !!resource.kept?.includes(name);
  const computed = new Set<string>();
  const wanted = new Set<string>();
  for (const name of answered) {
    const derived = resource.computed?.[name];
    if (!derived) {
      if (visible(name)) wanted.add(name);
    } else if (visible(name) && derived.needs.every(visible)) {
      computed.add(name);
      for (const need of derived.needs) wanted.add(need);
    }
  }
  return {
    select: [...wanted].map((name) => resource.fields.get(name) as Field),
    computed,
    answer: answered.filter((name) => wanted.has(name) || computed.has(name)),
    visible,
  };
}

/** The selection of `fields`, each answered under its field name. */
export const selection = (fields: readonly Field[]) => fields.map((f) => ref(f).as(f.name));

/** A stored value as answers carry it: numbers as numbers (PostgreSQL answers bigint as text). */
export function readValue(field: Field | undefined, value: unknown): unknown {
  if (value === null || value === undefined || !field) return value ?? null;
  if (field.type === 'string' || field.type === 'text') return value;
  return Number(value);
}

/**
 * The stored row with its values as answers carry them, changed in place (a row just read is the caller's
 * own): only number fields need it, and a page of rows is read on every list request.
 */
export function readRow(resource: Resource, stored: Row): Row {
  for (const name in stored) {
    const field = resource.fields.get(name);
    if (field && field.type !== 'string' && field.type !== 'text')
      stored[name] = readValue(field, stored[name]);
  }
  return stored;
}

/** The answered row: the view's fields in order; fields read only to compute others are left out. */
export function answerRow(view: View, row: Row): Row {
  const answered: Row = {};
  for (const name of view.answer) answered[name] = row[name] ?? null;
  return answered;
}

/** A condition as SQL, its value(s) placed by `value` from `first` on (an 'in' takes one per element). */
function conditionSql(
  eb: Eb,
  resource: Resource,
  c: ResourceCondition,
  value: BoundValue,
  first: number,
): Expression<SqlBool> {
  const field = resource.fields.get(c.field);
  if (!field) throw new Error(`resource ${resource.path}: condition on unknown field ${c.field}`);
  if (c.op === 'in') {
    const count = (c.value as readonly unknown[]).length;
    if (!count) return sql<SqlBool>`1 = 0`;
    return eb(
      ref(field),
      'in',
      Array.from({ length: count }, (_, i) => value(first + i)),
    );
  }
  // The pattern is bound like the keyword's: lower-cased, % and _ literal (containsPattern).
  if (c.op === 'contains') return likeContains(sql`lower(${ref(field)})`, value(first));
  return eb(ref(field), c.op === 'eq' ? '=' : c.op === 'gte' ? '>=' : '<=', value(first));
}

/** The conditions a list query asks for through the declared filters (hidden fields cannot be filtered). */
export async function filterConditions(
  ctx: RequestContext,
  resource: Resource,
  view: View,
  query: ListQuery,
): Promise<ResourceCondition[]> {
  const conditions: ResourceCondition[] = [];
  for (const field of resource.fields.values()) {
    const { filter } = field.spec;
    if (!filter || !view.visible(field.name)) continue;
    const value = query[field.name];
    if (filter === 'eq' && value !== undefined) conditions.push({ field: field.name, op: 'eq', value });
    if (filter === 'in' && value !== undefined) conditions.push({ field: field.name, op: 'in', value });
    if (filter === 'contains' && typeof value === 'string' && value.trim() !== '')
      conditions.push({
        field: field.name,
        op: 'contains',
        value: containsPattern(value.trim().toLowerCase()),
      });
    if (filter === 'range') {
      const start = query[`${field.name}Start`];
      const end = query[`${field.name}End`];
      if (start !== undefined) conditions.push({ field: field.name, op: 'gte', value: start });
      if (end !== undefined) conditions.push({ field: field.name, op: 'lte', value: end });
    }
  }
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    const value = query[name];
    if (value !== undefined && value !== '') conditions.push(...(await filter.conditions(ctx, value)));
  }
  return conditions;
}

/**
 * What a list (and its export) asks for beyond the caller's scope: the filters and the keyword, not yet
 * sorted or paged. `shape` names what decides the SQL text, `values` what is bound into it, and `where`
 * adds the conditions to a query with value i placed by `value(i)` (shaped-statements.ts).
 */
export interface ListPlan {
  shape: string;
  values: unknown[];
  filters: ListFilters;
  where(rows: Query, value: BoundValue): Query;
}

export async function planList(
  ctx: RequestContext,
  resource: Resource,
  view: View,
  scope: DataPermission,
  query: ListQuery,
): Promise<ListPlan> {
  const conditions = await filterConditions(ctx, resource, view, query);
  const values: unknown[] = [];
  const shape: string[] = [];
  const placed: { condition: ResourceCondition; first: number }[] = [];
  for (const condition of conditions) {
    placed.push({ condition, first: values.length });
    if (condition.op === 'in') {
      const list = condition.value as readonly unknown[];
      values.push(...list);
      shape.push(`${condition.field} in ${list.length}`);
    } else {
      values.push(condition.value);
      shape.push(`${condition.field} ${condition.op}`);
    }
  }
  const keyword = query.keyword?.trim() || null;
  const filters: ListFilters = { conditions, keyword, scoped: scope.where !== null };
  // Case-insensitive on both dialects (PostgreSQL's like is not); a column the caller may not see is not
  // searched, or its values could be guessed a keyword at a time.
  const searched = keyword ? resource.searchable.filter((f) => view.visible(f.name)) : [];
  let search: KeywordSearch | null = null;
  if (keyword && searched.length) {
    const names = searched.map((f) => f.name);
    search = resource.hooks?.search
      ? await resource.hooks.search(ctx, keyword, names)
      : {
          shape: 'contains',
          values: [containsPattern(keyword.toLowerCase())],
          condition: (eb, column, value) =>
            eb.or(names.map((name) => likeContains(sql`lower(${column(name)})`, value(0)))),
        };
    shape.push(`keyword ${names.join(',')} ${search.shape}`);
  }
  const keywordFirst = values.length;
  if (search) values.push(...search.values);
  return {
    shape: shape.join('|'),
    values,
    filters,
    where(rows, value) {
      let result = rows;
      for (const { condition, first } of placed)
        result = result.where((eb) => conditionSql(eb, resource, condition, value, first));
      if (!search) return result;
      const keywordSearch = search;
      const column = (name: string) => ref(resource.fields.get(name) as Field);
      return result.where((eb) =>
        keywordSearch.condition(eb, column, (index) => value(keywordFirst + index)),
      );
    },
  };
}

/** The rows a list's export shows: scope, filters and keyword, with the values written in; not sorted. */
export async function filteredRows(
  ctx: RequestContext,
  resource: Resource,
  db: AnyDb,
  scope: DataPermission,
  view: View,
  query: ListQuery,
): Promise<Query> {
  const plan = await planList(ctx, resource, view, scope, query);
  return plan.where(scopedRows(db, resource, scope), (index) => plan.values[index]);
}

export type Order = readonly (readonly [Field, 'asc' | 'desc'])[];

/** The requested order (sidx on a sortable, visible field), then the declared one, then the key. */
export function listOrder(resource: Resource, view: View, request: ListQuery): Order {
  const order: [Field, 'asc' | 'desc'][] = [];
  const requested = request.sidx ? resource.fields.get(request.sidx) : undefined;
  if (requested?.spec.sortable && view.visible(requested.name))
    order.push([requested, request.sort === 'desc' ? 'desc' : 'asc']);
  const turned = resource.sortTurnsDefault && !order.length && request.sort ? request.sort : null;
  for (const [name, direction] of resource.defaultSort)
    if (!order.some(([f]) => f.name === name))
      order.push([
        resource.fields.get(name) as Field,
        turned === 'asc' || turned === 'desc' ? turned : direction,
      ]);
  if (!order.some(([f]) => f.name === 'id')) order.push([resource.fields.get('id') as Field, 'asc']);
  return order;
}

/** The order as a shape's part (shaped-statements.ts). */
export const orderShape = (order: Order) =>
  order.map(([field, direction]) => `${field.name} ${direction}`).join(',');

export function sorted(query: Query, order: Order): Query {
  let result = query;
  // Empty values last in either direction, on both dialects (SQLite and PostgreSQL disagree by default);
  // a column that cannot be empty keeps the plain order an index answers.
  for (const [field, direction] of order)
    result = result.orderBy(ref(field), (ob) => {
      const ordered = direction === 'desc' ? ob.desc() : ob.asc();
      return field.spec.nullable ? ordered.nullsLast() : ordered;
    });
  return result;
}
