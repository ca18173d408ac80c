import {
  approverDefaults,
  conditionDefaults,
  copyDefaults,
  startDefaults,
  subFlowDefaults,
  timerDefaults,
} from './defaults';
import type { ApproverNode, FlowNode, FlowTemplate } from './types';
import { findVisit, isParallelSplit, linkPrevIds, walkFlow } from './walk';

/**
 * What the flow designer does to a design: add a node after another, add a condition or parallel split,
 * add a branch, remove, copy and change a node. Every operation returns a new design and leaves the given
 * one as it was (undo keeps them); an operation that makes no sense returns the design unchanged. The
 * property tests build flows only through these, so "any flow the designer can produce" is testable.
 */

/** Where new node ids come from: the original uses base-62 timestamps; tests pass a counter. */
export type IdSource = () => string;

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function toBase62(value: number): string {
  let n = Math.max(0, Math.floor(value));
  let text = '';
  do {
    text = BASE62[n % 62] + text;
    n = Math.floor(n / 62);
  } while (n > 0);
  return text;
}

/** Timestamp ids like the original's; the counter keeps two ids of one millisecond apart. */
export function timeIds(now: () => number = Date.now): IdSource {
  let counter = 0;
  return () => toBase62(now() * 100 + (counter++ % 100));
}

function freshId(flow: FlowNode, ids: IdSource, taken = new Set<string>()): string {
  for (const { node } of walkFlow(flow)) taken.add(node.nodeId);
  for (let attempt = 0; attempt < 1000; attempt++) {
    const id = ids();
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  throw new Error('the id source keeps repeating ids in use');
}

export type AddableType = 'approver' | 'copy' | 'timer' | 'subFlow';

const PROPERTIES: Record<AddableType, () => FlowNode['properties']> = {
  approver: approverDefaults,
  copy: copyDefaults,
  timer: timerDefaults,
  subFlow: subFlowDefaults,
};

const CONTENT: Record<AddableType, string> = {
  approver: '请设置审批人',
  copy: '发起人自选',
  timer: '请设置时间',
  subFlow: '请选择子流程',
};

function makeNode(type: AddableType, nodeId: string): FlowNode {
  return { type, nodeId, content: CONTENT[type], properties: PROPERTIES[type]() } as FlowNode;
}

/** An exclusive split's priorities are its branch order: 0..n-1, the default last. */
function renumber(split: FlowNode): void {
  if (isParallelSplit(split)) return;
  (split.conditionNodes ?? []).forEach((branch, index) => {
    (branch.properties as { priority: number }).priority = index;
  });
}

/** The default new flow: start → approver. */
export function newFlow(ids: IdSource = timeIds()): FlowTemplate {
  const startId = ids();
  let approverId = ids();
  while (approverId === startId) approverId = ids();
  const approver = makeNode('approver', approverId);
  return linkPrevIds({
    type: 'start',
    nodeId: startId,
    content: '所有人',
    properties: startDefaults(),
    childNode: approver,
  });
}

function edit(flow: FlowTemplate, nodeId: string, change: (next: FlowTemplate, node: FlowNode) => boolean) {
  const next = structuredClone(flow);
  const visit = findVisit(next, nodeId);
  if (!visit || !change(next, visit.node)) return flow;
  return linkPrevIds(next);
}

/** Inserts a node right after `afterId`: on a branch's first item, at the top of that branch. */
export function addNodeAfter(
  flow: FlowTemplate,
  afterId: string,
  type: AddableType,
  ids: IdSource,
): FlowTemplate {
  return edit(flow, afterId, (next, after) => {
    const node = makeNode(type, freshId(next, ids));
    node.childNode = after.childNode ?? null;
    after.childNode = node;
    return true;
  });
}

const conditionBranch = (nodeId: string, priority: number, isDefault = false): FlowNode => ({
  type: 'condition',
  nodeId,
  content: isDefault ? '其他情况进入此流程' : '请设置条件',
  properties: conditionDefaults(priority, isDefault),
  conditionType: 'condition',
  childNode: null,
});

const parallelBranch = (nodeId: string): FlowNode => ({ ...makeNode('approver', nodeId), isInterflow: true });

/** Adds a split after `afterId`: two condition branches (one with rules, one default) or two parallel ones. */
export function addSplit(
  flow: FlowTemplate,
  afterId: string,
  kind: 'condition' | 'parallel',
  ids: IdSource,
): FlowTemplate {
  return edit(flow, afterId, (next, after) => {
    const taken = new Set<string>();
    const holderId = freshId(next, ids, taken);
    const [first, second] = [freshId(next, ids, taken), freshId(next, ids, taken)];
    const branches =
      kind === 'condition'
        ? [conditionBranch(first, 0), conditionBranch(second, 1, true)]
        : [parallelBranch(first), parallelBranch(second)];
    after.childNode = {
      type: 'empty',
      nodeId: holderId,
      conditionType: kind === 'condition' ? 'condition' : 'interflow',
      conditionNodes: branches,
      childNode: after.childNode ?? null,
    };
    return true;
  });
}

/** Adds a branch to a split: a condition branch goes before the default, a parallel one at the end. */
export function addBranch(flow: FlowTemplate, splitId: string, ids: IdSource): FlowTemplate {
  return edit(flow, splitId, (next, split) => {
    const branches = split.conditionNodes;
    if (!branches?.length) return false;
    const id = freshId(next, ids);
    if (isParallelSplit(split)) branches.push(parallelBranch(id));
    else branches.splice(branches.length - 1, 0, conditionBranch(id, 0));
    renumber(split);
    return true;
  });
}

/** The chain ending a branch (or any chain): its last node. */
function lastOf(node: FlowNode): FlowNode {
  let last = node;
  while (last.childNode) last = last.childNode;
  return last;
}

/** A split left with one branch gives way to that branch's nodes, followed by what came after it. */
function dissolve(split: FlowNode): FlowNode | null {
  const [only] = split.conditionNodes ?? [];
  let head: FlowNode | null;
  if (isParallelSplit(split)) {
    head = only;
    delete head.isInterflow;
  } else head = only?.childNode ?? null;
  if (!head) return split.childNode ?? null;
  lastOf(head).childNode = split.childNode ?? null;
  return head;
}

/** Removes a node; a branch's first item takes its branch with it; the start node stays. */
export function removeNode(flow: FlowTemplate, nodeId: string): FlowTemplate {
  const next = structuredClone(flow);
  const visit = findVisit(next, nodeId);
  if (!visit?.parent) return flow;
  const { node, parent, split, branchIndex } = visit;
  if (!split) {
    parent.childNode = node.childNode ?? null;
    return linkPrevIds(next);
  }
  const branches = split.conditionNodes!;
  const isDefault = !isParallelSplit(split) && branchIndex === branches.length - 1;
  if (isDefault && branches.length > 2) return flow;
  branches.splice(branchIndex, 1);
  if (branches.length === 1 && (split.type === 'empty' || split.type === 'branch')) {
    const holderParent = findVisit(next, split.nodeId)?.parent;
    if (!holderParent) return flow;
    holderParent.childNode = dissolve(split);
  } else if (branches.length === 1) {
    // a node that carries branches itself (older designs) stays, followed by the remaining branch
    split.childNode = dissolve(split);
    delete split.conditionNodes;
  } else renumber(split);
  return linkPrevIds(next);
}

/** A deep copy of a node and everything hanging off it, with fresh ids. */
function cloneWithIds(node: FlowNode, flow: FlowNode, ids: IdSource): FlowNode {
  const copy = structuredClone(node);
  const taken = new Set<string>();
  for (const { node: inner } of walkFlow(copy)) inner.nodeId = freshId(flow, ids, taken);
  return copy;
}

/**
 * Copies a node right after itself: a node of a chain alone (with its split, for a split), a branch's
 * first item with its whole branch, placed next to it (a copied default branch becomes an ordinary one).
 */
export function copyNode(flow: FlowTemplate, nodeId: string, ids: IdSource): FlowTemplate {
  return edit(flow, nodeId, (next, node) => {
    const visit = findVisit(next, nodeId)!;
    if (node.type === 'start') return false;
    if (visit.split) {
      const copy = cloneWithIds(node, next, ids);
      const branches = visit.split.conditionNodes!;
      const parallel = isParallelSplit(visit.split);
      const at =
        !parallel && visit.branchIndex === branches.length - 1 ? branches.length - 1 : visit.branchIndex + 1;
      if (!parallel) Object.assign(copy.properties as object, { isDefault: false, title: '条件' });
      branches.splice(at, 0, copy);
      renumber(visit.split);
      return true;
    }
    const rest = node.childNode ?? null;
    const copy = cloneWithIds({ ...node, childNode: null }, next, ids);
    copy.childNode = rest;
    node.childNode = copy;
    return true;
  });
}

/** Changes one node through `change`, which edits the copy it is given (the property drawer's save). */
export function updateNode(
  flow: FlowTemplate,
  nodeId: string,
  change: (node: FlowNode) => void,
): FlowTemplate {
  return edit(flow, nodeId, (_next, node) => {
    change(node);
    return true;
  });
}

/** The approver nodes of a design, in document order (the reject-target and step pickers list them). */
export function approverNodes(flow: FlowTemplate): ApproverNode[] {
  return [...walkFlow(flow)]
    .map((visit) => visit.node)
    .filter((node): node is ApproverNode => node.type === 'approver');
}

/**
 * Moves a branch one place left (-1) or right (+1) among its split's branches: an exclusive split's
 * priorities follow, and its default branch stays last (neither moved nor passed).
 */
export function moveBranch(flow: FlowTemplate, branchId: string, offset: -1 | 1): FlowTemplate {
  const visit = findVisit(flow, branchId);
  if (!visit?.split) return flow;
  const count = visit.split.conditionNodes?.length ?? 0;
  const to = visit.branchIndex + offset;
  const last = isParallelSplit(visit.split) ? count : count - 1;
  if (to < 0 || to >= last || visit.branchIndex >= last) return flow;
  return edit(flow, visit.split.nodeId, (_next, split) => {
    const branches = split.conditionNodes!;
    [branches[visit.branchIndex], branches[to]] = [branches[to], branches[visit.branchIndex]];
    renumber(split);
    return true;
  });
}
