/**
 * The system forms (系统表单) a flow may name by key: the server's list (modules/workflow/system-forms.ts),
 * labelled from the screen's texts (flowEngine.systemForms.<key>).
 */
export const SYSTEM_FORM_KEYS = [
  'leaveApply',
  'travelApply',
  'expenseClaim',
  'purchaseRequest',
  'overtimeApply',
  'tripReport',
  'contractApproval',
  'sealRequest',
  'recruitmentRequest',
  'generalRequest',
] as const;
