/**
 * The menu tree of the screens that exist. Each later screen adds its entry here.
 * icon is an Ant Design icon name; urlAddress is the web page registry key.
 */
export interface SeedMenu {
  code: string;
  parent: string | null;
  type: number;
  name: string;
  icon: string;
  url?: string;
  sort: number;
  buttons?: { code: string; name: string }[];
}

const CRUD = [
  { code: 'btn_add', name: '新建' },
  { code: 'btn_edit', name: '编辑' },
  { code: 'btn_remove', name: '删除' },
];

export const MENUS: SeedMenu[] = [
  { code: 'permission', parent: null, type: 1, name: '组织权限', icon: 'TeamOutlined', sort: 80 },
  {
    code: 'permission.organize',
    parent: 'permission',
    type: 2,
    name: '组织管理',
    icon: 'ApartmentOutlined',
    url: 'permission/organize',
    sort: 10,
    buttons: CRUD,
  },
  {
    code: 'permission.position',
    parent: 'permission',
    type: 2,
    name: '岗位管理',
    icon: 'IdcardOutlined',
    url: 'permission/position',
    sort: 20,
    buttons: [...CRUD, { code: 'btn_member', name: '岗位成员' }],
  },
  {
    code: 'permission.user',
    parent: 'permission',
    type: 2,
    name: '用户管理',
    icon: 'UserOutlined',
    url: 'permission/user',
    sort: 30,
    buttons: [...CRUD, { code: 'btn_resetPassword', name: '重置密码' }],
  },
  {
    code: 'permission.role',
    parent: 'permission',
    type: 2,
    name: '角色管理',
    icon: 'SafetyCertificateOutlined',
    url: 'permission/role',
    sort: 40,
    buttons: [...CRUD, { code: 'btn_member', name: '角色成员' }],
  },
  {
    code: 'permission.authorize',
    parent: 'permission',
    type: 2,
    name: '权限授权',
    icon: 'KeyOutlined',
    url: 'permission/authorize',
    sort: 50,
    buttons: [{ code: 'btn_save', name: '保存授权' }],
  },
  {
    code: 'permission.gradeManage',
    parent: 'permission',
    type: 2,
    name: '分级管理',
    icon: 'ClusterOutlined',
    url: 'permission/gradeManage',
    sort: 52,
    buttons: CRUD,
  },
  {
    code: 'permission.explain',
    parent: 'permission',
    type: 2,
    name: '权限诊断',
    icon: 'AuditOutlined',
    url: 'permission/explain',
    sort: 55,
  },
  {
    code: 'permission.onlineUser',
    parent: 'permission',
    type: 2,
    name: '在线用户',
    icon: 'WifiOutlined',
    url: 'permission/onlineUser',
    sort: 60,
    buttons: [{ code: 'btn_forced', name: '强制下线' }],
  },
  { code: 'system', parent: null, type: 1, name: '系统管理', icon: 'SettingOutlined', sort: 90 },
  {
    code: 'system.log',
    parent: 'system',
    type: 2,
    name: '系统日志',
    icon: 'FileSearchOutlined',
    url: 'system/log',
    sort: 10,
    buttons: [{ code: 'btn_remove', name: '删除' }],
  },
  {
    code: 'system.menu',
    parent: 'system',
    type: 2,
    name: '菜单管理',
    icon: 'MenuOutlined',
    url: 'system/menu',
    sort: 20,
    buttons: [...CRUD, { code: 'btn_export', name: '导出' }, { code: 'btn_import', name: '导入' }],
  },
  {
    code: 'system.dictionary',
    parent: 'system',
    type: 2,
    name: '数据字典',
    icon: 'BookOutlined',
    url: 'system/dictionary',
    sort: 30,
    buttons: [...CRUD, { code: 'btn_export', name: '导出' }, { code: 'btn_import', name: '导入' }],
  },
  {
    code: 'system.area',
    parent: 'system',
    type: 2,
    name: '行政区划',
    icon: 'EnvironmentOutlined',
    url: 'system/area',
    sort: 40,
    buttons: CRUD,
  },
  {
    code: 'system.billRule',
    parent: 'system',
    type: 2,
    name: '单据规则',
    icon: 'FieldNumberOutlined',
    url: 'system/billRule',
    sort: 50,
    buttons: [...CRUD, { code: 'btn_export', name: '导出' }],
  },
  {
    code: 'system.monitor',
    parent: 'system',
    type: 2,
    name: '系统监控',
    icon: 'DashboardOutlined',
    url: 'system/monitor',
    sort: 80,
  },
];

/** What each seeded role may open: menu codes, and button codes per menu. */
export const ROLE_GRANTS: Record<string, { menus: string[]; buttons: Record<string, string[]> }> = {
  sysadmin: {
    menus: [
      'system',
      'system.log',
      'system.menu',
      'system.dictionary',
      'system.area',
      'system.billRule',
      'system.monitor',
      'permission',
      'permission.organize',
      'permission.position',
      'permission.user',
      'permission.role',
      'permission.authorize',
      'permission.gradeManage',
      'permission.explain',
      'permission.onlineUser',
    ],
    buttons: {
      'system.log': ['btn_remove'],
      'system.menu': ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import'],
      'system.dictionary': ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import'],
      'system.area': ['btn_add', 'btn_edit', 'btn_remove'],
      'system.billRule': ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'],
      'permission.organize': ['btn_add', 'btn_edit', 'btn_remove'],
      'permission.position': ['btn_add', 'btn_edit', 'btn_remove', 'btn_member'],
      'permission.user': ['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword'],
      'permission.role': ['btn_add', 'btn_edit', 'btn_remove', 'btn_member'],
      'permission.authorize': ['btn_save'],
      'permission.gradeManage': ['btn_add', 'btn_edit', 'btn_remove'],
      'permission.onlineUser': ['btn_forced'],
    },
  },
};
