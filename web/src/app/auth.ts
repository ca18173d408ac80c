import type { LoginResult } from '@app/common';
import { layoutOf } from '@app/common';
import { md5 } from 'js-md5';
import i18n from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { notifyInfo } from './feedback';
import { http } from './request';

/**
 * The session calls (SPEC §7.1) behind a small interface, so screens never deal with HTTP or
 * storage directly. The password hashing lives here, with the screens that ask for a password; what
 * the navigation guard needs on every first load is in current-user.ts.
 */
export { errorText, loadCurrentUser } from './current-user';

/** OAuth parameters the login call carries (client-facts §2). */
const CLIENT = { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' };

export const hashPassword = (raw: string): string => md5(raw).toLowerCase();

/** What the user read off the login's captcha image, and the key it was drawn under (decision 065). */
export interface CaptchaAnswer {
  code: string;
  timestamp: string;
}

/** Whether a password login must carry a captcha, and how many characters it shows (系统配置). */
export const captchaConfig = (account: string) =>
  http.get<{ enableVerificationCode: number; verificationCodeNumber: number }>(
    `/api/oauth/getConfig/${encodeURIComponent(account.trim())}`,
    undefined,
    { silent: true },
  );

export async function login(
  account: string,
  password: string,
  captcha?: CaptchaAnswer,
): Promise<LoginResult> {
  const result = await http.post<LoginResult>(
    '/api/oauth/Login',
    { account: account.trim(), password: hashPassword(password), ...CLIENT, ...captcha },
    { form: true },
  );
  return adoptLogin(result);
}

/** Keeps the token and layout of any login mode's answer (account, scan, verification code). */
export function adoptLogin(result: LoginResult): LoginResult {
  useSession.getState().setToken(result.token);
  useSettings.getState().set('layoutType', layoutOf(result.theme));
  // 系统配置's regular password change: the login works; the user is told to change it in 个人信息.
  if (result.passwordExpired)
    void notifyInfo({
      key: 'passwordExpired',
      title: i18n.t('sysConfig.passwordExpiredTitle'),
      description: i18n.t('sysConfig.passwordExpired'),
      seconds: 10,
    });
  return result;
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function logout(): Promise<void> {
  // The socket goes first: the server's 'logout' push for this very session is no news to this tab.
  const { disconnectRealtime } = await import('./realtime');
  disconnectRealtime();
  try {
    await http.get('/api/oauth/Logout', undefined, { silent: true });
  } catch {
    // the token is dropped locally whatever the server says
  }
  useSession.getState().reset();
}

/** Unlock: the signed-in user's account and password again (JSON, SPEC §7.1). */
export async function unlockScreen(account: string, password: string): Promise<void> {
  await http.post('/api/oauth/LockScreen', { account: account.trim(), password: hashPassword(password) });
  useSession.getState().setLocked(false);
}
