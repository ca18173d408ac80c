import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFlow } from './design-ops';
import { compileFlow, END_NODE, reachableFrom } from './engine/compile';
import { counterIds } from './test-support/flows';
import { applyStep, designedFlows, designStep } from './test-support/random-flows';
import type { FlowNode } from './types';
import { validateFlow } from './validate-flow';
import { walkFlow } from './walk';

// Hundreds of random runs per property: generous on a machine shared with builds and benchmarks.
const RUN_LIMIT = 60_000;

/**
 * Flows built only through the designer's operations pass the save rules, survive a save and load, and
 * compile into a graph where every node is on a path from the start to the end.
 */

const ids = (flow: FlowNode) => [...walkFlow(flow)].map((visit) => visit.node.nodeId);

describe('flows the designer can produce', () => {
  it(
    'pass the save rules',
    () => {
      fc.assert(
        fc.property(designedFlows, (flow) => {
          expect(validateFlow(flow)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'load back from their saved text unchanged, and still pass',
    () => {
      fc.assert(
        fc.property(designedFlows, (flow) => {
          const loaded = JSON.parse(JSON.stringify(flow));
          expect(loaded).toEqual(flow);
          expect(validateFlow(loaded)).toEqual([]);
        }),
        { numRuns: 200 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'give every node its own id and link prevId to the node above',
    () => {
      fc.assert(
        fc.property(designedFlows, (flow) => {
          const all = ids(flow);
          expect(new Set(all).size).toBe(all.length);
          for (const { node, parent } of walkFlow(flow)) expect(node.prevId).toBe(parent?.nodeId);
        }),
      );
    },
    RUN_LIMIT,
  );

  it(
    'compile into a graph where every node is reached from the start and reaches the end',
    () => {
      fc.assert(
        fc.property(designedFlows, (flow) => {
          const graph = compileFlow(flow);
          const fromStart = reachableFrom(graph, graph.start);
          expect(Object.keys(graph.nodes).sort()).toEqual([...fromStart].sort());
          for (const id of Object.keys(graph.nodes))
            expect(reachableFrom(graph, id).has(END_NODE)).toBe(true);
          for (const node of Object.values(graph.nodes))
            if (node.kind === 'join') expect(node.prev.length).toBe(graph.nodes[node.split!].next.length);
          // stored beside the design: it grows with the design, each node's fields held once
          expect(JSON.stringify(graph).length).toBeLessThan(2 * JSON.stringify(flow).length + 1000);
        }),
        { numRuns: 200 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'leave the flow they were given unchanged, which undo relies on',
    () => {
      fc.assert(
        fc.property(designedFlows, designStep, (flow, step) => {
          const before = JSON.stringify(flow);
          applyStep(flow, step, counterIds('z'));
          expect(JSON.stringify(flow)).toBe(before);
        }),
      );
    },
    RUN_LIMIT,
  );
});

describe('the save rules on anything stored', () => {
  it(
    'answer with issues, never a throw, whatever the JSON holds',
    () => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          expect(Array.isArray(validateFlow(value))).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'answer with issues, never a throw, when a designed flow is damaged anywhere',
    () => {
      const keys = [
        'nodeId',
        'type',
        'properties',
        'childNode',
        'conditionNodes',
        'isInterflow',
        'conditionType',
      ];
      fc.assert(
        fc.property(
          designedFlows,
          fc.nat(),
          fc.nat(),
          fc.anything(),
          fc.boolean(),
          (flow, at, key, value, deep) => {
            const damaged = structuredClone(flow);
            const nodes = [...walkFlow(damaged)].map((visit) => visit.node) as unknown as Record<
              string,
              unknown
            >[];
            const node = nodes[at % nodes.length];
            const properties = node.properties as Record<string, unknown> | undefined;
            const propertyKeys = Object.keys(properties ?? {});
            if (deep && properties && propertyKeys.length)
              properties[propertyKeys[key % propertyKeys.length]] = value;
            else node[keys[key % keys.length]] = value;
            const issues = validateFlow(damaged);
            if (issues.length === 0) compileFlow(damaged as never);
          },
        ),
        { numRuns: 300 },
      );
    },
    RUN_LIMIT,
  );

  it(
    'accept the plain new flow once its approver is set, and nothing less',
    () => {
      expect(validateFlow(newFlow(counterIds())).map((issue) => issue.rule)).toEqual(['approvers']);
    },
    RUN_LIMIT,
  );
});
