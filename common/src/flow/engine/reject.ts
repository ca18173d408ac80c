import { dominators, type FlowGraph, type GraphNode } from './compile';

/**
 * Reject targets. A reject goes back to the initiator ('0'), to the previous approver ('1'), or to a named
 * earlier node. Legal named targets are the approvers every path passes before the node (its dominators):
 * a node inside another branch may not have run, and returning into one branch of a parallel section from
 * after its join is what stalls joins in the peers (flowable#1641). Returning to a dominator restarts
 * everything after it, which keeps "joins wait for all" true.
 */

export type RejectTarget = { kind: 'initiator' } | { kind: 'node'; nodeId: string };

/** The approvers a reject from `nodeId` may name, nearest first. */
export function rejectTargets(graph: FlowGraph, nodeId: string): string[] {
  return dominators(graph, nodeId).filter((id) => graph.nodes[id]?.kind === 'approver');
}

/**
 * The previous approver on the path this run took: back through the taken branch of an exclusive split
 * (the branch end in `passed`), and from a parallel join to before its split.
 */
export function previousApprover(
  graph: FlowGraph,
  nodeId: string,
  passed: ReadonlySet<string>,
): string | null {
  let current: GraphNode | undefined = graph.nodes[nodeId];
  for (let step = 0; current && step <= graph.order.length; step++) {
    let back: string | undefined;
    if (current.kind === 'join' && current.waitsForAll) back = current.split;
    else if (current.kind === 'join') back = current.prev.find((id) => passed.has(id)) ?? current.split;
    else back = current.prev[0];
    current = back ? graph.nodes[back] : undefined;
    if (current?.kind === 'approver') return current.id;
    if (current?.kind === 'start') return null;
  }
  return null;
}

/** Where a reject from `nodeId` goes; a named target that is not legal falls back to the initiator. */
export function resolveRejectTarget(
  graph: FlowGraph,
  nodeId: string,
  rejectStep: unknown,
  passed: ReadonlySet<string>,
): RejectTarget {
  const step = String(rejectStep ?? '0');
  if (step === '1') {
    const previous = previousApprover(graph, nodeId, passed);
    return previous ? { kind: 'node', nodeId: previous } : { kind: 'initiator' };
  }
  if (step !== '0' && rejectTargets(graph, nodeId).includes(step)) return { kind: 'node', nodeId: step };
  return { kind: 'initiator' };
}
