import { DEFAULT_PAGE_SIZE } from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryParams } from '../../app/request-url';
import type { ListPage } from '../admin/ListFooter';
import type { FilterValues } from './resource.types';
import type { ResourceCalls } from './resource-api';
import { effectivePage, type ListSort, listParams, scopeOf, withoutPaging } from './resource-query';

/**
 * A paged list's state and its query: what is typed and chosen (`text`, `draft`) becomes the query on
 * 查询; a new query, a reset, other extra parameters or another `firstPageOn` go back to page 1; the rows
 * on screen stay while the next page loads.
 */
export function useResourceList<Row extends object>(
  queryKey: readonly string[],
  calls: ResourceCalls<Row>,
  extra: QueryParams = {},
  { firstPageOn, alwaysFresh }: { firstPageOn?: string | number; alwaysFresh?: boolean } = {},
) {
  const scope = `${scopeOf(extra)}|${firstPageOn ?? ''}`;
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<FilterValues>({});
  const [filters, setFilters] = useState<FilterValues>({});
  const [sort, setSort] = useState<ListSort | null>(null);
  const [paged, setPaged] = useState({ page: { current: 1, size: DEFAULT_PAGE_SIZE }, scope });
  const page = effectivePage(paged.page, paged.scope, scope);

  const setPage = (next: ListPage | ((current: ListPage) => ListPage)) =>
    setPaged((current) => {
      const from = effectivePage(current.page, current.scope, scope);
      return { page: typeof next === 'function' ? next(from) : next, scope };
    });
  const firstPage = () => setPage((p) => ({ ...p, current: 1 }));

  const params = listParams({ page, keyword, filters, sort }, extra);
  const query = useQuery({
    queryKey: [...queryKey, 'list', params],
    queryFn: ({ signal }) => calls.list(params, signal),
    placeholderData: keepPreviousData,
    ...(alwaysFresh ? { staleTime: 0 } : {}),
  });

  return {
    text,
    setText,
    keyword,
    draft,
    setDraft,
    page,
    setPage,
    sort,
    /** the list's own parameters without paging (what an export of the list sends) */
    exportParams: withoutPaging(params),
    query,
    rows: query.data?.list ?? [],
    total: query.data?.pagination?.total ?? 0,
    search: () => {
      setKeyword(text.trim());
      setFilters(draft);
      firstPage();
    },
    reset: () => {
      setText('');
      setKeyword('');
      setDraft({});
      setFilters({});
      firstPage();
    },
    changeSort: (next: ListSort | null) => {
      setSort(next);
      firstPage();
    },
  };
}

export type ResourceListState<Row extends object> = ReturnType<typeof useResourceList<Row>>;
