import type { Texts } from '../../../platform/i18n/messages.js';

// The workflow runtime's sentences (launch, actions, lists, entrusts), registered by the module.
export const runtimeMessages = {
  /** an engine refusal (FLOW_REFUSALS of common/src/flow), already in the caller's language */
  'workflowRun.refused': { zh: '{detail}', en: '{detail}', zhtw: '{detail}' },
  'workflowRun.taskNotFound': { zh: '流程不存在', en: 'The request does not exist', zhtw: '流程不存在' },
  'workflowRun.operatorNotFound': {
    zh: '审批任务不存在',
    en: 'The approval task does not exist',
    zhtw: '審批任務不存在',
  },
  'workflowRun.recordNotFound': {
    zh: '流转记录不存在',
    en: 'The record does not exist',
    zhtw: '流轉記錄不存在',
  },
  'workflowRun.notLaunchable': {
    zh: '该流程未启用或您无权发起',
    en: 'This flow is not released, or you may not launch it',
    zhtw: '該流程未啟用或您無權發起',
  },
  'workflowRun.notYours': {
    zh: '您无权操作该流程',
    en: 'You may not act on this request',
    zhtw: '您無權操作該流程',
  },
  'workflowRun.notDeletable': {
    zh: '只能删除草稿或已撤回的流程',
    en: 'Only a draft or a withdrawn request can be deleted',
    zhtw: '只能刪除草稿或已撤回的流程',
  },
  'workflowRun.busy': {
    zh: '流程正在被其他人处理，请稍后重试',
    en: 'Someone else is acting on this request; try again',
    zhtw: '流程正在被其他人處理，請稍後重試',
  },
  'workflowRun.badFormData': { zh: '表单数据无效', en: 'The form data is not valid', zhtw: '表單數據無效' },
  'workflowRun.userNotFound': { zh: '用户不存在', en: 'The user does not exist', zhtw: '用戶不存在' },
  'workflowRun.delegateSelf': {
    zh: '不能委托给自己',
    en: 'You cannot entrust your tasks to yourself',
    zhtw: '不能委託給自己',
  },
  'workflowRun.delegateRange': {
    zh: '结束时间必须晚于开始时间',
    en: 'The end must be after the start',
    zhtw: '結束時間必須晚於開始時間',
  },
  'workflowRun.delegateOverlap': {
    zh: '该时间段内已有相同流程的委托',
    en: 'An entrust of the same flow already covers part of this time',
    zhtw: '該時間段內已有相同流程的委託',
  },
  'workflowRun.runningRequests': {
    zh: '该流程有{count}个进行中的流程实例，不能删除',
    en: 'This flow has {count} request(s) in progress and cannot be deleted',
    zhtw: '該流程有{count}個進行中的流程實例，不能刪除',
  },
  'workflowRun.subFlowTask': {
    zh: '子流程不能单独删除或终止',
    en: 'A sub-flow request cannot be deleted or terminated on its own',
    zhtw: '子流程不能單獨刪除或終止',
  },
  'workflowRun.badBatch': {
    zh: '请选择1到{max}条记录，并指定通过或拒绝',
    en: 'Choose 1 to {max} items, and approve or reject',
    zhtw: '請選擇1到{max}條記錄，並指定通過或拒絕',
  },
  'workflowRun.nodeNotCurrent': {
    zh: '该节点不是当前节点',
    en: 'That node is not a current step of the request',
    zhtw: '該節點不是當前節點',
  },
} satisfies Record<string, Texts>;

declare module '../../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof runtimeMessages, Texts> {}
}
