import type { Localized } from '../../i18n';
import type { ApproverRequest } from './approvers';

/**
 * A request's state and the commands and effects of its state machine. The state is plain JSON the server
 * stores with the request row; effects are data the server writes in the same transaction (tasks, records,
 * outbox rows for messages, timers and sub-flows), so nothing happens that is not committed with it.
 */

/** SPEC §3 flow status, with the original's codes (client-facts §8.3). */
export const REQUEST_STATUS_CODES = {
  draft: 0,
  running: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  terminated: 5,
} as const;
export type RequestStatus = keyof typeof REQUEST_STATUS_CODES;

/** addSigned: handed to an added approver (加签), whose decision stands for it. */
export type TaskStatus = 'pending' | 'approved' | 'rejected' | 'addSigned' | 'cancelled';

export interface FlowTask {
  id: string;
  nodeId: string;
  /** the activation of the node the task belongs to */
  round: number;
  assignee: string;
  status: TaskStatus;
  /** the task that added this one (加签) */
  parentId?: string;
}

export interface ActiveNode {
  nodeId: string;
  kind: 'approval' | 'timer' | 'subFlow';
  round: number;
  /** an approval node's approvers are resolved and its tasks created */
  resolved: boolean;
}

export interface RequestState {
  status: RequestStatus;
  initiatorId: string;
  /** the activation counter: a node entered again (after a reject) gets a new round */
  round: number;
  active: ActiveNode[];
  tasks: FlowTask[];
  /** nodes (splits and joins included) this run has passed */
  passed: string[];
  /** per parallel join, the branch ends that have arrived */
  arrived: Record<string, string[]>;
  /** per approval node, who approved it on this run (type 5 approvers) */
  approvedBy: Record<string, string[]>;
  /** 0-100, from the passed nodes' progress */
  completion: number;
  taskSeq: number;
  /** per node, what its last completion did, so a recall can undo it */
  lastStep: Record<string, StepTrace>;
  /** the initiator's picks for copy nodes that let them choose */
  copyTo: string[];
}

/** What completing a node did: the nodes it started, its arrivals at joins, the joins it let through. */
export interface StepTrace {
  round: number;
  activated: string[];
  arrivals: { join: string; from: string }[];
  /** joins it passed, with their arrivals at that moment */
  joins: Record<string, string[]>;
  traversed: string[];
  completion: number;
}

/**
 * A command on one task. `onBehalfOf`: the task's person, when the actor acts for them under an entrust
 * (委托) the server has checked; both are recorded. The opinion and the handwritten signature (a stored
 * file's reference) go into the record; a node with `hasSign` refuses a decision without a signature.
 */
export interface TaskCommand {
  taskId: string;
  actor: string;
  onBehalfOf?: string;
  opinion?: string;
  signature?: string;
}

export type FlowCommand =
  /** `copyTo`: the people the initiator picks for copy nodes that let them (发起人自选) */
  | { type: 'submit'; actor: string; copyTo?: string[] }
  /** the approvers the server resolved for a node; again later, the monitor's assign (指派) */
  | { type: 'assign'; nodeId: string; users: string[]; actor?: string }
  | (TaskCommand & { type: 'approve'; addSignTo?: string; copyTo?: string[] })
  | (TaskCommand & { type: 'reject'; copyTo?: string[] })
  | (TaskCommand & { type: 'transfer'; to: string })
  /** an approver takes back their approval */
  | (TaskCommand & { type: 'recall' })
  /** the initiator urges the open tasks' people (催办) */
  | { type: 'press'; actor: string }
  | { type: 'timerFired'; nodeId: string }
  | { type: 'timeout'; nodeId: string }
  /** every child request the sub-flow node started has been approved */
  | { type: 'subFlowDone'; nodeId: string }
  | { type: 'withdraw'; actor: string }
  | { type: 'terminate'; actor: string };

/** The original's record handleStatus for each action; the rest are ours. */
export const RECORD_HANDLE_STATUS = {
  reject: 0,
  approve: 1,
  submit: 2,
  withdraw: 3,
  recall: 3,
  terminate: 4,
  assign: 5,
  addSign: 6,
  transfer: 7,
  autoPass: 8,
  press: 10,
  timeout: 9,
} as const;
export type RecordAction = keyof typeof RECORD_HANDLE_STATUS;

export type NotifyEvent =
  | 'todo'
  | 'approved'
  | 'rejected'
  | 'finished'
  | 'withdrawn'
  | 'terminated'
  | 'press';

export type FlowEffect =
  | { type: 'status'; status: RequestStatus }
  | { type: 'resolveApprovers'; nodeId: string; request: ApproverRequest }
  | { type: 'createTasks'; nodeId: string; tasks: FlowTask[] }
  | { type: 'taskStatus'; taskIds: string[]; status: TaskStatus }
  | {
      type: 'record';
      action: RecordAction;
      nodeId: string | null;
      actor: string | null;
      taskId?: string;
      target?: string;
      /** the task's person, when the actor acted for them under an entrust */
      onBehalfOf?: string;
      opinion?: string;
      signature?: string;
    }
  /** a node was rejected: where the request goes back to (null: the initiator) */
  | { type: 'returned'; from: string; to: string | null }
  /** a node passed: its votes at that moment (the countersign's count) */
  | { type: 'nodePassed'; nodeId: string; approvals: number; total: number }
  | { type: 'circulate'; nodeId: string; request: Extract<ApproverRequest, { kind: 'members' }> }
  | { type: 'notify'; event: NotifyEvent; to: string[]; nodeId?: string }
  | { type: 'setTimer'; nodeId: string; seconds: number; reason: 'timer' | 'timeout' }
  | { type: 'cancelTimer'; nodeId: string }
  | {
      type: 'startSubFlow';
      nodeId: string;
      flowId: string;
      initiators: ApproverRequest;
      data: Record<string, unknown>;
    }
  | { type: 'cancelSubFlow'; nodeId: string };

export const FLOW_REFUSALS = {
  notRunning: { zh: '流程不在审批中', en: 'The request is not in progress', zhtw: '流程不在審批中' },
  notResubmittable: {
    zh: '当前流程正在运行不能重复保存',
    en: 'The request is in progress and cannot be submitted again',
    zhtw: '當前流程正在運行不能重複保存',
  },
  notInitiator: {
    zh: '只有发起人可以执行此操作',
    en: 'Only the initiator can do this',
    zhtw: '只有發起人可以執行此操作',
  },
  noTask: { zh: '审批任务不存在', en: 'The approval task does not exist', zhtw: '審批任務不存在' },
  taskHandled: {
    zh: '当前流程被处理，无法审批',
    en: 'This task has already been handled',
    zhtw: '當前流程被處理，無法審批',
  },
  notAssignee: {
    zh: '这不是您的审批任务',
    en: 'This approval task is not yours',
    zhtw: '這不是您的審批任務',
  },
  notActive: { zh: '该节点不在进行中', en: 'The node is not active', zhtw: '該節點不在進行中' },
  addSignNotAllowed: {
    zh: '该节点不允许加签',
    en: 'This node does not allow adding approvers',
    zhtw: '該節點不允許加簽',
  },
  sameUser: { zh: '不能指定自己', en: 'You cannot choose yourself', zhtw: '不能指定自己' },
  noApprover: {
    zh: '该节点没有审批人，请指定审批人',
    en: 'Nobody approves this node: choose an approver',
    zhtw: '該節點沒有審批人，請指定審批人',
  },
  notRecallable: {
    zh: '当前流程不是同意状态，无法撤回',
    en: 'Only an approval of yours on this run can be taken back',
    zhtw: '當前流程不是同意狀態，無法撤回',
  },
  recallTooLate: {
    zh: '下一节点已处理，无法撤回',
    en: 'The next step has already been acted on, so this cannot be taken back',
    zhtw: '下一節點已處理，無法撤回',
  },
  nothingToPress: {
    zh: '当前流程没有待办人，无法催办',
    en: 'Nobody has an open task on this request to urge',
    zhtw: '當前流程沒有待辦人，無法催辦',
  },
  signatureRequired: {
    zh: '请签名',
    en: 'This step needs your handwritten signature',
    zhtw: '請簽名',
  },
  noBranch: {
    zh: '没有满足条件的分支',
    en: 'No branch of the condition split applies',
    zhtw: '沒有滿足條件的分支',
  },
} satisfies Record<string, Localized>;
export type FlowRefusal = keyof typeof FLOW_REFUSALS;

export type FlowOutcome =
  | { ok: true; state: RequestState; effects: FlowEffect[] }
  | { ok: false; refusal: FlowRefusal; message: Localized };

export function newRequest(initiatorId: string): RequestState {
  return {
    status: 'draft',
    initiatorId,
    round: 0,
    active: [],
    tasks: [],
    passed: [],
    arrived: {},
    approvedBy: {},
    completion: 0,
    taskSeq: 0,
    lastStep: {},
    copyTo: [],
  };
}
