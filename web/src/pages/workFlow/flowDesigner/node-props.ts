import {
  type ApproverProperties,
  type AssigneeType,
  CONDITION_SYMBOLS,
  type ConditionSymbol,
  compileFlow,
  dominators,
  type FlowCondition,
  type FlowTemplate,
  type FormOperate,
  nodeName,
} from '@app/common/flow';
import zhFlowDesigner from './flow-designer.zh.texts';
import type { FlowField } from './form-fields';

/**
 * What the property drawer writes into a node, kept apart from the drawer so it can be tested: switching
 * the approver type, the nodes a step or a reject may name, the field permission table and the condition
 * rows with the original's display names.
 */

/** The fields each assignee type uses; switching clears the others so the stored node says one thing. */
const ASSIGNEE_FIELDS: Partial<Record<AssigneeType, (keyof ApproverProperties)[]>> = {
  6: ['approvers', 'approverPos', 'approverRole'],
  4: ['formField'],
  5: ['nodeId'],
  9: ['getUserUrl'],
};

export function switchAssignee(properties: ApproverProperties, type: AssigneeType): void {
  for (const [owner, fields] of Object.entries(ASSIGNEE_FIELDS)) {
    if (Number(owner) === type) continue;
    for (const field of fields ?? []) {
      const current = properties[field];
      (properties as Record<string, unknown>)[field] = Array.isArray(current) ? [] : '';
    }
  }
  properties.assigneeType = type;
  if (type === 1 && !(properties.managerLevel >= 1 && properties.managerLevel <= 10))
    properties.managerLevel = 1;
}

export interface NodeChoice {
  nodeId: string;
  title: string;
}

/**
 * The approver nodes every path passes before this one (validateFlow's rule for a step approver and a
 * reject target), nearest last as the flow runs.
 */
export function earlierApprovers(flow: FlowTemplate, nodeId: string): NodeChoice[] {
  const graph = compileFlow(flow);
  const earlier = new Set(dominators(graph, nodeId).filter((id) => graph.nodes[id]?.kind === 'approver'));
  const found: NodeChoice[] = [];
  const visit = (node: FlowTemplate['childNode']) => {
    for (let current = node; current; current = current.childNode) {
      if (earlier.has(current.nodeId)) found.push({ nodeId: current.nodeId, title: nodeName(current) });
      for (const branch of current.conditionNodes ?? []) visit(branch);
    }
  };
  visit(flow);
  return found;
}

/**
 * The permission table of a node: one row per field of the form, the stored choice where there is one,
 * else what the node's person gets by default (the initiator writes, an approver reads).
 */
export function permissionRows(
  fields: readonly FlowField[],
  stored: readonly FormOperate[] | undefined,
  writesByDefault: boolean,
): FormOperate[] {
  const byId = new Map((stored ?? []).map((operate) => [operate.id, operate]));
  return fields.map((field) => {
    const kept = byId.get(field.id);
    return {
      id: field.id,
      name: field.label,
      read: kept ? kept.read !== false || kept.write === true : true,
      write: kept ? kept.write === true : writesByDefault,
      required: kept ? kept.required === true && kept.write === true : false,
    };
  });
}

export type Permission = 'read' | 'write' | 'required';

/**
 * One tick of the table, keeping a row consistent: writing needs reading, required needs writing; a
 * sub-table's read and write pass to its columns.
 */
export function setPermission(
  rows: readonly FormOperate[],
  id: string,
  permission: Permission,
  on: boolean,
): FormOperate[] {
  const apply = (row: FormOperate): FormOperate => {
    const next = { ...row, [permission]: on };
    if (permission === 'write' && on) next.read = true;
    if (permission === 'required' && on) Object.assign(next, { read: true, write: true });
    if (permission === 'read' && !on) Object.assign(next, { write: false, required: false });
    if (permission === 'write' && !on) next.required = false;
    return next;
  };
  const column = (row: FormOperate) => permission !== 'required' && row.id.startsWith(`${id}.`);
  return rows.map((row) => (row.id === id || column(row) ? apply(row) : row));
}

/**
 * The names a stored rule carries (symbolName, logicName): the original's Chinese words, which are the
 * designer's zh texts, whatever the language of whoever designs it.
 */
const STORED_NAMES = zhFlowDesigner.flowDesigner;

/** The symbols the drawer offers: `!=` reads the same as the original's `<>`, which it keeps. */
export const OFFERED_SYMBOLS = CONDITION_SYMBOLS.filter(
  (symbol): symbol is ConditionSymbol => symbol !== '!=',
);

/** A rule as stored: with the field's label and kind, and the original's names of its symbol and logic. */
export function conditionRow(fields: readonly FlowField[], rule: Partial<FlowCondition>): FlowCondition {
  const field = fields.find((f) => f.id === rule.field);
  const symbol = rule.symbol ?? '==';
  const logic = rule.logic ?? '&&';
  return {
    ...rule,
    field: rule.field ?? '',
    fieldName: field?.label ?? rule.fieldName ?? '',
    ...(field ? { jnpfKey: field.jnpfKey } : {}),
    symbol,
    symbolName: STORED_NAMES.symbols[symbol],
    filedValue: rule.filedValue ?? '',
    logic,
    logicName: STORED_NAMES.logic[logic === '||' ? 'or' : 'and'],
  };
}

/** `in` and `notIn` compare with a list: the value is typed comma-separated and stored as one. */
export function conditionValue(symbol: ConditionSymbol, typed: string): unknown {
  if (symbol !== 'in' && symbol !== 'notIn') return typed;
  return typed
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A pair of a switch and its text, as the buttons of a node are stored (hasAuditBtn / auditBtnText). */
export type ButtonKeys = readonly [flag: string, text: string];

export const START_BUTTONS: ButtonKeys[] = [
  ['hasSubimtBtn', 'submitBtnText'],
  ['hasSaveBtn', 'saveBtnText'],
  ['hasPressBtn', 'pressBtnText'],
  ['hasRevokeBtn', 'revokeBtnText'],
  ['hasPrintBtn', 'printBtnText'],
];

export const APPROVER_BUTTONS: ButtonKeys[] = [
  ['hasAuditBtn', 'auditBtnText'],
  ['hasRejectBtn', 'rejectBtnText'],
  ['hasRevokeBtn', 'revokeBtnText'],
  ['hasTransferBtn', 'transferBtnText'],
  ['hasPrintBtn', 'printBtnText'],
];

/** An event hook: its switch, the URL it calls and, for some, the HTTP method. */
export interface HookKeys {
  flag: string;
  url: string;
  method?: string;
}

export const START_HOOKS: HookKeys[] = [
  { flag: 'hasInitFunc', url: 'initInterfaceUrl', method: 'initInterfaceType' },
  { flag: 'hasEndFunc', url: 'endInterfaceUrl', method: 'endInterfaceType' },
  { flag: 'hasFlowRecallFunc', url: 'flowRecallInterfaceUrl' },
];

export const APPROVER_HOOKS: HookKeys[] = [
  { flag: 'hasApproverFunc', url: 'approverInterfaceUrl', method: 'approverInterfaceType' },
  { flag: 'hasApproverRejectFunc', url: 'approverRejectInterfaceUrl' },
  { flag: 'hasRecallFunc', url: 'recallInterfaceUrl' },
];

/** The names the texts give the stored numbers (flowDesigner.assignee.<name>, …). */
export const ASSIGNEE_NAMES = {
  6: 'members',
  1: 'manager',
  3: 'initiator',
  2: 'head',
  4: 'field',
  5: 'step',
  9: 'service',
} as const satisfies Record<AssigneeType, string>;

export const INITIATE_NAMES = { 1: 'members', 2: 'head', 3: 'manager', 4: 'initiator' } as const;

export const CHANNEL_NAMES = { 1: 'site', 2: 'mail', 3: 'sms', 4: 'dingtalk', 5: 'wecom' } as const;
