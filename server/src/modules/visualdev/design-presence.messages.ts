import type { Texts } from '../../platform/i18n/messages.js';

// The designer's presence frames (DesignOpen, DesignClose): what a refused frame is told.
export const designPresenceMessages = {
  'visualdev.presenceBadId': {
    zh: 'designId 必须是 1 到 50 个字符的功能设计编号',
    en: 'designId must be the id of a design (1 to 50 characters)',
    zhtw: 'designId 必須是 1 到 50 個字元的功能設計編號',
  },
  'visualdev.presenceTooMany': {
    zh: '一个连接最多同时打开 {max} 个功能设计',
    en: 'One connection may have at most {max} designs open',
    zhtw: '一個連線最多同時開啟 {max} 個功能設計',
  },
} satisfies Record<string, Texts>;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof designPresenceMessages, Texts> {}
}
