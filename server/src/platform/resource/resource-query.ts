import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type DataPermission, withinScope } from '../auth/data-permission.js';
import type { RequestContext } from '../context.js';
import { PLATFORM_LINK_ID } from '../data-sources/data-source-connections.js';
import type { PageQuery } from '../envelope.js';
import { contains } from '../query.js';
import type { Field, Resource } from './define-resource.js';
import type { AnyDb, ResourceCondition, Row } from './resource.types.js';

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

/** The table's rows that are not deleted. */
export function liveRows(db: AnyDb, resource: Resource): Query {
  const query = db.selectFrom(`${resource.table} as ${resource.alias}`);
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

export function viewOf(resource: Resource, scope: DataPermission): View {
  const hidden = scope.columns;
  const visible = (name: string) => !hidden?.has(name) || name === 'id';
  const computed = new Set<string>();
  const wanted = new Set<string>();
  for (const name of resource.row) {
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
    answer: resource.row.filter((name) => wanted.has(name) || computed.has(name)),
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

export function readRow(resource: Resource, stored: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(stored)) row[name] = readValue(resource.fields.get(name), value);
  return row;
}

/** The answered row: the view's fields in order; fields read only to compute others are left out. */
export const answerRow = (view: View, row: Row): Row =>
  Object.fromEntries(view.answer.map((name) => [name, row[name] ?? null]));

export function condition(eb: Eb, resource: Resource, c: ResourceCondition): Expression<SqlBool> {
  const field = resource.fields.get(c.field);
  if (!field) throw new Error(`resource ${resource.path}: condition on unknown field ${c.field}`);
  if (c.op === 'in') {
    const values = c.value as readonly unknown[];
    return values.length ? eb(ref(field), 'in', values) : sql<SqlBool>`1 = 0`;
  }
  return eb(ref(field), c.op === 'eq' ? '=' : c.op === 'gte' ? '>=' : '<=', c.value);
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

/** The rows a list (and its export) shows: scope, filters and keyword; not yet sorted or paged. */
export async function filteredRows(
  ctx: RequestContext,
  resource: Resource,
  db: AnyDb,
  scope: DataPermission,
  view: View,
  query: ListQuery,
): Promise<Query> {
  let rows = scopedRows(db, resource, scope);
  for (const c of await filterConditions(ctx, resource, view, query))
    rows = rows.where((eb) => condition(eb, resource, c));
  // Case-insensitive on both dialects (PostgreSQL's like is not); a column the caller may not see is not
  // searched, or its values could be guessed a keyword at a time.
  const keyword = query.keyword?.trim().toLowerCase();
  const searched = resource.searchable.filter((f) => view.visible(f.name));
  if (!keyword || !searched.length) return rows;
  const search = resource.hooks?.search;
  if (search) {
    const column = (name: string) => ref(resource.fields.get(name) as Field);
    const condition = await search(
      ctx,
      keyword,
      searched.map((f) => f.name),
    );
    return rows.where((eb) => condition(eb, column));
  }
  return rows.where((eb) => eb.or(searched.map((f) => contains(sql`lower(${ref(f)})`, keyword))));
}

/** The requested order (sidx on a sortable, visible field), then the declared one, then the key. */
export function sorted(resource: Resource, view: View, query: Query, request: ListQuery): Query {
  const order: [Field, 'asc' | 'desc'][] = [];
  const requested = request.sidx ? resource.fields.get(request.sidx) : undefined;
  if (requested?.spec.sortable && view.visible(requested.name))
    order.push([requested, request.sort === 'desc' ? 'desc' : 'asc']);
  for (const [name, direction] of resource.defaultSort)
    if (!order.some(([f]) => f.name === name)) order.push([resource.fields.get(name) as Field, direction]);
  if (!order.some(([f]) => f.name === 'id')) order.push([resource.fields.get('id') as Field, 'asc']);
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
