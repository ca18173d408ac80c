import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Opt } from '../../../db/schema.js';

/** The workflow runtime's tables (docs/decisions/078-workflow-runtime.md); each adds itself to Database. */

/**
 * A request (流程任务, the original's FLOW_TASK): pinned to the released version it started on. `state` is
 * the engine's RequestState as JSON, `revision` the compare-and-set counter every command bumps, and the
 * list columns (status, completion, thisStep…) are derived from the state when it is written.
 * creatorUserId is the initiator.
 */
export interface FlowTaskTable extends BaseColumns {
  flowEngineId: string;
  flowVersionId: string;
  flowCode: string;
  flowName: string;
  flowCategory: Opt<string>;
  flowType: number;
  formType: number;
  formId: string;
  parentId: Opt<string>;
  parentNodeCode: Opt<string>;
  fullName: string;
  flowUrgent: number;
  status: number;
  completion: number;
  thisStep: Opt<string>;
  thisStepId: Opt<string>;
  startTime: Opt<Millis>;
  endTime: Opt<Millis>;
  formData: string;
  state: string;
  revision: number;
}

/** One person's task on a node (FLOW_TASKOPERATOR): the engine's task `engineTaskId` of the request. */
export interface FlowTaskOperatorTable {
  id: string;
  taskId: string;
  engineTaskId: string;
  nodeCode: string;
  nodeName: string;
  round: number;
  handleId: string;
  status: 'pending' | 'approved' | 'rejected' | 'addSigned' | 'cancelled';
  parentId: Opt<string>;
  creatorTime: Millis;
  handleTime: Opt<Millis>;
}

/** The audit trail (FLOW_TASKOPERATORRECORD), handleStatus as RECORD_HANDLE_STATUS; kept across runs. */
export interface FlowTaskRecordTable {
  id: string;
  taskId: string;
  nodeCode: Opt<string>;
  nodeName: Opt<string>;
  handleId: Opt<string>;
  onBehalfOf: Opt<string>;
  handleStatus: number;
  handleOpinion: Opt<string>;
  handleTime: Millis;
  signImg: Opt<string>;
  /** the people an assign, transfer or add-sign named, comma-joined */
  operatorId: Opt<string>;
  taskOperatorId: Opt<string>;
}

/** A copy of a request to a person (抄送, FLOW_TASKCIRCULATE). */
export interface FlowTaskCirculateTable {
  id: string;
  taskId: string;
  objectId: string;
  nodeCode: Opt<string>;
  nodeName: Opt<string>;
  creatorTime: Millis;
}

/** An entrust (流程委托): the creator hands their tasks of one flow (or all: flowId null) to toUserId for a time. */
export interface FlowDelegateTable extends BaseColumns {
  toUserId: string;
  toUserName: Opt<string>;
  flowId: Opt<string>;
  flowName: Opt<string>;
  flowCategory: Opt<string>;
  startTime: Millis;
  endTime: Millis;
}

/** A timer node's wait or an approval's timeout: fired once by whichever process holds the lease. */
export interface FlowTimerTable {
  id: string;
  taskId: string;
  nodeCode: string;
  reason: 'timer' | 'timeout';
  dueTime: Millis;
  leaseOwner: Opt<string>;
  leaseUntil: Opt<Millis>;
  doneTime: Opt<Millis>;
  creatorTime: Millis;
}

/** A side effect written with the command that caused it, delivered after the commit (at least once). */
export interface FlowOutboxTable {
  id: string;
  taskId: string;
  kind: 'message' | 'email' | 'startSubFlow' | 'cancelSubFlow' | 'childDone' | 'formRecord' | 'askService';
  payload: string;
  creatorTime: Millis;
  leaseOwner: Opt<string>;
  leaseUntil: Opt<Millis>;
  attempts: Generated<number>;
  doneTime: Opt<Millis>;
}

/** A command already carried out, by its actor's idempotency key: a repeat answers the same and does nothing. */
export interface FlowCommandTable {
  actorId: string;
  idempotencyKey: string;
  taskId: string;
  result: string;
  creatorTime: Millis;
}

declare module '../../../db/schema.js' {
  interface Database {
    flowTask: FlowTaskTable;
    flowTaskOperator: FlowTaskOperatorTable;
    flowTaskRecord: FlowTaskRecordTable;
    flowTaskCirculate: FlowTaskCirculateTable;
    flowDelegate: FlowDelegateTable;
    flowTimer: FlowTimerTable;
    flowOutbox: FlowOutboxTable;
    flowCommand: FlowCommandTable;
  }
}
