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

export const MENUS: SeedMenu[] = [
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
];

/** What each seeded role may open: menu codes, and button codes per menu. */
export const ROLE_GRANTS: Record<string, { menus: string[]; buttons: Record<string, string[]> }> = {
  sysadmin: { menus: ['system', 'system.log'], buttons: { 'system.log': ['btn_remove'] } },
};
