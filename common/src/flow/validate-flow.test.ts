import { describe, expect, it } from 'vitest';
import { addNodeAfter, addSplit, newFlow, updateNode } from './design-ops';
import { compileFlow } from './engine/compile';
import { MAX_FLOW_DEPTH, MAX_FLOW_NODES } from './structure';
import { counterIds, leaveFlow, setApprovers } from './test-support/flows';
import type { FlowNode, FlowTemplate } from './types';
import { validateFlow } from './validate-flow';

const rules = (flow: unknown, context = {}) => validateFlow(flow, context).map((issue) => issue.rule);
const patch = (flow: FlowTemplate, nodeId: string, properties: Record<string, unknown>) =>
  updateNode(flow, nodeId, (node) => Object.assign(node.properties!, properties));

describe('the save rules of a flow', () => {
  it('pass the leave flow, and refuse a new flow until its approver is set, naming the node', () => {
    expect(validateFlow(leaveFlow())).toEqual([]);
    const issues = validateFlow(newFlow(counterIds()));
    expect(issues).toEqual([
      {
        rule: 'approvers',
        nodeId: 'n2',
        message: {
          zh: '【审批节点】请设置审批人',
          en: '"审批节点": choose the approvers',
          zhtw: '【审批节点】請設置審批人',
        },
      },
    ]);
  });

  it('check each assignment type for what it needs', () => {
    const flow = newFlow(counterIds());
    expect(rules(patch(flow, 'n2', { assigneeType: 4 }))).toEqual(['formField']);
    expect(rules(patch(flow, 'n2', { assigneeType: 4, formField: 'leader' }))).toEqual([]);
    expect(rules(patch(flow, 'n2', { assigneeType: 5 }))).toEqual(['stepNode']);
    expect(rules(patch(flow, 'n2', { assigneeType: 5, nodeId: 'n2' }))).toEqual(['stepNotEarlier']);
    expect(rules(patch(flow, 'n2', { assigneeType: 9 }))).toEqual(['serviceUrl']);
    expect(rules(patch(flow, 'n2', { assigneeType: 1, managerLevel: 11 }))).toEqual(['managerLevel']);
    expect(rules(patch(flow, 'n2', { assigneeType: 3 }))).toEqual([]);
    expect(rules(patch(flow, 'n2', { assigneeType: 2 }))).toEqual([]);
    expect(rules(patch(flow, 'n2', { assigneeType: 7 }))).toEqual(['assigneeType']);
    expect(rules(patch(flow, 'n2', { approverRole: ['r1'] }))).toEqual([]);
  });

  it('allow type 5 and named reject targets only on approvers every path passes before', () => {
    const flow = leaveFlow();
    expect(rules(patch(flow, 'n7', { assigneeType: 5, nodeId: 'n2' }))).toEqual([]);
    // n6 runs only when days > 3
    expect(rules(patch(flow, 'n7', { assigneeType: 5, nodeId: 'n6' }))).toEqual(['stepNotEarlier']);
    expect(rules(patch(flow, 'n7', { rejectStep: 'n6' }))).toEqual(['rejectStep']);
    expect(rules(patch(flow, 'n2', { rejectStep: 'n7' }))).toEqual(['rejectStep']);
    expect(rules(patch(flow, 'n6', { rejectStep: 'n2' }))).toEqual([]);
    expect(rules(patch(flow, 'n6', { rejectStep: '1' }))).toEqual([]);
  });

  it('keep the countersign ratio, progress, timeout and channels in range', () => {
    const flow = setApprovers(newFlow(counterIds()), 'n2');
    for (const ratio of [0, 101, 50.5])
      expect(rules(patch(flow, 'n2', { counterSign: 1, countersignRatio: ratio }))).toEqual([
        'countersignRatio',
      ]);
    expect(rules(patch(flow, 'n2', { counterSign: 1, countersignRatio: 60 }))).toEqual([]);
    expect(rules(patch(flow, 'n2', { progress: '120' }))).toEqual(['progress']);
    const timeout = { on: true, quantity: 0, type: 'day', handler: 1 };
    expect(rules(patch(flow, 'n2', { timeoutConfig: timeout }))).toEqual(['timeout']);
    expect(rules(patch(flow, 'n2', { timeoutConfig: { ...timeout, quantity: 2 } }))).toEqual([]);
    expect(rules(patch(flow, 'n2', { messageType: [1, 6] }))).toEqual(['messageType']);
  });

  it('check copy, timer and sub-flow nodes', () => {
    const ids = counterIds();
    let flow = setApprovers(newFlow(ids), 'n2');
    flow = addNodeAfter(flow, 'n2', 'copy', ids);
    flow = addNodeAfter(flow, 'n3', 'timer', ids);
    flow = addNodeAfter(flow, 'n4', 'subFlow', ids);
    expect(rules(flow)).toEqual(['timer', 'subFlowForm', 'subFlowInitiator']);
    flow = patch(flow, 'n3', { userOptional: false });
    flow = patch(flow, 'n4', { hour: 2 });
    flow = patch(flow, 'n5', {
      flowId: 'f1',
      initiateType: 4,
      assignList: [{ parentField: 'a', childField: '' }],
    });
    expect(rules(flow)).toEqual(['copyMembers', 'assignList']);
    flow = patch(flow, 'n3', { menbers: ['u9'] });
    flow = patch(flow, 'n5', { assignList: [{ parentField: 'a', childField: 'b' }], title: '' });
    expect(rules(flow, { flowId: 'f1' })).toEqual(['subFlowTitle', 'subFlowSelf']);
    expect(rules(patch(flow, 'n5', { title: '子流程' }))).toEqual([]);
  });

  it('check condition branches: rules, their parts, one default placed last', () => {
    const ids = counterIds();
    let flow = addSplit(setApprovers(newFlow(ids), 'n2'), 'n2', 'condition', ids);
    expect(rules(flow)).toEqual(['conditions']);
    const row = { field: 'days', symbol: '>', filedValue: 3, logic: '&&' };
    expect(rules(patch(flow, 'n4', { conditions: [row] }))).toEqual([]);
    expect(
      rules(patch(flow, 'n4', { conditions: [{ ...row, field: '', symbol: '~', filedValue: '' }] })),
    ).toEqual(['conditionField', 'conditionSymbol', 'conditionValue']);
    flow = patch(flow, 'n4', { conditions: [row] });
    expect(rules(patch(flow, 'n4', { isDefault: true }))).toEqual(['defaultBranch']);
    expect(rules(patch(flow, 'n5', { conditions: [row], isDefault: false }))).toEqual(['defaultBranch']);
  });

  it('refuse misplaced nodes and splits with one branch', () => {
    const ids = counterIds();
    const flow = addSplit(setApprovers(newFlow(ids), 'n2'), 'n2', 'parallel', ids);
    const filled = patch(patch(flow, 'n4', { approvers: ['a'] }), 'n5', { approvers: ['b'] });
    expect(rules(filled)).toEqual([]);
    const one = structuredClone(filled);
    one.childNode!.childNode!.conditionNodes!.pop();
    expect(rules(one)).toEqual(['fewBranches']);
    const outside = structuredClone(filled);
    outside.childNode!.childNode!.conditionNodes![0] = {
      type: 'condition',
      nodeId: 'c9',
      properties: { title: '条件', conditions: [], initiator: null, priority: 0, isDefault: false },
    } as FlowNode;
    expect(rules(outside)).toEqual(['misplaced', 'misplaced', 'misplaced']);
    const twoStarts = structuredClone(filled);
    twoStarts.childNode!.childNode!.childNode = { ...structuredClone(newFlow(counterIds('s'))) };
    expect(rules(twoStarts)).toContain('misplaced');
  });

  it('refuse duplicate node ids', () => {
    const flow = leaveFlow();
    (flow.childNode as FlowNode).nodeId = 'n7';
    expect(validateFlow(flow)).toEqual([
      { rule: 'duplicateId', nodeId: 'n7', message: expect.objectContaining({ zh: '节点编号【n7】重复' }) },
    ]);
  });
});

describe('the structural guard', () => {
  const detail = (flow: unknown) => validateFlow(flow)[0]?.message.en;

  it('answers malformed JSON with one message, never a throw', () => {
    expect(detail(null)).toBe('The flow design is malformed: it is not a flow node');
    expect(detail([])).toContain('not a flow node');
    expect(detail({ type: 'approver', nodeId: 'a', properties: {} })).toContain(
      'the root must be the start node',
    );
    expect(detail({ type: 'start', properties: {} })).toContain('has no id');
    expect(
      detail({ type: 'start', nodeId: 's', properties: {}, childNode: { type: 'loop', nodeId: 'x' } }),
    ).toContain('unknown node type "loop"');
    expect(detail({ type: 'start', nodeId: 's', properties: { initiator: 'u1' } })).toContain('"initiator"');
    expect(detail({ type: 'start', nodeId: 's', properties: {}, childNode: 5 })).toContain('root.childNode');
    expect(
      detail({
        type: 'start',
        nodeId: 's',
        properties: {},
        childNode: { type: 'empty', nodeId: 'e', conditionNodes: {} },
      }),
    ).toContain('"conditionNodes"');
    const approver = { type: 'approver', nodeId: 'a', properties: { countersignRatio: [] } };
    expect(detail({ type: 'start', nodeId: 's', properties: {}, childNode: approver })).toContain(
      '"countersignRatio"',
    );
  });

  it('refuses loops, absurd depth and absurd size', () => {
    const looped = newFlow(counterIds());
    (looped.childNode as FlowNode).childNode = looped;
    expect(detail(looped)).toContain('loop');
    let deep: FlowNode = { type: 'approver', nodeId: 'last', properties: { approvers: ['u'] } } as FlowNode;
    for (let i = 0; i <= MAX_FLOW_DEPTH; i++)
      deep = {
        type: 'approver',
        nodeId: `a${i}`,
        properties: { approvers: ['u'] },
        childNode: deep,
      } as FlowNode;
    expect(detail({ type: 'start', nodeId: 's', properties: {}, childNode: deep })).toContain(
      `${MAX_FLOW_DEPTH} levels`,
    );
    const wide = {
      type: 'empty',
      nodeId: 'e',
      conditionNodes: Array.from({ length: MAX_FLOW_NODES }, (_, i) => ({
        type: 'approver',
        nodeId: `p${i}`,
        properties: {},
      })),
    };
    expect(detail({ type: 'start', nodeId: 's', properties: {}, childNode: wide })).toContain(
      `${MAX_FLOW_NODES} nodes`,
    );
  });
});

describe('a flow exported from the original', () => {
  const exported = {
    type: 'start',
    content: '所有人',
    properties: { title: '发起节点', initiator: [], initiatePos: [], initiateRole: [], hasSubimtBtn: true },
    nodeId: 'k2x9a',
    childNode: {
      type: 'empty',
      nodeId: 'k2x9c',
      prevId: 'k2x9a',
      childNode: {
        type: 'copy',
        nodeId: 'k2x9f',
        prevId: 'k2x9c',
        properties: { title: '抄送人', menbers: ['hr'], userOptional: true },
      },
      conditionNodes: [
        {
          type: 'condition',
          nodeId: 'k2x9d',
          prevId: 'k2x9c',
          properties: {
            title: '条件1',
            conditions: [
              { field: 'amount', fieldName: '金额', symbol: '>=', filedValue: '1000', logic: '&&' },
            ],
            initiator: null,
            priority: 0,
            isDefault: false,
          },
          childNode: {
            type: 'approver',
            nodeId: 'k2x9e',
            prevId: 'k2x9d',
            properties: {
              title: '财务',
              assigneeType: 6,
              approverRole: ['finance'],
              counterSign: 0,
              rejectStep: '0',
            },
          },
        },
        {
          type: 'condition',
          nodeId: 'k2x9g',
          prevId: 'k2x9c',
          properties: { title: '条件2', conditions: [], initiator: null, priority: 1 },
        },
      ],
    },
  };

  it('loads as it is stored, passes the rules and compiles', () => {
    expect(validateFlow(JSON.parse(JSON.stringify(exported)))).toEqual([]);
    const graph = compileFlow(exported as unknown as FlowTemplate);
    expect(graph.order).toEqual(['k2x9a', 'k2x9c', 'k2x9e', 'k2x9c~join', 'k2x9f', 'end']);
    expect(graph.nodes.k2x9c.branches?.map((b) => [b.branchNodeId, b.isDefault])).toEqual([
      ['k2x9d', false],
      ['k2x9g', true],
    ]);
  });
});
