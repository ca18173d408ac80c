import { describe, expect, it } from 'vitest';
import { addNodeAfter, updateNode } from './design-ops';
import { flowVisibility, nodeContent, normaliseFlow } from './flow-summary';
import { childAt, counterIds, leaveFlow } from './test-support/flows';
import type { FlowNode } from './types';
import { walkFlow } from './walk';

const node = (flow: FlowNode, id: string) =>
  [...walkFlow(flow)].find((visit) => visit.node.nodeId === id)!.node;

describe('what a designer card says', () => {
  const flow = leaveFlow();

  it('names the approvers by rule, or by name', () => {
    expect(nodeContent(node(flow, 'n2'))).toBe('发起人的第1级主管');
    expect(nodeContent(node(flow, 'n2'), 'en')).toBe("The initiator's manager, level 1");
    expect(nodeContent(node(flow, 'n7'), 'zh', { hr1: '人事甲' })).toBe('人事甲、hr2');
    expect(nodeContent(node(flow, 'n7'), 'en', { hr1: 'HR one' })).toBe('HR one, hr2');
    const step = updateNode(flow, 'n7', (n) =>
      Object.assign(n.properties!, { assigneeType: 5, nodeId: 'n2' }),
    );
    expect(nodeContent(node(step, 'n7'), 'zhtw', { n2: '經理' })).toBe('【經理】的審批人');
  });

  it('shows the condition rows with their logic, and the default branch', () => {
    const two = updateNode(flow, 'n4', (n) =>
      Object.assign(n.properties!, {
        conditions: [
          { field: 'days', fieldName: '天数', symbol: '>', filedValue: '3', logic: '||' },
          { field: 'type', symbol: '==', filedValue: ['a', 'b'], logic: '&&' },
        ],
      }),
    );
    expect(nodeContent(node(two, 'n4'))).toBe('[天数 > 3] 或者\n[type == a,b]');
    expect(nodeContent(node(flow, 'n5'), 'en', {}, true)).toBe('Otherwise this branch runs');
  });

  it('shows start, copy, timer and sub-flow nodes', () => {
    expect(nodeContent(flow)).toBe('所有人');
    const ids = counterIds('x');
    let more = addNodeAfter(
      addNodeAfter(addNodeAfter(flow, 'n7', 'copy', ids), 'x1', 'timer', ids),
      'x2',
      'subFlow',
      ids,
    );
    expect(nodeContent(node(more, 'x1'))).toBe('发起人自选');
    expect(nodeContent(node(more, 'x2'))).toBe('请设置时间');
    more = updateNode(more, 'x2', (n) => Object.assign(n.properties!, { day: 1, minute: 30 }));
    expect(nodeContent(node(more, 'x2'))).toBe('将于1天30分钟后流转');
    expect(nodeContent(node(more, 'x2'), 'en')).toBe('Moves on after 1 d 30 min');
    more = updateNode(more, 'x3', (n) => Object.assign(n.properties!, { flowId: 'f9' }));
    expect(nodeContent(node(more, 'x3'), 'zh', { f9: '采购申请' })).toBe('采购申请');
  });
});

describe('what a save derives', () => {
  it('makes the flow visible to everyone without initiators, else to those listed', () => {
    expect(flowVisibility(leaveFlow())).toEqual({ visibleType: 0, entries: [] });
    const limited = updateNode(leaveFlow(), 'n1', (n) =>
      Object.assign(n.properties!, { initiator: ['u1'], initiateRole: ['r1'] }),
    );
    expect(flowVisibility(limited)).toEqual({
      visibleType: 1,
      entries: [
        { operatorType: 'user', operatorId: 'u1' },
        { operatorType: 'Role', operatorId: 'r1' },
      ],
    });
  });

  it('drops the chart colouring and relinks prevId', () => {
    const sent = structuredClone(leaveFlow());
    Object.assign(childAt(sent, 'child'), { state: 'state-curr', prevId: 'wrong' });
    const saved = normaliseFlow(sent);
    expect(childAt(saved, 'child')).not.toHaveProperty('state');
    expect(childAt(saved, 'child').prevId).toBe('n1');
    expect(childAt(sent, 'child').prevId).toBe('wrong');
  });
});
