import type { FlowCondition, FlowNode, FlowTemplate } from '../types';
import { isParallelSplit, isSplit, nodeName } from '../walk';

/**
 * The design tree compiled into the graph the engine runs (workflow-engines §5.1: tree for authoring, graph
 * for execution). Splits and joins become nodes of their own; `condition`, `empty` and `branch` nodes do
 * not run (a condition is a branch's guard, kept on its split). `end` is the one sink, as the original's
 * "end" step. Compiling assumes a design that passed the structural guard (validateFlow checks first).
 */

export type GraphNodeKind =
  | 'start'
  | 'approver'
  | 'copy'
  | 'timer'
  | 'subFlow'
  | 'exclusive'
  | 'parallel'
  | 'join'
  | 'end';

export interface GraphBranch {
  /** the branch's condition node (exclusive splits), else its first node */
  branchNodeId: string;
  priority: number;
  isDefault: boolean;
  conditions: FlowCondition[];
  /** the first node the branch runs, or the join for an empty branch */
  target: string;
}

export interface GraphNode {
  id: string;
  kind: GraphNodeKind;
  name: string;
  /** the design node of a node that runs: its own fields and properties, not what hangs off it */
  design?: FlowNode;
  next: string[];
  prev: string[];
  /** BFS depth from the start: the original's sortCode */
  depth: number;
  /** splits: their branches in priority order, the default last; and their join */
  branches?: GraphBranch[];
  join?: string;
  /** joins: their split, and whether it waits for every branch */
  split?: string;
  waitsForAll?: boolean;
}

/** Plain JSON, so a release can store it beside the design and a request can run on what was stored. */
export interface FlowGraph {
  start: string;
  nodes: Record<string, GraphNode>;
  /** node ids, start first, breadth first */
  order: string[];
}

export const END_NODE = 'end';
const SPLIT_SUFFIX = '~split';
const JOIN_SUFFIX = '~join';

const isHolder = (node: FlowNode) => node.type === 'empty' || node.type === 'branch';

/** A condition branch is the default when flagged, or when it is the last and has no rules (the original). */
export function isDefaultBranch(branch: FlowNode, index: number, count: number): boolean {
  const properties = branch.properties as { isDefault?: unknown; conditions?: unknown } | undefined;
  if (properties?.isDefault === true) return true;
  const rules = Array.isArray(properties?.conditions) ? properties.conditions : [];
  return index === count - 1 && rules.length === 0;
}

export function compileFlow(template: FlowTemplate): FlowGraph {
  const nodes: Record<string, GraphNode> = {};
  const add = (node: Omit<GraphNode, 'prev' | 'depth'>) => {
    nodes[node.id] = { ...node, prev: [], depth: 0 };
    return node.id;
  };
  add({ id: END_NODE, kind: 'end', name: 'end', next: [] });

  /** The id the chain starting at `node` is entered by, wired to `exit` at its end. */
  const chain = (node: FlowNode | null | undefined, exit: string): string => {
    if (!node) return exit;
    const after = chain(node.childNode, exit);
    const entry = isSplit(node) ? split(node, after) : after;
    if (isHolder(node) || node.type === 'condition') return entry;
    const { childNode: _next, conditionNodes: _branches, ...own } = node;
    return add({
      id: node.nodeId,
      kind: node.type as GraphNodeKind,
      name: nodeName(node),
      design: structuredClone(own) as FlowNode,
      next: [entry],
    });
  };

  const split = (holder: FlowNode, after: string): string => {
    const id = isHolder(holder) ? holder.nodeId : holder.nodeId + SPLIT_SUFFIX;
    const join = holder.nodeId + JOIN_SUFFIX;
    const parallel = isParallelSplit(holder);
    add({ id: join, kind: 'join', name: nodeName(holder), next: [after], split: id, waitsForAll: parallel });
    const items = holder.conditionNodes ?? [];
    const branches = items.map((item, index): GraphBranch => {
      const properties = (item.properties ?? {}) as { priority?: unknown; conditions?: unknown };
      const priority = typeof properties.priority === 'number' ? properties.priority : index;
      return {
        branchNodeId: item.nodeId,
        priority,
        isDefault: !parallel && isDefaultBranch(item, index, items.length),
        conditions: !parallel && Array.isArray(properties.conditions) ? properties.conditions : [],
        // a parallel branch runs its first item; an exclusive one skips its condition node
        target: parallel ? chain(item, join) : chain(item.childNode, join),
      };
    });
    const ordered = branches
      .map((branch, index) => ({ branch, index }))
      .sort(
        (a, b) =>
          Number(a.branch.isDefault) - Number(b.branch.isDefault) ||
          a.branch.priority - b.branch.priority ||
          a.index - b.index,
      )
      .map(({ branch }) => branch);
    return add({
      id,
      kind: parallel ? 'parallel' : 'exclusive',
      name: nodeName(holder),
      next: ordered.map((branch) => branch.target),
      branches: ordered,
      join,
    });
  };

  const start = chain(template, END_NODE);
  for (const node of Object.values(nodes)) for (const next of node.next) nodes[next]?.prev.push(node.id);

  const order: string[] = [];
  const seen = new Set([start]);
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = nodes[queue[at]];
    order.push(node.id);
    for (const next of node.next) {
      if (seen.has(next)) continue;
      seen.add(next);
      nodes[next].depth = node.depth + 1;
      queue.push(next);
    }
  }
  return { start, nodes, order };
}

/**
 * The nodes that run before `nodeId` on every path, nearest first: back along the single predecessor,
 * and from a join straight to its split (what runs inside a split's branches is not on every path, and a
 * parallel section runs as a whole).
 */
export function dominators(graph: FlowGraph, nodeId: string): string[] {
  const found: string[] = [];
  let current = graph.nodes[nodeId];
  const guard = graph.order.length + 1;
  for (let step = 0; current && step < guard; step++) {
    const back = current.kind === 'join' ? current.split : current.prev[0];
    if (!back) break;
    current = graph.nodes[back];
    if (current) found.push(current.id);
  }
  return found;
}

/** Every node reachable from `nodeId`, itself included. */
export function reachableFrom(graph: FlowGraph, nodeId: string): Set<string> {
  const seen = new Set<string>();
  const stack = [nodeId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || !graph.nodes[id]) continue;
    seen.add(id);
    stack.push(...graph.nodes[id].next);
  }
  return seen;
}
