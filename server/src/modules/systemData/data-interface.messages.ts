import type { Texts } from '../../platform/i18n/messages.js';

// 数据接口 (data interfaces): the sentences of modules/systemData/data-interface*, registered by the module.
export const dataInterfaceMessages = {
  'dataInterface.notFound': {
    zh: '数据接口不存在',
    en: 'The data interface does not exist',
    zhtw: '資料介面不存在',
  },
  'dataInterface.notCallable': {
    zh: '您没有调用此数据接口的权限',
    en: 'You may not call this data interface',
    zhtw: '您沒有呼叫此資料介面的權限',
  },
  'dataInterface.callRolesRequired': {
    zh: '请选择可以调用此接口的角色',
    en: 'Choose the roles that may call this interface',
    zhtw: '請選擇可以呼叫此介面的角色',
  },
  'dataInterface.callRoleMissing': {
    zh: '所选角色不存在或已删除',
    en: 'A chosen role does not exist or was deleted',
    zhtw: '所選角色不存在或已刪除',
  },
  'dataInterface.disabled': {
    zh: '数据接口已停用',
    en: 'The data interface is disabled',
    zhtw: '資料介面已停用',
  },
  'dataInterface.categoryNotFound': {
    zh: '所选分类不存在',
    en: 'The chosen category does not exist',
    zhtw: '所選分類不存在',
  },
  'dataInterface.sourceNotFound': {
    zh: '数据连接不存在或已停用',
    en: 'The data source does not exist or is disabled',
    zhtw: '資料連線不存在或已停用',
  },
  'dataInterface.paramName': {
    zh: '参数名“{name}”格式不正确：以字母或下划线开头，只含字母、数字和下划线',
    en: 'Parameter name "{name}" is not valid: start with a letter or underscore; letters, digits and underscores only',
    zhtw: '參數名「{name}」格式不正確：以字母或底線開頭，只含字母、數字和底線',
  },
  'dataInterface.paramTwice': {
    zh: '参数“{name}”重复',
    en: 'Parameter "{name}" is listed twice',
    zhtw: '參數「{name}」重複',
  },
  'dataInterface.paramUndeclared': {
    zh: 'SQL语句中的参数{name}未在请求参数中定义',
    en: 'The SQL uses {name}, which is not among the request parameters',
    zhtw: 'SQL語句中的參數{name}未在請求參數中定義',
  },
  'dataInterface.paramRequired': {
    zh: '{field}不能为空',
    en: '{field} is required',
    zhtw: '{field}不能為空',
  },
  'dataInterface.paramInt': {
    zh: '{field}类型必须为整型',
    en: '{field} must be a whole number',
    zhtw: '{field}類型必須為整數',
  },
  'dataInterface.paramDecimal': {
    zh: '{field}类型必须为数字',
    en: '{field} must be a number',
    zhtw: '{field}類型必須為數字',
  },
  'dataInterface.paramDatetime': {
    zh: '{field}不是有效的日期时间',
    en: '{field} is not a valid date and time',
    zhtw: '{field}不是有效的日期時間',
  },
  'dataInterface.paramTooLong': {
    zh: '{field}不能超过{limit}个字符',
    en: '{field} must be at most {limit} characters',
    zhtw: '{field}不能超過{limit}個字元',
  },
  'dataInterface.sqlFailed': {
    zh: '数据库返回错误：{error}',
    en: 'The database answered with an error: {error}',
    zhtw: '資料庫傳回錯誤：{error}',
  },
  'dataInterface.readOnly': {
    zh: '该接口为只读，数据库拒绝了修改：{error}（需要修改数据时请勾选“写入数据”）',
    en: 'This interface is read-only and the database refused a change: {error} (tick "Writes data" for statements that change data)',
    zhtw: '該介面為唯讀，資料庫拒絕了修改：{error}（需要修改資料時請勾選「寫入資料」）',
  },
  'dataInterface.writeUnmarked': {
    zh: '语句会修改数据（{word}），但未勾选“写入数据”：已保存，调用时数据库会拒绝修改',
    en: 'The statement changes data ({word}) but is not marked "Writes data": it was saved, and the database will refuse the change when it is called',
    zhtw: '語句會修改資料（{word}），但未勾選「寫入資料」：已儲存，呼叫時資料庫會拒絕修改',
  },
  'dataInterface.transaction': {
    zh: '接口语句不能开启或保留事务，已回滚',
    en: 'An interface statement may not open or leave a transaction; it was rolled back',
    zhtw: '介面語句不能開啟或保留交易，已回滾',
  },
  'dataInterface.cannotEnable': {
    zh: '接口无法启用：{error}',
    en: 'The interface cannot be enabled: {error}',
    zhtw: '介面無法啟用：{error}',
  },
  'dataInterface.jsonInvalid': {
    zh: '静态数据不是有效的JSON：{error}',
    en: 'The static data is not valid JSON: {error}',
    zhtw: '靜態資料不是有效的JSON：{error}',
  },
  'dataInterface.urlInvalid': {
    zh: '接口地址必须是完整的 http:// 或 https:// 地址',
    en: 'The address must be a full http:// or https:// URL',
    zhtw: '介面位址必須是完整的 http:// 或 https:// 位址',
  },
  'dataInterface.hostNotAllowed': {
    zh: '地址 {host} 不在允许调用的列表中（服务器配置 DATA_INTERFACE_HOSTS）',
    en: 'The host {host} is not on the list of callable hosts (server setting DATA_INTERFACE_HOSTS)',
    zhtw: '位址 {host} 不在允許呼叫的清單中（伺服器設定 DATA_INTERFACE_HOSTS）',
  },
  'dataInterface.hostForbidden': {
    zh: '禁止调用地址 {host}：本机链路地址和云平台元数据地址不可访问',
    en: 'Calling {host} is refused: link-local and cloud metadata addresses are never called',
    zhtw: '禁止呼叫位址 {host}：本機鏈路位址和雲端平台中繼資料位址不可存取',
  },
  'dataInterface.hostUnresolved': {
    zh: '无法解析地址 {host}',
    en: 'The host {host} could not be resolved',
    zhtw: '無法解析位址 {host}',
  },
  'dataInterface.httpTimeout': {
    zh: '接口在{seconds}秒内没有返回',
    en: 'The API did not answer within {seconds} seconds',
    zhtw: '介面在{seconds}秒內沒有傳回',
  },
  'dataInterface.httpTooLarge': {
    zh: '接口返回的数据超过{size}，已停止读取',
    en: 'The API answered more than {size}; reading stopped',
    zhtw: '介面傳回的資料超過{size}，已停止讀取',
  },
  'dataInterface.httpStatus': {
    zh: '接口返回HTTP状态{status}',
    en: 'The API answered HTTP status {status}',
    zhtw: '介面傳回HTTP狀態{status}',
  },
  'dataInterface.httpNotJson': {
    zh: '接口返回的内容不是JSON',
    en: 'The API did not answer JSON',
    zhtw: '介面傳回的內容不是JSON',
  },
  'dataInterface.httpFailed': {
    zh: '调用接口失败：{error}',
    en: 'Calling the API failed: {error}',
    zhtw: '呼叫介面失敗：{error}',
  },
  'dataInterface.infoNeedsId': {
    zh: '请提供要回显的数据的id',
    en: 'Give the id of the row to show',
    zhtw: '請提供要回顯的資料的id',
  },
  'dataInterface.listNeedsRows': {
    zh: '该接口返回的不是数据列表',
    en: 'This interface does not answer a list of rows',
    zhtw: '該介面傳回的不是資料清單',
  },
  'dataInterface.wrongFormat': {
    zh: '导入文件不是数据接口的导出文件',
    en: 'The file is not an exported data interface',
    zhtw: '匯入檔案不是資料介面的匯出檔案',
  },
  'dataInterface.codeTaken': {
    zh: '编码 {code} 已被其他接口使用',
    en: 'The code {code} is used by another interface',
    zhtw: '編碼 {code} 已被其他介面使用',
  },
  'cache.dataInterfaceList': {
    zh: '数据接口分页：弹窗选择调用的数据接口分页结果',
    en: 'Data interface pages: Action/List pages asked by popup pickers',
    zhtw: '資料介面分頁：彈窗選擇呼叫的資料介面分頁結果',
  },
  'dataInterface.run.called': {
    zh: '已调用数据接口“{name}”，耗时{duration}毫秒',
    en: 'Called the data interface "{name}" in {duration} ms',
    zhtw: '已呼叫資料介面「{name}」，耗時{duration}毫秒',
  },
  'dataInterface.run.failed': {
    zh: '调用数据接口“{name}”失败：{error}',
    en: 'Calling the data interface "{name}" failed: {error}',
    zhtw: '呼叫資料介面「{name}」失敗：{error}',
  },
} as const;

export const dataInterfaceFieldLabels: Record<string, { zh: string; en: string; zhtw: string }> = {
  categoryId: { zh: '分类', en: 'Category', zhtw: '分類' },
  dbLinkId: { zh: '数据连接', en: 'Data source', zhtw: '資料連線' },
  dataType: { zh: '数据类型', en: 'Type', zhtw: '資料類型' },
  requestMethod: { zh: '请求方式', en: 'Method', zhtw: '請求方式' },
  requestParameters: { zh: '请求参数', en: 'Request parameters', zhtw: '請求參數' },
  query: { zh: '接口内容', en: 'Content', zhtw: '介面內容' },
  isWrite: { zh: '写入数据', en: 'Writes data', zhtw: '寫入資料' },
  interfaceId: { zh: '数据接口', en: 'Data interface', zhtw: '資料介面' },
};

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof dataInterfaceMessages, Texts> {}
}
