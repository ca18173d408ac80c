/**
 * What other areas may use of system (the only file of this folder they import; architecture.test.ts):
 * the acting user's own log rows, which the personal centre's log tab lists.
 */
export { type LogFilter, listOwnLogs } from './log.service.js';
