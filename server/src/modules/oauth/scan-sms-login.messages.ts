import type { Texts } from '../../platform/i18n/messages.js';

// Sentences of the QR-code and SMS sign-in (modules/oauth/scan-login*, sms-login*), registered by the module.
export const scanSmsLoginMessages = {
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
  'cache.currentUser': {
    zh: '当前用户信息：每位用户登录后取得的菜单与权限应答',
    en: 'Current user: the menu and permission answer each user loads after signing in',
    zhtw: '目前使用者資訊：每位使用者登入後取得的選單與權限回應',
  },
} as const;

declare module '../../platform/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof scanSmsLoginMessages, Texts> {}
}
