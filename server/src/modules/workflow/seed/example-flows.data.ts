import {
  type AddableType,
  type ApproverProperties,
  addNodeAfter,
  addSplit,
  type FlowTemplate,
  newFlow,
  updateNode,
} from '@app/common/flow';
import { seedId } from '../../../db/seed/seed-id.js';

/**
 * The example flows of a first start, built with the designer's operations so they are what the designer
 * would save: a leave flow on the 请假申请 flow form (a condition on its days), and two on system forms.
 */

export interface ExampleFlow {
  code: string;
  name: string;
  category: string;
  /** 1 a system form's key, 2 the 在线开发 example design's code */
  formType: 1 | 2;
  form: string;
  icon: string;
  iconBackground: string;
  description: string;
  tree: FlowTemplate;
}

function builder(prefix: string) {
  let n = 0;
  const ids = () => `${prefix}${++n}`;
  let flow = newFlow(ids);
  const approver = (nodeId: string, props: Partial<ApproverProperties>) => {
    flow = updateNode(flow, nodeId, (node) => Object.assign(node.properties!, props));
  };
  return {
    ids,
    approver,
    add(after: string, type: AddableType) {
      flow = addNodeAfter(flow, after, type, ids);
    },
    split(after: string) {
      flow = addSplit(flow, after, 'condition', ids);
    },
    update: (nodeId: string, props: Record<string, unknown>) => {
      flow = updateNode(flow, nodeId, (node) => Object.assign(node.properties!, props));
    },
    get flow() {
      return flow;
    },
  };
}

/**
 * start → 直属主管 → more than 3 days: 部门主管 (a countersign), otherwise on → 人事备案 (the administrator).
 * Ids: l1 start, l2 manager, l3 split, l4 "days > 3", l5 default, l6 head, l7 HR.
 */
function leaveTree(hr: string): FlowTemplate {
  const b = builder('l');
  b.approver('l2', { title: '直属主管', assigneeType: 1, managerLevel: 1 });
  b.split('l2');
  b.update('l4', {
    title: '超过3天',
    conditions: [
      {
        field: 'days',
        fieldName: '请假天数',
        symbol: '>',
        symbolName: '大于',
        filedValue: '3',
        logic: '&&',
        logicName: '并且',
      },
    ],
  });
  b.add('l4', 'approver');
  b.approver('l6', { title: '部门主管', assigneeType: 2, counterSign: 1, countersignRatio: 100 });
  b.add('l3', 'approver');
  b.approver('l7', { title: '人事备案', assigneeType: 6, approvers: [hr], rejectStep: 'l2' });
  return b.flow;
}

/** start → 直属主管 → 财务审核 (the administrator), with the finance step copying the initiator's manager in. */
function simpleTree(prefix: string, second: string, admin: string): FlowTemplate {
  const b = builder(prefix);
  b.approver(`${prefix}2`, { title: '直属主管', assigneeType: 1, managerLevel: 1 });
  b.add(`${prefix}2`, 'approver');
  b.approver(`${prefix}3`, { title: second, assigneeType: 6, approvers: [admin] });
  return b.flow;
}

/**
 * start → 部门审核 (the IT manager, copying the administrator in when she passes it) → 总经理审批: the flow
 * of 通用申请, with named people so that a first start's example requests wait on somebody real.
 */
function generalTree(admin: string, itManager: string, generalManager: string): FlowTemplate {
  const b = builder('g');
  b.approver('g2', { title: '部门审核', assigneeType: 6, approvers: [itManager], circulateUser: [admin] });
  b.add('g2', 'approver');
  b.approver('g3', { title: '总经理审批', assigneeType: 6, approvers: [generalManager] });
  return b.flow;
}

export function exampleFlows(admin: string): ExampleFlow[] {
  return [
    {
      code: 'leaveFlow',
      name: '请假流程',
      category: 'hr',
      formType: 2,
      form: 'leaveRequest',
      icon: 'icon-ym icon-ym-flow-leave',
      iconBackground: '#008cff',
      description: '请假申请表单的审批：超过3天由部门主管会签',
      tree: leaveTree(admin),
    },
    {
      code: 'travelFlow',
      name: '出差流程',
      category: 'office',
      formType: 1,
      form: 'travelApply',
      icon: 'icon-ym icon-ym-flow-travel',
      iconBackground: '#17b3a3',
      description: '系统表单出差申请的审批',
      tree: simpleTree('t', '行政审核', admin),
    },
    {
      code: 'purchaseFlow',
      name: '采购流程',
      category: 'purchase',
      formType: 1,
      form: 'purchaseRequest',
      icon: 'icon-ym icon-ym-flow-purchase',
      iconBackground: '#f5a623',
      description: '系统表单采购申请的审批',
      tree: simpleTree('p', '财务审核', admin),
    },
    {
      code: 'generalFlow',
      name: '通用审批',
      category: 'office',
      formType: 1,
      form: 'generalRequest',
      icon: 'icon-ym icon-ym-flow-general',
      iconBackground: '#7c5cfc',
      description: '系统表单通用申请的审批：部门审核后由总经理审批',
      tree: generalTree(admin, seedId('user:huangmin'), seedId('user:zhangwei')),
    },
  ];
}
