import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of areas, menus, menu items (buttons, columns, forms), data permission schemes and the menu
// import/export (modules/system), registered by the module.
export const menuMessages = {
  'area.notFound': {
    zh: '该行政区划不存在或已删除',
    en: 'The administrative area does not exist or was deleted',
    zhtw: '該行政區劃不存在或已刪除',
  },
  'area.parentNotFound': {
    zh: '上级区域不存在或已删除',
    en: 'The parent area does not exist or was deleted',
    zhtw: '上級區域不存在或已刪除',
  },
  'area.cycle': {
    zh: '不能把区域移到它自己或它的下级区域下面',
    en: 'An area cannot be moved under itself or one of its own sub-areas',
    zhtw: '不能把區域移到它自己或它的下級區域下面',
  },
  'area.tooDeep': {
    zh: '行政区划最多四级(省、市、区县、街道)',
    en: 'Areas go at most four levels deep (province, city, district, street)',
    zhtw: '行政區劃最多四級(省、市、區縣、街道)',
  },
  'area.hasChildren': {
    zh: '该区域下还有{count}个下级区域,请先删除下级区域',
    en: 'This area still has {count} sub-areas; delete them first',
    zhtw: '該區域下還有{count}個下級區域,請先刪除下級區域',
  },
  'area.enCodeDigits': {
    zh: '区域编码只能由数字组成',
    en: 'An area code may contain digits only',
    zhtw: '區域編碼只能由數字組成',
  },
  'menu.notFound': {
    zh: '菜单不存在或已删除',
    en: 'The menu does not exist or was deleted',
    zhtw: '選單不存在或已刪除',
  },
  'menu.parentNotFound': {
    zh: '上级菜单不存在、已删除或不是目录',
    en: 'The parent menu does not exist, was deleted or is not a directory',
    zhtw: '上級選單不存在、已刪除或不是目錄',
  },
  'menu.cycle': {
    zh: '上级菜单不能是自己或自己的下级',
    en: 'A menu cannot be placed under itself or one of its own sub-menus',
    zhtw: '上級選單不能是自己或自己的下級',
  },
  'menu.hasChildren': {
    zh: '该菜单下还有{count}个子菜单,请先删除子菜单',
    en: 'The menu still has {count} sub-menus; delete them first',
    zhtw: '該選單下還有{count}個子選單,請先刪除子選單',
  },
  'menu.appType': {
    zh: 'App菜单只能是目录、页面、功能或外链',
    en: 'An App menu can only be a directory, page, function or external link',
    zhtw: 'App選單只能是目錄、頁面、功能或外鏈',
  },
  'menu.appDirectoryTop': {
    zh: 'App菜单只有顶级菜单可以是目录',
    en: 'Only a top-level App menu can be a directory',
    zhtw: 'App選單只有頂級選單可以是目錄',
  },
  'menu.categoryFixed': {
    zh: '菜单的分类(Web/App)不能修改',
    en: 'The category (Web/App) of a menu cannot be changed',
    zhtw: '選單的分類(Web/App)不能修改',
  },
  'menu.propertyJson': {
    zh: '菜单扩展属性格式不正确',
    en: 'The menu properties are not valid JSON',
    zhtw: '選單擴充屬性格式不正確',
  },
  'moduleItem.notFound': {
    zh: '该记录不存在或已删除',
    en: 'The item does not exist or was deleted',
    zhtw: '該記錄不存在或已刪除',
  },
  'moduleItem.codePattern': {
    zh: '编码只能输入英文、数字、下划线、中划线和小数点,且须以英文或下划线开头',
    en: 'Code may contain only letters, digits, underscores, hyphens and dots, and must start with a letter or underscore',
    zhtw: '編碼只能輸入英文、數字、底線、中線和小數點,且須以英文或底線開頭',
  },
  'dataAuthorize.fieldNotFound': {
    zh: '数据权限字段不存在或已删除',
    en: 'The data permission field does not exist or was deleted',
    zhtw: '資料權限欄位不存在或已刪除',
  },
  'dataAuthorize.schemeNotFound': {
    zh: '数据权限方案不存在或已删除',
    en: 'The data permission scheme does not exist or was deleted',
    zhtw: '資料權限方案不存在或已刪除',
  },
  'dataAuthorize.fieldPattern': {
    zh: '字段名只能包含字母、数字和下划线,且不能以数字开头',
    en: 'A field name may hold only letters, digits and underscores, and cannot start with a digit',
    zhtw: '欄位名只能包含字母、數字和底線,且不能以數字開頭',
  },
  'dataAuthorize.unknownSymbol': {
    zh: '未知的条件符号:{symbol}',
    en: 'Unknown comparison: {symbol}',
    zhtw: '未知的條件符號:{symbol}',
  },
  'dataAuthorize.fieldInUse': {
    zh: '字段“{field}”正被方案“{scheme}”使用,不能删除或修改字段名和类型',
    en: 'The field "{field}" is used by the scheme "{scheme}"; it cannot be deleted, renamed or retyped',
    zhtw: '欄位「{field}」正被方案「{scheme}」使用,不能刪除或修改欄位名和類型',
  },
  'dataAuthorize.conditionsRequired': {
    zh: '请添加过滤条件,或选择全部数据',
    en: 'Add at least one condition, or choose all data',
    zhtw: '請新增過濾條件,或選擇全部資料',
  },
  'dataAuthorize.conditionsInvalid': {
    zh: '过滤条件格式不正确',
    en: 'The conditions are not in the expected format',
    zhtw: '過濾條件格式不正確',
  },
  'dataAuthorize.tooMany': {
    zh: '过滤条件过多,最多{limit}组,每组最多{limit}个条件',
    en: 'Too many conditions: at most {limit} groups of {limit}',
    zhtw: '過濾條件過多,最多{limit}組,每組最多{limit}個條件',
  },
  'dataAuthorize.conditionField': {
    zh: '第{group}组第{item}个条件的字段“{field}”不是该菜单已启用的数据权限字段',
    en: 'Condition {item} of group {group}: "{field}" is not an enabled data permission field of this menu',
    zhtw: '第{group}組第{item}個條件的欄位「{field}」不是該選單已啟用的資料權限欄位',
  },
  'dataAuthorize.conditionOp': {
    zh: '字段“{field}”不支持条件“{op}”',
    en: 'The field "{field}" does not offer the comparison "{op}"',
    zhtw: '欄位「{field}」不支援條件「{op}」',
  },
  'dataAuthorize.conditionValue': {
    zh: '字段“{field}”的值“{value}”不是有效的{type}值',
    en: 'The value "{value}" of "{field}" is not a valid {type} value',
    zhtw: '欄位「{field}」的值「{value}」不是有效的{type}值',
  },
  'dataAuthorize.unknownPlaceholder': {
    zh: '未知的占位值:{value}',
    en: 'Unknown placeholder: {value}',
    zhtw: '未知的佔位值:{value}',
  },
  'dataAuthorize.placeholderOp': {
    zh: '占位值{value}只能用“等于”或“不等于”比较',
    en: 'The placeholder {value} can only be compared with Equal or NotEqual',
    zhtw: '佔位值{value}只能用「等於」或「不等於」比較',
  },
  'moduleItem.batchDuplicate': {
    zh: '批量添加的编码重复: {code}',
    en: 'The batch contains the code {code} more than once',
    zhtw: '批量新增的編碼重複: {code}',
  },
  'menuTransfer.notJson': {
    zh: '导入文件不是有效的JSON,可能已损坏或不完整',
    en: 'The file is not valid JSON; it may be damaged or incomplete',
    zhtw: '匯入檔案不是有效的JSON,可能已損壞或不完整',
  },
  'menuTransfer.wrongFormat': {
    zh: '导入文件不是菜单导出文件',
    en: 'The file is not a menu export file',
    zhtw: '匯入檔案不是選單匯出檔案',
  },
  'menuTransfer.wrongVersion': {
    zh: '不支持的菜单文件版本{version},当前支持版本{supported}',
    en: 'Menu file version {version} is not supported; this system reads version {supported}',
    zhtw: '不支援的選單檔案版本{version},目前支援版本{supported}',
  },
  'menuTransfer.tooMany': {
    zh: '导入文件中的菜单超过{limit}个',
    en: 'The file holds more than {limit} menus',
    zhtw: '匯入檔案中的選單超過{limit}個',
  },
  'menuTransfer.tooDeep': {
    zh: '导入文件中的菜单层级超过{limit}级',
    en: 'The menus in the file are nested more than {limit} levels deep',
    zhtw: '匯入檔案中的選單層級超過{limit}級',
  },
  'menuTransfer.tooLarge': {
    zh: '导入文件不能超过{size}',
    en: 'The file must not exceed {size}',
    zhtw: '匯入檔案不能超過{size}',
  },
  'menuTransfer.invalid': {
    zh: '导入文件内容有误: {reason}',
    en: 'The file is invalid: {reason}',
    zhtw: '匯入檔案內容有誤: {reason}',
  },
  'menuTransfer.invalidAt': {
    zh: '导入文件中{where}有误: {reason}',
    en: 'In the file, {where} is invalid: {reason}',
    zhtw: '匯入檔案中{where}有誤: {reason}',
  },
  'menuTransfer.whereMenu': { zh: '菜单「{path}」', en: 'menu "{path}"', zhtw: '選單「{path}」' },
  'menuTransfer.whereItem': { zh: '的{kind}「{name}」', en: ', {kind} "{name}"', zhtw: '的{kind}「{name}」' },
  'menuTransfer.kind.buttons': { zh: '按钮', en: 'button', zhtw: '按鈕' },
  'menuTransfer.kind.columns': { zh: '列表字段', en: 'list column', zhtw: '列表欄位' },
  'menuTransfer.kind.forms': { zh: '表单字段', en: 'form field', zhtw: '表單欄位' },
  'menuTransfer.kind.dataAuthorize': { zh: '数据权限字段', en: 'data field', zhtw: '資料權限欄位' },
  'menuTransfer.kind.schemes': { zh: '数据权限方案', en: 'data scheme', zhtw: '資料權限方案' },
  'menuTransfer.mixedCategory': {
    zh: '子菜单的分类(Web/App)与导入的菜单不一致',
    en: 'A sub-menu has a different category (Web/App) from the imported menu',
    zhtw: '子選單的分類(Web/App)與匯入的選單不一致',
  },
  'menuTransfer.notDirectory': {
    zh: '只有目录可以包含子菜单',
    en: 'Only a directory can contain sub-menus',
    zhtw: '只有目錄可以包含子選單',
  },
  'menuTransfer.codeTwice': {
    zh: '菜单编码{code}在文件中出现了多次',
    en: 'The menu code {code} appears more than once in the file',
    zhtw: '選單編碼{code}在檔案中出現了多次',
  },
  'menuTransfer.codeTaken': {
    zh: '有{count}个菜单编码已被使用: {codes}',
    en: '{count} menu codes are already in use: {codes}',
    zhtw: '有{count}個選單編碼已被使用: {codes}',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof menuMessages, Texts> {}
}
