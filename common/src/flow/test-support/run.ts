import type { ApproverRequest } from '../engine/approvers';
import { compileFlow } from '../engine/compile';
import { apply, type RequestEnv } from '../engine/request';
import {
  type FlowCommand,
  type FlowEffect,
  type FlowOutcome,
  newRequest,
  type RequestState,
} from '../engine/request-types';
import type { FlowTemplate } from '../types';

/**
 * A request driven the way the server will drive it: every `resolveApprovers` effect is answered at once
 * with an `assign` command, through `resolve` (the tests' stand-in for the organisation's tables).
 */
export class RequestRun {
  state: RequestState;
  readonly env: RequestEnv;
  readonly effects: FlowEffect[] = [];

  constructor(
    flow: FlowTemplate,
    formData: Record<string, unknown> = {},
    readonly resolve: (nodeId: string, request: ApproverRequest) => string[] = defaultResolve,
    initiator = 'me',
  ) {
    // the graph as a release stores it and a request reads it back
    this.env = { graph: JSON.parse(JSON.stringify(compileFlow(flow))), formData };
    this.state = newRequest(initiator);
  }

  do(command: FlowCommand): FlowOutcome {
    const outcome = apply(this.env, this.state, command);
    if (!outcome.ok) return outcome;
    this.state = outcome.state;
    this.effects.push(...outcome.effects);
    for (const effect of outcome.effects)
      if (effect.type === 'resolveApprovers' && this.state.status === 'running')
        this.do({
          type: 'assign',
          nodeId: effect.nodeId,
          users: this.resolve(effect.nodeId, effect.request),
        });
    return outcome;
  }

  pending(nodeId?: string) {
    return this.state.tasks.filter(
      (task) => task.status === 'pending' && (!nodeId || task.nodeId === nodeId),
    );
  }

  activeIds() {
    return this.state.active.map((node) => node.nodeId).sort();
  }

  /** Acts on the one pending task of a user. */
  act(user: string, type: 'approve' | 'reject', extra: Partial<FlowCommand> = {}) {
    const task = this.pending().find((t) => t.assignee === user);
    if (!task) throw new Error(`${user} has no pending task`);
    return this.do({ type, taskId: task.id, actor: user, ...extra } as FlowCommand);
  }
}

/** Named members as they are; the initiator's manager is 'mgr', the department head 'head'. */
export function defaultResolve(_nodeId: string, request: ApproverRequest): string[] {
  switch (request.kind) {
    case 'members':
      return [...request.users, ...request.roles.map((role) => `${role}-member`)];
    case 'manager':
      return [`mgr${request.levels}`];
    case 'departmentHead':
      return ['head'];
    case 'service':
      return [];
    default:
      return request.users;
  }
}
