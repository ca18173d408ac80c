// Names and lifetimes of the platform's own caches, as the 缓存管理 screen lists them; registered with
// the platform's messages. A module's cache brings its own name in its messages.
export const cacheMessages = {
  'cache.grants': {
    zh: '用户权限：每位用户可见的菜单、按钮、列表与数据方案',
    en: 'User permissions: the menus, buttons, columns and data schemes each user holds',
    zhtw: '使用者權限：每位使用者可見的選單、按鈕、列表與資料方案',
  },
  'cache.sessions': {
    zh: '登录会话：已验证的令牌及其用户',
    en: 'Sign-in sessions: tokens already checked, with their user',
    zhtw: '登入工作階段：已驗證的權杖及其使用者',
  },
  'cache.dataScopes': {
    zh: '数据权限：每位用户在各菜单下可见的数据范围',
    en: 'Data permission: the rows each user may see per menu',
    zhtw: '資料權限：每位使用者在各選單下可見的資料範圍',
  },
  'cache.settings': {
    zh: '系统配置：登录超时、单点登录、密码锁定等设置',
    en: 'System settings: session timeout, single sign-in, password lockout and more',
    zhtw: '系統設定：登入逾時、單一登入、密碼鎖定等設定',
  },
  'cache.expiry.untilChange': {
    zh: '权限变更时失效，其他服务进程 5 秒内跟随',
    en: 'Until permissions change; other server processes follow within 5 s',
    zhtw: '權限變更時失效，其他服務程序 5 秒內跟隨',
  },
  'cache.expiry.5s': { zh: '5 秒', en: '5 s', zhtw: '5 秒' },
  'cache.expiry.5sOrWrite': {
    zh: '5 秒，或相关数据被修改时',
    en: '5 s, or when the data behind it is changed',
    zhtw: '5 秒，或相關資料被修改時',
  },
  'cache.expiry.2sOrWrite': {
    zh: '2 秒，或相关数据被修改时',
    en: '2 s, or when the data behind it is changed',
    zhtw: '2 秒，或相關資料被修改時',
  },
  'cache.expiry.untilUserChange': {
    zh: '用户重新登录、被修改或权限变更时',
    en: 'Until the user signs in again, is edited, or permissions change',
    zhtw: '使用者重新登入、被修改或權限變更時',
  },
  'cache.expiry.never': { zh: '永不过期', en: 'Never expires', zhtw: '永不過期' },
} as const;
