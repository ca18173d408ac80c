import type { CurrentUser } from '@app/common';
import i18n from '../i18n';
import { useSession } from '../stores/session';
import { http } from './request';

let inFlight: Promise<CurrentUser> | null = null;

/**
 * Menus, permissions and profile of the signed-in user, into the session store. Concurrent callers
 * share one request. Rejects with a readable message when the answer is unusable.
 */
export function loadCurrentUser(): Promise<CurrentUser> {
  inFlight ??= (async () => {
    try {
      const data = await http.get<CurrentUser | null>('/api/oauth/CurrentUser', undefined, { silent: true });
      if (!data?.userInfo) throw new Error(i18n.t('login.verifyFailed'));
      if (!data.menuList?.length) throw new Error(i18n.t('login.noPermission'));
      useSession.getState().setCurrentUser(data);
      return data;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Text of any thrown value for a toast: a string or Error message, else 'Has Error' (SPEC §2.3). */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('common.hasError');
}
