import { describe, expect, it } from 'vitest';
import {
  addBranch,
  addNodeAfter,
  addSplit,
  copyNode,
  moveBranch,
  newFlow,
  removeNode,
  toBase62,
  updateNode,
} from './design-ops';
import { childAt, counterIds, leaveFlow } from './test-support/flows';
import type { FlowNode } from './types';
import { walkFlow } from './walk';

const shape = (node: FlowNode | null | undefined): unknown =>
  node
    ? [
        `${node.type}:${node.nodeId}<${node.prevId ?? ''}`,
        ...(node.conditionNodes ? [node.conditionNodes.map(shape)] : []),
        ...(node.childNode ? [shape(node.childNode)] : []),
      ]
    : null;

describe('the flow designer operations', () => {
  it('start a new flow as start → approver, with base-62 ids by default', () => {
    const flow = newFlow();
    expect(flow.type).toBe('start');
    expect(flow.childNode?.type).toBe('approver');
    expect(flow.nodeId).toMatch(/^[0-9a-zA-Z]+$/);
    expect(toBase62(61)).toBe('Z');
    expect(toBase62(62)).toBe('10');
  });

  it('insert after a node, at the top of a branch, and after a split, keeping prevId', () => {
    const flow = leaveFlow();
    expect(shape(flow)).toEqual([
      'start:n1<',
      [
        'approver:n2<n1',
        ['empty:n3<n2', [['condition:n4<n3', ['approver:n6<n4']], ['condition:n5<n3']], ['approver:n7<n3']],
      ],
    ]);
  });

  it('add branches before the default, renumbering priorities; parallel branches at the end', () => {
    const ids = counterIds('x');
    const flow = addBranch(leaveFlow(), 'n3', ids);
    const branches = childAt(flow, 'child', 'child').conditionNodes!;
    expect(branches.map((b) => [b.nodeId, (b.properties as { priority: number }).priority])).toEqual([
      ['n4', 0],
      ['x1', 1],
      ['n5', 2],
    ]);
    const parallel = addBranch(addSplit(leaveFlow(), 'n7', 'parallel', ids), 'x2', ids);
    expect(
      childAt(parallel, 'child', 'child', 'child', 'child').conditionNodes!.map((b) => b.nodeId),
    ).toEqual(['x3', 'x4', 'x5']);
  });

  it('remove a node from its chain, a branch with its nodes, and dissolve a split left with one branch', () => {
    const flow = leaveFlow();
    expect(childAt(removeNode(flow, 'n2'), 'child').nodeId).toBe('n3');
    expect(childAt(removeNode(flow, 'n2'), 'child').prevId).toBe('n1');
    const withoutCondition = removeNode(flow, 'n4');
    // the default branch (empty) stays alone: the split gives way to what follows it
    expect(shape(withoutCondition)).toEqual(['start:n1<', ['approver:n2<n1', ['approver:n7<n2']]]);
    const withoutDefault = removeNode(flow, 'n5');
    expect(shape(withoutDefault)).toEqual([
      'start:n1<',
      ['approver:n2<n1', ['approver:n6<n2', ['approver:n7<n6']]],
    ]);
    expect(removeNode(flow, 'n1')).toBe(flow);
    const three = addBranch(flow, 'n3', counterIds('x'));
    expect(removeNode(three, 'n5')).toBe(three);
    expect(shape(removeNode(flow, 'n3'))).toEqual(['start:n1<', ['approver:n2<n1', ['approver:n7<n2']]]);
  });

  it('copy a node after itself and a branch next to it, with fresh ids', () => {
    const ids = counterIds('c');
    const flow = leaveFlow();
    const copied = copyNode(flow, 'n2', ids);
    expect(childAt(copied, 'child', 'child').nodeId).toBe('c1');
    expect(childAt(copied, 'child', 'child').properties).toEqual(childAt(flow, 'child').properties);
    const branch = copyNode(flow, 'n4', ids);
    const branches = childAt(branch, 'child', 'child').conditionNodes!;
    expect(branches.map((b) => b.nodeId)).toEqual(['n4', 'c2', 'n5']);
    expect(branches[1].childNode?.nodeId).toBe('c3');
    const ids2 = [...walkFlow(branch)].map((visit) => visit.node.nodeId);
    expect(new Set(ids2).size).toBe(ids2.length);
    expect(copyNode(flow, 'n1', ids)).toBe(flow);
  });

  it('leave the given flow unchanged and ignore unknown nodes', () => {
    const flow = leaveFlow();
    const before = JSON.stringify(flow);
    addNodeAfter(flow, 'n2', 'timer', counterIds('t'));
    removeNode(flow, 'n6');
    updateNode(flow, 'n2', (node) => Object.assign(node.properties!, { title: 'x' }));
    expect(JSON.stringify(flow)).toBe(before);
    expect(addNodeAfter(flow, 'nope', 'timer', counterIds('t'))).toBe(flow);
  });

  it('move a branch left or right, renumbering priorities, never past the default branch', () => {
    const ids = counterIds('m');
    const three = addBranch(leaveFlow(), 'n3', ids);
    const order = (flow: ReturnType<typeof leaveFlow>) =>
      childAt(flow, 'child', 'child').conditionNodes!.map((b) => [
        b.nodeId,
        (b.properties as { priority: number }).priority,
      ]);
    expect(order(moveBranch(three, 'm1', -1))).toEqual([
      ['m1', 0],
      ['n4', 1],
      ['n5', 2],
    ]);
    expect(moveBranch(three, 'm1', 1)).toBe(three);
    expect(moveBranch(three, 'n5', -1)).toBe(three);
    expect(moveBranch(three, 'n4', -1)).toBe(three);
    expect(moveBranch(three, 'n2', 1)).toBe(three);
    const parallel = addSplit(leaveFlow(), 'n7', 'parallel', ids);
    const split = childAt(parallel, 'child', 'child', 'child', 'child');
    const [first, second] = split.conditionNodes!.map((b) => b.nodeId);
    const moved = moveBranch(parallel, second, -1);
    expect(childAt(moved, 'child', 'child', 'child', 'child').conditionNodes!.map((b) => b.nodeId)).toEqual([
      second,
      first,
    ]);
    expect(moveBranch(parallel, second, 1)).toBe(parallel);
  });
});
