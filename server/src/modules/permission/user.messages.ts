import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of users, profiles, roles, user relations and online users (modules/permission, system),
// registered by the module.
export const userMessages = {
  'user.notFound': { zh: '用户不存在', en: 'The user does not exist', zhtw: '使用者不存在' },
  'user.accountTaken': {
    zh: '账号“{account}”已存在',
    en: 'The account “{account}” already exists',
    zhtw: '帳號「{account}」已存在',
  },
  'user.organizeMissing': {
    zh: '所属组织不存在，请重新选择',
    en: 'The organisation does not exist; choose another',
    zhtw: '所屬組織不存在，請重新選擇',
  },
  'user.managerMissing': {
    zh: '直属主管不存在，请重新选择',
    en: 'The manager does not exist; choose another',
    zhtw: '直屬主管不存在，請重新選擇',
  },
  'user.positionMissing': {
    zh: '所选岗位不存在，请重新选择',
    en: 'A chosen position does not exist; choose again',
    zhtw: '所選崗位不存在，請重新選擇',
  },
  'user.roleMissing': {
    zh: '所选角色不存在，请重新选择',
    en: 'A chosen role does not exist; choose again',
    zhtw: '所選角色不存在，請重新選擇',
  },
  'user.adminOnly': {
    zh: '只有超级管理员可以修改超级管理员',
    en: 'Only a super administrator may change a super administrator',
    zhtw: '只有超級管理員可以修改超級管理員',
  },
  'user.deleteSelf': {
    zh: '不能删除自己的账号',
    en: 'You cannot delete your own account',
    zhtw: '不能刪除自己的帳號',
  },
  'user.disableSelf': {
    zh: '不能禁用自己的账号',
    en: 'You cannot disable your own account',
    zhtw: '不能停用自己的帳號',
  },
  'user.lastAdministrator': {
    zh: '这是最后一个可用的超级管理员，不能删除或禁用',
    en: 'This is the last active super administrator; it cannot be deleted or disabled',
    zhtw: '這是最後一個可用的超級管理員，不能刪除或停用',
  },
  'user.passwordMismatch': {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
    zhtw: '兩次輸入的密碼不一致',
  },
  'profile.birthdayFuture': {
    zh: '出生日期不能晚于今天',
    en: 'The date of birth cannot be after today',
    zhtw: '出生日期不能晚於今天',
  },
  'profile.entryBeforeBirth': {
    zh: '入职日期不能早于出生日期',
    en: 'The entry date cannot be before the date of birth',
    zhtw: '入職日期不能早於出生日期',
  },
  'profile.avatarNotUploaded': {
    zh: '头像图片不存在，请重新上传',
    en: 'The avatar image was not found; upload it again',
    zhtw: '頭像圖片不存在，請重新上傳',
  },
  'profile.wrongOldPassword': {
    zh: '原密码错误，请重新输入',
    en: 'The current password is wrong; enter it again',
    zhtw: '原密碼錯誤，請重新輸入',
  },
  'profile.samePassword': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
    zhtw: '新密碼不能與原密碼相同',
  },
  'role.notFound': { zh: '角色不存在', en: 'The role does not exist', zhtw: '角色不存在' },
  'role.hasMembers': {
    zh: '该角色下还有{count}个用户,请先移除角色成员',
    en: 'The role still has {count} members; remove them first',
    zhtw: '該角色下還有{count}個使用者,請先移除角色成員',
  },
  'role.hasGrants': {
    zh: '该角色已被授予{count}项权限,请先取消授权',
    en: 'The role still holds {count} permissions; withdraw them first',
    zhtw: '該角色已被授予{count}項權限,請先取消授權',
  },
  'userRelation.objectNotFound': {
    zh: '角色或岗位不存在',
    en: 'The role or position does not exist',
    zhtw: '角色或崗位不存在',
  },
  'userRelation.unknownUsers': {
    zh: '有{count}个用户不存在或已删除,请刷新后重新选择',
    en: '{count} of the users do not exist or were deleted; refresh and choose again',
    zhtw: '有{count}個使用者不存在或已刪除,請重新整理後重新選擇',
  },
  'onlineUser.notFound': {
    zh: '该用户已下线',
    en: 'That session has already ended',
    zhtw: '該使用者已下線',
  },
  'onlineUser.self': {
    zh: '不能强制下线您自己当前的登录',
    en: 'You cannot force your own current session offline',
    zhtw: '不能強制下線您自己目前的登入',
  },
  'cache.userList': {
    zh: '用户列表：用户管理页面的查询结果',
    en: 'User list: query results of the Users screen',
    zhtw: '使用者列表：使用者管理頁面的查詢結果',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof userMessages, Texts> {}
}
