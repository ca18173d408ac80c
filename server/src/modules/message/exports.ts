/**
 * What other areas may use of message (the only file of this folder they import; architecture.test.ts):
 * a system message to users, as the workflow sends its to-do and circulate items.
 */
export { type SystemMessage, sendSystemMessage } from './message-delivery.js';
