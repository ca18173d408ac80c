import { type ReactNode, useMemo, useState } from 'react';
import type { ListPage } from '../admin/ListFooter';
import type { ResourceListPageProps } from './ResourceListPage';
import { type ListSource, ResourceListView } from './ResourceListView';
import { resourceCalls } from './resource-api';
import { useResourceWhole, wholePage } from './useResourceWhole';

/** What a list answered whole needs besides its description. */
export interface WholeListOptions {
  /** the rows carry their branches (`children`): shown as a tree whose first level starts open */
  tree?: boolean;
  /** a flat list longer than this is paged on the screen, this many rows a page to start with */
  pageAfter?: number;
  /** the tree's own toolbar buttons (展开全部 / 折叠全部), after the declared actions */
  branchActions?: (branches: {
    /** what the user opened or closed; null: the first level */
    expanded: string[] | null;
    expandAll(): void;
    foldAll(): void;
  }) => ReactNode;
}

/**
 * ResourceListPage for an API that answers the whole list (`{list}`) instead of pages: the same toolbar,
 * table, row actions and form dialog; a tree's branches are all in the answer (organisations, dictionary
 * items), so opening one asks nothing.
 */
export function ResourceWholeListPage<Row extends object>({
  whole = {},
  ...props
}: ResourceListPageProps<Row> & { whole?: WholeListOptions }) {
  const { resource, params } = props;
  const { api } = resource;
  const calls = useMemo(() => resourceCalls<Row>(api), [api]);
  const rowKey = resource.rowKey ?? 'id';
  const state = useResourceWhole<Row>(resource.queryKey, calls, rowKey, params);
  const { query, rows } = state;
  const [page, setPage] = useState<ListPage>({ current: 1, size: whole.pageAfter ?? 20 });
  const shown = whole.tree || whole.pageAfter === undefined ? null : wholePage(rows, page, whole.pageAfter);

  const branchActions = whole.tree ? whole.branchActions?.(state) : undefined;
  const described = branchActions
    ? {
        ...resource,
        toolbar: [
          ...(resource.toolbar ?? []),
          { kind: 'custom' as const, permission: null, node: branchActions },
        ],
      }
    : resource;
  const source: ListSource<Row> = {
    ...state,
    sort: null,
    changeSort: () => undefined,
    error: query.isError ? query.error : null,
    loading: query.isLoading,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
    // The same pager as every paged list (total, sizes, jumper), over the rows in hand.
    ...(shown
      ? {
          rows: shown.rows,
          paging: { page: { ...page, current: shown.current }, total: rows.length, onChange: setPage },
        }
      : {}),
    tree: whole.tree
      ? {
          expanded: state.shown,
          onExpandedChange: state.setExpanded,
          truncated: false,
          isBranchLoading: () => false,
        }
      : undefined,
  };
  return <ResourceListView {...props} resource={described} calls={calls} source={source} />;
}
