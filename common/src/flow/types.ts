/**
 * The stored flow design (client-facts §8.2, server-facts §6 "Definition JSON"): the original's
 * `flowTemplateJson`, a linked tree rooted at the start node. Field names are the original's, misspellings
 * included (`hasSubimtBtn`, `menbers`, `filedValue`), so a flow exported from it loads unchanged.
 *
 * Shape: `childNode` is the next node in sequence. A split is a node (normally of type `empty`, what the
 * designer's addEmptyNode makes) holding `conditionNodes`: the branches. Each branch starts with its first
 * item (a `condition` node for an exclusive split, an `approver` with `isInterflow` for a parallel one) and
 * goes on through that item's `childNode` chain; the split's own `childNode` is what follows the join.
 */

export type FlowNodeType =
  | 'start'
  | 'approver'
  | 'copy'
  | 'timer'
  | 'subFlow'
  | 'condition'
  | 'empty'
  | 'branch';

export const FLOW_NODE_TYPES: readonly FlowNodeType[] = [
  'start',
  'approver',
  'copy',
  'timer',
  'subFlow',
  'condition',
  'empty',
  'branch',
];

/** A field permission of a node: what the person at that node may do with one form field. */
export interface FormOperate {
  /** the field's vModel; 'table.column' for a sub-table column */
  id: string;
  name?: string;
  read: boolean;
  write: boolean;
  required?: boolean;
}

/** Who may launch the flow; all three empty means everyone (所有人). */
export interface StartProperties {
  title: string;
  initiator: string[];
  initiatePos: string[];
  initiateRole: string[];
  formOperates: FormOperate[];
  hasInitFunc?: boolean;
  initInterfaceUrl?: string;
  initInterfaceType?: string;
  hasEndFunc?: boolean;
  endInterfaceUrl?: string;
  endInterfaceType?: string;
  hasFlowRecallFunc?: boolean;
  flowRecallInterfaceUrl?: string;
  hasSubimtBtn?: boolean;
  submitBtnText?: string;
  hasSaveBtn?: boolean;
  saveBtnText?: string;
  hasPressBtn?: boolean;
  pressBtnText?: string;
  hasRevokeBtn?: boolean;
  revokeBtnText?: string;
  hasPrintBtn?: boolean;
  printBtnText?: string;
  printId?: string;
  [extra: string]: unknown;
}

/**
 * assigneeType: 6 named members (default), 1 the initiator's manager `managerLevel` levels up, 3 the
 * initiator, 2 the initiator's department head, 4 the users a form field holds, 5 who approved node
 * `nodeId`, 9 the users a service URL returns.
 */
export const ASSIGNEE_TYPES = [6, 1, 3, 2, 4, 5, 9] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** 1 in-site, 2 e-mail, 3 SMS, 4 DingTalk, 5 WeCom. */
export type MessageChannel = 1 | 2 | 3 | 4 | 5;

export interface TimeoutConfig {
  on: boolean;
  quantity: number;
  type: 'day' | 'hour' | 'minute';
  /** 1 approve, 2 reject */
  handler: 1 | 2;
}

export interface ApproverProperties {
  title: string;
  assigneeType: AssigneeType;
  approvers: string[];
  approverPos: string[];
  approverRole: string[];
  /** 1 = direct manager … 10 */
  managerLevel: number;
  formField: string;
  /** type 5: the node whose approvers act here */
  nodeId: string;
  getUserUrl: string;
  /** 0 or-sign (或签), 1 countersign (会签) */
  counterSign: 0 | 1;
  /** the countersign passes at this % of its approvers */
  countersignRatio: number;
  hasFreeApprover: boolean;
  /** the request's completion % once this node passes */
  progress: string;
  /** '0' back to the initiator, '1' to the previous approver, or the nodeId of an earlier approver */
  rejectStep: string;
  description?: string;
  circulateUser: string[];
  circulatePosition: string[];
  circulateRole: string[];
  isCustomCopy: boolean;
  hasAuditBtn?: boolean;
  auditBtnText?: string;
  hasRejectBtn?: boolean;
  rejectBtnText?: string;
  hasRevokeBtn?: boolean;
  revokeBtnText?: string;
  hasTransferBtn?: boolean;
  transferBtnText?: string;
  hasPrintBtn?: boolean;
  printBtnText?: string;
  printId?: string;
  hasSign: boolean;
  timeoutConfig: TimeoutConfig;
  messageType: MessageChannel[];
  /** true: when nobody resolves, the node passes by itself */
  noApproverHandler: boolean;
  /**
   * Ours (issue 17): an approver who already approved the previous approval node ('previous'), or any node
   * of this run ('any'), is passed without asking again; absent: everyone is asked.
   */
  skipRepeatedApprover?: 'previous' | 'any';
  formOperates: FormOperate[];
  hasApproverFunc?: boolean;
  approverInterfaceUrl?: string;
  hasApproverRejectFunc?: boolean;
  approverRejectInterfaceUrl?: string;
  approverInterfaceType?: string;
  hasRecallFunc?: boolean;
  recallInterfaceUrl?: string;
  [extra: string]: unknown;
}

export interface CopyProperties {
  title: string;
  menbers: string[];
  /** the initiator may add people to the copy list (发起人自选) */
  userOptional: boolean;
  [extra: string]: unknown;
}

export interface TimerProperties {
  title: string;
  day: number;
  hour: number;
  minute: number;
  second: number;
  [extra: string]: unknown;
}

export interface AssignField {
  parentField: string;
  childField: string;
}

export interface SubFlowProperties {
  title: string;
  /** 1 named members, 2 department head, 3 the initiator's manager, 4 the initiator */
  initiateType: 1 | 2 | 3 | 4;
  managerLevel: number;
  initiator: string[];
  initiatePos: string[];
  initiateRole: string[];
  flowId: string;
  assignList: AssignField[];
  messageType: MessageChannel[];
  [extra: string]: unknown;
}

/**
 * The original's symbols are `==` `<>` `>` `>=` `<` `<=` (and `!=` on the server); we add `like`,
 * `notLike`, `in` and `notIn`.
 */
export const CONDITION_SYMBOLS = [
  '==',
  '!=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'like',
  'notLike',
  'in',
  'notIn',
] as const;
export type ConditionSymbol = (typeof CONDITION_SYMBOLS)[number];

/** One rule of a condition branch; `logic` joins it to the next rule. */
export interface FlowCondition {
  field: string;
  fieldName?: string;
  symbol: ConditionSymbol;
  symbolName?: string;
  /** sic: the original's name for the compared value */
  filedValue: unknown;
  logic: '&&' | '||';
  logicName?: string;
  /** the control kind of the field, when the designer knows it (dates compare as times) */
  jnpfKey?: string;
  [extra: string]: unknown;
}

export interface ConditionProperties {
  title: string;
  conditions: FlowCondition[];
  initiator: unknown;
  priority: number;
  isDefault: boolean;
  [extra: string]: unknown;
}

interface NodeBase {
  nodeId: string;
  prevId?: string;
  content?: string;
  childNode?: FlowNode | null;
  conditionNodes?: FlowNode[];
  conditionType?: 'condition' | 'interflow';
  isInterflow?: boolean;
  /** runtime only: the chart's colouring */
  state?: string;
  [extra: string]: unknown;
}

export type StartNode = NodeBase & { type: 'start'; properties: StartProperties };
export type ApproverNode = NodeBase & { type: 'approver'; properties: ApproverProperties };
export type CopyNode = NodeBase & { type: 'copy'; properties: CopyProperties };
export type TimerNode = NodeBase & { type: 'timer'; properties: TimerProperties };
export type SubFlowNode = NodeBase & { type: 'subFlow'; properties: SubFlowProperties };
export type ConditionNode = NodeBase & { type: 'condition'; properties: ConditionProperties };
export type HolderNode = NodeBase & { type: 'empty' | 'branch'; properties?: Record<string, unknown> };

export type FlowNode =
  | StartNode
  | ApproverNode
  | CopyNode
  | TimerNode
  | SubFlowNode
  | ConditionNode
  | HolderNode;

/** The stored design: the start node and everything hanging off it. */
export type FlowTemplate = StartNode;
