import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of the permission diagnosis (modules/permission/explain*), registered by the module.
export const explainMessages = {
  'explain.userNotFound': {
    zh: '该用户不存在或已被删除',
    en: 'This user does not exist or has been deleted',
    zhtw: '該使用者不存在或已被刪除',
  },
  'explain.itemNotFound': {
    zh: '要诊断的菜单或权限项不存在',
    en: 'The menu or permission item to explain does not exist',
    zhtw: '要診斷的選單或權限項不存在',
  },
  'explain.admin': {
    zh: '{user}是超级管理员，拥有全部启用的菜单和权限',
    en: '{user} is a super administrator and holds every enabled menu and permission',
    zhtw: '{user}是超級管理員，擁有全部啟用的選單和權限',
  },
  'explain.grant.role': {
    zh: '角色“{holder}”授予了此项',
    en: 'Role "{holder}" grants it',
    zhtw: '角色「{holder}」授予了此項',
  },
  'explain.grant.position': {
    zh: '岗位“{holder}”授予了此项',
    en: 'Position "{holder}" grants it',
    zhtw: '崗位「{holder}」授予了此項',
  },
  'explain.grant.user': {
    zh: '直接授予了用户“{holder}”本人',
    en: 'Granted to the user "{holder}" directly',
    zhtw: '直接授予了使用者「{holder}」本人',
  },
  'explain.role.disabled': {
    zh: '角色“{holder}”授予了此项，但该角色已禁用，不再传递权限',
    en: 'Role "{holder}" grants it, but the role is disabled and passes nothing on',
    zhtw: '角色「{holder}」授予了此項，但該角色已停用，不再傳遞權限',
  },
  'explain.role.deleted': {
    zh: '角色“{holder}”授予了此项，但该角色已删除，不再传递权限',
    en: 'Role "{holder}" grants it, but the role has been deleted and passes nothing on',
    zhtw: '角色「{holder}」授予了此項，但該角色已刪除，不再傳遞權限',
  },
  'explain.position.disabled': {
    zh: '岗位“{holder}”授予了此项，但该岗位已禁用，不再传递权限',
    en: 'Position "{holder}" grants it, but the position is disabled and passes nothing on',
    zhtw: '崗位「{holder}」授予了此項，但該崗位已停用，不再傳遞權限',
  },
  'explain.position.deleted': {
    zh: '岗位“{holder}”授予了此项，但该岗位已删除，不再传递权限',
    en: 'Position "{holder}" grants it, but the position has been deleted and passes nothing on',
    zhtw: '崗位「{holder}」授予了此項，但該崗位已刪除，不再傳遞權限',
  },
  'explain.role.noRelation': {
    zh: '角色“{holder}”授予了此项，但用户不是该角色的成员（只在用户资料中记着它），不生效',
    en: 'Role "{holder}" grants it, but the user is not a member of the role (only their profile names it), so it does not apply',
    zhtw: '角色「{holder}」授予了此項，但使用者不是該角色的成員（只在使用者資料中記著它），不生效',
  },
  'explain.position.noRelation': {
    zh: '岗位“{holder}”授予了此项，但用户不在该岗位上（只在用户资料中记着它），不生效',
    en: 'Position "{holder}" grants it, but the user does not hold the position (only their profile names it), so it does not apply',
    zhtw: '崗位「{holder}」授予了此項，但使用者不在該崗位上（只在使用者資料中記著它），不生效',
  },
  'explain.viaChild': {
    zh: '其下的{names}已授权，此目录随之显示',
    en: 'Menus under it are held ({names}), so the directory shows with them',
    zhtw: '其下的{names}已授權，此目錄隨之顯示',
  },
  'explain.none': {
    zh: '没有任何生效的角色、岗位或用户授权包含此项',
    en: 'No role, position or direct grant that reaches the user includes it',
    zhtw: '沒有任何生效的角色、崗位或使用者授權包含此項',
  },
  'explain.item.disabled': {
    zh: '此项已禁用，任何人都不会获得',
    en: 'The item is disabled, so nobody gets it',
    zhtw: '此項已停用，任何人都不會獲得',
  },
  'explain.item.deleted': {
    zh: '此项已删除，任何人都不会获得',
    en: 'The item has been deleted, so nobody gets it',
    zhtw: '此項已刪除，任何人都不會獲得',
  },
  'explain.item.notWeb': {
    zh: '“{menu}”是App菜单，Web端的菜单和权限不包含它',
    en: '"{menu}" is an App menu; the web menus and permissions do not include it',
    zhtw: '「{menu}」是App選單，Web端的選單和權限不包含它',
  },
  'explain.menu.disabled': {
    zh: '所属菜单“{menu}”已禁用，其下的权限都不起作用',
    en: 'Its menu "{menu}" is disabled, so nothing under it applies',
    zhtw: '所屬選單「{menu}」已停用，其下的權限都不起作用',
  },
  'explain.menu.deleted': {
    zh: '所属菜单“{menu}”已删除，其下的权限都不起作用',
    en: 'Its menu "{menu}" has been deleted, so nothing under it applies',
    zhtw: '所屬選單「{menu}」已刪除，其下的權限都不起作用',
  },
  'explain.menu.notHeld': {
    zh: '此项已授权，但用户没有所属菜单“{menu}”的权限，因此不起作用',
    en: 'It is granted, but the user does not hold its menu "{menu}", so it gives nothing',
    zhtw: '此項已授權，但使用者沒有所屬選單「{menu}」的權限，因此不起作用',
  },
  'explain.directory.empty': {
    zh: '此目录下没有用户可以打开的页面，空目录不会显示',
    en: 'No page under this directory is held, and an empty directory is not shown',
    zhtw: '此目錄下沒有使用者可以開啟的頁面，空目錄不會顯示',
  },
  'explain.ancestor.disabled': {
    zh: '上级目录“{menu}”已禁用或删除，其下的菜单都不会显示',
    en: 'The directory "{menu}" above it is disabled or deleted, which hides everything under it',
    zhtw: '上級目錄「{menu}」已停用或刪除，其下的選單都不會顯示',
  },
  'explain.column.uncontrolled': {
    zh: '菜单“{menu}”未开启列表权限，列表的列不按授权隐藏，此列总会显示',
    en: 'The menu "{menu}" does not limit its columns, so this column always shows whatever is granted',
    zhtw: '選單「{menu}」未開啟列表權限，列表的欄不按授權隱藏，此欄總會顯示',
  },
  'explain.scheme.uncontrolled': {
    zh: '菜单“{menu}”未开启数据权限或没有启用的方案，列表不按数据方案筛选，所有数据都可见',
    en: 'The menu "{menu}" does not limit its rows (data permission off or no enabled scheme), so every row shows',
    zhtw: '選單「{menu}」未開啟資料權限或沒有啟用的方案，列表不按資料方案篩選，所有資料都可見',
  },
  'explain.scheme.noneHeld': {
    zh: '该用户在菜单“{menu}”没有任何数据方案，列表中将看不到任何数据',
    en: 'The user holds no data scheme of the menu "{menu}", so its list shows no rows',
    zhtw: '該使用者在選單「{menu}」沒有任何資料方案，列表中將看不到任何資料',
  },
  'explain.signIn.disabled': {
    zh: '账号已禁用，无法登录，以上权限在启用前都不生效',
    en: 'The account is disabled and cannot sign in; none of this applies until it is enabled',
    zhtw: '帳號已停用，無法登入，以上權限在啟用前都不生效',
  },
  'explain.signIn.locked': {
    zh: '账号因密码错误次数过多已锁定，{minutes}分钟后才能登录',
    en: 'The account is locked after too many wrong passwords; it can sign in again in {minutes} minutes',
    zhtw: '帳號因密碼錯誤次數過多已鎖定，{minutes}分鐘後才能登入',
  },
  'explain.signIn.mainDisabled': {
    zh: '这是子账号，它的主账号“{account}”已禁用或删除，无法登录',
    en: 'This is a sub account and its main account "{account}" is disabled or deleted, so it cannot sign in',
    zhtw: '這是子帳號，它的主帳號「{account}」已停用或刪除，無法登入',
  },
  'explain.signIn.noMenus': {
    zh: '该用户没有任何菜单，登录时会被拒绝（权限不足）',
    en: 'The user holds no menu, so signing in is refused (insufficient permissions)',
    zhtw: '該使用者沒有任何選單，登入時會被拒絕（權限不足）',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof explainMessages, Texts> {}
}
