/**
 * What other areas may use of system (the only file of this folder they import; architecture.test.ts):
 * the acting user's own log rows, which the personal centre's log tab lists; and for the pages of released
 * designs (visualdev online-dev): numbering rules' next number (单据组件), dictionary items and area
 * names (display values), and menus with their buttons and columns (releasing a design to a menu).
 */
export { chainOf as areaChain } from './area.service.js';
export { issueBillNumber } from './bill-number.service.js';
export { liveItems as dictionaryItems } from './dictionary-data.service.js';
export { type LogFilter, listOwnLogs } from './log.service.js';
export { createMenu, type MenuInput, menuInfo, updateMenu } from './menu.service.js';
export { createItem as createMenuItem, createItems as createMenuItems } from './module-item.service.js';
export { sendPlatformMail } from './sys-config.service.js';
