import type { PageModule } from '../pages/registry';

/**
 * The fixed routes of SPEC §2.1 that live inside the shell (layout) or beside it (bare: no shell, such
 * as the login and lock screens). Each page is its own lazy chunk. Menu pages are not listed here:
 * they come from the user's menus through pages/registry.ts.
 */
export interface FixedRoute {
  /** path without the leading slash */
  path: string;
  /** i18n key under routes.* */
  title: string;
  /** Chinese title, shown when routes.<title> has no translation */
  zhTitle: string;
  load: () => Promise<PageModule>;
  /** pinned tab that cannot be closed (SPEC §2.5) */
  affix?: boolean;
  /** left out of the tabs bar */
  hidden?: boolean;
  /** plain markup only: rendered before antd's runtime has loaded (the first screen a visitor sees) */
  light?: boolean;
  /**
   * reads nothing through the query cache and shows no date picker: comes without the page runtime
   * (page-runtime.tsx), so the first screen after signing in stays within the shell's budget
   */
  noRuntime?: boolean;
  /** shows an administration screen's parts (the profile's 系统日志 tab): loads their texts as menu pages do */
  adminTexts?: boolean;
}

/** Open without the shell around them. */
export const BARE_ROUTES: FixedRoute[] = [
  {
    path: 'login',
    title: 'login',
    zhTitle: '登录',
    load: () => import('../pages/login/LoginPage'),
    hidden: true,
    light: true,
  },
  {
    path: 'lockScreen',
    title: 'lockScreen',
    zhTitle: '锁定屏幕',
    load: () => import('../pages/lock-screen/LockScreenPage'),
    hidden: true,
  },
  {
    path: 'jump',
    title: 'jump',
    zhTitle: '跳转',
    load: () => import('../pages/sso/SsoHandoffPage'),
    hidden: true,
    light: true,
  },
  {
    path: 'auth-redirect',
    title: 'jump',
    zhTitle: '跳转',
    load: () => import('../pages/sso/SsoHandoffPage'),
    hidden: true,
    light: true,
  },
];

/** Open inside the shell, after the guard has loaded the user. */
export const SHELL_ROUTES: FixedRoute[] = [
  {
    path: 'home',
    title: 'home',
    zhTitle: '首页',
    load: () => import('../pages/home/HomePage'),
    affix: true,
    noRuntime: true,
  },
  {
    path: 'dashboard',
    title: 'dashboard',
    zhTitle: '工作台',
    load: () => import('../pages/dashboard/DashboardPage'),
    affix: true,
  },
  {
    path: 'profile',
    title: 'profile',
    zhTitle: '个人信息',
    load: () => import('../pages/profile/ProfilePage'),
    adminTexts: true,
  },
  {
    path: 'messageRecord',
    title: 'messageRecord',
    zhTitle: '消息中心',
    load: () => import('../pages/message-record/MessageRecordPage'),
  },
  {
    path: 'scanLogin',
    title: 'scanLogin',
    zhTitle: '扫码登录确认',
    load: () => import('../pages/scan-login/ScanLoginPage'),
    hidden: true,
  },
  {
    path: '404',
    title: 'notFound',
    zhTitle: '页面不存在',
    load: () => import('../pages/error/404/NotFoundPage'),
    hidden: true,
  },
];
