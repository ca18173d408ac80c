import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QueryParams } from '../../app/request-url';
import type { FilterValues } from './resource.types';
import type { ResourceCalls } from './resource-api';
import { fieldOf, listParams, scopeOf, withoutPaging } from './resource-query';

type Nested = { children?: Nested[] | null };

/** The ids of every row that has children, at any depth (what 展开全部 opens). */
export function branchIds(rows: readonly object[], rowKey: string): string[] {
  return rows.flatMap((row) => {
    const children = (row as Nested).children;
    return children ? [String(fieldOf(row, rowKey)), ...branchIds(children, rowKey)] : [];
  });
}

/**
 * The open branches on screen: the user's, else the first level. Nothing chosen yet (null) keeps following
 * the rows, so a child added under a first-level row shows at once.
 */
export function shownBranches(expanded: string[] | null, rows: readonly object[], rowKey: string): string[] {
  return expanded ?? rows.map((row) => String(fieldOf(row, rowKey)));
}

/**
 * A list the API answers whole (`{list}`, no paging; a tree's branches inside their rows): the keyword and
 * the declared filters count on 查询 as on a paged list, and a search opens every branch leading to a match
 * once its answer is in.
 */
/**
 * The rows of one page of a flat list answered whole, paged on the screen (数据建模's tables, a type's
 * dictionary items): null while the list fits in `pageAfter` rows or one page of the chosen size, so a
 * short list shows no pager. A page past the end (after a search) is the last one.
 */
export function wholePage<Row>(
  rows: readonly Row[],
  page: { current: number; size: number },
  pageAfter: number,
): { rows: Row[]; current: number } | null {
  if (rows.length <= Math.min(pageAfter, page.size)) return null;
  const current = Math.min(page.current, Math.ceil(rows.length / page.size));
  return { rows: rows.slice((current - 1) * page.size, current * page.size), current };
}

export function useResourceWhole<Row extends object>(
  queryKey: readonly string[],
  calls: ResourceCalls<Row>,
  rowKey: string,
  extra: QueryParams = {},
) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<FilterValues>({});
  const [filters, setFilters] = useState<FilterValues>({});
  // What the user opened belongs to the list it was opened in: other parameters from beside the list
  // (another menu category) start again at the first level.
  const scope = scopeOf(extra);
  const [opened, setOpened] = useState<{ ids: string[] | null; scope: string }>({ ids: null, scope });
  const expanded = opened.scope === scope ? opened.ids : null;
  const setExpanded = (ids: string[] | null) => setOpened({ ids, scope });
  const searching = keyword !== '';

  const params = withoutPaging(
    listParams({ page: { current: 1, size: 0 }, keyword, filters, sort: null }, extra),
  );
  const query = useQuery({
    queryKey: [...queryKey, 'list', params],
    queryFn: ({ signal }) => calls.list(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];

  const answered = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (answered && searching && query.data) setOpened({ ids: branchIds(query.data.list, rowKey), scope });
  }, [answered, searching, query.data, rowKey, scope]);

  return {
    text,
    setText,
    keyword,
    searching,
    draft,
    setDraft,
    query,
    rows,
    /** what the user opened or closed; null: the first level */
    expanded,
    setExpanded,
    shown: shownBranches(expanded, rows, rowKey),
    expandAll: () => setExpanded(branchIds(rows, rowKey)),
    foldAll: () => setExpanded([]),
    exportParams: params,
    search: () => {
      setKeyword(text.trim());
      setFilters(draft);
    },
    reset: () => {
      setText('');
      setKeyword('');
      setDraft({});
      setFilters({});
      setExpanded(null);
    },
  };
}

export type ResourceWholeState<Row extends object> = ReturnType<typeof useResourceWhole<Row>>;
