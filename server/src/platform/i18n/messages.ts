import { authMessages } from './auth.messages.js';
import { backupMapSyncMessages } from './backup-map-sync.messages.js';
import { billRuleMessages } from './bill-rule.messages.js';
import { chatMessages } from './chat.messages.js';
import { commonMessages } from './common.messages.js';
import { dataInterfaceMessages } from './data-interface.messages.js';
import { dataSourceMessages } from './data-source.messages.js';
import { explainMessages } from './explain.messages.js';
import { fileMessages } from './file.messages.js';
import { inputHygieneMessages } from './input-hygiene.messages.js';
import { noticeMessages } from './notice.messages.js';
import { organizeMessages } from './organize.messages.js';
import { patternMessages } from './pattern.messages.js';
import { permissionMessages } from './permission.messages.js';
import { realtimeMessages } from './realtime.messages.js';
import { scanSmsLoginMessages } from './scan-sms-login.messages.js';
import { sysConfigMessages } from './sys-config.messages.js';
import { systemMessages } from './system.messages.js';
import { userMessages } from './user.messages.js';

// Every sentence the API can answer with, in the three product languages.
// Placeholders are {name}; zh is the product's own wording where the original had one.
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...sysConfigMessages,
  ...explainMessages,
  ...fileMessages,
  ...scanSmsLoginMessages,
  ...patternMessages,
  ...userMessages,
  ...organizeMessages,
  ...billRuleMessages,
  ...permissionMessages,
  ...systemMessages,
  ...noticeMessages,
  ...backupMapSyncMessages,
  ...dataSourceMessages,
  ...chatMessages,
  ...realtimeMessages,
  ...dataInterfaceMessages,
  ...inputHygieneMessages,
} as const;

export type MessageKey = keyof typeof messages;

export { fieldLabels } from './field-labels.js';
