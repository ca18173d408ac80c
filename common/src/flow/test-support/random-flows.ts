import fc from 'fast-check';
import { addBranch, addNodeAfter, addSplit, copyNode, newFlow, removeNode, updateNode } from '../design-ops';
import { compileFlow } from '../engine/compile';
import { rejectTargets } from '../engine/reject';
import { CONDITION_SYMBOLS, type FlowTemplate } from '../types';
import { walkFlow } from '../walk';
import { counterIds } from './flows';

/**
 * Random flows built only through the designer's operations, then given what the property drawer makes
 * the designer fill in before a save. `picks` drive every choice, so fast-check can shrink them.
 */

export type DesignStep =
  | { kind: 'add'; node: number; type: number }
  | { kind: 'split'; node: number; parallel: boolean }
  | { kind: 'branch' | 'remove' | 'copy'; node: number };

export const designStep: fc.Arbitrary<DesignStep> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), node: fc.nat(), type: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('split' as const), node: fc.nat(), parallel: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('branch' as const, 'remove' as const, 'copy' as const),
      node: fc.nat(),
    }),
  },
);

const TYPES = ['approver', 'approver', 'copy', 'timer', 'subFlow'] as const;
export const USERS = ['u1', 'u2', 'u3', 'u4'];

export function applyStep(flow: FlowTemplate, step: DesignStep, ids: () => string): FlowTemplate {
  const nodes = [...walkFlow(flow)].map((visit) => visit.node);
  const node = nodes[step.node % nodes.length];
  switch (step.kind) {
    case 'add':
      return addNodeAfter(flow, node.nodeId, TYPES[step.type % TYPES.length], ids);
    case 'split':
      return addSplit(flow, node.nodeId, step.parallel ? 'parallel' : 'condition', ids);
    case 'branch':
      return addBranch(flow, node.nodeId, ids);
    case 'remove':
      return removeNode(flow, node.nodeId);
    case 'copy':
      return copyNode(flow, node.nodeId, ids);
  }
}

/** What the property drawer asks for, chosen by `picks`: approvers and modes, rules, times, sub-flows. */
export function finish(flow: FlowTemplate, picks: readonly number[]): FlowTemplate {
  let at = 0;
  const pick = <T>(options: readonly T[]): T =>
    options[(picks[at++ % Math.max(1, picks.length)] ?? 0) % options.length];
  const graph = compileFlow(flow);
  let done = flow;
  for (const { node } of walkFlow(flow)) {
    const id = node.nodeId;
    const set = (properties: Record<string, unknown>) =>
      (done = updateNode(done, id, (n) => Object.assign(n.properties!, properties)));
    if (node.type === 'approver') {
      const count = pick([1, 1, 2, 3]);
      const targets = rejectTargets(graph, id);
      set({
        assigneeType: pick([6, 6, 6, 3, 1, 4]),
        formField: 'boss',
        approvers: USERS.slice(0, count).map((_, i) => USERS[(i + at) % USERS.length]),
        counterSign: pick([0, 1]),
        countersignRatio: pick([30, 50, 60, 100]),
        hasFreeApprover: pick([true, false]),
        hasSign: pick([false, false, true]),
        rejectStep: pick(['0', '1', ...targets]),
        ...{ none: {}, previous: { skipRepeatedApprover: 'previous' }, any: { skipRepeatedApprover: 'any' } }[
          pick(['none', 'none', 'previous', 'any'] as const)
        ],
        progress: String(pick([10, 50, 90])),
        timeoutConfig: { on: pick([false, false, true]), quantity: 1, type: 'hour', handler: pick([1, 2]) },
      });
    } else if (node.type === 'condition' && node.properties.isDefault !== true) {
      set({
        conditions: [
          {
            field: pick(['days', 'amount']),
            symbol: pick(CONDITION_SYMBOLS),
            filedValue: String(pick([0, 3, 5, 1000])),
            logic: pick(['&&', '||']),
          },
        ],
      });
    } else if (node.type === 'timer') set({ minute: pick([1, 30]) });
    else if (node.type === 'subFlow') set({ flowId: 'child', initiateType: 4 });
    else if (node.type === 'copy') set({ menbers: [pick(USERS)] });
  }
  return done;
}

export const designedFlows = fc
  .tuple(
    fc.array(designStep, { minLength: 0, maxLength: 30 }),
    fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
  )
  .map(([steps, picks]) => {
    const ids = counterIds();
    const flow = steps.reduce((current, step) => applyStep(current, step, ids), newFlow(ids));
    return finish(flow, picks);
  });
