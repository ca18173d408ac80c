import { addNodeAfter, addSplit, type IdSource, newFlow, updateNode } from '../design-ops';
import type { ApproverProperties, FlowNode, FlowTemplate } from '../types';

/** Flows the tests share, built the way the designer builds them. */

export function counterIds(prefix = 'n'): IdSource {
  let n = 0;
  return () => `${prefix}${++n}`;
}

export const setApprovers = (flow: FlowTemplate, nodeId: string, patch: Partial<ApproverProperties> = {}) =>
  updateNode(flow, nodeId, (node) => Object.assign(node.properties!, { approvers: ['u1'], ...patch }));

export function childAt(flow: FlowTemplate, ...path: (number | 'child')[]): FlowNode {
  let node: FlowNode = flow;
  for (const step of path) node = step === 'child' ? node.childNode! : node.conditionNodes![step];
  return node;
}

/**
 * The leave flow of issue 17: start → manager → a condition on days (≤ 3: done; otherwise a department
 * head) → HR. Ids: n1 start, n2 manager, n3 split, n4 condition "days > 3", n5 default, n6 head, n7 HR.
 */
export function leaveFlow(): FlowTemplate {
  const ids = counterIds();
  let flow = newFlow(ids);
  flow = setApprovers(flow, 'n2', { title: '经理', assigneeType: 1, managerLevel: 1 });
  flow = addSplit(flow, 'n2', 'condition', ids);
  flow = updateNode(flow, 'n4', (node) =>
    Object.assign(node.properties!, {
      conditions: [
        { field: 'days', fieldName: '天数', symbol: '>', filedValue: '3', logic: '&&', jnpfKey: 'numInput' },
      ],
    }),
  );
  flow = addNodeAfter(flow, 'n4', 'approver', ids);
  flow = setApprovers(flow, 'n6', {
    title: '部门主管',
    assigneeType: 2,
    counterSign: 1,
    countersignRatio: 100,
  });
  flow = addNodeAfter(flow, 'n3', 'approver', ids);
  return setApprovers(flow, 'n7', { title: '人事', approvers: ['hr1', 'hr2'], rejectStep: 'n2' });
}
