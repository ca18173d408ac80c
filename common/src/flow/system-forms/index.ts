import type { FormData } from '../../form/types';
import { contractApproval, generalRequest, recruitmentRequest, sealRequest } from './administration';
import { leaveApply, overtimeApply, travelApply, tripReport } from './attendance';
import type { SystemFormKey } from './keys';
import { expenseClaim, purchaseRequest } from './purchasing';

export { isSystemForm, SYSTEM_FORM_KEYS, SYSTEM_FORMS, type SystemFormKey } from './keys';

/** Each key's schema; read by any string (a stored form id), a key that is not one gives undefined. */
type SystemFormSchemas = Readonly<Record<SystemFormKey, FormData>> &
  Readonly<Record<string, FormData | undefined>>;

/**
 * The system forms as the form designer stores a form (common/src/form), so the one renderer shows them
 * and the flow designer lists their fields for conditions and field permissions. They are code, versioned
 * with the release: a flow engine's version names the key, never a copy.
 */
export const SYSTEM_FORM_SCHEMAS: SystemFormSchemas = {
  leaveApply: leaveApply(),
  travelApply: travelApply(),
  expenseClaim: expenseClaim(),
  purchaseRequest: purchaseRequest(),
  overtimeApply: overtimeApply(),
  tripReport: tripReport(),
  contractApproval: contractApproval(),
  sealRequest: sealRequest(),
  recruitmentRequest: recruitmentRequest(),
  generalRequest: generalRequest(),
};
