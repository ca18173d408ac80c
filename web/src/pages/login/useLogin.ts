import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type CaptchaAnswer, errorText, loadCurrentUser, login } from '../../app/auth';
import { notifyInfo, toastError } from '../../app/feedback';
import { safeRedirect } from '../../app/guard';
import { useSession } from '../../stores/session';
import { lastLoginNotice } from './last-login';

export interface Credentials {
  account: string;
  password: string;
  /** when 系统配置 asks for one (decision 065) */
  captcha?: CaptchaAnswer;
}

/**
 * What every login mode does once its own call has stored the token: loads the user's menus (a user
 * without menus is refused and signed out again), goes to the redirect target or /home, and announces
 * the previous login for 2 s.
 */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();

  /**
   * `signIn` is the mode's own call (it stores the token); the rest is the same for every mode.
   * Resolves to false when the login did not go through (the reason has been shown).
   */
  const finish = async (signIn: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    try {
      await signIn();
    } catch {
      setPending(false); // the request client has shown the server's message
      return false;
    }
    try {
      const { userInfo } = await loadCurrentUser();
      const last = lastLoginNotice(userInfo);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
      if (last)
        void notifyInfo({
          key: 'last-login',
          title: t('login.lastLoginTitle'),
          description: [
            t('login.lastLoginTime', { time: last.time }),
            last.ip && t('login.lastLoginIp', { ip: last.ip }),
            last.place && t('login.lastLoginPlace', { place: last.place }),
          ]
            .filter(Boolean)
            .join('　'),
          seconds: 2,
        });
      return true;
    } catch (error) {
      useSession.getState().reset();
      toastError(errorText(error));
      setPending(false);
      return false;
    }
  };

  const submit = ({ account, password, captcha }: Credentials) =>
    finish(() => login(account, password, captcha));

  return { submit, finish, pending };
}
