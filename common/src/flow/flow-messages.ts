import { localize, type MessageParam } from '../form/design-messages';
import type { Localized } from '../i18n';

/**
 * The save rules of a flow design (client-facts §8.2) and what each says, in the three languages. The
 * original's Chinese texts are kept word for word and prefixed with the node they concern: 【{node}】.
 */
export const FLOW_MESSAGES = {
  structure: {
    zh: '流程设计的格式不正确：{detail}',
    en: 'The flow design is malformed: {detail}',
    zhtw: '流程設計的格式不正確：{detail}',
  },
  duplicateId: {
    zh: '节点编号【{id}】重复',
    en: 'The node id "{id}" is used twice',
    zhtw: '節點編號【{id}】重複',
  },
  misplaced: {
    zh: '【{node}】不能放在这里：{detail}',
    en: '"{node}" cannot stand here: {detail}',
    zhtw: '【{node}】不能放在這裡：{detail}',
  },
  approvers: {
    zh: '【{node}】请设置审批人',
    en: '"{node}": choose the approvers',
    zhtw: '【{node}】請設置審批人',
  },
  assigneeType: {
    zh: '【{node}】审批人类型【{value}】不正确',
    en: '"{node}": the approver type "{value}" is not valid',
    zhtw: '【{node}】審批人類型【{value}】不正確',
  },
  managerLevel: {
    zh: '【{node}】主管级别须为 1 到 10 之间的整数',
    en: '"{node}": the manager level must be a whole number from 1 to 10',
    zhtw: '【{node}】主管級別須為 1 到 10 之間的整數',
  },
  formField: {
    zh: '【{node}】请选择表单字段',
    en: '"{node}": choose the form field holding the approvers',
    zhtw: '【{node}】請選擇表單字段',
  },
  stepNode: { zh: '【{node}】请选择节点', en: '"{node}": choose the node', zhtw: '【{node}】請選擇節點' },
  stepNotEarlier: {
    zh: '【{node}】选择的节点须是此节点之前必经的审批节点',
    en: '"{node}": the chosen node must be an approver every path passes before this one',
    zhtw: '【{node}】選擇的節點須是此節點之前必經的審批節點',
  },
  serviceUrl: {
    zh: '【{node}】请输入接口路径',
    en: '"{node}": enter the service URL',
    zhtw: '【{node}】請輸入接口路徑',
  },
  serviceUrlScheme: {
    zh: '【{node}】接口路径须以 http:// 或 https:// 开头',
    en: '"{node}": the service URL must start with http:// or https://',
    zhtw: '【{node}】接口路徑須以 http:// 或 https:// 開頭',
  },
  countersignRatio: {
    zh: '【{node}】会签比例须为 1 到 100 之间的整数',
    en: '"{node}": the countersign ratio must be a whole number from 1 to 100',
    zhtw: '【{node}】會簽比例須為 1 到 100 之間的整數',
  },
  progress: {
    zh: '【{node}】流程进度须为 0 到 100 之间的整数',
    en: '"{node}": the progress must be a whole number from 0 to 100',
    zhtw: '【{node}】流程進度須為 0 到 100 之間的整數',
  },
  rejectStep: {
    zh: '【{node}】驳回节点须是发起人、上一审批节点或此节点之前必经的审批节点',
    en: '"{node}": a reject goes to the initiator, the previous approver or an approver every path passes before',
    zhtw: '【{node}】駁回節點須是發起人、上一審批節點或此節點之前必經的審批節點',
  },
  timeout: {
    zh: '【{node}】超时设置须为正整数的天、小时或分钟，处理方式为通过或拒绝',
    en: '"{node}": a timeout is a positive number of days, hours or minutes, handled by approving or rejecting',
    zhtw: '【{node}】超時設置須為正整數的天、小時或分鐘，處理方式為通過或拒絕',
  },
  copyMembers: {
    zh: '【{node}】请设置抄送人',
    en: '"{node}": choose who gets a copy',
    zhtw: '【{node}】請設置抄送人',
  },
  timer: {
    zh: '【{node}】请设置定时器的时间',
    en: '"{node}": set how long the timer waits',
    zhtw: '【{node}】請設置定時器的時間',
  },
  subFlowTitle: {
    zh: '【{node}】请输入子流程名称',
    en: '"{node}": enter the sub-flow name',
    zhtw: '【{node}】請輸入子流程名稱',
  },
  subFlowForm: {
    zh: '【{node}】请选择子流程表单',
    en: '"{node}": choose the sub-flow',
    zhtw: '【{node}】請選擇子流程表單',
  },
  subFlowSelf: {
    zh: '【{node}】子流程不能是流程自身',
    en: '"{node}": a flow cannot be its own sub-flow',
    zhtw: '【{node}】子流程不能是流程自身',
  },
  subFlowInitiator: {
    zh: '【{node}】请设置发起人',
    en: '"{node}": choose the initiators',
    zhtw: '【{node}】請設置發起人',
  },
  initiateType: {
    zh: '【{node}】发起人类型【{value}】不正确',
    en: '"{node}": the initiator type "{value}" is not valid',
    zhtw: '【{node}】發起人類型【{value}】不正確',
  },
  assignList: {
    zh: '【{node}】第 {index} 行字段映射不完整',
    en: '"{node}": row {index} of the field mapping is incomplete',
    zhtw: '【{node}】第 {index} 行字段映射不完整',
  },
  conditions: {
    zh: '【{node}】请设置条件',
    en: '"{node}": add at least one condition',
    zhtw: '【{node}】請設置條件',
  },
  conditionField: {
    zh: '【{node}】字段名称不能为空',
    en: '"{node}": a condition has no field',
    zhtw: '【{node}】字段名稱不能為空',
  },
  conditionSymbol: {
    zh: '【{node}】比较不能为空',
    en: '"{node}": a condition has no comparison',
    zhtw: '【{node}】比較不能為空',
  },
  conditionValue: {
    zh: '【{node}】数据值不能为空',
    en: '"{node}": a condition has no value',
    zhtw: '【{node}】數據值不能為空',
  },
  defaultBranch: {
    zh: '【{node}】条件分支须有且只有一个“其他情况”分支，且排在最后',
    en: '"{node}": a condition split needs exactly one "otherwise" branch, placed last',
    zhtw: '【{node}】條件分支須有且只有一個「其他情況」分支，且排在最後',
  },
  fewBranches: {
    zh: '【{node}】分支至少要有两个',
    en: '"{node}": a split needs at least two branches',
    zhtw: '【{node}】分支至少要有兩個',
  },
  skipRepeated: {
    zh: '【{node}】重复审批人的处理方式【{value}】不正确',
    en: '"{node}": "{value}" is not a way to treat repeated approvers',
    zhtw: '【{node}】重複審批人的處理方式【{value}】不正確',
  },
  messageType: {
    zh: '【{node}】消息类型不正确',
    en: '"{node}": the message channels are not valid',
    zhtw: '【{node}】消息類型不正確',
  },
} satisfies Record<string, Localized>;

export type FlowRule = keyof typeof FLOW_MESSAGES;

/** Details inside a structure or placement message. */
export const FLOW_DETAILS = {
  notObject: { zh: '不是流程节点', en: 'it is not a flow node', zhtw: '不是流程節點' },
  notStart: { zh: '根节点须是开始节点', en: 'the root must be the start node', zhtw: '根節點須是開始節點' },
  badNode: {
    zh: '节点【{path}】缺少编号或类型',
    en: 'the node at {path} has no id or no type',
    zhtw: '節點【{path}】缺少編號或類型',
  },
  unknownType: {
    zh: '未知的节点类型【{type}】',
    en: 'unknown node type "{type}"',
    zhtw: '未知的節點類型【{type}】',
  },
  badProperty: {
    zh: '节点【{node}】的属性【{property}】格式不正确',
    en: 'the property "{property}" of node "{node}" has the wrong type',
    zhtw: '節點【{node}】的屬性【{property}】格式不正確',
  },
  cycle: { zh: '节点之间循环引用', en: 'nodes refer to each other in a loop', zhtw: '節點之間循環引用' },
  tooDeep: {
    zh: '嵌套超过 {limit} 层',
    en: 'it is nested more than {limit} levels deep',
    zhtw: '嵌套超過 {limit} 層',
  },
  tooLarge: { zh: '节点超过 {limit} 个', en: 'it has more than {limit} nodes', zhtw: '節點超過 {limit} 個' },
  secondStart: {
    zh: '只能有一个开始节点',
    en: 'there can be only one start node',
    zhtw: '只能有一個開始節點',
  },
  conditionOutside: {
    zh: '条件节点只能是条件分支的第一个节点',
    en: 'a condition node can only open a branch of a condition split',
    zhtw: '條件節點只能是條件分支的第一個節點',
  },
  mixedBranches: {
    zh: '一个分支组不能同时有条件分支和并行分支',
    en: 'a split cannot mix condition and parallel branches',
    zhtw: '一個分支組不能同時有條件分支和並行分支',
  },
  parallelItem: {
    zh: '并行分支的第一个节点须是审批节点',
    en: 'a parallel branch must open with an approver',
    zhtw: '並行分支的第一個節點須是審批節點',
  },
} satisfies Record<string, Localized>;

export type FlowDetail = keyof typeof FLOW_DETAILS;

export interface FlowIssue {
  rule: FlowRule;
  message: Localized;
  /** the node concerned, when there is one */
  nodeId?: string;
}

export function flowIssue(
  rule: FlowRule,
  params: Record<string, MessageParam> = {},
  nodeId?: string,
): FlowIssue {
  const issue: FlowIssue = { rule, message: localize(FLOW_MESSAGES[rule], params) };
  if (nodeId !== undefined) issue.nodeId = nodeId;
  return issue;
}

export const flowDetail = (detail: FlowDetail, params: Record<string, string | number> = {}) =>
  localize(FLOW_DETAILS[detail], params);
