/**
 * 系统数据: the area's menu pages (a menu's urlAddress → its lazy page, each its own chunk) and its texts,
 * one chunk per language fetched with the first menu page (docs/decisions/013, 057). registry.ts lists it.
 */
export default {
  name: 'systemData',
  pages: {
    'systemData/dataSource': () => import('./data-source/DataSourcePage'),
    'systemData/dataModel': () => import('./data-model/DataModelPage'),
    'systemData/dataInterface': () => import('./data-interface/DataInterfacePage'),
    'systemData/dataBackup': () => import('./data-backup/DataBackupPage'),
    'systemData/dictionary': () => import('./dictionary/DictionaryPage'),
    'systemData/map': () => import('./map/MapPage'),
    'systemData/dataSync': () => import('./data-sync/DataSyncPage'),
  },
  texts: {
    zh: () => import('./systemData.zh.texts'),
    en: () => import('./systemData.en.texts'),
    zhtw: () => import('./systemData.zhtw.texts'),
  },
};
