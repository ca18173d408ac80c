import type { ApproverProperties, FlowTemplate, FormOperate, StartProperties } from '@app/common/flow';
import type { FormData } from '@app/common/form';
import { http } from '../../../app/request';
import type { QueryParams } from '../../../app/request-url';

/**
 * The approval centre's calls: /api/workflow/Engine/FlowTask, FlowLaunch, FlowBefore, FlowMonitor and
 * FlowDelegate (the runtime contract of issue 17, client-facts §8.3). Times are epoch millis.
 */
export const ENGINE = '/api/workflow/Engine';

/** 0 draft 1 running 2 approved 3 rejected 4 withdrawn 5 terminated (client-facts §8.3) */
export type TaskStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** 1 普通 2 重要 3 紧急 */
export type Urgency = 1 | 2 | 3;

/** One row of the launch, to-do, done, circulate and monitor lists. */
export interface TaskRow {
  /** launch/monitor: the request; todo: the open task; done: the record; circulate: the copy */
  id: string;
  taskId: string;
  fullName: string;
  flowId: string;
  flowName: string;
  flowCode: string;
  flowCategory: string | null;
  formType: 1 | 2;
  startTime: number | null;
  userName: string;
  creatorUserId: string;
  thisStep: string | null;
  thisStepId: string | null;
  flowUrgent: Urgency;
  status: TaskStatus;
  completion: number;
  creatorTime: number;
  nodeName?: string | null;
  delegatorName?: string | null;
  /** done: 1 approved, 0 rejected */
  handleStatus?: number;
  description?: string | null;
}

export interface FlowFormInfo {
  formType: 1 | 2;
  formId: string;
  formData: FormData;
  formTables?: unknown;
}

/** What a new request is filled in on (FlowEngine/{id}/LaunchForm) or a request of mine is edited on. */
export interface LaunchForm {
  flowId: string;
  flowName?: string;
  form: FlowFormInfo;
  startNodeProperties: Partial<StartProperties> | null;
  formOperates: FormOperate[] | null;
  /** the version's tree, when answered: its copy nodes tell whether the initiator picks CC people */
  flowTemplateJson?: FlowTemplate | null;
}

export interface EditableRequest extends LaunchForm {
  id: string;
  fullName: string;
  flowUrgent: Urgency;
  status: TaskStatus;
  formData: Record<string, unknown>;
}

export interface TaskNode {
  nodeCode: string;
  nodeName: string;
  nodeType: string;
  /** 0 done, 1 current */
  type: 0 | 1;
  userName: string | null;
}

export interface OpenTask {
  id: string;
  nodeCode: string;
  nodeName: string;
  handleId: string;
  userName: string;
}

export interface OperatorRecord {
  id: string;
  nodeCode: string;
  nodeName: string;
  handleStatus: number;
  handleId: string;
  userName: string;
  handleTime: number;
  handleOpinion: string | null;
  operatorId: string | null;
  operatorName?: string | null;
  signImg: string | null;
  onBehalfOfName?: string | null;
}

/** FlowBefore/{taskId}: everything the detail view shows. */
export interface TaskDetail {
  flowTaskInfo: TaskRow;
  flowFormInfo: FlowFormInfo;
  formData: Record<string, unknown>;
  flowTemplateJson: FlowTemplate | null;
  flowTaskNodeList: TaskNode[];
  /** id → name of the people, positions and roles the chart's nodes name */
  names?: Record<string, string>;
  flowTaskOperatorList: OpenTask[];
  flowTaskOperatorRecordList: OperatorRecord[];
  approversProperties: Partial<ApproverProperties> | null;
  formOperates: FormOperate[] | null;
  startNodeProperties?: Partial<StartProperties> | null;
  taskOperatorId: string | null;
  canRecall: string | null;
  canWithdraw: boolean;
  canPress: boolean;
}

/** The detail's point of view (client-facts §8.3): 0 my launch, 1 to-do, 2 done, 3 circulate, 4 monitor. */
export type OpType = 0 | 1 | 2 | 3 | 4;

export interface LaunchableFlow {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  formType: 1 | 2;
  icon: string | null;
  iconBackground: string | null;
}

export interface FlowGroup {
  id: string;
  fullName: string;
  num: number;
  children: LaunchableFlow[];
}

export interface EntrustRow {
  id: string;
  toUserId: string;
  toUserName: string;
  flowId: string | null;
  flowName: string | null;
  flowCategory: string | null;
  startTime: number;
  endTime: number;
  description: string | null;
  status: 0 | 1 | 2;
}

export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** A click's key: the server answers a repeated key with the first answer instead of acting twice. */
const once = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

export interface LaunchBody {
  flowId: string;
  formData: Record<string, unknown>;
  /** 0 submit, 1 save as draft (inverted against the list status, as the original) */
  status: 0 | 1;
  flowUrgent: Urgency;
  fullName: string;
  copyIds?: string[];
}

export const launchForm = (flowId: string) =>
  http.get<LaunchForm>(`${ENGINE}/FlowEngine/${flowId}/LaunchForm`);
export const editableRequest = (id: string) => http.get<EditableRequest>(`${ENGINE}/FlowTask/${id}`);
export const saveRequest = (id: string | null, body: LaunchBody) =>
  id
    ? http.put<{ id: string }>(`${ENGINE}/FlowTask/${id}`, body, once())
    : http.post<{ id: string }>(`${ENGINE}/FlowTask`, body, once());

export const launchableFlows = (params: QueryParams, signal?: AbortSignal) =>
  http.get<Paged<LaunchableFlow>>(`${ENGINE}/FlowEngine/PageListAll`, params, { signal });
export const flowGroups = (signal?: AbortSignal) =>
  http.get<{ list: FlowGroup[] }>(`${ENGINE}/FlowEngine/Selector`, undefined, { signal }).then((a) => a.list);

export const taskDetail = (taskId: string, opType: OpType, taskOperatorId?: string | null) =>
  http.get<TaskDetail>(`${ENGINE}/FlowBefore/${taskId}`, {
    opType,
    ...(taskOperatorId ? { taskOperatorId } : {}),
  });

export interface DecisionBody {
  handleOpinion: string;
  formData?: Record<string, unknown>;
  copyIds?: string[];
  freeApproverUserId?: string;
  signImg?: string;
}

const before = `${ENGINE}/FlowBefore`;
export const audit = (taskOperatorId: string, body: DecisionBody) =>
  http.post<null>(`${before}/Audit/${taskOperatorId}`, body, once());
export const reject = (taskOperatorId: string, body: DecisionBody) =>
  http.post<null>(`${before}/Reject/${taskOperatorId}`, body, once());
export const recall = (recordId: string, handleOpinion: string) =>
  http.post<null>(`${before}/Recall/${recordId}`, { handleOpinion }, once());
export const transfer = (taskOperatorId: string, freeApproverUserId: string, handleOpinion: string) =>
  http.post<null>(`${before}/Transfer/${taskOperatorId}`, { freeApproverUserId, handleOpinion }, once());
export const assign = (taskId: string, nodeCode: string, freeApproverUserId: string, handleOpinion: string) =>
  http.post<null>(`${before}/Assign/${taskId}`, { nodeCode, freeApproverUserId, handleOpinion }, once());
export const terminate = (taskId: string, handleOpinion: string) =>
  http.post<null>(`${before}/Cancel/${taskId}`, { handleOpinion }, once());
export const withdraw = (taskId: string, handleOpinion: string) =>
  http.put<null>(`${ENGINE}/FlowLaunch/${taskId}/Actions/Withdraw`, { handleOpinion }, once());
export const press = (taskId: string) => http.post<null>(`${ENGINE}/FlowLaunch/Press/${taskId}`, {}, once());

export interface BatchAnswer {
  succeeded: number;
  failed: { id: string; msg: string }[];
}
/** 0 approve, 1 reject the ticked to-dos */
export const batchDecide = (ids: string[], batchType: 0 | 1, handleOpinion: string) =>
  http.post<BatchAnswer>(`${before}/Batch`, { ids, batchType, handleOpinion }, once());

export const todoCount = (signal?: AbortSignal) =>
  http.get<{ toBeReviewed: number; entrust: number; flowDone: number; flowCirculate: number }>(
    `${before}/Count`,
    undefined,
    { signal, silent: true },
  );

export const USERS_SELECTOR = '/api/permission/Users/Selector';
