import type { ApproverProperties, SubFlowProperties, TimerProperties } from '../types';
import { approverRequest, copyNodeRequest, mapSubFlowData, subFlowInitiatorRequest } from './approvers';
import { type FlowGraph, reachableFrom } from './compile';
import { decide, type Vote } from './countersign';
import { nextNodes } from './next';
import { previousApprover, resolveRejectTarget } from './reject';
import type {
  FlowEffect,
  FlowRefusal,
  FlowTask,
  RecordAction,
  RequestState,
  RequestStatus,
  StepTrace,
  TaskCommand,
} from './request-types';

/**
 * The moves the request's state machine is made of: activating a node, completing it (and what that
 * starts), settling an approval node's votes, sending a reject back, stopping nodes. They edit the draft
 * state they are given and collect effects; a refusal is thrown as `Refused` and `apply` turns it into an
 * answer, dropping the draft.
 */

export interface RequestEnv {
  graph: FlowGraph;
  formData: Readonly<Record<string, unknown>>;
  names?: Readonly<Record<string, string>>;
}

export class Refused {
  constructor(readonly refusal: FlowRefusal) {}
}

export const refuse = (refusal: FlowRefusal): never => {
  throw new Refused(refusal);
};

const TIMEOUT_SECONDS = { day: 86400, hour: 3600, minute: 60 } as const;

export function flowMachine(env: RequestEnv, s: RequestState) {
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
    s.lastStep = {};
    s.completion = 0;
    s.copyTo = [];
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
      const request = copyNodeRequest(node.design?.properties ?? {}, s.copyTo);
      emit({ type: 'circulate', nodeId, request });
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

  /** A node is done: the flow moves on from it. What it did is kept so an approver's recall can undo it. */
  const complete = (nodeId: string) => {
    const was = activeNode(nodeId);
    if (was?.kind === 'approval' && props(nodeId).timeoutConfig?.on === true)
      emit({ type: 'cancelTimer', nodeId });
    s.active = s.active.filter((node) => node !== was);
    s.passed.push(nodeId);
    const trace: StepTrace = {
      round: was?.round ?? 0,
      activated: [],
      arrivals: [],
      joins: {},
      traversed: [],
      completion: s.completion,
    };
    s.lastStep[nodeId] = trace;
    const progress = Number(props(nodeId).progress);
    if (graph.nodes[nodeId]?.kind === 'approver' && Number.isFinite(progress))
      s.completion = Math.max(s.completion, Math.min(99, progress));
    const step = nextNodes(graph, nodeId, env.formData, { arrived: s.arrived, names: env.names });
    if (step.stuck.length) refuse('noBranch');
    for (const { join, from } of step.arrivals)
      s.arrived[join] = [...new Set([...(s.arrived[join] ?? []), from])];
    for (const join of step.passedJoins) {
      trace.joins[join] = s.arrived[join] ?? [];
      delete s.arrived[join];
    }
    Object.assign(trace, { activated: step.activate, arrivals: step.arrivals, traversed: step.traversed });
    s.passed.push(...step.traversed);
    for (const id of step.activate) activate(id);
    if (step.ended && s.active.length === 0 && s.status === 'running') {
      s.completion = 100;
      setStatus('approved');
      emit({ type: 'notify', event: 'finished', to: [s.initiatorId] });
    }
  };

  /**
   * Undoes a node's last step, for a recall: refused once a node it started has been acted on (a decision,
   * a fired timer, a finished sub-flow) or a join it arrived at has gone on; copy nodes it passed through
   * are undone with it.
   */
  const undoStep = (nodeId: string) => {
    const trace = s.lastStep[nodeId] ?? refuse('recallTooLate');
    for (const id of trace.activated) {
      if (graph.nodes[id]?.kind === 'copy') {
        undoStep(id);
        continue;
      }
      const node = activeNode(id) ?? refuse('recallTooLate');
      if (
        s.tasks.some((task) => task.nodeId === id && task.round === node.round && task.status !== 'pending')
      )
        refuse('recallTooLate');
    }
    // an arrival at a join that has since let the flow through (on another branch's step) is spent
    for (const { join, from } of trace.arrivals)
      if (!trace.joins[join] && !s.arrived[join]?.includes(from)) refuse('recallTooLate');
    stop((id) => !trace.activated.includes(id));
    for (const [join, arrived] of Object.entries(trace.joins)) s.arrived[join] = arrived;
    for (const { join, from } of trace.arrivals) {
      s.arrived[join] = (s.arrived[join] ?? []).filter((id) => id !== from);
      if (!s.arrived[join].length) delete s.arrived[join];
    }
    const undone = new Set([nodeId, ...trace.traversed]);
    s.passed = s.passed.filter((id) => !undone.has(id));
    s.completion = trace.completion;
    delete s.lastStep[nodeId];
  };

  const startTimeout = (nodeId: string) => {
    const timeout = props(nodeId).timeoutConfig;
    if (timeout?.on !== true) return;
    const seconds = Number(timeout.quantity) * (TIMEOUT_SECONDS[timeout.type] ?? 86400);
    emit({ type: 'setTimer', nodeId, seconds, reason: 'timeout' });
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
    for (const id of region) {
      delete s.approvedBy[id];
      delete s.lastStep[id];
    }
    emit({ type: 'notify', event: 'rejected', to: [s.initiatorId], nodeId });
    activate(target.nodeId);
  };

  /** The pending task a command acts on, refused unless it is the actor's (or theirs by entrust). */
  const ownTask = (command: TaskCommand) => {
    if (s.status !== 'running') refuse('notRunning');
    const task = s.tasks.find((t) => t.id === command.taskId) ?? refuse('noTask');
    const node = activeNode(task.nodeId);
    if (task.status !== 'pending' || !node || node.round !== task.round) refuse('taskHandled');
    if (task.assignee !== (command.onBehalfOf ?? command.actor)) refuse('notAssignee');
    return task;
  };

  /** A decision on a node that asks for a handwritten signature needs one. */
  const decisionTask = (command: TaskCommand) => {
    const task = ownTask(command);
    if (props(task.nodeId).hasSign === true && !command.signature) refuse('signatureRequired');
    return task;
  };

  /** The audit record of a command on a task. */
  const recordTask = (action: RecordAction, task: FlowTask, command: TaskCommand, target?: string) => {
    const record: FlowEffect = {
      type: 'record',
      action,
      nodeId: task.nodeId,
      actor: command.actor,
      taskId: task.id,
    };
    if (target !== undefined) record.target = target;
    for (const key of ['onBehalfOf', 'opinion', 'signature'] as const)
      if (typeof command[key] === 'string') record[key] = command[key];
    emit(record);
  };

  /** Who approved a node: the task's person, also when someone acted for them. */
  const noteApproval = (nodeId: string, user: string) => {
    s.approvedBy[nodeId] = [...new Set([...(s.approvedBy[nodeId] ?? []), user])];
  };

  /**
   * A node set to skip repeated approvers passes, without asking, the people who already approved the
   * previous approval node (or any node of this run).
   */
  const skipRepeated = (nodeId: string, round: number) => {
    const mode = props(nodeId).skipRepeatedApprover;
    if (mode !== 'previous' && mode !== 'any') return;
    const previous = previousApprover(graph, nodeId, new Set(s.passed));
    const already = new Set(
      mode === 'any' ? Object.values(s.approvedBy).flat() : previous ? (s.approvedBy[previous] ?? []) : [],
    );
    const repeated = pendingOf(nodeId, round).filter((task) => already.has(task.assignee));
    if (!repeated.length) return;
    setTasks(repeated, 'approved');
    for (const task of repeated) {
      emit({ type: 'record', action: 'autoPass', nodeId, actor: task.assignee, taskId: task.id });
      noteApproval(nodeId, task.assignee);
    }
    settle(nodeId, round);
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
  return {
    effects,
    emit,
    props,
    activeNode,
    setTasks,
    pendingOf,
    setStatus,
    resetRun,
    complete,
    undoStep,
    startTimeout,
    settle,
    rejectNode,
    ownTask,
    decisionTask,
    recordTask,
    noteApproval,
    skipRepeated,
    createTasks,
  };
}
