import { PATTERNS } from '@app/common';

// Every sentence the API can answer with, in the three product languages.
// Placeholders are {name}; zh is the product's own wording where the original had one.
export const messages = {
  ok: { zh: '操作成功', en: 'Success', zhtw: '操作成功' },
  notFound: { zh: '数据不存在', en: 'The record does not exist', zhtw: '資料不存在' },
  routeNotFound: {
    zh: '接口不存在：{method} {url}',
    en: 'No such API: {method} {url}',
    zhtw: '介面不存在：{method} {url}',
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
  'auth.expired': {
    zh: '登录过期,请重新登录',
    en: 'Your session has expired, please log in again',
    zhtw: '登入過期,請重新登入',
  },
  'auth.replaced': {
    zh: '您的帐号在其他地方已登录,被强制踢出',
    en: 'Your account has logged in elsewhere; this session was closed',
    zhtw: '您的帳號在其他地方已登入,被強制踢出',
  },
  'auth.invalid': {
    zh: '登录凭证无效,请重新登录',
    en: 'Your login token is invalid, please log in again',
    zhtw: '登入憑證無效,請重新登入',
  },
  'auth.forced': {
    zh: '您已被管理员强制下线,请重新登录',
    en: 'An administrator has signed you out, please log in again',
    zhtw: '您已被管理員強制下線,請重新登入',
  },
  'auth.wrongCredentials': {
    zh: '账号或密码错误',
    en: 'Wrong account or password',
    zhtw: '帳號或密碼錯誤',
  },
  'auth.disabled': {
    zh: '账号已被禁用,请联系管理员',
    en: 'This account is disabled; contact the administrator',
    zhtw: '帳號已被停用,請聯絡管理員',
  },
  'auth.locked': {
    zh: '密码错误次数过多,账号已锁定,请{minutes}分钟后再试',
    en: 'Too many wrong passwords; the account is locked, try again in {minutes} minutes',
    zhtw: '密碼錯誤次數過多,帳號已鎖定,請{minutes}分鐘後再試',
  },
  'auth.noMenus': {
    zh: '您的权限不足,请联系管理员',
    en: 'Insufficient permissions, contact the administrator',
    zhtw: '您的權限不足,請聯絡管理員',
  },
  'auth.forbidden': {
    zh: '您没有此操作的权限',
    en: 'You do not have permission for this action',
    zhtw: '您沒有此操作的權限',
  },
  'auth.badGrant': {
    zh: '不支持的授权方式',
    en: 'Unsupported grant type',
    zhtw: '不支援的授權方式',
  },
  'auth.passwordFormat': {
    zh: '密码须为加密后的32位十六进制字符串',
    en: 'The password must be sent as a 32-character hex MD5 hash',
    zhtw: '密碼須為加密後的32位十六進位字串',
  },
  'file.tooLarge': {
    zh: '文件大小超过{size}{unit}',
    en: 'The file exceeds {size}{unit}',
    zhtw: '檔案大小超過{size}{unit}',
  },
  'file.notImage': {
    zh: '只能上传图片(jpg、png、gif、webp、bmp)',
    en: 'Only images can be uploaded (jpg, png, gif, webp, bmp)',
    zhtw: '只能上傳圖片(jpg、png、gif、webp、bmp)',
  },
  'file.badType': {
    zh: '不支持的文件分类：{type}',
    en: 'Unknown file category: {type}',
    zhtw: '不支援的檔案分類：{type}',
  },
  'file.badName': { zh: '文件名不合法', en: 'Invalid file name', zhtw: '檔名不合法' },
  'file.notFound': { zh: '文件不存在', en: 'The file does not exist', zhtw: '檔案不存在' },
  'file.missing': { zh: '请选择要上传的文件', en: 'Choose a file to upload', zhtw: '請選擇要上傳的檔案' },
  'file.empty': { zh: '不能上传空文件', en: 'The file is empty', zhtw: '不能上傳空檔案' },
  'file.linkExpired': {
    zh: '下载链接已失效,请重新下载',
    en: 'The download link has expired; download again',
    zhtw: '下載連結已失效,請重新下載',
  },
  'ip.local': { zh: '本地局域网', en: 'Local network', zhtw: '本地區域網路' },
  'scanLogin.notFound': {
    zh: '二维码不存在，请在电脑上刷新二维码',
    en: 'This QR code does not exist; refresh it on the computer',
    zhtw: '二維碼不存在，請在電腦上重新整理二維碼',
  },
  'scanLogin.expired': {
    zh: '二维码已过期，请在电脑上刷新二维码',
    en: 'This QR code has expired; refresh it on the computer',
    zhtw: '二維碼已過期，請在電腦上重新整理二維碼',
  },
  'scanLogin.cancelled': {
    zh: '本次扫码登录已取消',
    en: 'This QR sign-in was cancelled',
    zhtw: '本次掃碼登入已取消',
  },
  'scanLogin.used': {
    zh: '该二维码已被使用，请在电脑上刷新二维码',
    en: 'This QR code has already been used; refresh it on the computer',
    zhtw: '該二維碼已被使用，請在電腦上重新整理二維碼',
  },
  'scanLogin.taken': {
    zh: '该二维码已被其他用户扫描',
    en: 'Another user has already scanned this QR code',
    zhtw: '該二維碼已被其他使用者掃描',
  },
  'scanLogin.notScanned': {
    zh: '请先扫描二维码',
    en: 'Scan the QR code first',
    zhtw: '請先掃描二維碼',
  },
  'scanLogin.tooMany': {
    zh: '获取二维码过于频繁，请稍后再试',
    en: 'Too many QR codes requested; try again shortly',
    zhtw: '取得二維碼過於頻繁，請稍後再試',
  },
  'sms.mobileFormat': {
    zh: '请输入正确的手机号',
    en: 'Please enter a valid mobile number',
    zhtw: '請輸入正確的手機號',
  },
  'sms.wait': {
    zh: '验证码发送过于频繁，请{seconds}秒后再试',
    en: 'A code was sent just now; try again in {seconds} seconds',
    zhtw: '驗證碼發送過於頻繁，請{seconds}秒後再試',
  },
  'sms.dailyLimit': {
    zh: '该手机号今日获取验证码次数已达上限，请明天再试',
    en: 'This number has reached today’s limit of verification codes; try again tomorrow',
    zhtw: '該手機號今日取得驗證碼次數已達上限，請明天再試',
  },
  'sms.ipLimit': {
    zh: '获取验证码过于频繁，请稍后再试',
    en: 'Too many verification codes requested from this network; try again later',
    zhtw: '取得驗證碼過於頻繁，請稍後再試',
  },
  'sms.codeFormat': {
    zh: '验证码为6位数字',
    en: 'The verification code is 6 digits',
    zhtw: '驗證碼為6位數字',
  },
  'sms.codeWrong': {
    zh: '验证码错误，还可尝试{left}次',
    en: 'Wrong verification code; {left} tries left',
    zhtw: '驗證碼錯誤，還可嘗試{left}次',
  },
  'sms.codeDead': {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes; request a new one',
    zhtw: '驗證碼錯誤次數過多，請重新取得',
  },
  'sms.codeExpired': {
    zh: '验证码已失效，请重新获取',
    en: 'The verification code is no longer valid; request a new one',
    zhtw: '驗證碼已失效，請重新取得',
  },
  'sms.noUser': {
    zh: '该手机号未绑定账号，请使用账号密码登录',
    en: 'No account uses this mobile number; sign in with account and password',
    zhtw: '該手機號未綁定帳號，請使用帳號密碼登入',
  },
  'sms.ambiguous': {
    zh: '该手机号绑定了多个账号，请使用账号密码登录',
    en: 'Several accounts use this mobile number; sign in with account and password',
    zhtw: '該手機號綁定了多個帳號，請使用帳號密碼登入',
  },
  'sms.loginText': {
    zh: '【华夏数智】您的登录验证码为{code}，{minutes}分钟内有效。如非本人操作，请忽略本短信。',
    en: '[Huaxia] Your sign-in code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.',
    zhtw: '【華夏數智】您的登入驗證碼為{code}，{minutes}分鐘內有效。如非本人操作，請忽略本簡訊。',
  },
  // The named rules of SPEC §5, worded once in common/ for the web form and the server alike.
  'pattern.mobile': PATTERNS.mobile.message,
  'pattern.email': PATTERNS.email.message,
  'pattern.idCard': PATTERNS.idCard.message,
  'profile.birthdayFuture': {
    zh: '出生日期不能晚于今天',
    en: 'The date of birth cannot be after today',
    zhtw: '出生日期不能晚於今天',
  },
  'profile.entryBeforeBirth': {
    zh: '入职日期不能早于出生日期',
    en: 'The entry date cannot be before the date of birth',
    zhtw: '入職日期不能早於出生日期',
  },
  'profile.avatarNotUploaded': {
    zh: '头像图片不存在，请重新上传',
    en: 'The avatar image was not found; upload it again',
    zhtw: '頭像圖片不存在，請重新上傳',
  },
  'profile.wrongOldPassword': {
    zh: '原密码错误，请重新输入',
    en: 'The current password is wrong; enter it again',
    zhtw: '原密碼錯誤，請重新輸入',
  },
  'profile.samePassword': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
    zhtw: '新密碼不能與原密碼相同',
  },
} as const;

export type MessageKey = keyof typeof messages;

/** Field names shown in validation messages; a field without an entry is shown by its name. */
export const fieldLabels: Record<string, { zh: string; en: string; zhtw: string }> = {
  account: { zh: '账号', en: 'Account', zhtw: '帳號' },
  password: { zh: '密码', en: 'Password', zhtw: '密碼' },
  mobile: { zh: '手机号', en: 'Mobile number', zhtw: '手機號' },
  code: { zh: '验证码', en: 'Verification code', zhtw: '驗證碼' },
  grant_type: { zh: '授权方式', en: 'Grant type', zhtw: '授權方式' },
  currentPage: { zh: '页码', en: 'Page', zhtw: '頁碼' },
  pageSize: { zh: '每页条数', en: 'Page size', zhtw: '每頁筆數' },
  keyword: { zh: '关键词', en: 'Keyword', zhtw: '關鍵詞' },
  startTime: { zh: '开始时间', en: 'Start time', zhtw: '開始時間' },
  endTime: { zh: '结束时间', en: 'End time', zhtw: '結束時間' },
  type: { zh: '类型', en: 'Type', zhtw: '類型' },
  ids: { zh: '记录', en: 'Records', zhtw: '記錄' },
  name: { zh: '文件名', en: 'File name', zhtw: '檔名' },
  sort: { zh: '排序方式', en: 'Sort order', zhtw: '排序方式' },
  expires: { zh: '链接有效期', en: 'Link expiry', zhtw: '連結有效期' },
  sign: { zh: '链接签名', en: 'Link signature', zhtw: '連結簽章' },
  realName: { zh: '姓名', en: 'Name', zhtw: '姓名' },
  nickName: { zh: '昵称', en: 'Nickname', zhtw: '暱稱' },
  gender: { zh: '性别', en: 'Gender', zhtw: '性別' },
  birthday: { zh: '出生日期', en: 'Date of birth', zhtw: '出生日期' },
  mobilePhone: { zh: '手机号码', en: 'Mobile phone', zhtw: '手機號碼' },
  telePhone: { zh: '办公电话', en: 'Office phone', zhtw: '辦公電話' },
  landline: { zh: '座机号码', en: 'Landline', zhtw: '座機號碼' },
  email: { zh: '电子邮箱', en: 'Email', zhtw: '電子郵件' },
  nation: { zh: '民族', en: 'Ethnicity', zhtw: '民族' },
  nativePlace: { zh: '籍贯', en: 'Native place', zhtw: '籍貫' },
  entryDate: { zh: '入职日期', en: 'Entry date', zhtw: '入職日期' },
  certificatesType: { zh: '证件类型', en: 'ID type', zhtw: '證件類型' },
  certificatesNumber: { zh: '证件号码', en: 'ID number', zhtw: '證件號碼' },
  education: { zh: '学历', en: 'Education', zhtw: '學歷' },
  urgentContacts: { zh: '紧急联系人', en: 'Emergency contact', zhtw: '緊急聯絡人' },
  urgentTelePhone: { zh: '紧急联系电话', en: 'Emergency phone', zhtw: '緊急聯絡電話' },
  postalAddress: { zh: '通讯地址', en: 'Postal address', zhtw: '通訊地址' },
  signature: { zh: '个性签名', en: 'Signature', zhtw: '個性簽名' },
  description: { zh: '说明', en: 'Description', zhtw: '說明' },
  oldPassword: { zh: '原密码', en: 'Current password', zhtw: '原密碼' },
  theme: { zh: '布局', en: 'Layout', zhtw: '佈局' },
  language: { zh: '语言', en: 'Language', zhtw: '語言' },
  category: { zh: '类别', en: 'Category', zhtw: '類別' },
};
