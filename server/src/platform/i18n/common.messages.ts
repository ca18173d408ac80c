// Sentences shared by every module (ok, notFound, the schema validation and request errors, server state),
// spread into messages.ts.
export const commonMessages = {
  ok: { zh: '操作成功', en: 'Success', zhtw: '操作成功' },
  notFound: { zh: '数据不存在', en: 'The record does not exist', zhtw: '資料不存在' },
  routeNotFound: {
    zh: '请求的接口不存在',
    en: 'No such API',
    zhtw: '請求的介面不存在',
  },
  'validation.required': { zh: '{field}不能为空', en: '{field} is required', zhtw: '{field}不能為空' },
  'validation.type': {
    zh: '{field}格式不正确',
    en: '{field} has the wrong format',
    zhtw: '{field}格式不正確',
  },
  'validation.pattern': {
    zh: '{field}格式不正确',
    en: '{field} has the wrong format',
    zhtw: '{field}格式不正確',
  },
  'validation.minLength': {
    zh: '{field}至少需要{limit}个字符',
    en: '{field} needs at least {limit} characters',
    zhtw: '{field}至少需要{limit}個字元',
  },
  'validation.maxLength': {
    zh: '{field}不能超过{limit}个字符',
    en: '{field} must be at most {limit} characters',
    zhtw: '{field}不能超過{limit}個字元',
  },
  'validation.minimum': {
    zh: '{field}不能小于{limit}',
    en: '{field} must be at least {limit}',
    zhtw: '{field}不能小於{limit}',
  },
  'validation.maximum': {
    zh: '{field}不能大于{limit}',
    en: '{field} must be at most {limit}',
    zhtw: '{field}不能大於{limit}',
  },
  'validation.enum': {
    zh: '{field}的取值不在允许范围内',
    en: '{field} is not one of the allowed values',
    zhtw: '{field}的取值不在允許範圍內',
  },
  'validation.unknown': { zh: '{field}不正确', en: '{field} is invalid', zhtw: '{field}不正確' },
  'request.invalidJson': {
    zh: '请求内容不是有效的JSON',
    en: 'The request body is not valid JSON',
    zhtw: '請求內容不是有效的JSON',
  },
  'request.emptyJson': {
    zh: '请求内容为空',
    en: 'The request body is empty',
    zhtw: '請求內容為空',
  },
  'request.tooLarge': {
    zh: '请求内容过大，最多{limit}',
    en: 'The request is too large; the limit is {limit}',
    zhtw: '請求內容過大，最多{limit}',
  },
  'request.unsupportedMedia': {
    zh: '不支持的请求内容类型',
    en: 'Unsupported content type',
    zhtw: '不支援的請求內容類型',
  },
  'request.bad': { zh: '请求不正确', en: 'Bad request', zhtw: '請求不正確' },
  'request.duplicate': {
    zh: '该数据已存在（可能刚被他人保存），请刷新后重试',
    en: 'The record already exists (someone may have just saved it); refresh and try again',
    zhtw: '該資料已存在（可能剛被他人儲存），請重新整理後重試',
  },
  'server.error': {
    zh: '服务器出错了，请稍后重试',
    en: 'The server ran into a problem; please try again later',
    zhtw: '伺服器出錯了，請稍後重試',
  },
  'server.unavailable': {
    zh: '服务正在停止，请稍后重试',
    en: 'The service is shutting down; please try again shortly',
    zhtw: '服務正在停止，請稍後重試',
  },
  // imports of a record exported as a JSON file (platform/files/export-file.ts)
  'import.notJson': {
    zh: '导入文件不是有效的JSON',
    en: 'The file is not valid JSON',
    zhtw: '匯入檔案不是有效的JSON',
  },
  'import.tooLarge': {
    zh: '导入文件不能超过{size}',
    en: 'The file must be at most {size}',
    zhtw: '匯入檔案不能超過{size}',
  },
} as const;
