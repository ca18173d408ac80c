import type { ApproverProperties, FlowTemplate, FormOperate, StartProperties } from '@app/common/flow';
import { fieldPermissions, walkFlow } from '@app/common/flow';
import { type FormData, valueFields, walkControls } from '@app/common/form';
import type { OpType, TaskDetail, TaskStatus } from './centre.api';

/** The approval centre's rules that are not drawing (client-facts §8.3), kept pure for the tests. */

/** The words of each status, urgency, record and entrust state in the texts (flowCentre.status.<word>…). */
export const STATUS_WORDS = {
  0: 'draft',
  1: 'running',
  2: 'approved',
  3: 'rejected',
  4: 'withdrawn',
  5: 'terminated',
} as const satisfies Record<TaskStatus, string>;
export const URGENCY_WORDS = { 1: 'normal', 2: 'important', 3: 'urgent' } as const;
export const RECORD_WORDS = [
  'rejected',
  'approved',
  'submitted',
  'withdrawn',
  'terminated',
  'assigned',
  'added',
  'transferred',
  'autoPassed',
  'timedOut',
  'pressed',
] as const;
export const ENTRUST_WORDS = ['active', 'waiting', 'expired'] as const;

/** The status tag's colour: the stamp classes wait / adopt / reject / revoke of the original. */
export const STATUS_COLOURS: Record<TaskStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'default',
};

/** The progress column: "----" before any step passed and for a terminated request, 已完成 at 100. */
export function progressOf(status: TaskStatus, completion: number): 'none' | 'done' | number {
  if (status === 5 || !completion) return 'none';
  if (completion >= 100) return 'done';
  return completion;
}

/** 我发起的's row actions: edit a draft, rejected or withdrawn request; delete a draft or withdrawn one. */
export const launchRowRules = {
  canEdit: (status: TaskStatus) => status === 0 || status === 3 || status === 4,
  canDelete: (status: TaskStatus) => status === 0 || status === 4,
  canOpen: (status: TaskStatus) => status !== 0,
};

/** An entrust's state, from the clock: 0 委托中, 1 未开始, 2 已失效. */
export function entrustStatus(startTime: number, endTime: number, now: number): 0 | 1 | 2 {
  if (now < startTime) return 1;
  if (now > endTime) return 2;
  return 0;
}

export type DetailAction =
  | 'audit'
  | 'reject'
  | 'transfer'
  | 'recall'
  | 'press'
  | 'withdraw'
  | 'assign'
  | 'terminate'
  | 'print';

export interface DetailButton {
  action: DetailAction;
  /** the node's own text (auditBtnText…), or null for the default */
  text: string | null;
}

/** What the viewer holds: the monitor's button codes. */
export interface Holds {
  assign: boolean;
  terminate: boolean;
}

const own = (text: unknown) => (typeof text === 'string' && text.trim() ? text.trim() : null);

/**
 * The detail's buttons per point of view (client-facts §8.3): my launch urges and withdraws a running
 * request; a to-do approves, rejects and transfers as its node allows; a done item recalls while the
 * server says it still can; the monitor assigns a running request and terminates any unfinished one.
 */
export function detailButtons(
  detail: Pick<
    TaskDetail,
    'flowTaskInfo' | 'approversProperties' | 'taskOperatorId' | 'canRecall' | 'canWithdraw' | 'canPress'
  >,
  opType: OpType,
  holds: Holds,
  start: Partial<StartProperties> | null = null,
): DetailButton[] {
  const status = detail.flowTaskInfo.status;
  const buttons: DetailButton[] = [];
  if (opType === 0 && status === 1) {
    if (detail.canPress && start?.hasPressBtn !== false)
      buttons.push({ action: 'press', text: own(start?.pressBtnText) });
    if (detail.canWithdraw && start?.hasRevokeBtn !== false)
      buttons.push({ action: 'withdraw', text: own(start?.revokeBtnText) });
  }
  const node: Partial<ApproverProperties> | null = detail.approversProperties;
  if (opType === 1 && status === 1 && detail.taskOperatorId && node) {
    // 打印: the request as it stands, through the browser (print templates come with the extension issue)
    if (node.hasPrintBtn) buttons.push({ action: 'print', text: own(node.printBtnText) });
    if (node.hasTransferBtn) buttons.push({ action: 'transfer', text: own(node.transferBtnText) });
    if (node.hasRejectBtn !== false) buttons.push({ action: 'reject', text: own(node.rejectBtnText) });
    if (node.hasAuditBtn !== false) buttons.push({ action: 'audit', text: own(node.auditBtnText) });
  }
  if (opType === 2 && detail.canRecall) buttons.push({ action: 'recall', text: own(node?.revokeBtnText) });
  if (opType === 4) {
    if (status === 1 && holds.assign) buttons.push({ action: 'assign', text: null });
    if (status !== 2 && status !== 5 && holds.terminate) buttons.push({ action: 'terminate', text: null });
  }
  return buttons;
}

/**
 * The form as the viewer gets it from the node's field permissions (formOperates, paths 'vModel' or
 * 'table.column'): a field without read is hidden; with `editable` (the initiator filling in, an approver
 * with the to-do) a field is disabled unless it may be written, and required as the node says. The server
 * ignores writes outside the permissions anyway (mergeWritable); this only shows the same rule.
 * No permissions listed: the form as designed (the caller makes it read-only where nobody writes).
 */
export function formForViewer(
  form: FormData,
  operates: FormOperate[] | null | undefined,
  editable: boolean,
): FormData {
  const permissions = fieldPermissions(operates);
  if (permissions.size === 0) return form;
  const copy = structuredClone(form);
  const tableWritable = new Map<string, boolean>();
  for (const { control, subTable } of walkControls(copy.fields)) {
    const vModel = control.__vModel__;
    if (!vModel) continue;
    const path = subTable?.__vModel__ ? `${subTable.__vModel__}.${vModel}` : vModel;
    const listed = permissions.get(path);
    if (listed && !listed.read) control.__config__.noShow = true;
    if (!editable) continue;
    // a column not listed goes with its sub-table, as the server merges it
    const inherited = subTable?.__vModel__ ? tableWritable.get(subTable.__vModel__) : undefined;
    const writable = listed ? listed.write : (inherited ?? false);
    if (!subTable) tableWritable.set(vModel, writable);
    control.disabled = !writable || control.disabled === true;
    control.__config__.required = writable && (listed?.required ?? control.__config__.required === true);
  }
  return copy;
}

/**
 * Whether the viewer fills in the form: an approver on their own open task whose node lets them write a
 * field (a node listing no permissions gives an approver a read-only form, as the server merges).
 */
export const formEditable = (opType: OpType, detail: Pick<TaskDetail, 'taskOperatorId' | 'formOperates'>) =>
  opType === 1 &&
  detail.taskOperatorId !== null &&
  [...fieldPermissions(detail.formOperates).values()].some((permission) => permission.write);

/**
 * Whether the initiator picks CC people when launching (发起人自选): a copy node of the flow lets them
 * (userOptional), or the start node says so (isCustomCopy, as an approver node would).
 */
export function initiatorPicksCopy(
  tree: FlowTemplate | null | undefined,
  start: Partial<StartProperties> | null,
): boolean {
  if (start?.isCustomCopy === true) return true;
  if (!tree) return false;
  for (const { node } of walkFlow(tree))
    if (node.type === 'copy' && node.properties.userOptional === true) return true;
  return false;
}

/** The field the system forms keep the request's title in (流程标题): it is the title when a form has it. */
const TITLE_FIELD = 'flowTitle';

export const hasTitleField = (form: FormData) =>
  valueFields(form.fields).some((field) => field.path === TITLE_FIELD);

/** A new request's values with the default title in the form's title field, when it has one still empty. */
export function withTitle(values: Record<string, unknown>, inForm: boolean, title: string) {
  const current = values[TITLE_FIELD];
  return inForm && (typeof current !== 'string' || current.trim() === '')
    ? { ...values, [TITLE_FIELD]: title }
    : values;
}

/** The title a form with a title field gives its request (the default when it was cleared). */
export function titleOf(values: Record<string, unknown>, fallback: string): string {
  const typed = values[TITLE_FIELD];
  return typeof typed === 'string' && typed.trim() ? typed.trim() : fallback;
}

/** Operation records' handleStatus (client-facts §8.3; 8 auto-passed, 9 timed out, 10 urged are ours) and their tag colours. */
export const RECORD_COLOURS: Record<number, string> = {
  0: 'error',
  1: 'success',
  2: 'blue',
  3: 'warning',
  4: 'default',
  5: 'purple',
  6: 'cyan',
  7: 'geekblue',
  8: 'success',
  9: 'orange',
  10: 'default',
};
