import { describe, expect, it } from 'vitest';
import { addNodeAfter, addSplit, updateNode } from '../design-ops';
import { counterIds, leaveFlow, setApprovers } from '../test-support/flows';
import { RequestRun } from '../test-support/run';
import type { FlowTemplate } from '../types';
import { validateFlow } from '../validate-flow';
import type { ApproverRequest } from './approvers';
import { apply } from './request';
import { chartStates, requestSteps } from './request-view';

/** Managers resolve to 'mgr', department heads to two people, named members to HR's two. */
function heads(_: string, request: ApproverRequest): string[] {
  if (request.kind === 'departmentHead') return ['head1', 'head2'];
  if (request.kind === 'manager') return ['mgr'];
  return request.kind === 'nodeApprovers' ? request.users : ['hr1', 'hr2'];
}
const patch = (flow: FlowTemplate, nodeId: string, properties: Record<string, unknown>) =>
  updateNode(flow, nodeId, (node) => Object.assign(node.properties!, properties));

describe('a request through the leave flow', () => {
  it('short leave: manager, then HR by or-sign, then approved with nothing left open', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    expect(run.do({ type: 'submit', actor: 'me' }).ok).toBe(true);
    expect(run.state.status).toBe('running');
    expect(run.pending().map((t) => [t.nodeId, t.assignee])).toEqual([['n2', 'mgr']]);
    run.act('mgr', 'approve');
    expect(run.pending().map((t) => t.assignee)).toEqual(['hr1', 'hr2']);
    run.act('hr2', 'approve');
    expect(run.state).toMatchObject({ status: 'approved', completion: 100, active: [] });
    expect(run.pending()).toEqual([]);
    expect(run.effects).toContainEqual({ type: 'notify', event: 'finished', to: ['me'] });
    expect(run.effects).toContainEqual({ type: 'taskStatus', taskIds: ['t2'], status: 'cancelled' });
  });

  it('long leave: the department heads countersign, then HR', () => {
    const run = new RequestRun(leaveFlow(), { days: 5 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    expect(run.activeIds()).toEqual(['n6']);
    run.act('head1', 'approve');
    expect(run.activeIds()).toEqual(['n6']);
    run.act('head2', 'approve');
    expect(run.activeIds()).toEqual(['n7']);
    expect(run.effects).toContainEqual({ type: 'nodePassed', nodeId: 'n6', approvals: 2, total: 2 });
  });

  it('shows its current steps and the chart colouring as the lists and the detail view need them', () => {
    const run = new RequestRun(leaveFlow(), { days: 5 }, heads);
    expect(requestSteps(run.env.graph, run.state)).toEqual({
      thisStepId: 'n1',
      thisStep: '开始',
      completion: 0,
      status: 0,
    });
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    expect(requestSteps(run.env.graph, run.state, 'en')).toEqual({
      thisStepId: 'n6',
      thisStep: '部门主管',
      completion: 50,
      status: 1,
    });
    expect(chartStates(run.env.graph, run.state)).toEqual({
      n1: 'state-past',
      n2: 'state-past',
      n6: 'state-curr',
    });
    run.act('head1', 'approve');
    run.act('head2', 'approve');
    run.act('hr1', 'approve');
    expect(requestSteps(run.env.graph, run.state)).toEqual({
      thisStepId: 'end',
      thisStep: '结束',
      completion: 100,
      status: 2,
    });
  });

  it('one reject of a full countersign goes back to the initiator, who resubmits', () => {
    const run = new RequestRun(leaveFlow(), { days: 5 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    run.act('head1', 'approve');
    run.act('head2', 'reject');
    expect(run.state).toMatchObject({ status: 'rejected', active: [], completion: 0 });
    expect(run.pending()).toEqual([]);
    expect(run.effects).toContainEqual({ type: 'returned', from: 'n6', to: null });
    expect(run.do({ type: 'submit', actor: 'me' }).ok).toBe(true);
    expect(run.pending().map((t) => t.assignee)).toEqual(['mgr']);
  });

  it('a reject returns to the node the design names, and the flow runs on from there', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    run.act('hr1', 'reject');
    expect(run.effects).toContainEqual({ type: 'returned', from: 'n7', to: 'n2' });
    expect(run.activeIds()).toEqual(['n2']);
    expect(run.pending().map((t) => t.assignee)).toEqual(['mgr']);
    run.act('mgr', 'approve');
    run.act('hr1', 'approve');
    expect(run.state.status).toBe('approved');
  });

  it('refuses what the caller may not do, and changes nothing', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    const before = structuredClone(run.state);
    const task = run.pending()[0];
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'someone' })).toMatchObject({
      ok: false,
      refusal: 'notAssignee',
    });
    expect(run.do({ type: 'approve', taskId: 'nope', actor: 'mgr' })).toMatchObject({ refusal: 'noTask' });
    expect(run.do({ type: 'submit', actor: 'me' })).toMatchObject({ refusal: 'notResubmittable' });
    expect(run.do({ type: 'withdraw', actor: 'mgr' })).toMatchObject({ refusal: 'notInitiator' });
    expect(run.do({ type: 'timerFired', nodeId: 'n2' })).toMatchObject({ refusal: 'notActive' });
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'mgr', addSignTo: 'x' })).toMatchObject({
      refusal: 'addSignNotAllowed',
      message: { zh: '该节点不允许加签' },
    });
    expect(run.state).toEqual(before);
    run.act('mgr', 'approve');
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'mgr' })).toMatchObject({
      refusal: 'taskHandled',
    });
  });

  it('withdraw and terminate close every open task', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.do({ type: 'withdraw', actor: 'me' });
    expect(run.state).toMatchObject({ status: 'withdrawn', active: [] });
    expect(run.pending()).toEqual([]);
    run.do({ type: 'submit', actor: 'me' });
    run.do({ type: 'terminate', actor: 'admin' });
    expect(run.state.status).toBe('terminated');
    expect(run.do({ type: 'submit', actor: 'me' })).toMatchObject({ refusal: 'notResubmittable' });
  });
});

describe('the approval actions', () => {
  it('add-sign: the added approver decides for the one who added them', () => {
    const flow = patch(leaveFlow(), 'n2', { hasFreeApprover: true });
    const run = new RequestRun(flow, { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve', { addSignTo: 'deputy' } as never);
    expect(run.activeIds()).toEqual(['n2']);
    expect(run.pending().map((t) => [t.assignee, t.parentId])).toEqual([['deputy', 't1']]);
    run.act('deputy', 'approve');
    expect(run.activeIds()).toEqual(['n7']);
  });

  it('recall: an approver takes back an approval until the next step is acted on', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    const first = run.pending()[0];
    run.act('mgr', 'approve');
    expect(run.do({ type: 'recall', taskId: first.id, actor: 'hr1' })).toMatchObject({
      refusal: 'notAssignee',
    });
    expect(run.do({ type: 'recall', taskId: first.id, actor: 'mgr' }).ok).toBe(true);
    expect(run.activeIds()).toEqual(['n2']);
    expect(run.pending().map((t) => t.id)).toEqual([first.id]);
    expect(run.state.passed).toEqual(['n1']);
    expect(run.effects).toContainEqual({ type: 'taskStatus', taskIds: ['t2', 't3'], status: 'cancelled' });
    run.act('mgr', 'approve');
    run.act('hr1', 'reject');
    const again = run.pending()[0];
    run.act('mgr', 'approve');
    run.act('hr2', 'approve');
    expect(run.do({ type: 'recall', taskId: again.id, actor: 'mgr' })).toMatchObject({
      refusal: 'notRunning',
    });
  });

  it('recall is refused once the next node has acted, and reopens a whole or-sign node', () => {
    const flow = patch(leaveFlow(), 'n7', { approvers: ['hr1', 'hr2'] });
    const run = new RequestRun(
      addNodeAfter(flow, 'n7', 'approver', counterIds('r')),
      { days: 2 },
      (_, request) =>
        request.kind === 'manager'
          ? ['mgr']
          : request.kind === 'members' && request.users.length
            ? request.users
            : ['boss'],
    );
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    const hr = run.pending().find((t) => t.assignee === 'hr2')!;
    run.act('hr2', 'approve');
    expect(run.activeIds()).toEqual(['r1']);
    expect(run.do({ type: 'recall', taskId: hr.id, actor: 'hr2' }).ok).toBe(true);
    expect(
      run
        .pending()
        .map((t) => t.assignee)
        .sort(),
    ).toEqual(['hr1', 'hr2']);
    run.act('hr1', 'approve');
    const mgrTask = run.state.tasks.find((t) => t.assignee === 'mgr')!;
    expect(run.do({ type: 'recall', taskId: mgrTask.id, actor: 'mgr' })).toMatchObject({
      refusal: 'recallTooLate',
      message: { zh: '下一节点已处理，无法撤回' },
    });
    const hr1 = run.state.tasks.find((t) => t.assignee === 'hr1' && t.status === 'approved')!;
    run.act('boss', 'approve');
    expect(run.do({ type: 'recall', taskId: hr1.id, actor: 'hr1' })).toMatchObject({ refusal: 'notRunning' });
  });

  it('entrust: a deputy acts for the person of the task, and both are recorded', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    const task = run.pending()[0];
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'deputy' })).toMatchObject({
      refusal: 'notAssignee',
    });
    run.do({ type: 'approve', taskId: task.id, actor: 'deputy', onBehalfOf: 'mgr' });
    expect(run.effects).toContainEqual({
      type: 'record',
      action: 'approve',
      nodeId: 'n2',
      actor: 'deputy',
      taskId: task.id,
      onBehalfOf: 'mgr',
    });
    expect(run.state.approvedBy.n2).toEqual(['mgr']);
  });

  it('press: the initiator urges everyone with an open task', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    expect(run.do({ type: 'press', actor: 'me' })).toMatchObject({ refusal: 'notRunning' });
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    expect(run.do({ type: 'press', actor: 'hr1' })).toMatchObject({ refusal: 'notInitiator' });
    run.do({ type: 'press', actor: 'me' });
    expect(run.effects.at(-1)).toEqual({ type: 'notify', event: 'press', to: ['hr1', 'hr2'] });
  });

  it('skips an approver who approved the previous node, when the node says so', () => {
    const repeat = (mode?: 'previous' | 'any') =>
      new RequestRun(patch(leaveFlow(), 'n7', { skipRepeatedApprover: mode }), { days: 2 }, (_, request) =>
        request.kind === 'manager' ? ['hr1'] : ['hr1', 'hr2'],
      );
    const asked = repeat();
    asked.do({ type: 'submit', actor: 'me' });
    asked.act('hr1', 'approve');
    expect(asked.pending().map((t) => t.assignee)).toEqual(['hr1', 'hr2']);
    const skipped = repeat('previous');
    skipped.do({ type: 'submit', actor: 'me' });
    skipped.act('hr1', 'approve');
    expect(skipped.state.status).toBe('approved');
    expect(skipped.effects).toContainEqual(
      expect.objectContaining({ type: 'record', action: 'autoPass', nodeId: 'n7', actor: 'hr1' }),
    );
    expect(
      validateFlow(patch(leaveFlow(), 'n7', { skipRepeatedApprover: 'always' })).map((i) => i.rule),
    ).toEqual(['skipRepeated']);
  });

  it('records the opinion and signature, and a node with hasSign refuses a decision without one', () => {
    const run = new RequestRun(patch(leaveFlow(), 'n2', { hasSign: true }), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    const task = run.pending()[0];
    expect(run.do({ type: 'reject', taskId: task.id, actor: 'mgr' })).toMatchObject({
      refusal: 'signatureRequired',
    });
    run.do({ type: 'approve', taskId: task.id, actor: 'mgr', opinion: '同意', signature: 'file:sig1' });
    expect(run.effects).toContainEqual(
      expect.objectContaining({ action: 'approve', actor: 'mgr', opinion: '同意', signature: 'file:sig1' }),
    );
  });

  it('transfer: the new assignee acts, the old one no longer can', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    const task = run.pending()[0];
    run.do({ type: 'transfer', taskId: task.id, actor: 'mgr', to: 'mgr2' });
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'mgr' })).toMatchObject({
      refusal: 'notAssignee',
    });
    expect(run.do({ type: 'approve', taskId: task.id, actor: 'mgr2' }).ok).toBe(true);
  });

  it('passes a node nobody resolves to, unless the node says otherwise; the monitor can assign', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, () => []);
    run.do({ type: 'submit', actor: 'me' });
    expect(run.state.status).toBe('approved');
    expect(
      run.effects.filter((e) => e.type === 'record').map((e) => e.type === 'record' && e.action),
    ).toEqual(['submit', 'autoPass', 'autoPass']);
    const strict = new RequestRun(patch(leaveFlow(), 'n2', { noApproverHandler: false }), {}, () => []);
    strict.do({ type: 'submit', actor: 'me' });
    expect(strict.activeIds()).toEqual(['n2']);
    expect(strict.do({ type: 'assign', nodeId: 'n2', users: [] })).toMatchObject({ refusal: 'noApprover' });
    strict.do({ type: 'assign', nodeId: 'n2', users: ['admin'] });
    strict.do({ type: 'assign', nodeId: 'n2', users: ['boss'], actor: 'admin' });
    expect(strict.pending().map((t) => t.assignee)).toEqual(['boss']);
  });

  it('type 5 asks for who approved the named node on this run', () => {
    const flow = patch(leaveFlow(), 'n7', { assigneeType: 5, nodeId: 'n2' });
    const run = new RequestRun(flow, { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    expect(run.pending().map((t) => t.assignee)).toEqual(['mgr']);
  });

  it('a timeout approves or rejects by its handler', () => {
    const timeout = { on: true, quantity: 2, type: 'hour', handler: 2 };
    const run = new RequestRun(patch(leaveFlow(), 'n2', { timeoutConfig: timeout }), { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me' });
    expect(run.effects).toContainEqual({ type: 'setTimer', nodeId: 'n2', seconds: 7200, reason: 'timeout' });
    run.do({ type: 'timeout', nodeId: 'n2' });
    expect(run.state.status).toBe('rejected');
  });
});

describe('timer, copy and sub-flow nodes', () => {
  it('a copy node copies and moves on; a timer and a sub-flow wait for the server', () => {
    const ids = counterIds('z');
    let flow = setApprovers(addNodeAfter(leaveFlow(), 'n1', 'copy', ids), 'n2');
    flow = patch(flow, 'z1', { menbers: ['cc1'] });
    flow = patch(addNodeAfter(flow, 'n7', 'timer', ids), 'z2', { minute: 5 });
    flow = patch(addNodeAfter(flow, 'z2', 'subFlow', ids), 'z3', {
      flowId: 'f2',
      initiateType: 4,
      assignList: [{ parentField: 'days', childField: 'n' }],
    });
    const run = new RequestRun(flow, { days: 2 }, heads);
    run.do({ type: 'submit', actor: 'me', copyTo: ['picked'] });
    expect(run.effects).toContainEqual({
      type: 'circulate',
      nodeId: 'z1',
      request: { kind: 'members', users: ['cc1', 'picked'], positions: [], roles: [] },
    });
    run.act('mgr', 'approve');
    run.act('hr1', 'approve');
    expect(run.activeIds()).toEqual(['z2']);
    expect(run.effects).toContainEqual({ type: 'setTimer', nodeId: 'z2', seconds: 300, reason: 'timer' });
    run.do({ type: 'timerFired', nodeId: 'z2' });
    expect(run.effects).toContainEqual({
      type: 'startSubFlow',
      nodeId: 'z3',
      flowId: 'f2',
      initiators: { kind: 'initiator', users: ['me'] },
      data: { n: 2 },
    });
    expect(run.do({ type: 'timerFired', nodeId: 'z2' })).toMatchObject({ refusal: 'notActive' });
    run.do({ type: 'subFlowDone', nodeId: 'z3' });
    expect(run.state.status).toBe('approved');
  });

  it('a parallel join waits for every branch', () => {
    const ids = counterIds('p');
    let flow = addSplit(leaveFlow(), 'n7', 'parallel', ids);
    flow = setApprovers(setApprovers(flow, 'p2', { approvers: ['a'] }), 'p3', { approvers: ['b'] });
    const run = new RequestRun(flow, { days: 2 }, (_, request) =>
      request.kind === 'members' && request.users.length ? request.users : ['mgr'],
    );
    run.do({ type: 'submit', actor: 'me' });
    run.act('mgr', 'approve');
    run.act('hr1', 'approve');
    expect(run.activeIds()).toEqual(['p2', 'p3']);
    run.act('a', 'approve');
    expect(run.activeIds()).toEqual(['p3']);
    expect(run.state.status).toBe('running');
    run.act('b', 'approve');
    expect(run.state.status).toBe('approved');
  });

  it('leaves the state it is given untouched', () => {
    const run = new RequestRun(leaveFlow(), { days: 2 }, heads);
    const before = structuredClone(run.state);
    apply(run.env, run.state, { type: 'submit', actor: 'me' });
    expect(run.state).toEqual(before);
  });
});
