// Refusals of malformed requests before any route runs: texts with hidden characters, broken uploads,
// unusable addresses (decision 053). Spread into messages.ts.
export const inputHygieneMessages = {
  'validation.invisibleChars': {
    zh: '{field}不能包含控制字符或不可见字符',
    en: '{field} must not contain control or invisible characters',
    zhtw: '{field}不能包含控制字元或不可見字元',
  },
  'validation.invalidChars': {
    zh: '{field}包含无效字符',
    en: '{field} contains characters that are not valid text',
    zhtw: '{field}包含無效字元',
  },
  'request.badMultipart': {
    zh: '上传的内容不完整或格式不正确，请重新上传',
    en: 'The upload is incomplete or malformed; please upload the file again',
    zhtw: '上傳的內容不完整或格式不正確，請重新上傳',
  },
  'request.badUrl': {
    zh: '请求地址不正确',
    en: 'The request address is not valid',
    zhtw: '請求位址不正確',
  },
  'request.urlTooLong': {
    zh: '请求地址过长',
    en: 'The request address is too long',
    zhtw: '請求位址過長',
  },
  'request.headersTooLarge': {
    zh: '请求头过大',
    en: 'The request headers are too large',
    zhtw: '請求標頭過大',
  },
  'request.timeout': {
    zh: '请求超时',
    en: 'The request timed out',
    zhtw: '請求逾時',
  },
} as const;
