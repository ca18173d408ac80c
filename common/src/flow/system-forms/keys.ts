/**
 * The system forms (系统表单) a flow engine of formType 1 names by key (client-facts §8.1: the original's
 * views/workFlow/workFlowForm/<enCode>), with their names. One list: the server's checks, the flow engine
 * list and the web read it from here.
 */
export const SYSTEM_FORMS = {
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
} as const satisfies Record<string, string>;

export type SystemFormKey = keyof typeof SYSTEM_FORMS;

export const SYSTEM_FORM_KEYS = Object.keys(SYSTEM_FORMS) as SystemFormKey[];

export const isSystemForm = (key: unknown): key is SystemFormKey =>
  typeof key === 'string' && Object.hasOwn(SYSTEM_FORMS, key);
