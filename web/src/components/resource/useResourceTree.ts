import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceTree } from './resource.types';
import type { ResourceCalls } from './resource-api';
import { fieldOf } from './resource-query';

export type TreeRow<Row> = Row & { children?: TreeRow<Row>[] };

/**
 * Nodes under their parents, each branch its own request made when it is first opened. A keyword search
 * answers the matches at any depth (with their path) as a flat list; branches open outside a search only.
 */
export function attachBranches<Row extends object>(
  nodes: readonly Row[],
  tree: Pick<ResourceTree, 'hasChildren'>,
  rowKey: string,
  childrenOf: ReadonlyMap<string, readonly Row[] | undefined>,
  searching: boolean,
): TreeRow<Row>[] {
  return nodes.map((node) => {
    if (searching || !fieldOf(node, tree.hasChildren)) return { ...node, children: undefined };
    const children = childrenOf.get(String(fieldOf(node, rowKey)));
    // An empty array still shows the expand arrow while the branch loads.
    return { ...node, children: children ? attachBranches(children, tree, rowKey, childrenOf, false) : [] };
  });
}

/** A tree list's state: the keyword, the open branches and their queries. */
export function useResourceTree<Row extends object>(
  queryKey: readonly string[],
  calls: ResourceCalls<Row>,
  tree: ResourceTree,
  rowKey: string,
) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const searching = keyword !== '';
  const open = searching ? [] : expanded;

  const root = useQuery({
    queryKey: [...queryKey, 'list', tree.rootId, keyword],
    queryFn: ({ signal }) => calls.children(tree.rootId, searching ? { keyword } : {}, signal),
  });
  const branches = useQueries({
    queries: open.map((id) => ({
      queryKey: [...queryKey, 'list', id, ''],
      queryFn: ({ signal }: { signal: AbortSignal }) => calls.children(id, {}, signal),
    })),
  });
  const childrenOf = new Map(open.map((id, i) => [id, branches[i]?.data?.list]));
  const loadingIds = new Set(open.filter((_, i) => branches[i]?.isLoading));
  const matches = root.data?.list.length ?? 0;

  const search = () => {
    setKeyword(text.trim());
    setExpanded([]);
  };
  return {
    text,
    setText,
    keyword,
    searching,
    expanded: open,
    setExpanded,
    root,
    rows: attachBranches(root.data?.list ?? [], tree, rowKey, childrenOf, searching),
    rowCount: root.data?.list.length ?? 0,
    isBranchLoading: (id: string) => loadingIds.has(id),
    /** the search answered as many rows as the server gives at most: there may be more */
    truncated: searching && tree.searchLimit !== undefined && matches >= tree.searchLimit,
    search,
    reset: () => {
      setText('');
      setKeyword('');
      setExpanded([]);
    },
  };
}
