import type { ApproverProperties, SubFlowProperties, TimerProperties } from '../types';
import {
  approverRequest,
  circulateRequest,
  copyNodeRequest,
  mapSubFlowData,
  subFlowInitiatorRequest,
} from './approvers';
import { type FlowGraph, reachableFrom } from './compile';
import { decide, type Vote } from './countersign';
import { nextNodes } from './next';
import { resolveRejectTarget } from './reject';
import {
  FLOW_REFUSALS,
  type FlowCommand,
  type FlowEffect,
  type FlowOutcome,
  type FlowRefusal,
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

export interface RequestEnv {
  graph: FlowGraph;
  formData: Readonly<Record<string, unknown>>;
  names?: Readonly<Record<string, string>>;
}

class Refused {
  constructor(readonly refusal: FlowRefusal) {}
}
const refuse = (refusal: FlowRefusal): never => {
  throw new Refused(refusal);
};

const TIMEOUT_SECONDS = { day: 86400, hour: 3600, minute: 60 } as const;
const RESUBMITTABLE: readonly RequestStatus[] = ['draft', 'rejected', 'withdrawn'];

function machine(env: RequestEnv, s: RequestState) {
  const effects: FlowEffect[] = [];
  const emit = (effect: FlowEffect) => effects.push(effect);
  const graph = env.graph;
  const props = (nodeId: string) =>
    (graph.nodes[nodeId]?.design?.properties ?? {}) as Partial<ApproverProperties>;
  const activeNode = (nodeId: string) => s.active.find((node) => node.nodeId === nodeId);

  const setTasks = (tasks: FlowTask[], status: FlowTask['status']) => {
    if (!tasks.length) return;
    for (const task of tasks) task.status = status;
    emit({ type: 'taskStatus', taskIds: tasks.map((task) => task.id), status });
  };
  const pendingOf = (nodeId: string, round: number) =>
    s.tasks.filter((task) => task.nodeId === nodeId && task.round === round && task.status === 'pending');

  const setStatus = (status: RequestStatus) => {
    s.status = status;
    emit({ type: 'status', status });
  };

  /** Stops active nodes: their open tasks are cancelled, their timers and sub-flows called off. */
  const stop = (keep: (nodeId: string) => boolean) => {
    for (const node of s.active.filter((active) => !keep(active.nodeId))) {
      setTasks(pendingOf(node.nodeId, node.round), 'cancelled');
      if (
        node.kind === 'timer' ||
        (node.kind === 'approval' && props(node.nodeId).timeoutConfig?.on === true)
      )
        emit({ type: 'cancelTimer', nodeId: node.nodeId });
      if (node.kind === 'subFlow') emit({ type: 'cancelSubFlow', nodeId: node.nodeId });
    }
    s.active = s.active.filter((active) => keep(active.nodeId));
  };

  const resetRun = () => {
    stop(() => false);
    s.passed = [];
    s.arrived = {};
    s.approvedBy = {};
    s.completion = 0;
  };

  const activate = (nodeId: string) => {
    const node = graph.nodes[nodeId];
    const round = ++s.round;
    if (node.kind === 'approver') {
      s.active.push({ nodeId, kind: 'approval', round, resolved: false });
      const context = {
        initiatorId: s.initiatorId,
        formData: env.formData,
        approvedBy: (id: string) => s.approvedBy[id] ?? [],
      };
      emit({ type: 'resolveApprovers', nodeId, request: approverRequest(props(nodeId), context) });
    } else if (node.kind === 'copy') {
      emit({ type: 'circulate', nodeId, request: copyNodeRequest(node.design?.properties ?? {}) });
      complete(nodeId);
    } else if (node.kind === 'timer') {
      const t = (node.design?.properties ?? {}) as Partial<TimerProperties>;
      const seconds = Number(t.day ?? 0) * 86400 + Number(t.hour ?? 0) * 3600 + Number(t.minute ?? 0) * 60;
      s.active.push({ nodeId, kind: 'timer', round, resolved: true });
      emit({ type: 'setTimer', nodeId, seconds: seconds + Number(t.second ?? 0), reason: 'timer' });
    } else if (node.kind === 'subFlow') {
      const p = (node.design?.properties ?? {}) as Partial<SubFlowProperties>;
      s.active.push({ nodeId, kind: 'subFlow', round, resolved: true });
      emit({
        type: 'startSubFlow',
        nodeId,
        flowId: String(p.flowId ?? ''),
        initiators: subFlowInitiatorRequest(p, s.initiatorId),
        data: mapSubFlowData(p, env.formData),
      });
    }
  };

  /** A node is done: the flow moves on from it. */
  const complete = (nodeId: string) => {
    s.active = s.active.filter((node) => node.nodeId !== nodeId);
    s.passed.push(nodeId);
    const progress = Number(props(nodeId).progress);
    if (graph.nodes[nodeId]?.kind === 'approver' && Number.isFinite(progress))
      s.completion = Math.max(s.completion, Math.min(99, progress));
    const step = nextNodes(graph, nodeId, env.formData, { arrived: s.arrived, names: env.names });
    if (step.stuck.length) refuse('noBranch');
    for (const { join, from } of step.arrivals)
      s.arrived[join] = [...new Set([...(s.arrived[join] ?? []), from])];
    for (const join of step.passedJoins) delete s.arrived[join];
    s.passed.push(...step.traversed);
    for (const id of step.activate) activate(id);
    if (step.ended && s.active.length === 0 && s.status === 'running') {
      s.completion = 100;
      setStatus('approved');
      emit({ type: 'notify', event: 'finished', to: [s.initiatorId] });
    }
  };

  /** A slot's vote: an added approver's decision stands for whoever added them. */
  const voteOf = (task: FlowTask): Vote => {
    let current = task;
    for (let depth = 0; current.status === 'addSigned' && depth <= s.tasks.length; depth++) {
      const child = s.tasks.find((t) => t.parentId === current.id && t.status !== 'cancelled');
      if (!child) return 'pending';
      current = child;
    }
    return current.status === 'approved' ? 'approve' : current.status === 'rejected' ? 'reject' : 'pending';
  };

  const settle = (nodeId: string, round: number) => {
    const slots = s.tasks.filter((task) => task.nodeId === nodeId && task.round === round && !task.parentId);
    const votes = slots.map(voteOf);
    const p = props(nodeId);
    const decision = decide(votes, p.counterSign === 1 ? 1 : 0, p.countersignRatio);
    if (decision === 'pending') return;
    setTasks(pendingOf(nodeId, round), 'cancelled');
    if (decision === 'reject') return rejectNode(nodeId);
    const approvals = votes.filter((vote) => vote === 'approve').length;
    emit({ type: 'nodePassed', nodeId, approvals, total: votes.length });
    complete(nodeId);
  };

  const rejectNode = (nodeId: string) => {
    const target = resolveRejectTarget(graph, nodeId, props(nodeId).rejectStep, new Set(s.passed));
    emit({ type: 'returned', from: nodeId, to: target.kind === 'initiator' ? null : target.nodeId });
    if (target.kind === 'initiator') {
      resetRun();
      setStatus('rejected');
      emit({ type: 'notify', event: 'rejected', to: [s.initiatorId], nodeId });
      return;
    }
    const region = reachableFrom(graph, target.nodeId);
    stop((id) => !region.has(id));
    for (const join of Object.keys(s.arrived))
      s.arrived[join] = s.arrived[join].filter((from) => !region.has(from));
    s.passed = s.passed.filter((id) => !region.has(id));
    for (const id of region) delete s.approvedBy[id];
    emit({ type: 'notify', event: 'rejected', to: [s.initiatorId], nodeId });
    activate(target.nodeId);
  };

  const ownTask = (taskId: string, actor: string) => {
    if (s.status !== 'running') refuse('notRunning');
    const task = s.tasks.find((t) => t.id === taskId) ?? refuse('noTask');
    const node = activeNode(task.nodeId);
    if (task.status !== 'pending' || !node || node.round !== task.round) refuse('taskHandled');
    if (task.assignee !== actor) refuse('notAssignee');
    return task;
  };

  const createTasks = (nodeId: string, round: number, users: string[], parentId?: string) => {
    const tasks = users.map((assignee): FlowTask => {
      const task: FlowTask = { id: `t${++s.taskSeq}`, nodeId, round, assignee, status: 'pending' };
      if (parentId) task.parentId = parentId;
      return task;
    });
    s.tasks.push(...tasks);
    emit({ type: 'createTasks', nodeId, tasks: structuredClone(tasks) });
    emit({ type: 'notify', event: 'todo', to: users, nodeId });
  };

  const run = (command: FlowCommand) => {
    switch (command.type) {
      case 'submit': {
        if (!RESUBMITTABLE.includes(s.status)) refuse('notResubmittable');
        if (command.actor !== s.initiatorId) refuse('notInitiator');
        resetRun();
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
        const timeout = props(node.nodeId).timeoutConfig;
        if (timeout?.on === true) {
          const seconds = Number(timeout.quantity) * (TIMEOUT_SECONDS[timeout.type] ?? 86400);
          emit({ type: 'setTimer', nodeId: node.nodeId, seconds, reason: 'timeout' });
        }
        return;
      }
      case 'approve': {
        const task = ownTask(command.taskId, command.actor);
        const p = props(task.nodeId);
        if (command.addSignTo !== undefined) {
          if (p.hasFreeApprover !== true) refuse('addSignNotAllowed');
          if (command.addSignTo === command.actor || !command.addSignTo) refuse('sameUser');
          setTasks([task], 'addSigned');
          emit({
            type: 'record',
            action: 'addSign',
            nodeId: task.nodeId,
            actor: command.actor,
            taskId: task.id,
            target: command.addSignTo,
          });
          return createTasks(task.nodeId, task.round, [command.addSignTo], task.id);
        }
        setTasks([task], 'approved');
        emit({
          type: 'record',
          action: 'approve',
          nodeId: task.nodeId,
          actor: command.actor,
          taskId: task.id,
        });
        s.approvedBy[task.nodeId] = [...new Set([...(s.approvedBy[task.nodeId] ?? []), command.actor])];
        const copy = circulateRequest(p, command.copyTo);
        if (copy.users.length || copy.positions.length || copy.roles.length)
          emit({ type: 'circulate', nodeId: task.nodeId, request: copy });
        emit({ type: 'notify', event: 'approved', to: [s.initiatorId], nodeId: task.nodeId });
        return settle(task.nodeId, task.round);
      }
      case 'reject': {
        const task = ownTask(command.taskId, command.actor);
        setTasks([task], 'rejected');
        emit({
          type: 'record',
          action: 'reject',
          nodeId: task.nodeId,
          actor: command.actor,
          taskId: task.id,
        });
        const picked = props(task.nodeId).isCustomCopy === true ? (command.copyTo ?? []) : [];
        if (picked.length)
          emit({
            type: 'circulate',
            nodeId: task.nodeId,
            request: { kind: 'members', users: [...picked], positions: [], roles: [] },
          });
        return settle(task.nodeId, task.round);
      }
      case 'transfer': {
        const task = ownTask(command.taskId, command.actor);
        if (!command.to || command.to === command.actor) refuse('sameUser');
        task.assignee = command.to;
        emit({
          type: 'record',
          action: 'transfer',
          nodeId: task.nodeId,
          actor: command.actor,
          taskId: task.id,
          target: command.to,
        });
        emit({ type: 'notify', event: 'todo', to: [command.to], nodeId: task.nodeId });
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
