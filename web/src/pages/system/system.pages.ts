/**
 * 系统管理: the area's menu pages (a menu's urlAddress → its lazy page, each its own chunk) and its texts,
 * one chunk per language fetched with the first menu page (docs/decisions/013, 057). registry.ts lists it.
 */
export default {
  name: 'system',
  pages: {
    'system/log': () => import('./log/LogPage'),
    'system/sysConfig': () => import('./sys-config/SysConfigPage'),
    'system/menu': () => import('./menu/MenuPage'),
    'system/monitor': () => import('./monitor/MonitorPage'),
    'system/cache': () => import('./cache/CachePage'),
    'system/area': () => import('./area/AreaPage'),
    'system/billRule': () => import('./bill-rule/BillRulePage'),
    'system/task': () => import('./schedule-task/ScheduleTaskPage'),
    'system/icons': () => import('./icon/IconPage'),
    'system/language': () => import('./language/LanguagePage'),
    'system/notice': () => import('./notice/NoticePage'),
  },
  texts: {
    zh: () => import('./system.zh.texts'),
    en: () => import('./system.en.texts'),
    zhtw: () => import('./system.zhtw.texts'),
  },
};
