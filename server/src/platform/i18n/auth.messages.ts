// Sentences of signing in and the session (modules/oauth) and the password policy, spread into messages.ts.
export const authMessages = {
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
  'auth.unlockSignedOut': {
    zh: '密码错误次数过多,已退出登录,请重新登录',
    en: 'Too many wrong passwords; you have been signed out, please log in again',
    zhtw: '密碼錯誤次數過多,已登出,請重新登入',
  },
  // The original client's own sentence for a login without menus (client-facts §1), full-width.
  'auth.noMenus': {
    zh: '您的权限不足，请联系管理员',
    en: 'Insufficient permissions, contact the administrator',
    zhtw: '您的權限不足，請聯絡管理員',
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
  'auth.lockedByAdmin': {
    zh: '密码错误次数过多,账号已锁定,请联系管理员解锁',
    en: 'Too many wrong passwords; the account is locked until an administrator unlocks it',
    zhtw: '密碼錯誤次數過多,帳號已鎖定,請聯絡管理員解鎖',
  },
  'auth.ipNotAllowed': {
    zh: '当前IP({ip})不在系统的IP白名单中,不允许登录',
    en: 'Logins from this address ({ip}) are not allowed by the IP whitelist',
    zhtw: '目前IP({ip})不在系統的IP白名單中,不允許登入',
  },
  'password.reused': {
    zh: '新密码不能与最近{count}次使用过的密码相同',
    en: 'The new password may not repeat any of the last {count} passwords',
    zhtw: '新密碼不能與最近{count}次使用過的密碼相同',
  },
  'auth.passwordFormat': {
    zh: '密码须为加密后的32位十六进制字符串',
    en: 'The password must be sent as a 32-character hex MD5 hash',
    zhtw: '密碼須為加密後的32位十六進位字串',
  },
  // delegated administration (platform/auth/delegation.ts)
  'organizeAdmin.denied': {
    zh: '没有权限操作该数据',
    en: 'You have no permission to operate on this data',
    zhtw: '沒有權限操作該資料',
  },
} as const;
