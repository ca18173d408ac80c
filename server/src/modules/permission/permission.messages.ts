import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of authorization (modules/permission/authorize*), registered by the module.
export const permissionMessages = {
  'authorize.objectNotFound': {
    zh: '要授权的角色、岗位或用户不存在或已删除',
    en: 'The role, position or user to authorise does not exist or was deleted',
    zhtw: '要授權的角色、崗位或使用者不存在或已刪除',
  },
  'authorize.wrongObjectType': {
    zh: '授权对象的类型不正确,请重新选择授权对象',
    en: 'The kind of holder does not match the chosen record; choose the holder again',
    zhtw: '授權物件的類型不正確,請重新選擇授權物件',
  },
  'authorize.notHeld': {
    zh: '有{count}项权限您自己没有,不能授予他人',
    en: 'You do not hold {count} of these permissions yourself, so you cannot grant them',
    zhtw: '有{count}項權限您自己沒有,不能授予他人',
  },
  'authorize.noObjects': {
    zh: '请至少选择一个角色、岗位或用户',
    en: 'Choose at least one role, position or user',
    zhtw: '請至少選擇一個角色、崗位或使用者',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof permissionMessages, Texts> {}
}
