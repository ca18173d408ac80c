/**
 * 组织权限: the area's menu pages (a menu's urlAddress → its lazy page, each its own chunk) and its texts,
 * one chunk per language fetched with the first menu page (docs/decisions/013, 057). registry.ts lists it.
 */
export default {
  name: 'permission',
  pages: {
    'permission/organize': () => import('./organize/OrganizePage'),
    'permission/position': () => import('./position/PositionPage'),
    'permission/role': () => import('./role/RolePage'),
    'permission/user': () => import('./user/UserPage'),
    'permission/userOnline': () => import('./online-user/OnlineUserPage'),
    'permission/authorize': () => import('./authorize/AuthorizePage'),
    'permission/explain': () => import('./explain/ExplainPage'),
    'permission/gradeManage': () => import('./grade-manage/GradeManagePage'),
  },
  texts: {
    zh: () => import('./permission.zh.texts'),
    en: () => import('./permission.en.texts'),
    zhtw: () => import('./permission.zhtw.texts'),
  },
};
