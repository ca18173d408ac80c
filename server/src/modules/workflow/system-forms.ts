import { SYSTEM_FORMS as NAMES } from '@app/common/flow';

/**
 * The system forms (系统表单) a flow engine of formType 1 may name by key: the one list is common's
 * (common/src/flow/system-forms), with their schemas; an unknown key is refused. Read here by any string.
 */
export const SYSTEM_FORMS: Readonly<Record<string, string>> = NAMES;

export { isSystemForm } from '@app/common/flow';
