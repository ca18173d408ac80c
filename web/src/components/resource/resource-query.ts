import type { QueryParams, QueryValue } from '../../app/request-url';
import type { ListPage } from '../admin/ListFooter';
import type { FilterValues } from './resource.types';

/** The list's sort as the API takes it (SPEC §7 paging: sidx, sort). */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQueryState {
  page: ListPage;
  /** the keyword searched for (what is typed counts only after 查询) */
  keyword: string;
  filters: FilterValues;
  sort: ListSort | null;
}

const isEmpty = (value: QueryValue) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The list request's parameters: page, size, keyword, the declared filters that hold a value, what the
 * screen adds (a tree's choice beside the list) and the sort. Empty values are left out, so the answer
 * cache and the query key see one request for one list.
 */
export function listParams(state: ListQueryState, extra: QueryParams = {}): QueryParams {
  const params: QueryParams = { currentPage: state.page.current, pageSize: state.page.size };
  if (state.keyword) params.keyword = state.keyword;
  for (const [name, value] of Object.entries({ ...state.filters, ...extra }))
    if (!isEmpty(value)) params[name] = value;
  if (state.sort) {
    params.sidx = state.sort.field;
    params.sort = state.sort.order;
  }
  return params;
}

/** The list's parameters without the page: what an export of the whole list sends. */
export function withoutPaging(params: QueryParams): QueryParams {
  const rest = { ...params };
  delete rest.currentPage;
  delete rest.pageSize;
  return rest;
}

/** A stable text of the screen's extra parameters (a change of them means another list). */
export const scopeOf = (extra: QueryParams = {}): string =>
  JSON.stringify(
    Object.keys(extra)
      .sort()
      .filter((key) => !isEmpty(extra[key]))
      .map((key) => [key, extra[key]]),
  );

/**
 * The page to show: the one the user went to, unless the screen's extra parameters changed since (another
 * organisation chosen beside the list), which starts again at page 1 with the same size, in the same
 * render, so the old page of the new list is never asked for.
 */
export function effectivePage(page: ListPage, pageScope: string, scope: string): ListPage {
  return pageScope === scope || page.current === 1 ? page : { ...page, current: 1 };
}

/** antd's sorter answer → the API's sort; none when the column is unsorted. */
export function sortOf(sorter: { field?: unknown; columnKey?: unknown; order?: unknown }): ListSort | null {
  const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : sorter.field;
  if (typeof field !== 'string' || !sorter.order) return null;
  return { field, order: sorter.order === 'descend' ? 'desc' : 'asc' };
}

/** A field of a row, whatever the row's type (the runtime reads rows by the names in the description). */
export const fieldOf = (row: object, name: string): unknown => (row as Record<string, unknown>)[name];

/** `{id}` and `{field}` of a path or file name filled from the row (ids are encoded for the path). */
export function fillPath(template: string, row: object, encode = true): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = fieldOf(row, field);
    const text = value === undefined || value === null ? '' : String(value);
    return encode ? encodeURIComponent(text) : text;
  });
}

/**
 * A picked calendar day as the epoch ms of its local noon. The server takes the day of the moment in its own
 * clock; noon names the same calendar day there as long as the two clocks are less than 12 hours apart (a
 * browser in UTC+8 and a server in UTC), where a midnight would fall on the day before.
 */
export function dayParam(ms: number): number {
  const d = new Date(ms);
  d.setHours(12, 0, 0, 0);
  return d.getTime();
}

/** Rows ticked for a batch action, with the page and query they were ticked on. */
export interface Ticks {
  keys: string[];
  scope: string;
}

/** What ticks belong to: the list's parameters without paging, and the page. */
export const ticksScope = (params: QueryParams, page: ListPage | null): string =>
  JSON.stringify([params, page]);

/**
 * The ticks shown: those made on this page of this query; after another page, keyword, filter or reset
 * none (the rows they named are off screen, and a batch must not act on rows the user cannot see).
 */
export const ticksShown = (ticks: Ticks, scope: string): string[] =>
  ticks.scope === scope ? ticks.keys : [];
