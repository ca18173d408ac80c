import { type FlowIssue, flowDetail, flowIssue } from './flow-messages';
import { FLOW_NODE_TYPES, type FlowNodeType } from './types';

/**
 * The structural guard: is this stored JSON a flow tree at all. Anything else (wrong types, a loop between
 * objects, absurd nesting or size) becomes one message, never a throw, so a hand-edited or truncated
 * import is refused with a reason and the rules after it can trust the shape.
 */

export const MAX_FLOW_NODES = 2000;
export const MAX_FLOW_DEPTH = 400;

type Kind = 'strings' | 'string' | 'numberish' | 'boolean' | 'object' | 'array';

const ASSIGNMENT: Record<string, Kind> = {
  title: 'string',
  formOperates: 'array',
};

/** The properties whose type is checked when present; the rules read them as these. */
const PROPERTY_KINDS: Partial<Record<FlowNodeType, Record<string, Kind>>> = {
  start: { ...ASSIGNMENT, initiator: 'strings', initiatePos: 'strings', initiateRole: 'strings' },
  approver: {
    ...ASSIGNMENT,
    approvers: 'strings',
    approverPos: 'strings',
    approverRole: 'strings',
    assigneeType: 'numberish',
    managerLevel: 'numberish',
    formField: 'string',
    nodeId: 'string',
    getUserUrl: 'string',
    counterSign: 'numberish',
    countersignRatio: 'numberish',
    progress: 'numberish',
    rejectStep: 'string',
    circulateUser: 'strings',
    circulatePosition: 'strings',
    circulateRole: 'strings',
    timeoutConfig: 'object',
    messageType: 'array',
  },
  copy: { title: 'string', menbers: 'strings' },
  timer: { title: 'string', day: 'numberish', hour: 'numberish', minute: 'numberish', second: 'numberish' },
  subFlow: {
    title: 'string',
    initiateType: 'numberish',
    managerLevel: 'numberish',
    initiator: 'strings',
    initiatePos: 'strings',
    initiateRole: 'strings',
    flowId: 'string',
    assignList: 'array',
    messageType: 'array',
  },
  condition: { title: 'string', conditions: 'array', priority: 'numberish' },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string':
      return typeof value === 'string';
    case 'numberish':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
  }
}

function badProperty(node: Record<string, unknown>): string | null {
  const kinds = PROPERTY_KINDS[node.type as FlowNodeType];
  const properties = node.properties as Record<string, unknown>;
  for (const [key, kind] of Object.entries(kinds ?? {})) {
    const value = properties[key];
    if (value !== undefined && value !== null && !fits(value, kind)) return key;
  }
  if (node.type === 'condition' && Array.isArray(properties.conditions))
    if (properties.conditions.some((rule) => !isObject(rule))) return 'conditions';
  return null;
}

const structure = (detail: Parameters<typeof flowDetail>[0], params: Record<string, string | number> = {}) =>
  flowIssue('structure', { detail: flowDetail(detail, params) });

/** The first structural problem of a stored design, or null when it is shaped like a flow tree. */
export function flowStructureIssue(template: unknown): FlowIssue | null {
  if (!isObject(template)) return structure('notObject');
  if (template.type !== 'start') return structure('notStart');
  const seen = new Set<object>();
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: template, path: 'root', depth: 0 },
  ];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (!isObject(value)) return structure('badNode', { path });
    if (seen.has(value)) return structure('cycle');
    seen.add(value);
    if (seen.size > MAX_FLOW_NODES) return structure('tooLarge', { limit: MAX_FLOW_NODES });
    if (depth > MAX_FLOW_DEPTH) return structure('tooDeep', { limit: MAX_FLOW_DEPTH });
    const { nodeId, type } = value;
    if (typeof nodeId !== 'string' || nodeId.trim() === '' || typeof type !== 'string')
      return structure('badNode', { path });
    if (!FLOW_NODE_TYPES.includes(type as FlowNodeType)) return structure('unknownType', { type });
    const holder = type === 'empty' || type === 'branch';
    if (!isObject(value.properties) && !(holder && value.properties == null))
      return structure('badProperty', { node: nodeId, property: 'properties' });
    if (isObject(value.properties)) {
      const property = badProperty(value);
      if (property) return structure('badProperty', { node: nodeId, property });
    }
    if (value.conditionNodes !== undefined && value.conditionNodes !== null) {
      if (!Array.isArray(value.conditionNodes))
        return structure('badProperty', { node: nodeId, property: 'conditionNodes' });
      value.conditionNodes.forEach((branch, index) => {
        stack.push({ value: branch, path: `${path}.conditionNodes[${index}]`, depth: depth + 1 });
      });
    }
    if (value.childNode !== undefined && value.childNode !== null)
      stack.push({ value: value.childNode, path: `${path}.childNode`, depth: depth + 1 });
  }
  return null;
}
