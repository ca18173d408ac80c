import type { ApproverProperties, CopyProperties, SubFlowProperties } from '../types';

/**
 * Approver resolution as rules: which people a node asks for, as a request the server answers from the
 * database (users, positions, roles, managers, department heads) in the command's transaction. What the
 * engine can know itself (the initiator, ids in a form field, who approved an earlier node) it fills in.
 * Manager and department-head rules always start from the request's initiator (the original used the
 * acting user at submit time: server-facts §6 quirk).
 */

export type ApproverRequest =
  /** 6: named users, and the members of positions and roles */
  | { kind: 'members'; users: string[]; positions: string[]; roles: string[] }
  /** 1: the initiator's manager `levels` up (1 = direct manager) */
  | { kind: 'manager'; of: string; levels: number }
  /** 3 */
  | { kind: 'initiator'; users: string[] }
  /** 2: the head of the initiator's department */
  | { kind: 'departmentHead'; of: string }
  /** 4: the ids a form field holds; the server keeps those that are existing, enabled users */
  | { kind: 'formField'; field: string; users: string[] }
  /** 5: who approved an earlier node on this run */
  | { kind: 'nodeApprovers'; nodeId: string; users: string[] }
  /** 9: the users a service returns */
  | { kind: 'service'; url: string; of: string };

export interface ApproverContext {
  initiatorId: string;
  formData: Readonly<Record<string, unknown>>;
  /** who approved a node on this run, for type 5 */
  approvedBy: (nodeId: string) => readonly string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/** User ids held by a field: an array, or text with ids separated by commas (the user picker). */
export function idsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
  return [...new Set(ids)];
}

const level = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
};

export function approverRequest(
  properties: Partial<ApproverProperties>,
  context: ApproverContext,
): ApproverRequest {
  const of = context.initiatorId;
  switch (Number(properties.assigneeType ?? 6)) {
    case 1:
      return { kind: 'manager', of, levels: level(properties.managerLevel) };
    case 2:
      return { kind: 'departmentHead', of };
    case 3:
      return { kind: 'initiator', users: [of] };
    case 4: {
      const field = String(properties.formField ?? '');
      return { kind: 'formField', field, users: idsOf(context.formData[field]) };
    }
    case 5: {
      const nodeId = String(properties.nodeId ?? '');
      return { kind: 'nodeApprovers', nodeId, users: [...context.approvedBy(nodeId)] };
    }
    case 9:
      return { kind: 'service', url: String(properties.getUserUrl ?? ''), of };
    default:
      return {
        kind: 'members',
        users: strings(properties.approvers),
        positions: strings(properties.approverPos),
        roles: strings(properties.approverRole),
      };
  }
}

/** Who gets a copy: a node's CC lists plus what the approver chose when the node lets them choose. */
export function circulateRequest(
  properties: Partial<ApproverProperties>,
  chosen: readonly string[] = [],
): Extract<ApproverRequest, { kind: 'members' }> {
  const picked = properties.isCustomCopy === true ? chosen : [];
  return {
    kind: 'members',
    users: [...new Set([...strings(properties.circulateUser), ...picked])],
    positions: strings(properties.circulatePosition),
    roles: strings(properties.circulateRole),
  };
}

/** A copy node's recipients: its members plus the initiator's picks when it allows them. */
export function copyNodeRequest(
  properties: Partial<CopyProperties>,
  picked: readonly string[] = [],
): Extract<ApproverRequest, { kind: 'members' }> {
  const chosen = properties.userOptional === true ? picked : [];
  return {
    kind: 'members',
    users: [...new Set([...strings(properties.menbers), ...chosen])],
    positions: [],
    roles: [],
  };
}

/** Who launches a sub-flow's requests: 1 named members, 2 department head, 3 manager, 4 the initiator. */
export function subFlowInitiatorRequest(
  properties: Partial<SubFlowProperties>,
  initiatorId: string,
): ApproverRequest {
  switch (Number(properties.initiateType ?? 1)) {
    case 2:
      return { kind: 'departmentHead', of: initiatorId };
    case 3:
      return { kind: 'manager', of: initiatorId, levels: level(properties.managerLevel) };
    case 4:
      return { kind: 'initiator', users: [initiatorId] };
    default:
      return {
        kind: 'members',
        users: strings(properties.initiator),
        positions: strings(properties.initiatePos),
        roles: strings(properties.initiateRole),
      };
  }
}

/** A parent field's value mapped onto the child's fields (assignList). */
export function mapSubFlowData(
  properties: Partial<SubFlowProperties>,
  parentData: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const row of Array.isArray(properties.assignList) ? properties.assignList : []) {
    if (row && typeof row.parentField === 'string' && typeof row.childField === 'string' && row.childField)
      data[row.childField] = parentData[row.parentField];
  }
  return data;
}
