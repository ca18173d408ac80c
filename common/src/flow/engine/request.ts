import { circulateRequest } from './approvers';
import { flowMachine, Refused, type RequestEnv, refuse } from './request-core';
import {
  FLOW_REFUSALS,
  type FlowCommand,
  type FlowOutcome,
  type FlowTask,
  type RequestState,
  type RequestStatus,
} from './request-types';

/**
 * The state machine of a request: `apply(env, state, command)` gives the next state and the effects to
 * write, or a refusal that changes nothing. Pure: the given state is not touched, the clock and the
 * database are the server's (it answers `resolveApprovers` with an `assign` command, fires timers with
 * `timerFired`, reports sub-flows with `subFlowDone`).
 */

export type { RequestEnv } from './request-core';

const RESUBMITTABLE: readonly RequestStatus[] = ['draft', 'rejected', 'withdrawn'];

function machine(env: RequestEnv, s: RequestState) {
  const m = flowMachine(env, s);
  const { effects, emit, props, activeNode, setTasks, pendingOf, setStatus, resetRun, complete } = m;
  const {
    undoStep,
    startTimeout,
    settle,
    rejectNode,
    ownTask,
    decisionTask,
    recordTask,
    noteApproval,
    createTasks,
  } = m;
  const graph = env.graph;

  const run = (command: FlowCommand) => {
    switch (command.type) {
      case 'submit': {
        if (!RESUBMITTABLE.includes(s.status)) refuse('notResubmittable');
        if (command.actor !== s.initiatorId) refuse('notInitiator');
        resetRun();
        s.copyTo = (command.copyTo ?? []).filter((user) => typeof user === 'string' && user !== '');
        setStatus('running');
        emit({ type: 'record', action: 'submit', nodeId: graph.start, actor: command.actor });
        return complete(graph.start);
      }
      case 'assign': {
        if (s.status !== 'running') refuse('notRunning');
        const node = activeNode(command.nodeId);
        if (node?.kind !== 'approval') return refuse('notActive');
        const users = [...new Set(command.users.filter((user) => typeof user === 'string' && user !== ''))];
        if (node.resolved) {
          if (!users.length) refuse('noApprover');
          setTasks(pendingOf(node.nodeId, node.round), 'cancelled');
          node.round = ++s.round;
          emit({
            type: 'record',
            action: 'assign',
            nodeId: node.nodeId,
            actor: command.actor ?? null,
            target: users.join(','),
          });
        } else if (!users.length) {
          if (props(node.nodeId).noApproverHandler === false) refuse('noApprover');
          emit({ type: 'record', action: 'autoPass', nodeId: node.nodeId, actor: null });
          emit({ type: 'nodePassed', nodeId: node.nodeId, approvals: 0, total: 0 });
          return complete(node.nodeId);
        }
        node.resolved = true;
        createTasks(node.nodeId, node.round, users);
        startTimeout(node.nodeId);
        return m.skipRepeated(node.nodeId, node.round);
      }
      case 'approve': {
        const task = command.addSignTo === undefined ? decisionTask(command) : ownTask(command);
        const p = props(task.nodeId);
        if (command.addSignTo !== undefined) {
          if (p.hasFreeApprover !== true) refuse('addSignNotAllowed');
          if (!command.addSignTo || command.addSignTo === task.assignee) refuse('sameUser');
          setTasks([task], 'addSigned');
          recordTask('addSign', task, command, command.addSignTo);
          return createTasks(task.nodeId, task.round, [command.addSignTo], task.id);
        }
        setTasks([task], 'approved');
        recordTask('approve', task, command);
        noteApproval(task.nodeId, task.assignee);
        const copy = circulateRequest(p, command.copyTo);
        if (copy.users.length || copy.positions.length || copy.roles.length)
          emit({ type: 'circulate', nodeId: task.nodeId, request: copy });
        emit({ type: 'notify', event: 'approved', to: [s.initiatorId], nodeId: task.nodeId });
        return settle(task.nodeId, task.round);
      }
      case 'reject': {
        const task = decisionTask(command);
        setTasks([task], 'rejected');
        recordTask('reject', task, command);
        const picked = props(task.nodeId).isCustomCopy === true ? (command.copyTo ?? []) : [];
        if (picked.length) {
          const request = { kind: 'members' as const, users: [...picked], positions: [], roles: [] };
          emit({ type: 'circulate', nodeId: task.nodeId, request });
        }
        return settle(task.nodeId, task.round);
      }
      case 'recall': {
        // an approver takes back an approval while nobody after them has acted (server-facts §6)
        if (s.status !== 'running') refuse('notRunning');
        const task = s.tasks.find((t) => t.id === command.taskId) ?? refuse('noTask');
        if (task.assignee !== (command.onBehalfOf ?? command.actor)) refuse('notAssignee');
        if (task.status !== 'approved') refuse('notRecallable');
        const node = activeNode(task.nodeId);
        if (node && node.round !== task.round) refuse('notRecallable');
        if (!node) {
          if (s.lastStep[task.nodeId]?.round !== task.round) refuse('notRecallable');
          undoStep(task.nodeId);
          s.active.push({ nodeId: task.nodeId, kind: 'approval', round: task.round, resolved: true });
          const sameRound = (t: FlowTask) => t.nodeId === task.nodeId && t.round === task.round;
          setTasks(
            s.tasks.filter((t) => sameRound(t) && t.status === 'cancelled'),
            'pending',
          );
          startTimeout(task.nodeId);
        }
        setTasks([task], 'pending');
        s.approvedBy[task.nodeId] = (s.approvedBy[task.nodeId] ?? []).filter(
          (user) => user !== task.assignee,
        );
        return recordTask('recall', task, command);
      }
      case 'transfer': {
        const task = ownTask(command);
        if (!command.to || command.to === task.assignee) refuse('sameUser');
        task.assignee = command.to;
        recordTask('transfer', task, command, command.to);
        emit({ type: 'notify', event: 'todo', to: [command.to], nodeId: task.nodeId });
        return;
      }
      case 'press': {
        if (s.status !== 'running') refuse('notRunning');
        if (command.actor !== s.initiatorId) refuse('notInitiator');
        const people = [...new Set(s.tasks.filter((t) => t.status === 'pending').map((t) => t.assignee))];
        if (!people.length) refuse('nothingToPress');
        emit({ type: 'record', action: 'press', nodeId: null, actor: command.actor });
        emit({ type: 'notify', event: 'press', to: people });
        return;
      }
      case 'timerFired':
      case 'subFlowDone': {
        const kind = command.type === 'timerFired' ? 'timer' : 'subFlow';
        if (s.status !== 'running' || activeNode(command.nodeId)?.kind !== kind) refuse('notActive');
        return complete(command.nodeId);
      }
      case 'timeout': {
        const node = activeNode(command.nodeId);
        const timeout = props(command.nodeId).timeoutConfig;
        if (s.status !== 'running' || node?.kind !== 'approval' || !node.resolved || timeout?.on !== true)
          return refuse('notActive');
        setTasks(pendingOf(node.nodeId, node.round), 'cancelled');
        emit({ type: 'record', action: 'timeout', nodeId: node.nodeId, actor: null });
        if (Number(timeout.handler) === 2) return rejectNode(node.nodeId);
        return complete(node.nodeId);
      }
      case 'withdraw':
      case 'terminate': {
        if (s.status !== 'running') refuse('notRunning');
        if (command.type === 'withdraw' && command.actor !== s.initiatorId) refuse('notInitiator');
        resetRun();
        emit({ type: 'record', action: command.type, nodeId: null, actor: command.actor });
        setStatus(command.type === 'withdraw' ? 'withdrawn' : 'terminated');
        const event = command.type === 'withdraw' ? 'withdrawn' : 'terminated';
        emit({ type: 'notify', event, to: [s.initiatorId] });
        return;
      }
    }
  };
  return { run, effects };
}

/** Applies one command to a request. */
export function apply(env: RequestEnv, state: RequestState, command: FlowCommand): FlowOutcome {
  const draft = structuredClone(state);
  const { run, effects } = machine(env, draft);
  try {
    run(command);
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, refusal: error.refusal, message: FLOW_REFUSALS[error.refusal] };
    throw error;
  }
  return { ok: true, state: draft, effects };
}
