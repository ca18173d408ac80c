import { compileFlow, dominators, type FlowGraph, isDefaultBranch } from './engine/compile';
import { type FlowDetail, type FlowIssue, type FlowRule, flowDetail, flowIssue } from './flow-messages';
import { flowStructureIssue } from './structure';
import {
  type ApproverProperties,
  ASSIGNEE_TYPES,
  CONDITION_SYMBOLS,
  type ConditionProperties,
  type CopyProperties,
  type FlowNode,
  type FlowTemplate,
  type SubFlowProperties,
  type TimerProperties,
} from './types';
import { type FlowVisit, isParallelSplit, isSplit, nodeName, walkFlow } from './walk';

/**
 * The save rules of a flow design (client-facts §8.2), the same in the designer and on the server; a flow
 * with issues cannot be released. Each issue names its node (nodeId, and its title in the message).
 */

export interface FlowContext {
  /** the flow engine's own id: a sub-flow may not start the flow itself */
  flowId?: string;
}

type Misplaced = (node: FlowNode, detail: FlowDetail) => void;
type Report = (rule: FlowRule, node: FlowNode, params?: Record<string, string | number>) => void;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const wholeIn = (value: unknown, low: number, high: number) => {
  const n = Number(value);
  return value !== '' && value !== null && Number.isInteger(n) && n >= low && n <= high;
};
const channelsValid = (value: unknown) =>
  value === undefined || list(value).every((channel) => wholeIn(channel, 1, 5));

function checkApprover(node: FlowNode, graph: FlowGraph, report: Report): void {
  const p = node.properties as Partial<ApproverProperties>;
  const type = Number(p.assigneeType ?? 6);
  const earlier = dominators(graph, node.nodeId).filter((id) => graph.nodes[id]?.kind === 'approver');
  if (!(ASSIGNEE_TYPES as readonly number[]).includes(type))
    report('assigneeType', node, { value: String(p.assigneeType) });
  if (type === 6 && !list(p.approvers).length && !list(p.approverPos).length && !list(p.approverRole).length)
    report('approvers', node);
  if (type === 1 && !wholeIn(p.managerLevel ?? 1, 1, 10)) report('managerLevel', node);
  if (type === 4 && blank(p.formField)) report('formField', node);
  if (type === 5 && blank(p.nodeId)) report('stepNode', node);
  else if (type === 5 && !earlier.includes(p.nodeId!)) report('stepNotEarlier', node);
  if (type === 9 && blank(p.getUserUrl)) report('serviceUrl', node);
  else if (type === 9 && !/^https?:\/\/\S+$/i.test(String(p.getUserUrl).trim()))
    report('serviceUrlScheme', node);
  if (Number(p.counterSign ?? 0) === 1 && !wholeIn(p.countersignRatio ?? 100, 1, 100))
    report('countersignRatio', node);
  if (p.progress !== undefined && !wholeIn(p.progress, 0, 100)) report('progress', node);
  const step = p.rejectStep ?? '0';
  if (step !== '0' && step !== '1' && !earlier.includes(step)) report('rejectStep', node);
  const timeout = p.timeoutConfig;
  if (
    timeout?.on === true &&
    (!wholeIn(timeout.quantity, 1, 100000) ||
      !['day', 'hour', 'minute'].includes(timeout.type) ||
      ![1, 2].includes(Number(timeout.handler)))
  )
    report('timeout', node);
  if (!channelsValid(p.messageType)) report('messageType', node);
  const skip = p.skipRepeatedApprover;
  if (skip !== undefined && skip !== 'previous' && skip !== 'any')
    report('skipRepeated', node, { value: String(skip) });
}

function checkSubFlow(node: FlowNode, context: FlowContext, report: Report): void {
  const p = node.properties as Partial<SubFlowProperties>;
  const type = Number(p.initiateType ?? 1);
  if (blank(p.title)) report('subFlowTitle', node);
  if (blank(p.flowId)) report('subFlowForm', node);
  else if (context.flowId !== undefined && p.flowId === context.flowId) report('subFlowSelf', node);
  if (![1, 2, 3, 4].includes(type)) report('initiateType', node, { value: String(p.initiateType) });
  if (type === 1 && !list(p.initiator).length && !list(p.initiatePos).length && !list(p.initiateRole).length)
    report('subFlowInitiator', node);
  if (type === 3 && !wholeIn(p.managerLevel ?? 1, 1, 10)) report('managerLevel', node);
  list(p.assignList).forEach((row, index) => {
    const mapping = (row ?? {}) as { parentField?: unknown; childField?: unknown };
    if (blank(mapping.parentField) || blank(mapping.childField))
      report('assignList', node, { index: index + 1 });
  });
  if (!channelsValid(p.messageType)) report('messageType', node);
}

function checkCondition(node: FlowNode, isDefault: boolean, report: Report): void {
  const rules = list((node.properties as Partial<ConditionProperties>).conditions) as Record<
    string,
    unknown
  >[];
  if (isDefault) return;
  if (!rules.length) report('conditions', node);
  for (const rule of rules) {
    if (blank(rule.field)) report('conditionField', node);
    if (!(CONDITION_SYMBOLS as readonly unknown[]).includes(rule.symbol)) report('conditionSymbol', node);
    const value = rule.filedValue;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      report('conditionValue', node);
    else if (Array.isArray(value) && value.length === 0) report('conditionValue', node);
  }
}

function checkSplit(split: FlowNode, report: Report, misplaced: Misplaced) {
  const branches = split.conditionNodes ?? [];
  if (branches.length < 2) report('fewBranches', split);
  const parallel = isParallelSplit(split);
  if (parallel) {
    for (const branch of branches) if (branch.type !== 'approver') misplaced(branch, 'parallelItem');
    if (branches.some((branch) => branch.type === 'condition')) misplaced(split, 'mixedBranches');
    return;
  }
  const defaults = branches.map((branch, index) => isDefaultBranch(branch, index, branches.length));
  const count = defaults.filter(Boolean).length;
  if (count !== 1 || !defaults[defaults.length - 1]) report('defaultBranch', split);
}

function checkPlacement(visit: FlowVisit, root: FlowNode, misplaced: Misplaced) {
  const { node, split } = visit;
  if (node.type === 'start' && node !== root) misplaced(node, 'secondStart');
  if (node.type === 'condition' && (!split || isParallelSplit(split))) misplaced(node, 'conditionOutside');
}

/** Checks a stored design; an empty list means it may be saved and released. */
export function validateFlow(template: unknown, context: FlowContext = {}): FlowIssue[] {
  const broken = flowStructureIssue(template);
  if (broken) return [broken];
  const root = template as FlowTemplate;
  const issues: FlowIssue[] = [];
  const report: Report = (rule, node, params = {}) =>
    issues.push(flowIssue(rule, { node: nodeName(node), ...params }, node.nodeId));
  const misplaced: Misplaced = (node, detail) =>
    issues.push(flowIssue('misplaced', { node: nodeName(node), detail: flowDetail(detail) }, node.nodeId));

  const ids = new Set<string>();
  for (const { node } of walkFlow(root)) {
    if (ids.has(node.nodeId)) issues.push(flowIssue('duplicateId', { id: node.nodeId }, node.nodeId));
    ids.add(node.nodeId);
  }
  // the graph is keyed by node id: with duplicates its answers would be about the wrong node
  if (issues.length) return issues;

  const graph = compileFlow(root);
  for (const visit of walkFlow(root)) {
    const { node, split, branchIndex } = visit;
    checkPlacement(visit, root, misplaced);
    if (isSplit(node)) checkSplit(node, report, misplaced);
    if (node.type === 'approver') checkApprover(node, graph, report);
    if (node.type === 'subFlow') checkSubFlow(node, context, report);
    if (node.type === 'condition' && split && !isParallelSplit(split)) {
      const count = split.conditionNodes?.length ?? 0;
      checkCondition(node, isDefaultBranch(node, branchIndex, count), report);
    }
    if (node.type === 'timer') {
      const p = node.properties as Partial<TimerProperties>;
      const parts = [p.day, p.hour, p.minute, p.second].map((part) => part ?? 0);
      if (!parts.every((part) => wholeIn(part, 0, 100000)) || parts.every((part) => Number(part) === 0))
        report('timer', node);
    }
    if (node.type === 'copy') {
      const p = node.properties as Partial<CopyProperties>;
      if (!list(p.menbers).length && p.userOptional !== true) report('copyMembers', node);
    }
  }
  return issues;
}
