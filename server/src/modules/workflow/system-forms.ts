/**
 * The system forms (系统表单) a flow engine of formType 1 may name by key (client-facts §8.1: the original's
 * views/workFlow/workFlowForm/<enCode>). Issue 17 item 4 builds their tables and screens; the keys are
 * fixed here so an engine can be defined against them now, and an unknown key is refused.
 */
export const SYSTEM_FORMS: Readonly<Record<string, string>> = {
  leaveApply: '请假申请',
  travelApply: '出差申请',
  expenseClaim: '费用报销',
  purchaseRequest: '采购申请',
  overtimeApply: '加班申请',
  tripReport: '出差报告',
  contractApproval: '合同审批',
  sealRequest: '用印申请',
  recruitmentRequest: '招聘申请',
  generalRequest: '通用申请',
};

export const isSystemForm = (key: unknown): key is string =>
  typeof key === 'string' && Object.hasOwn(SYSTEM_FORMS, key);
