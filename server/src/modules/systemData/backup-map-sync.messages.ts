import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of 数据备份, 数据地图 and 数据同步 (issue 7 parts 4 to 6), registered by the module.
export const backupMapSyncMessages = {
  'dataBackup.notFound': {
    zh: '该备份不存在或已删除',
    en: 'The backup does not exist or was deleted',
    zhtw: '該備份不存在或已刪除',
  },
  'dataBackup.fileMissing': {
    zh: '备份文件已不在服务器上',
    en: 'The backup file is no longer on the server',
    zhtw: '備份檔案已不在伺服器上',
  },
  'dataBackup.busy': {
    zh: '正在备份中，请等当前备份完成后再试',
    en: 'A backup is already running; try again when it has finished',
    zhtw: '正在備份中，請等目前備份完成後再試',
  },
  'dataBackup.unavailable': {
    zh: '当前数据库不支持在线备份',
    en: 'This database cannot be backed up online',
    zhtw: '目前資料庫不支援線上備份',
  },
  'dataBackup.pgDumpMissing': {
    zh: '服务器上没有找到 {version} 或更高版本的 pg_dump，无法备份 PostgreSQL 数据库；请安装 postgresql-client',
    en: 'No pg_dump of version {version} or newer was found on the server, so the PostgreSQL database cannot be backed up; install postgresql-client',
    zhtw: '伺服器上沒有找到 {version} 或更高版本的 pg_dump，無法備份 PostgreSQL 資料庫；請安裝 postgresql-client',
  },
  'dataBackup.failed': {
    zh: '备份失败：{error}',
    en: 'The backup failed: {error}',
    zhtw: '備份失敗：{error}',
  },
  'map.notFound': {
    zh: '该地图不存在或已删除',
    en: 'The map does not exist or was deleted',
    zhtw: '該地圖不存在或已刪除',
  },
  'map.tooLarge': {
    zh: '地图数据不能超过 {size}',
    en: 'Map data must be at most {size}',
    zhtw: '地圖資料不能超過 {size}',
  },
  'map.fileType': {
    zh: '请上传 .json 或 .geojson 文件',
    en: 'Upload a .json or .geojson file',
    zhtw: '請上傳 .json 或 .geojson 檔案',
  },
  'map.invalidJson': {
    zh: '地图数据不是有效的 JSON: {error}',
    en: 'The map data is not valid JSON: {error}',
    zhtw: '地圖資料不是有效的 JSON: {error}',
  },
  'map.notGeoJson': {
    zh: '地图数据应为 GeoJSON 的 FeatureCollection 或 Feature',
    en: 'Map data must be a GeoJSON FeatureCollection or Feature',
    zhtw: '地圖資料應為 GeoJSON 的 FeatureCollection 或 Feature',
  },
  'map.noFeatures': {
    zh: '地图数据中没有区域 (features 为空)',
    en: 'The map data has no areas (features is empty)',
    zhtw: '地圖資料中沒有區域 (features 為空)',
  },
  'map.tooManyFeatures': {
    zh: '地图区域不能超过 {max} 个',
    en: 'A map may have at most {max} areas',
    zhtw: '地圖區域不能超過 {max} 個',
  },
  'map.featureNotFeature': {
    zh: '第 {index} 个区域不是 GeoJSON Feature',
    en: 'Area {index} is not a GeoJSON Feature',
    zhtw: '第 {index} 個區域不是 GeoJSON Feature',
  },
  'map.featureName': {
    zh: '第 {index} 个区域没有名称 (properties.name)',
    en: 'Area {index} has no name (properties.name)',
    zhtw: '第 {index} 個區域沒有名稱 (properties.name)',
  },
  'map.featureNameTaken': {
    zh: '区域名称「{name}」重复',
    en: 'The area name "{name}" appears twice',
    zhtw: '區域名稱「{name}」重複',
  },
  'map.featureGeometry': {
    zh: '区域「{name}」的几何类型为 {type}，地图只接受 Polygon 或 MultiPolygon',
    en: 'Area "{name}" has geometry {type}; a map takes Polygon or MultiPolygon only',
    zhtw: '區域「{name}」的幾何類型為 {type}，地圖只接受 Polygon 或 MultiPolygon',
  },
  'map.featureCoordinates': {
    zh: '区域「{name}」的坐标无效：每个环至少 4 个 [经度，纬度] 点，首尾相同，经度 -180~180，纬度 -90~90',
    en: 'Area "{name}" has invalid coordinates: each ring needs at least 4 [longitude, latitude] points, closed, longitude -180..180, latitude -90..90',
    zhtw: '區域「{name}」的座標無效：每個環至少 4 個 [經度，緯度] 點，首尾相同，經度 -180~180，緯度 -90~90',
  },
  'dataSync.badTable': {
    zh: '表名「{table}」无效：只能包含字母、数字和下划线，且不以数字开头',
    en: 'The table name "{table}" is not valid: letters, digits and underscores only, not starting with a digit',
    zhtw: '表名「{table}」無效：只能包含字母、數字和底線，且不以數字開頭',
  },
  'dataSync.badColumn': {
    zh: '源表的字段「{column}」名称含有不支持的字符，无法同步',
    en: 'The source column "{column}" has characters a sync does not support',
    zhtw: '來源表的欄位「{column}」名稱含有不支援的字元，無法同步',
  },
  'dataSync.sameSource': {
    zh: '源和目标不能是同一个数据连接',
    en: 'The source and the target must be different data sources',
    zhtw: '來源和目標不能是同一個資料連線',
  },
  'dataSync.sourceMissing': {
    zh: '源数据连接中没有表「{table}」',
    en: 'The source has no table "{table}"',
    zhtw: '來源資料連線中沒有表「{table}」',
  },
  'dataSync.sourceEmpty': {
    zh: '源表「{table}」中没有数据，无需同步',
    en: 'The source table "{table}" has no rows: nothing to sync',
    zhtw: '來源表「{table}」中沒有資料，無需同步',
  },
  'dataSync.confirmCreate': {
    zh: '目标库中没有表「{table}」，请确认按源表创建后再同步',
    en: 'The target has no table "{table}": confirm creating it from the source first',
    zhtw: '目標庫中沒有表「{table}」，請確認依來源表建立後再同步',
  },
  'dataSync.confirmClear': {
    zh: '目标表「{table}」中已有数据，请确认清空后再同步',
    en: 'The target table "{table}" already has rows: confirm emptying it first',
    zhtw: '目標表「{table}」中已有資料，請確認清空後再同步',
  },
  'dataSync.columnMissing': {
    zh: '目标表「{table}」缺少字段「{column}」，未写入任何数据',
    en: 'The target table "{table}" has no column "{column}"; nothing was written',
    zhtw: '目標表「{table}」缺少欄位「{column}」，未寫入任何資料',
  },
  'dataSync.columnType': {
    zh: '字段「{column}」类型不兼容：源为 {sourceType}，目标为 {targetType}，未写入任何数据',
    en: 'Column "{column}" is incompatible: {sourceType} in the source, {targetType} in the target; nothing was written',
    zhtw: '欄位「{column}」類型不相容：來源為 {sourceType}，目標為 {targetType}，未寫入任何資料',
  },
  'dataSync.columnLength': {
    zh: '字段「{column}」在目标中最长 {targetLength} 个字符，短于源的 {sourceLength}，未写入任何数据',
    en: 'Column "{column}" holds at most {targetLength} characters in the target, less than the source\'s {sourceLength}; nothing was written',
    zhtw: '欄位「{column}」在目標中最長 {targetLength} 個字元，短於來源的 {sourceLength}，未寫入任何資料',
  },
  'dataSync.columnRequired': {
    zh: '目标表的必填字段「{column}」在源表中不存在，未写入任何数据',
    en: 'The target column "{column}" is required but the source has no such column; nothing was written',
    zhtw: '目標表的必填欄位「{column}」在來源表中不存在，未寫入任何資料',
  },
  'dataSync.busy': {
    zh: '表「{table}」正在同步中，请等待完成',
    en: 'Table "{table}" is already being synced; wait for it to finish',
    zhtw: '表「{table}」正在同步中，請等待完成',
  },
  'dataSync.started': {
    zh: '已开始同步表「{table}」',
    en: 'Syncing table "{table}" has started',
    zhtw: '已開始同步表「{table}」',
  },
  'dataSync.failed': {
    zh: '同步失败：{error}',
    en: 'The sync failed: {error}',
    zhtw: '同步失敗：{error}',
  },
  'dataSync.jobNotFound': {
    zh: '该同步任务不存在或已过期',
    en: 'The sync job does not exist or has expired',
    zhtw: '該同步任務不存在或已過期',
  },
  'scheduleTask.run.backedUp': {
    zh: '已备份到 backups/{file}({size})，删除了 {removed} 份旧备份',
    en: 'Backed up to backups/{file} ({size}); {removed} old backups removed',
    zhtw: '已備份到 backups/{file}({size})，刪除了 {removed} 份舊備份',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof backupMapSyncMessages, Texts> {}
}
