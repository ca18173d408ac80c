import type { Lang } from '@app/common';
import {
  type ApproverProperties,
  type FlowIssue,
  type FlowNode,
  type FlowTemplate,
  isDefaultBranch,
  isParallelSplit,
  isSplit,
  nodeContent,
  nodeName,
  walkFlow,
} from '@app/common/flow';

/**
 * What the designer's canvas draws, worked out from the stored tree without React: a column of cards from
 * the start node down, each followed by its "+" (a node added there goes right after it), and splits as
 * branches side by side. The cards carry their text (flow-summary's content in the user's language) and
 * the save rules' messages about them, so a test can read the canvas the way a user does.
 */

export interface BranchPlace {
  index: number;
  count: number;
  parallel: boolean;
  /** an exclusive split's branch: its priority, shown 1-based */
  priority?: number;
  isDefault: boolean;
  canMoveLeft: boolean;
  canMoveRight: boolean;
}

export interface CardView {
  kind: 'card';
  nodeId: string;
  type: FlowNode['type'];
  title: string;
  content: string;
  /** the save rules' messages about this node, in the user's language */
  issues: string[];
  /** a "+" below it adds right after it (a node carrying its own branches adds after their join instead) */
  addAfter: boolean;
  removable: boolean;
  copyable: boolean;
  /** set when the card opens a branch */
  branch?: BranchPlace;
}

export interface BranchView {
  head: CardView;
  chain: ItemView[];
}

export interface SplitView {
  kind: 'split';
  /** the node holding the branches: "+" after the split adds after this id */
  nodeId: string;
  parallel: boolean;
  branches: BranchView[];
  issues: string[];
}

export type ItemView = CardView | SplitView;

export interface ViewContext {
  lang: Lang;
  /** names of the ids cards mention: users, positions, roles, flows */
  names: Readonly<Record<string, string>>;
  /** the form's field labels by id: an approver taken from a field names the field by its label */
  fieldLabels?: Readonly<Record<string, string>>;
  issues: readonly FlowIssue[];
}

/** The issues of a design by node id, in one language. */
export function issuesByNode(issues: readonly FlowIssue[], lang: Lang): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  for (const issue of issues) {
    if (issue.nodeId === undefined) continue;
    byNode.set(issue.nodeId, [...(byNode.get(issue.nodeId) ?? []), issue.message[lang]]);
  }
  return byNode;
}

const isHolder = (node: FlowNode) => node.type === 'empty' || node.type === 'branch';

/** What each approver type needs before it names anybody (types 1, 2 and 3 need nothing). */
const NEEDED: Record<number, keyof ApproverProperties> = { 4: 'formField', 5: 'nodeId', 9: 'getUserUrl' };

/**
 * The node as its card describes it: an approver whose type still lacks what it needs reads as one with
 * nobody set (请设置审批人, where the summary would print an empty 【】), and a field is named by its label.
 */
function described(node: FlowNode, fieldLabels: Readonly<Record<string, string>>): FlowNode {
  if (node.type !== 'approver') return node;
  const p = node.properties;
  const needed = NEEDED[Number(p.assigneeType)];
  if (needed && !String(p[needed] ?? '').trim())
    return {
      ...node,
      properties: { ...p, assigneeType: 6, approvers: [], approverPos: [], approverRole: [] },
    };
  if (Number(p.assigneeType) === 4 && fieldLabels[p.formField])
    return { ...node, properties: { ...p, formField: fieldLabels[p.formField] } };
  return node;
}

function branchPlace(split: FlowNode, branch: FlowNode, index: number): BranchPlace {
  const count = split.conditionNodes?.length ?? 0;
  const parallel = isParallelSplit(split);
  const isDefault = !parallel && isDefaultBranch(branch, index, count);
  // the default branch stays last: nothing moves past it
  const movable = parallel ? count : count - 1;
  return {
    index,
    count,
    parallel,
    ...(parallel ? {} : { priority: index + 1 }),
    isDefault,
    canMoveLeft: !isDefault && index > 0,
    canMoveRight: !isDefault && index < movable - 1,
  };
}

/** The canvas of a design: its chain from the start node. */
export function flowView(flow: FlowTemplate, context: ViewContext): ItemView[] {
  const byNode = issuesByNode(context.issues, context.lang);
  // a node of type 5 names another node: its title stands for its id
  const names: Record<string, string> = { ...context.names };
  for (const { node } of walkFlow(flow)) names[node.nodeId] ??= nodeName(node);

  const card = (node: FlowNode, branch?: BranchPlace): CardView => ({
    kind: 'card',
    nodeId: node.nodeId,
    type: node.type,
    title: nodeName(node),
    content: nodeContent(
      described(node, context.fieldLabels ?? {}),
      context.lang,
      names,
      branch?.isDefault === true,
    ),
    issues: byNode.get(node.nodeId) ?? [],
    addAfter: !isSplit(node),
    removable: node.type !== 'start' && !(branch?.isDefault && branch.count > 2),
    copyable: node.type !== 'start',
    ...(branch ? { branch } : {}),
  });

  const chain = (first: FlowNode | null | undefined): ItemView[] => {
    const items: ItemView[] = [];
    for (let node = first; node; node = node.childNode) {
      if (!isHolder(node)) items.push(card(node));
      if (!isSplit(node)) continue;
      items.push({
        kind: 'split',
        nodeId: node.nodeId,
        parallel: isParallelSplit(node),
        issues: byNode.get(node.nodeId) ?? [],
        branches: (node.conditionNodes ?? []).map((branch, index) => ({
          head: card(branch, branchPlace(node, branch, index)),
          chain: chain(branch.childNode),
        })),
      });
    }
    return items;
  };
  return chain(flow);
}

/** The ids a design has that another has not: the node an operation just added (selected after). */
export function addedIds(before: FlowTemplate, after: FlowTemplate): string[] {
  const old = new Set([...walkFlow(before)].map((visit) => visit.node.nodeId));
  return [...walkFlow(after)].map((visit) => visit.node.nodeId).filter((id) => !old.has(id));
}
