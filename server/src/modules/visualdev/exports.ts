/**
 * What other areas may use of visualdev (the only file of this folder they import; architecture.test.ts):
 * for the workflow, a designed flow form's pinned version, its values completed as a record, and the
 * request's record in the design's storage (online-dev/flow-form-records.ts).
 */
export {
  completeFlowValues,
  pinnedFlowForm,
  storeFlowRecord,
} from './online-dev/flow-form-records.js';
