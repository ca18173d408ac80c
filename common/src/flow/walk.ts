import type { FlowNode } from './types';

/** Walking a flow design's tree: each node with where it hangs. */

export interface FlowVisit {
  node: FlowNode;
  /** the node whose childNode this is, or the split holding this branch item; null for the root */
  parent: FlowNode | null;
  /** set for a branch's first item: the split holding it and the branch's position */
  split: FlowNode | null;
  branchIndex: number;
}

/** Every node in document order: a node, its branches (each item and its chain), then what follows. */
export function* walkFlow(root: FlowNode): Generator<FlowVisit> {
  const stack: FlowVisit[] = [{ node: root, parent: null, split: null, branchIndex: -1 }];
  while (stack.length) {
    const visit = stack.pop()!;
    yield visit;
    const { node } = visit;
    // pushed in reverse so the walk comes out in document order
    if (node.childNode) stack.push({ node: node.childNode, parent: node, split: null, branchIndex: -1 });
    const branches = node.conditionNodes ?? [];
    for (let index = branches.length - 1; index >= 0; index--)
      stack.push({ node: branches[index], parent: node, split: node, branchIndex: index });
  }
}

export function findVisit(root: FlowNode, nodeId: string): FlowVisit | undefined {
  for (const visit of walkFlow(root)) if (visit.node.nodeId === nodeId) return visit;
  return undefined;
}

/** A split: a node holding branches. */
export const isSplit = (node: FlowNode) =>
  Array.isArray(node.conditionNodes) && node.conditionNodes.length > 0;

/** A parallel split's branches are approvers flagged as interflow; an exclusive one's are conditions. */
export const isParallelSplit = (node: FlowNode) =>
  node.conditionType === 'interflow' ||
  (node.conditionNodes ?? []).some((branch) => branch.isInterflow === true || branch.type !== 'condition');

/** The name a message gives a node: its title, else its id. */
export function nodeName(node: FlowNode | null | undefined): string {
  const title = (node?.properties as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() ? title : String(node?.nodeId ?? '');
}

/** Sets every prevId to the node above (the chain's previous node, or the split a branch hangs from). */
export function linkPrevIds<T extends FlowNode>(root: T): T {
  for (const { node, parent } of walkFlow(root)) {
    if (parent) node.prevId = parent.nodeId;
    else delete node.prevId;
  }
  return root;
}
