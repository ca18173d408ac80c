import type { FlowGraph, GraphBranch, GraphNode } from './compile';
import { type ConditionContext, conditionsHold } from './condition';

/**
 * The next node: which nodes become active when one completes. Exclusive splits take the first branch
 * whose conditions hold, in priority order with the default last (the original lets the last true
 * condition win; we take the first, which is what the priorities say). Parallel splits fan out to every
 * branch. A parallel join lets the flow through only when every branch has arrived; the arrivals so far
 * are the request's state, passed in and returned, never kept here.
 */

export interface NextContext extends ConditionContext {
  /** per parallel join, the predecessors that have arrived on this run */
  arrived?: Readonly<Record<string, readonly string[]>>;
}

export interface BranchChoice {
  split: string;
  /** the chosen branch's condition node, or null when none holds and there is no default */
  branch: string | null;
  isDefault: boolean;
}

export interface NextStep {
  /** nodes that start running (approver, copy, timer, subFlow) */
  activate: string[];
  /** parallel joins reached: who arrived at which (still waiting unless listed in `passedJoins`) */
  arrivals: { join: string; from: string }[];
  /** parallel joins every branch has now reached, so their arrivals can be forgotten */
  passedJoins: string[];
  /** splits and joins passed on the way, for the request's path */
  traversed: string[];
  choices: BranchChoice[];
  /** the flow reached its end */
  ended: boolean;
  /** an exclusive split where no branch holds and none is the default: the request cannot go on */
  stuck: string[];
}

/** The branch an exclusive split takes over the given values, or null. */
export function chooseBranch(
  split: GraphNode,
  values: Readonly<Record<string, unknown>>,
  context: ConditionContext = {},
): GraphBranch | null {
  const branches = split.branches ?? [];
  return (
    branches.find((branch) => !branch.isDefault && conditionsHold(branch.conditions, values, context)) ??
    branches.find((branch) => branch.isDefault) ??
    null
  );
}

export function nextNodes(
  graph: FlowGraph,
  fromNodeId: string,
  values: Readonly<Record<string, unknown>>,
  context: NextContext = {},
): NextStep {
  const step: NextStep = {
    activate: [],
    arrivals: [],
    passedJoins: [],
    traversed: [],
    choices: [],
    ended: false,
    stuck: [],
  };
  const arrivedAt = (join: string) => [
    ...(context.arrived?.[join] ?? []),
    ...step.arrivals.filter((arrival) => arrival.join === join).map((arrival) => arrival.from),
  ];
  const visit = (id: string, from: string) => {
    const node = graph.nodes[id];
    if (!node) return;
    switch (node.kind) {
      case 'end':
        step.ended = true;
        return;
      case 'exclusive': {
        step.traversed.push(id);
        const branch = chooseBranch(node, values, context);
        step.choices.push({
          split: id,
          branch: branch?.branchNodeId ?? null,
          isDefault: branch?.isDefault ?? false,
        });
        if (branch) visit(branch.target, id);
        else step.stuck.push(id);
        return;
      }
      case 'parallel':
        step.traversed.push(id);
        for (const next of node.next) visit(next, id);
        return;
      case 'join': {
        if (node.waitsForAll) {
          step.arrivals.push({ join: id, from });
          const arrived = new Set(arrivedAt(id));
          if (!node.prev.every((prev) => arrived.has(prev))) return;
          step.passedJoins.push(id);
        }
        step.traversed.push(id);
        visit(node.next[0], id);
        return;
      }
      default:
        step.activate.push(id);
    }
  };
  for (const next of graph.nodes[fromNodeId]?.next ?? []) visit(next, fromNodeId);
  return step;
}
