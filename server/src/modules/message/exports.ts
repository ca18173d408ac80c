/**
 * What other areas may use of message (the only file of this folder they import; architecture.test.ts):
 * a system message to users, as the workflow sends its to-do and circulate items.
 */
export {
  pushSystemMessage,
  type SystemMessage,
  sendSystemMessage,
  type WrittenMessage,
  writeSystemMessage,
} from './message-delivery.js';
