import type { ComponentType } from 'react';

/**
 * Menu page key → page module. A type-2 menu's key is its urlAddress; the dynamic types use their
 * generic viewer (app/menus.ts VIEWER_PAGES, EXTERNAL_LINK_PAGE). Each entry is its own chunk, loaded
 * when its route is first opened. A menu whose page is not listed here is not routed (404).
 */
export type PageModule = { default: ComponentType };

export const pages: Record<string, () => Promise<PageModule>> = {
  'system/log': () => import('./system/log/LogPage'),
  'system/sysConfig': () => import('./system/sys-config/SysConfigPage'),
  'system/menu': () => import('./system/menu/MenuPage'),
  'system/monitor': () => import('./system/monitor/MonitorPage'),
  'system/cache': () => import('./system/cache/CachePage'),
  'system/area': () => import('./system/area/AreaPage'),
  'system/dictionary': () => import('./system/dictionary/DictionaryPage'),
  'basic/dynamicDictionary': () => import('./basic/dynamic-dictionary/DynamicDictionaryPage'),
  'system/billRule': () => import('./system/bill-rule/BillRulePage'),
  'system/scheduleTask': () => import('./system/schedule-task/ScheduleTaskPage'),
  'system/icon': () => import('./system/icon/IconPage'),
  'system/language': () => import('./system/language/LanguagePage'),
  'systemData/dataSource': () => import('./systemData/data-source/DataSourcePage'),
  'systemData/dataModel': () => import('./systemData/data-model/DataModelPage'),
  'systemData/dataInterface': () => import('./systemData/data-interface/DataInterfacePage'),
  'system/notice': () => import('./system/notice/NoticePage'),
  'systemData/dataBackup': () => import('./systemData/data-backup/DataBackupPage'),
  'systemData/map': () => import('./systemData/map/MapPage'),
  'systemData/dataSync': () => import('./systemData/data-sync/DataSyncPage'),
  'permission/organize': () => import('./permission/organize/OrganizePage'),
  'permission/position': () => import('./permission/position/PositionPage'),
  'basic/externalLink': () => import('./basic/external-link/ExternalLinkPage'),
  'permission/role': () => import('./permission/role/RolePage'),
  'permission/user': () => import('./permission/user/UserPage'),
  'permission/onlineUser': () => import('./permission/online-user/OnlineUserPage'),
  'permission/authorize': () => import('./permission/authorize/AuthorizePage'),
  'permission/explain': () => import('./permission/explain/ExplainPage'),
  'permission/gradeManage': () => import('./permission/grade-manage/GradeManagePage'),
};

export const hasPage = (address: string): boolean => Object.hasOwn(pages, address);
