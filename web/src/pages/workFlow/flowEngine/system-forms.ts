/**
 * The system forms (系统表单) a flow may name by key: the one list in common (common/src/flow/system-forms),
 * labelled on this screen from its texts (flowEngine.systemForms.<key>).
 */
export { SYSTEM_FORM_KEYS } from '@app/common/flow';
