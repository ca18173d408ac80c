import type { Paged } from '@app/common';
import type { RequestContext } from '../../../platform/context.js';
import type { OnlineAccess } from './online-access.js';
import type { LiveModel } from './online-model.js';
import type { SearchCondition } from './online-search.js';
import type { Values } from './online-values.js';

/**
 * Where a released design's records live (server-facts §7 Storage): as JSON in base_visualdev_modeldata
 * when the design has no tables (online-json-store.ts), or in its main and child tables through the
 * resource runtime (online-table-store.ts). Routes and services speak to this interface only.
 */

export interface OnlineListRequest {
  conditions: readonly SearchCondition[];
  currentPage: number;
  pageSize: number;
  /** a sortable field of the list (checked by the store), or none for the design's default order */
  sidx?: string;
  sort?: 'asc' | 'desc';
  /** a keyword the rows contain in one of these fields (a relation picker's display field) */
  keyword?: { text: string; fields: readonly string[] };
}

export interface OnlineStore {
  /** one page of main-form values with the record's id, as the caller may see them (rows and columns) */
  list(request: OnlineListRequest): Promise<Paged<Values>>;
  /** every matching row, a batch at a time, in the list's order (exports) */
  batches(request: Omit<OnlineListRequest, 'currentPage' | 'pageSize'>): AsyncGenerator<Values[]>;
  /** the whole record with its sub-table rows; 404 outside the caller's rows */
  read(id: string): Promise<Values>;
  /** a new record; a string `id` among the values is its id (a flow form's record takes its request's) */
  create(values: Values): Promise<string>;
  /** several records at once, in one transaction (imports) */
  createMany(records: readonly Values[]): Promise<void>;
  update(id: string, values: Values): Promise<void>;
  /** removes records with their sub-table rows, in one transaction; 404 if one is outside the caller's rows */
  remove(ids: readonly string[]): Promise<void>;
}

export interface StoreContext {
  ctx: RequestContext;
  model: LiveModel;
  access: OnlineAccess;
}

/** The id a record is created under when the values name one (a flow form's record takes its request's). */
export const givenId = (values: Values): string | undefined =>
  typeof values.id === 'string' && values.id ? values.id : undefined;

/** Whether the caller may see a field (column permission); the id always. */
export const visibleField = (access: OnlineAccess, vModel: string) =>
  vModel === 'id' || !access.scope.columns?.has(vModel);

/** The fields a list may be sorted by: its sortable columns and the default sort field. */
export function sortableFields(model: LiveModel): Set<string> {
  const names = new Set<string>();
  for (const column of model.columns.columnList ?? [])
    if (column?.sortable && column.prop) names.add(column.prop);
  if (model.columns.defaultSidx) names.add(model.columns.defaultSidx);
  return names;
}
