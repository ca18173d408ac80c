import {
  addNodeAfter,
  addSplit,
  type FlowTemplate,
  newFlow,
  updateNode,
  validateFlow,
} from '@app/common/flow';
import { describe, expect, it } from 'vitest';
import { addedIds, type CardView, flowView, type ItemView, type SplitView } from './flow-view';
import { titled } from './useFlowDesigner';

const counter = () => {
  let n = 0;
  return () => `n${++n}`;
};

/** start n1 → approver n2 → condition split n3 (n4 "days > 3" → n6, default n5) → n7 */
function design(): FlowTemplate {
  const ids = counter();
  let flow = newFlow(ids);
  flow = updateNode(flow, 'n2', (node) =>
    Object.assign(node.properties!, { title: '经理', approvers: ['u1'] }),
  );
  flow = addSplit(flow, 'n2', 'condition', ids);
  flow = updateNode(flow, 'n4', (node) =>
    Object.assign(node.properties!, {
      conditions: [{ field: 'days', fieldName: '请假天数', symbol: '>', filedValue: '3', logic: '&&' }],
    }),
  );
  flow = addNodeAfter(flow, 'n4', 'approver', ids);
  return addNodeAfter(flow, 'n3', 'copy', ids);
}

/** The canvas as text: one line per card, branches indented under their split. */
function outline(items: ItemView[], depth = 0): string[] {
  const pad = '  '.repeat(depth);
  return items.flatMap((item) => {
    if (item.kind === 'card') return [`${pad}${card(item)}`];
    return [
      `${pad}<${item.parallel ? 'parallel' : 'condition'} ${item.nodeId}>`,
      ...item.branches.flatMap((branch) => [
        `${pad}  | ${card(branch.head)}`,
        ...outline(branch.chain, depth + 2),
      ]),
    ];
  });
}

const card = (view: CardView) => {
  const place = view.branch;
  const flags = [
    place?.priority !== undefined ? `p${place.priority}` : '',
    place?.canMoveLeft ? '←' : '',
    place?.canMoveRight ? '→' : '',
    view.issues.length ? '!' : '',
    view.removable ? '' : 'fixed',
  ].filter(Boolean);
  return `${view.nodeId} ${view.title}: ${view.content.replace(/\n/g, ' / ')}${flags.length ? ` [${flags.join(' ')}]` : ''}`;
};

describe('the designer canvas', () => {
  it('draws the chain from the start node, a condition split as branches with priorities and the default last', () => {
    const flow = design();
    const view = flowView(flow, { lang: 'zh', names: { u1: '张三' }, issues: validateFlow(flow) });
    expect(outline(view)).toEqual([
      'n1 发起节点: 所有人 [fixed]',
      'n2 经理: 张三',
      '<condition n3>',
      '  | n4 条件: [请假天数 > 3] [p1]',
      '    n6 审批节点: 请设置审批人 [!]',
      '  | n5 其他情况: 其他情况进入此流程 [p2]',
      'n7 抄送人: 发起人自选',
    ]);
    const approver = (view[2] as SplitView).branches[0].chain[0] as CardView;
    expect(approver.issues).toEqual(['【审批节点】请设置审批人']);
  });

  it('speaks the user language and lets branches move but never past the default', () => {
    const ids = counter();
    let flow = addSplit(newFlow(ids), 'n2', 'condition', ids);
    flow = addSplit(flow, 'n2', 'parallel', ids);
    const view = flowView(flow, { lang: 'en', names: {}, issues: [] });
    expect(outline(view)).toEqual([
      'n1 发起节点: Everyone [fixed]',
      'n2 审批节点: Choose the approvers',
      '<parallel n6>',
      '  | n7 审批节点: Choose the approvers [→]',
      '  | n8 审批节点: Choose the approvers [←]',
      '<condition n3>',
      '  | n4 条件: Set the conditions [p1]',
      '  | n5 其他情况: Otherwise this branch runs [p2]',
    ]);
  });

  it('names the node an operation added', () => {
    const flow = newFlow(counter());
    const next = addNodeAfter(flow, 'n1', 'timer', () => 'x1');
    expect(addedIds(flow, next)).toEqual(['x1']);
  });

  it('gives the nodes an operation added their titles in the user language', () => {
    const ids = counter();
    const flow = newFlow(ids);
    const titles = {
      approver: 'Approver',
      copy: 'CC',
      timer: 'Timer',
      subFlow: 'Sub-flow',
      condition: 'Condition',
      otherwise: 'Otherwise',
    };
    const next = titled(flow, addSplit(flow, 'n2', 'condition', ids), titles);
    const view = flowView(next, { lang: 'en', names: {}, issues: [] });
    expect(outline(view).map((line) => line.split(':')[0])).toEqual([
      'n1 发起节点',
      'n2 审批节点',
      '<condition n3>',
      '  | n4 Condition',
      '  | n5 Otherwise',
    ]);
  });

  it('describes an approver whose type lacks what it needs as not set, and a field by its label', () => {
    const ids = counter();
    let flow = addNodeAfter(newFlow(ids), 'n2', 'approver', ids);
    flow = updateNode(flow, 'n2', (node) => Object.assign(node.properties!, { assigneeType: 5, nodeId: '' }));
    flow = updateNode(flow, 'n3', (node) =>
      Object.assign(node.properties!, { assigneeType: 4, formField: 'days' }),
    );
    const view = flowView(flow, { lang: 'zh', names: {}, issues: [], fieldLabels: { days: '请假天数' } });
    expect(outline(view).slice(1)).toEqual([
      'n2 审批节点: 请设置审批人',
      'n3 审批节点: 表单字段【请假天数】中的人员',
    ]);
  });
});
