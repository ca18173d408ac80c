import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of logs, dictionaries (and their import/export), icons, languages, the cache and scheduled
// tasks (modules/system), registered by the module.
export const systemMessages = {
  'log.rangeReversed': {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
    zhtw: '結束日期不能早於開始日期',
  },
  'dictionary.typeNotFound': {
    zh: '字典分类不存在',
    en: 'The dictionary type does not exist',
    zhtw: '字典分類不存在',
  },
  'dictionary.itemNotFound': {
    zh: '字典数据不存在',
    en: 'The dictionary item does not exist',
    zhtw: '字典資料不存在',
  },
  'dictionary.parentNotFound': { zh: '上级不存在', en: 'The parent does not exist', zhtw: '上級不存在' },
  'dictionary.parentLoop': {
    zh: '上级不能是自己或自己的下级',
    en: 'The parent cannot be the record itself or one below it',
    zhtw: '上級不能是自己或自己的下級',
  },
  'dictionary.typeHasChildren': {
    zh: '该分类下还有子分类,请先删除子分类',
    en: 'This type still has sub-types; delete them first',
    zhtw: '該分類下還有子分類,請先刪除子分類',
  },
  'dictionary.typeHasItems': {
    zh: '该分类下还有{count}条字典数据,请先删除字典数据',
    en: 'This type still has {count} dictionary items; delete them first',
    zhtw: '該分類下還有{count}筆字典資料,請先刪除字典資料',
  },
  'dictionary.itemHasChildren': {
    zh: '该数据下还有子数据,请先删除子数据',
    en: 'This item still has items below it; delete them first',
    zhtw: '該資料下還有子資料,請先刪除子資料',
  },
  'dictionary.notTree': {
    zh: '该字典不是树形结构,不能选择上级',
    en: 'This dictionary is not a tree; its items cannot have a parent',
    zhtw: '該字典不是樹形結構,不能選擇上級',
  },
  'dictionary.nestedItems': {
    zh: '该字典的数据有上下级,不能改为非树形',
    en: 'The items of this dictionary have levels; it cannot stop being a tree',
    zhtw: '該字典的資料有上下級,不能改為非樹形',
  },
  'dictionary.typeChanged': {
    zh: '字典数据不能移到其他分类',
    en: 'A dictionary item cannot move to another type',
    zhtw: '字典資料不能移到其他分類',
  },
  'dictionaryTransfer.notJson': {
    zh: '导入文件不是有效的JSON,可能已损坏或不完整',
    en: 'The file is not valid JSON; it may be damaged or incomplete',
    zhtw: '匯入檔案不是有效的JSON,可能已損壞或不完整',
  },
  'dictionaryTransfer.wrongFormat': {
    zh: '导入文件不是数据字典导出文件',
    en: 'The file is not a dictionary export file',
    zhtw: '匯入檔案不是資料字典匯出檔案',
  },
  'dictionaryTransfer.wrongVersion': {
    zh: '不支持的字典文件版本{version},当前支持版本{supported}',
    en: 'Dictionary file version {version} is not supported; this system reads version {supported}',
    zhtw: '不支援的字典檔案版本{version},目前支援版本{supported}',
  },
  'dictionaryTransfer.tooMany': {
    zh: '导入文件中的字典数据超过{limit}条',
    en: 'The file holds more than {limit} items',
    zhtw: '匯入檔案中的字典資料超過{limit}筆',
  },
  'dictionaryTransfer.tooDeep': {
    zh: '导入文件中的字典数据层级超过{limit}级',
    en: 'The items in the file are nested more than {limit} levels deep',
    zhtw: '匯入檔案中的字典資料層級超過{limit}級',
  },
  'dictionaryTransfer.tooLarge': {
    zh: '导入文件不能超过{size}',
    en: 'The file must not exceed {size}',
    zhtw: '匯入檔案不能超過{size}',
  },
  'dictionaryTransfer.invalid': {
    zh: '导入文件内容有误: {reason}',
    en: 'The file is invalid: {reason}',
    zhtw: '匯入檔案內容有誤: {reason}',
  },
  'dictionaryTransfer.invalidAt': {
    zh: '导入文件中{where}有误: {reason}',
    en: 'In the file, {where} is invalid: {reason}',
    zhtw: '匯入檔案中{where}有誤: {reason}',
  },
  'dictionaryTransfer.whereType': { zh: '字典分类', en: 'the dictionary type', zhtw: '字典分類' },
  'dictionaryTransfer.whereItem': {
    zh: '字典数据「{path}」',
    en: 'item "{path}"',
    zhtw: '字典資料「{path}」',
  },
  'dictionaryTransfer.codeTwice': {
    zh: '字典数据编码「{code}」在文件中出现了多次',
    en: 'The item code {code} appears more than once in the file',
    zhtw: '字典資料編碼「{code}」在檔案中出現了多次',
  },
  'dictionaryTransfer.notTree': {
    zh: '非树形字典的数据不能有下级',
    en: 'Items of a dictionary that is not a tree cannot have items below them',
    zhtw: '非樹形字典的資料不能有下級',
  },
  'dictionaryTransfer.codeTaken': {
    zh: '字典分类编码「{code}」已被使用',
    en: 'The dictionary type code {code} is already in use',
    zhtw: '字典分類編碼「{code}」已被使用',
  },
  'icon.notFound': { zh: '图标不存在', en: 'The icon does not exist', zhtw: '圖示不存在' },
  'icon.notSvg': {
    zh: '请上传 SVG 格式的图标文件',
    en: 'Upload the icon as an SVG file',
    zhtw: '請上傳 SVG 格式的圖示檔案',
  },
  'icon.badName': {
    zh: '文件名需以字母开头，只能含字母、数字和横线',
    en: 'The file name must start with a letter and hold only letters, digits and dashes',
    zhtw: '檔名需以字母開頭，只能含字母、數字和橫線',
  },
  'icon.unsafe': {
    zh: 'SVG 文件含有不允许的内容（{what}），未上传',
    en: 'The SVG file holds content that is not allowed ({what}); it was not uploaded',
    zhtw: 'SVG 檔案含有不允許的內容（{what}），未上傳',
  },
  'icon.tooLarge': {
    zh: '图标文件须小于{size}',
    en: 'The icon file must be smaller than {size}',
    zhtw: '圖示檔案須小於{size}',
  },
  'icon.inUse': {
    zh: '图标正被菜单使用（{menus}），不能删除',
    en: 'Menus use this icon ({menus}); it cannot be deleted',
    zhtw: '圖示正被選單使用（{menus}），不能刪除',
  },
  'language.notFound': { zh: '翻译不存在', en: 'The translation does not exist', zhtw: '翻譯不存在' },
  'language.keyPattern': {
    zh: '翻译标记需为以点分隔的字母、数字、横线或下划线，如 routes.system-log',
    en: 'The key must be dotted parts of letters, digits, dashes or underscores, e.g. routes.system-log',
    zhtw: '翻譯標記需為以點分隔的字母、數字、橫線或底線，如 routes.system-log',
  },
  'language.keyNested': {
    zh: '翻译标记与已有的 {other} 相互包含，不能同时存在',
    en: 'The key and the existing {other} contain one another; they cannot both exist',
    zhtw: '翻譯標記與已有的 {other} 相互包含，不能同時存在',
  },
  'cache.redisKey': { zh: 'Redis 键（{type}）', en: 'Redis key ({type})', zhtw: 'Redis 鍵（{type}）' },
  'cache.notFound': {
    zh: '缓存{name}不存在或已过期',
    en: 'The cache {name} does not exist or has expired',
    zhtw: '快取{name}不存在或已過期',
  },
  'cache.redisUnavailable': {
    zh: 'Redis 暂时无法连接，请稍后重试',
    en: 'Redis cannot be reached at the moment; please try again later',
    zhtw: 'Redis 暫時無法連線，請稍後重試',
  },
  'scheduleTask.notFound': {
    zh: '定时任务不存在',
    en: 'The scheduled task does not exist',
    zhtw: '排程任務不存在',
  },
  'scheduleTask.interfaceUnavailable': {
    zh: '调用数据接口的任务暂不可用, 请选择内置任务',
    en: 'Tasks calling a data interface are not available yet; choose a built-in job',
    zhtw: '呼叫資料介面的任務暫不可用, 請選擇內建任務',
  },
  'scheduleTask.run.pruned': {
    zh: '已删除 {count} 条 {days} 天前的日志',
    en: 'Deleted {count} log rows older than {days} days',
    zhtw: '已刪除 {count} 筆 {days} 天前的日誌',
  },
  'scheduleTask.run.keepForever': {
    zh: '日志保留天数为 0(永久保留), 未删除日志',
    en: 'Log retention is 0 days (keep forever): nothing deleted',
    zhtw: '日誌保留天數為 0(永久保留), 未刪除日誌',
  },
  'scheduleTask.run.backupUnavailable': {
    zh: 'PostgreSQL 数据库暂不支持在此备份, 请使用 pg_dump',
    en: 'Backing up a PostgreSQL database is not available here; use pg_dump',
    zhtw: 'PostgreSQL 資料庫暫不支援在此備份, 請使用 pg_dump',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof systemMessages, Texts> {}
}
