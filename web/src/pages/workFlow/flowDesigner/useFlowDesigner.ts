import {
  type AddableType,
  addBranch,
  addNodeAfter,
  addSplit,
  copyNode,
  type FlowNode,
  type FlowTemplate,
  findVisit,
  isDefaultBranch,
  moveBranch,
  removeNode,
  timeIds,
  updateNode,
  walkFlow,
} from '@app/common/flow';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  canRedo,
  canUndo,
  type History,
  pushHistory,
  redoHistory,
  replacePresent,
  startHistory,
  undoHistory,
} from '../../onlineDev/designer/history';
import { addedIds } from './flow-view';

/** What a node added in the designer is called, in the user's language (the stored title is theirs to edit). */
export type NodeTitles = Record<AddableType | 'condition' | 'otherwise', string>;

/** Gives the nodes an operation added their title in the user's language, as part of the same step. */
export function titled(before: FlowTemplate, after: FlowTemplate, titles: NodeTitles): FlowTemplate {
  const added = addedIds(before, after);
  if (!added.length) return after;
  const next = structuredClone(after);
  for (const { node, split, branchIndex } of walkFlow(next)) {
    if (!added.includes(node.nodeId) || !node.properties) continue;
    const count = split?.conditionNodes?.length ?? 0;
    const title =
      node.type === 'condition'
        ? isDefaultBranch(node, branchIndex, count)
          ? titles.otherwise
          : titles.condition
        : titles[node.type as AddableType];
    if (title) (node.properties as { title: string }).title = title;
  }
  return next;
}

/**
 * The flow designer's state: the tree with its undo history (every operation of @app/common/flow returns
 * a new tree, so the history keeps the trees themselves, as the form designer does) and the selected node.
 */
export function useFlowDesigner(initial: FlowTemplate, titles: NodeTitles) {
  const [history, setHistory] = useState<History<FlowTemplate>>(() => startHistory(initial));
  const [selected, setSelected] = useState<string | null>(null);
  const latest = useRef(history);
  latest.current = history;
  /** the property the last edit changed: typing a title is one undo step, not one per letter */
  const lastEdit = useRef<string | null>(null);
  const ids = useMemo(() => timeIds(), []);

  const commit = useCallback((next: History<FlowTemplate>) => {
    if (next === latest.current) return;
    latest.current = next;
    setHistory(next);
  }, []);

  const change = useCallback(
    (next: FlowTemplate, editKey: string | null = null) => {
      const merge = editKey !== null && editKey === lastEdit.current;
      lastEdit.current = editKey;
      commit(merge ? replacePresent(latest.current, next) : pushHistory(latest.current, next));
    },
    [commit],
  );

  /** An operation that adds nodes: they get their titles and the first one is selected. */
  const grow = useCallback(
    (operate: (flow: FlowTemplate) => FlowTemplate) => {
      const before = latest.current.present;
      const after = operate(before);
      if (after === before) return;
      const next = titled(before, after, titles);
      change(next);
      // a split's holder has no properties of its own: its first branch is what there is to set
      const added = new Set(addedIds(before, next));
      const first = [...walkFlow(next)].find(
        ({ node }) => added.has(node.nodeId) && node.type !== 'empty' && node.type !== 'branch',
      );
      setSelected(first?.node.nodeId ?? null);
    },
    [change, titles],
  );

  const flow = history.present;
  const selectedNode = useMemo<FlowNode | null>(
    () => (selected ? (findVisit(flow, selected)?.node ?? null) : null),
    [flow, selected],
  );

  return {
    flow,
    selected,
    selectedNode,
    select: setSelected,
    /** replaces the whole tree as one step (the JSON view's edit) */
    replace: useCallback((next: FlowTemplate) => change(next), [change]),
    update: useCallback(
      (nodeId: string, edit: (node: FlowNode) => void, property?: string) =>
        change(updateNode(latest.current.present, nodeId, edit), property ? `${nodeId}:${property}` : null),
      [change],
    ),
    add: useCallback(
      (afterId: string, type: AddableType | 'condition' | 'parallel') =>
        grow((current) =>
          type === 'condition' || type === 'parallel'
            ? addSplit(current, afterId, type, ids)
            : addNodeAfter(current, afterId, type, ids),
        ),
      [grow, ids],
    ),
    addBranch: useCallback(
      (splitId: string) => grow((current) => addBranch(current, splitId, ids)),
      [grow, ids],
    ),
    copy: useCallback((nodeId: string) => grow((current) => copyNode(current, nodeId, ids)), [grow, ids]),
    move: useCallback(
      (nodeId: string, offset: -1 | 1) => change(moveBranch(latest.current.present, nodeId, offset)),
      [change],
    ),
    remove: useCallback(
      (nodeId: string) => {
        change(removeNode(latest.current.present, nodeId));
        setSelected((current) => (current === nodeId ? null : current));
      },
      [change],
    ),
    undo: useCallback(() => {
      lastEdit.current = null;
      commit(undoHistory(latest.current));
    }, [commit]),
    redo: useCallback(() => {
      lastEdit.current = null;
      commit(redoHistory(latest.current));
    }, [commit]),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    /** the tree as last saved: what a save compares against to tell whether anything is unsaved */
    history,
  };
}

export type FlowDesignerState = ReturnType<typeof useFlowDesigner>;
