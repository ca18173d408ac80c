import { useMemo } from 'react';
import { pageAfterRemoving } from '../admin/page-after-removing';
import { type ListSource, ResourceListView, type ResourceListViewProps } from './ResourceListView';
import type { ResourceTree } from './resource.types';
import { type ResourceCalls, resourceCalls } from './resource-api';
import { useResourceList } from './useResourceList';
import { useResourceTree } from './useResourceTree';

export type ResourceListPageProps<Row extends object> = Omit<
  ResourceListViewProps<Row>,
  'source' | 'calls'
> & {
  /** a change sends a paged list back to page 1 (a record made outside the form, e.g. 备份 newest first) */
  firstPageOn?: string | number;
};

type SourceProps<Row extends object> = ResourceListPageProps<Row> & { calls: ResourceCalls<Row> };

/** A paged list: keyword, declared filters, sort, paging (SPEC §9). */
function PagedList<Row extends object>(props: SourceProps<Row>) {
  const { resource, calls, params, firstPageOn } = props;
  const list = useResourceList<Row>(resource.queryKey, calls, params, {
    firstPageOn,
    alwaysFresh: resource.table.alwaysFresh,
  });
  const { query } = list;
  const spin = resource.table.spinOnRefetch === true;
  const source: ListSource<Row> = {
    ...list,
    searching: list.keyword !== '',
    loading: spin ? query.isFetching : query.isLoading,
    refreshing: spin ? query.isFetching && !query.isLoading : query.isFetching,
    refresh: () => void query.refetch(),
    paging: { page: list.page, total: list.total, onChange: list.setPage },
    afterRemove: (count) => list.setPage(pageAfterRemoving(list.rows.length, count)),
  };
  return <ResourceListView {...props} source={source} />;
}

/** A tree whose branches load when opened; a keyword finds nodes at any depth. */
function TreeList<Row extends object>(props: SourceProps<Row> & { tree: ResourceTree }) {
  const { resource, calls, tree } = props;
  const rowKey = resource.rowKey ?? 'id';
  const state = useResourceTree<Row>(resource.queryKey, calls, tree, rowKey);
  const source: ListSource<Row> = {
    ...state,
    rows: state.rows,
    draft: {},
    setDraft: () => undefined,
    sort: null,
    changeSort: () => undefined,
    exportParams: state.keyword ? { keyword: state.keyword } : {},
    loading: state.root.isLoading,
    refreshing: state.root.isFetching,
    // Open branches are queries of their own: the refresh reaches them all.
    refresh: null,
    tree: {
      expanded: state.expanded,
      onExpandedChange: state.setExpanded,
      truncated: state.truncated,
      isBranchLoading: state.isBranchLoading,
    },
  };
  return <ResourceListView {...props} source={source} />;
}

/**
 * One admin list from a resource description: toolbar (keyword, filters, 查询/重置, actions, refresh),
 * table, paging and the form dialog, every action behind its button. The screen adds what is its own:
 * parameters from beside the list, starting values of a new record, a hint above, extra dialogs.
 */
export function ResourceListPage<Row extends object>(props: ResourceListPageProps<Row>) {
  const { api } = props.resource;
  const calls = useMemo(() => resourceCalls<Row>(api), [api]);
  const { tree } = props.resource;
  return tree ? <TreeList {...props} calls={calls} tree={tree} /> : <PagedList {...props} calls={calls} />;
}
