import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of 行政区划, organizations and their delegated admins, and positions
// (modules/system/area*; modules/permission/organize*, position*), registered by the module.
export const organizeMessages = {
  'organize.notFound': {
    zh: '该组织不存在或已删除',
    en: 'The organisation does not exist or was deleted',
    zhtw: '該組織不存在或已刪除',
  },
  'organize.parentNotFound': {
    zh: '上级组织不存在或已删除',
    en: 'The parent organisation does not exist or was deleted',
    zhtw: '上級組織不存在或已刪除',
  },
  'organize.propertyJson': {
    zh: '公司信息格式不正确',
    en: 'The company details are not in the expected format',
    zhtw: '公司資訊格式不正確',
  },
  'organize.departmentNeedsParent': {
    zh: '部门必须属于一个公司或部门',
    en: 'A department must belong to a company or another department',
    zhtw: '部門必須屬於一個公司或部門',
  },
  'organize.companyUnderDepartment': {
    zh: '公司只能放在公司下面,不能放在部门下面',
    en: 'A company can only sit under a company, not under a department',
    zhtw: '公司只能放在公司下面,不能放在部門下面',
  },
  'organize.cycle': {
    zh: '不能把组织移到它自己或它的下级组织下面',
    en: 'An organisation cannot be moved under itself or one of its own sub-organisations',
    zhtw: '不能把組織移到它自己或它的下級組織下面',
  },
  'organize.hasChildren': {
    zh: '该组织下还有{count}个下级组织,请先删除下级组织',
    en: 'This organisation still has {count} sub-organisations; delete them first',
    zhtw: '該組織下還有{count}個下級組織,請先刪除下級組織',
  },
  'organize.hasPositions': {
    zh: '该组织下还有{count}个岗位,请先删除或移走这些岗位',
    en: 'This organisation still has {count} positions; delete or move them first',
    zhtw: '該組織下還有{count}個崗位,請先刪除或移走這些崗位',
  },
  'organize.hasUsers': {
    zh: '该组织下还有{count}个用户,请先把这些用户调到其他组织',
    en: 'This organisation still has {count} users; move them to another organisation first',
    zhtw: '該組織下還有{count}個使用者,請先把這些使用者調到其他組織',
  },
  'organize.managerNotFound': {
    zh: '负责人不存在或已删除',
    en: 'The chosen manager does not exist or was deleted',
    zhtw: '負責人不存在或已刪除',
  },
  'organizeAdmin.administrator': {
    zh: '超级管理员本身拥有全部组织的权限,无需设置分级管理',
    en: 'A super administrator already manages every organisation; delegation is not needed',
    zhtw: '超級管理員本身擁有全部組織的權限,無需設定分級管理',
  },
  'organizeAdmin.exists': {
    zh: '该用户已设置分级管理,请在列表中编辑',
    en: 'This user already has delegated administration; edit it in the list',
    zhtw: '該使用者已設定分級管理,請在列表中編輯',
  },
  'organizeAdmin.notDelegated': {
    zh: '该用户没有设置分级管理',
    en: 'This user has no delegated administration',
    zhtw: '該使用者沒有設定分級管理',
  },
  'organizeAdmin.duplicateOrganize': {
    zh: '同一个组织只能设置一次',
    en: 'Each organisation can be set only once',
    zhtw: '同一個組織只能設定一次',
  },
  'organizeAdmin.empty': {
    zh: '请至少为一个组织勾选一项权限;如要取消该用户的分级管理,请在列表中删除',
    en: 'Turn on at least one permission for one organisation; to end this delegation, delete it in the list',
    zhtw: '請至少為一個組織勾選一項權限;如要取消該使用者的分級管理,請在列表中刪除',
  },
  'organizeAdmin.self': {
    zh: '不能修改自己的分级管理权限',
    en: 'You cannot change your own delegated administration',
    zhtw: '不能修改自己的分級管理權限',
  },
  'position.notFound': {
    zh: '该岗位不存在或已删除',
    en: 'The position does not exist or was deleted',
    zhtw: '該崗位不存在或已刪除',
  },
  'position.organizeNotFound': {
    zh: '所属组织不存在或已删除',
    en: 'The organisation of the position does not exist or was deleted',
    zhtw: '所屬組織不存在或已刪除',
  },
  'position.hasUsers': {
    zh: '该岗位下还有{count}个用户,请先移除岗位成员',
    en: 'The position is still held by {count} users; remove them first',
    zhtw: '該崗位下還有{count}個使用者,請先移除崗位成員',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof organizeMessages, Texts> {}
}
