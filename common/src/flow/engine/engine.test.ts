import { describe, expect, it } from 'vitest';
import { addNodeAfter, addSplit, updateNode } from '../design-ops';
import { counterIds, leaveFlow, setApprovers } from '../test-support/flows';
import type { FlowTemplate } from '../types';
import {
  approverRequest,
  circulateRequest,
  idsOf,
  mapSubFlowData,
  subFlowInitiatorRequest,
} from './approvers';
import { compileFlow, dominators } from './compile';
import { decide } from './countersign';
import { nextNodes } from './next';
import { previousApprover, rejectTargets, resolveRejectTarget } from './reject';

/** leave flow + a parallel split after HR (n7): x1 holder, x2 and x3 its branches, x4 after the join. */
function withParallel(): FlowTemplate {
  const ids = counterIds('x');
  let flow = addSplit(leaveFlow(), 'n7', 'parallel', ids);
  flow = setApprovers(flow, 'x2');
  flow = setApprovers(flow, 'x3');
  flow = addNodeAfter(flow, 'x1', 'approver', ids);
  return setApprovers(flow, 'x4');
}

describe('compileFlow', () => {
  it('makes splits and joins nodes, skips condition nodes and ends at "end"', () => {
    const graph = compileFlow(withParallel());
    expect(graph.order).toEqual([
      'n1',
      'n2',
      'n3',
      'n6',
      'n3~join',
      'n7',
      'x1',
      'x2',
      'x3',
      'x1~join',
      'x4',
      'end',
    ]);
    expect(graph.nodes.n3.kind).toBe('exclusive');
    expect(graph.nodes.n3.next).toEqual(['n6', 'n3~join']);
    expect(graph.nodes['n3~join'].prev.sort()).toEqual(['n3', 'n6']);
    expect(graph.nodes['x1~join']).toMatchObject({ kind: 'join', waitsForAll: true, split: 'x1' });
    expect(graph.nodes.n6.depth).toBe(3);
  });

  it('knows the nodes every path passes before a node', () => {
    const graph = compileFlow(withParallel());
    expect(dominators(graph, 'x4')).toEqual(['x1~join', 'x1', 'n7', 'n3~join', 'n3', 'n2', 'n1']);
    expect(dominators(graph, 'n6')).toEqual(['n3', 'n2', 'n1']);
  });
});

describe('nextNodes', () => {
  const graph = compileFlow(withParallel());

  it('takes the first branch that holds, the default otherwise', () => {
    expect(nextNodes(graph, 'n2', { days: 5 }).activate).toEqual(['n6']);
    const short = nextNodes(graph, 'n2', { days: 2 });
    expect(short.activate).toEqual(['n7']);
    expect(short.choices).toEqual([{ split: 'n3', branch: 'n5', isDefault: true }]);
  });

  it('fans out at a parallel split and waits at its join for every branch', () => {
    expect(nextNodes(graph, 'n7', {}).activate).toEqual(['x2', 'x3']);
    const first = nextNodes(graph, 'x2', {});
    expect(first.activate).toEqual([]);
    expect(first.arrivals).toEqual([{ join: 'x1~join', from: 'x2' }]);
    const second = nextNodes(graph, 'x3', {}, { arrived: { 'x1~join': ['x2'] } });
    expect(second.activate).toEqual(['x4']);
    expect(second.passedJoins).toEqual(['x1~join']);
    expect(nextNodes(graph, 'x4', {}).ended).toBe(true);
  });

  it('reports a split with no branch to take', () => {
    const flow = updateNode(leaveFlow(), 'n5', (node) =>
      Object.assign(node.properties!, { conditions: [{}], isDefault: false }),
    );
    expect(nextNodes(compileFlow(flow), 'n2', { days: 1 }).stuck).toEqual(['n3']);
  });
});

describe('reject targets', () => {
  const graph = compileFlow(withParallel());

  it('names only approvers every path passes before', () => {
    expect(rejectTargets(graph, 'x4')).toEqual(['n7', 'n2']);
    expect(rejectTargets(graph, 'x2')).toEqual(['n7', 'n2']);
    expect(rejectTargets(graph, 'n2')).toEqual([]);
  });

  it('finds the previous approver on the path taken', () => {
    expect(previousApprover(graph, 'n7', new Set(['n1', 'n2', 'n3', 'n6', 'n3~join']))).toBe('n6');
    expect(previousApprover(graph, 'n7', new Set(['n1', 'n2', 'n3', 'n3~join']))).toBe('n2');
    expect(previousApprover(graph, 'x4', new Set())).toBe('n7');
    expect(previousApprover(graph, 'n2', new Set())).toBeNull();
  });

  it('resolves the stored rejectStep, an illegal one to the initiator', () => {
    expect(resolveRejectTarget(graph, 'n7', '0', new Set())).toEqual({ kind: 'initiator' });
    expect(resolveRejectTarget(graph, 'n7', '1', new Set())).toEqual({ kind: 'node', nodeId: 'n2' });
    expect(resolveRejectTarget(graph, 'x4', 'n2', new Set())).toEqual({ kind: 'node', nodeId: 'n2' });
    expect(resolveRejectTarget(graph, 'x4', 'x2', new Set())).toEqual({ kind: 'initiator' });
    expect(resolveRejectTarget(graph, 'n2', '1', new Set())).toEqual({ kind: 'initiator' });
  });
});

describe('decide', () => {
  it('or-sign: the first vote decides', () => {
    expect(decide(['pending', 'approve'], 0)).toBe('pass');
    expect(decide(['reject', 'pending'], 0)).toBe('reject');
    expect(decide(['pending', 'pending'], 0)).toBe('pending');
  });

  it('countersign: passes at its ratio, rejects once the ratio is out of reach', () => {
    expect(decide(['approve', 'pending'], 1, 100)).toBe('pending');
    expect(decide(['approve', 'reject'], 1, 100)).toBe('reject');
    expect(decide(['approve', 'pending', 'pending'], 1, 30)).toBe('pass');
    expect(decide(['approve', 'reject', 'pending'], 1, 60)).toBe('pending');
    expect(decide(['approve', 'approve', 'pending'], 1, 60)).toBe('pass');
    expect(decide(['reject', 'reject', 'pending'], 1, 60)).toBe('reject');
    expect(decide(['approve'], 1, 500)).toBe('pass');
    expect(decide(['approve', 'pending'], 1, 'nonsense')).toBe('pending');
  });
});

describe('approver rules', () => {
  const context = {
    initiatorId: 'me',
    formData: { boss: 'u7,u8', list: ['u9', 9] },
    approvedBy: () => ['a1'],
  };
  const request = (properties: object) => approverRequest(properties, context);

  it('describe each of the seven assignment types as a request', () => {
    expect(request({ approvers: ['u1'], approverRole: ['r1'] })).toEqual({
      kind: 'members',
      users: ['u1'],
      positions: [],
      roles: ['r1'],
    });
    expect(request({ assigneeType: 1, managerLevel: 2 })).toEqual({ kind: 'manager', of: 'me', levels: 2 });
    expect(request({ assigneeType: 2 })).toEqual({ kind: 'departmentHead', of: 'me' });
    expect(request({ assigneeType: 3 })).toEqual({ kind: 'initiator', users: ['me'] });
    expect(request({ assigneeType: 4, formField: 'boss' })).toEqual({
      kind: 'formField',
      field: 'boss',
      users: ['u7', 'u8'],
    });
    expect(request({ assigneeType: 4, formField: 'list' })).toMatchObject({ users: ['u9', '9'] });
    expect(request({ assigneeType: 5, nodeId: 'n2' })).toEqual({
      kind: 'nodeApprovers',
      nodeId: 'n2',
      users: ['a1'],
    });
    expect(request({ assigneeType: '9', getUserUrl: '/api/x' })).toEqual({
      kind: 'service',
      url: '/api/x',
      of: 'me',
    });
    expect(idsOf(' a , ,b,a')).toEqual(['a', 'b']);
  });

  it('describe copies, sub-flow initiators and the sub-flow field mapping', () => {
    expect(circulateRequest({ circulateUser: ['c1'], isCustomCopy: false }, ['x'])).toMatchObject({
      users: ['c1'],
    });
    expect(circulateRequest({ circulateUser: ['c1'], isCustomCopy: true }, ['x'])).toMatchObject({
      users: ['c1', 'x'],
    });
    expect(subFlowInitiatorRequest({ initiateType: 3, managerLevel: 2 }, 'me')).toEqual({
      kind: 'manager',
      of: 'me',
      levels: 2,
    });
    expect(mapSubFlowData({ assignList: [{ parentField: 'a', childField: 'b' }] }, { a: 1 })).toEqual({
      b: 1,
    });
  });
});
