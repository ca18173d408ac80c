import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designedFlows } from '../test-support/random-flows';
import { RequestRun } from '../test-support/run';
import type { ApproverProperties, FlowTemplate } from '../types';
import type { ApproverRequest } from './approvers';
import { type FlowGraph, reachableFrom } from './compile';
import { normalRatio } from './countersign';
import type { FlowCommand, FlowEffect } from './request-types';
import { requestSteps } from './request-view';

// Hundreds of random runs per property: generous on a machine shared with builds and benchmarks.
const RUN_LIMIT = 60_000;

/**
 * Random flows (built by the designer's operations) and random sequences of legal actions keep the
 * invariants of issue 17: exactly one active task set per node, no task after the end, a countersign
 * passes at its ratio, a reject returns to the node the design states, parallel joins wait for every
 * branch, a recall reopens the approver's task or changes nothing; and a request nobody stops always ends
 * approved.
 */

const formData = fc.record({
  days: fc.integer({ min: 0, max: 10 }),
  amount: fc.constantFrom(0, 500, 1000, 5000),
  boss: fc.constantFrom('', 'u1', 'u2,u3'),
});

function resolver(_: string, request: ApproverRequest): string[] {
  switch (request.kind) {
    case 'members':
      return request.users;
    case 'manager':
      return ['mgr'];
    default:
      return 'users' in request ? request.users : [];
  }
}

/** The legal commands in a state; a few heavy ones (withdraw, terminate) only on some picks. */
function choices(run: RequestRun, pick: number, approveOnly: boolean): FlowCommand[] {
  const { state, env } = run;
  if (state.status === 'approved' || state.status === 'terminated') return [];
  if (state.status !== 'running') return [{ type: 'submit', actor: state.initiatorId }];
  const commands: FlowCommand[] = [];
  for (const task of run.pending()) {
    const p = (env.graph.nodes[task.nodeId].design?.properties ?? {}) as Partial<ApproverProperties>;
    commands.push({ type: 'approve', taskId: task.id, actor: task.assignee, copyTo: ['cc'], signature: 's' });
    commands.push({
      type: 'approve',
      taskId: task.id,
      actor: 'deputy',
      onBehalfOf: task.assignee,
      signature: 's',
    });
    if (approveOnly) continue;
    commands.push({ type: 'reject', taskId: task.id, actor: task.assignee, signature: 's' });
    commands.push({ type: 'transfer', taskId: task.id, actor: task.assignee, to: `${task.assignee}+` });
    if (p.hasFreeApprover)
      commands.push({
        type: 'approve',
        taskId: task.id,
        actor: task.assignee,
        addSignTo: `${task.assignee}-deputy`,
      });
  }
  if (!approveOnly)
    for (const task of state.tasks.filter((t) => t.status === 'approved'))
      commands.push({ type: 'recall', taskId: task.id, actor: task.assignee });
  for (const node of state.active) {
    if (node.kind === 'timer') commands.push({ type: 'timerFired', nodeId: node.nodeId });
    if (node.kind === 'subFlow') commands.push({ type: 'subFlowDone', nodeId: node.nodeId });
    const timeout = (env.graph.nodes[node.nodeId].design?.properties as Partial<ApproverProperties>)
      ?.timeoutConfig;
    if (!approveOnly && node.kind === 'approval' && timeout?.on)
      commands.push({ type: 'timeout', nodeId: node.nodeId });
  }
  if (!approveOnly && pick % 25 === 0) commands.push({ type: 'withdraw', actor: state.initiatorId });
  if (!approveOnly && pick % 7 === 0 && run.pending().length)
    commands.push({ type: 'press', actor: state.initiatorId });
  if (!approveOnly && pick % 40 === 1) commands.push({ type: 'terminate', actor: 'admin' });
  return commands;
}

/** Inside a parallel section: reachable from its split but not from its join. */
function sections(graph: FlowGraph) {
  return Object.values(graph.nodes)
    .filter((node) => node.kind === 'join' && node.waitsForAll)
    .map((join) => {
      const after = reachableFrom(graph, join.id);
      const inside = [...reachableFrom(graph, join.split!)].filter((id) => !after.has(id));
      return { join: join.id, inside: new Set(inside), after };
    });
}

function checkInvariants(
  run: RequestRun,
  effects: FlowEffect[],
  flowProps: (id: string) => Partial<ApproverProperties>,
) {
  const { state, env } = run;
  const active = state.active.map((node) => node.nodeId);
  // one activation per node at a time, and every open task belongs to its node's current activation
  expect(new Set(active).size).toBe(active.length);
  for (const task of run.pending()) {
    const node = state.active.find((a) => a.nodeId === task.nodeId);
    expect(node?.kind).toBe('approval');
    expect(node?.round).toBe(task.round);
  }
  if (state.status === 'running') {
    // not stranded: something is running, and every approval node has someone to act
    expect(active.length).toBeGreaterThan(0);
    for (const node of state.active.filter((a) => a.kind === 'approval')) {
      expect(node.resolved).toBe(true);
      expect(run.pending(node.nodeId).length).toBeGreaterThan(0);
    }
  } else {
    // no task after the end
    expect(active).toEqual([]);
    expect(run.pending()).toEqual([]);
  }
  for (const effect of effects) {
    if (effect.type === 'nodePassed' && effect.total > 0) {
      const p = flowProps(effect.nodeId);
      if (p.counterSign === 1)
        expect(effect.approvals * 100).toBeGreaterThanOrEqual(normalRatio(p.countersignRatio) * effect.total);
      else expect(effect.approvals).toBeGreaterThanOrEqual(1);
    }
    if (effect.type === 'returned') {
      const step = String(flowProps(effect.from).rejectStep ?? '0');
      if (step === '0') expect(effect.to).toBeNull();
      else if (step !== '1') expect(effect.to).toBe(step);
      // the previous approver: an approver the rejected node is reached from
      else if (effect.to !== null) {
        expect(env.graph.nodes[effect.to].kind).toBe('approver');
        expect(reachableFrom(env.graph, effect.to).has(effect.from)).toBe(true);
      }
      if (effect.to === null) expect(state.status).toBe('rejected');
      else
        expect(effects.slice(effects.indexOf(effect))).toContainEqual(
          expect.objectContaining({ type: 'resolveApprovers', nodeId: effect.to }),
        );
    }
  }
  // a parallel join waits: nothing after it runs while anything inside its section still runs
  for (const section of sections(env.graph)) {
    const runningInside = active.some((id) => section.inside.has(id));
    const runningAfter = active.some((id) => section.after.has(id));
    expect(runningInside && runningAfter).toBe(false);
  }
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  const steps = requestSteps(env.graph, state);
  if (state.status === 'running') expect(steps.thisStepId.split(',').sort()).toEqual([...active].sort());
}

function drive(flow: FlowTemplate, data: Record<string, unknown>, picks: number[], approveOnly = false) {
  const run = new RequestRun(flow, data, resolver);
  const flowProps = (id: string) =>
    (run.env.graph.nodes[id]?.design?.properties ?? {}) as Partial<ApproverProperties>;
  for (const pick of [0, ...picks]) {
    const options = choices(run, pick, approveOnly);
    if (!options.length) break;
    const command = options[pick % options.length];
    const before = run.effects.length;
    const stateBefore = structuredClone(run.state);
    const outcome = run.do(command);
    if (command.type === 'recall') {
      // a recall may come too late or on an earlier run; then it changes nothing
      if (!outcome.ok) {
        expect(['recallTooLate', 'notRecallable']).toContain(outcome.refusal);
        expect(run.state).toEqual(stateBefore);
        continue;
      }
      const task = run.state.tasks.find((t) => t.id === command.taskId)!;
      expect(task.status).toBe('pending');
      expect(run.state.active.find((a) => a.nodeId === task.nodeId)?.round).toBe(task.round);
    }
    expect(outcome.ok, JSON.stringify({ command, outcome })).toBe(true);
    checkInvariants(run, run.effects.slice(before), flowProps);
  }
  return run;
}

describe('random requests over random flows', () => {
  it(
    'keep the invariants under any legal sequence of actions',
    () => {
      fc.assert(
        fc.property(designedFlows, formData, fc.array(fc.nat(), { maxLength: 60 }), (flow, data, picks) => {
          drive(flow, data, picks);
        }),
        { numRuns: 300 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'end approved when every task is approved, then refuse every action, changing nothing',
    () => {
      fc.assert(
        fc.property(
          designedFlows,
          formData,
          fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
          (flow, data, picks) => {
            const run = drive(flow, data, picks, true);
            expect(run.state.status).toBe('approved');
            expect(run.state.completion).toBe(100);
            const before = structuredClone(run.state);
            for (const task of run.state.tasks) {
              expect(run.do({ type: 'approve', taskId: task.id, actor: task.assignee }).ok).toBe(false);
              expect(run.do({ type: 'reject', taskId: task.id, actor: task.assignee }).ok).toBe(false);
            }
            expect(run.do({ type: 'withdraw', actor: run.state.initiatorId }).ok).toBe(false);
            expect(run.state).toEqual(before);
          },
        ),
        { numRuns: 150 },
      );
    },
    RUN_LIMIT,
  );
});
