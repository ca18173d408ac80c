import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, loadCurrentUser, login } from '../../app/auth';
import { toastError } from '../../app/feedback';
import { safeRedirect } from '../../app/guard';
import { useSession } from '../../stores/session';
import { lastLoginNotice } from './last-login';

export interface Credentials {
  account: string;
  password: string;
}

/**
 * Signs in, loads the user's menus (a user without menus is refused and signed out again), goes to
 * the redirect target or /home, and announces the previous login for 2 s.
 */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { t } = useTranslation();

  const submit = async ({ account, password }: Credentials) => {
    setPending(true);
    try {
      await login(account, password);
    } catch {
      setPending(false); // the request client has shown the server's message
      return;
    }
    try {
      const { userInfo } = await loadCurrentUser();
      const last = lastLoginNotice(userInfo);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
      if (last)
        notification.info({
          key: 'last-login',
          title: t('login.lastLoginTitle'),
          description: [
            t('login.lastLoginTime', { time: last.time }),
            last.ip && t('login.lastLoginIp', { ip: last.ip }),
            last.place && t('login.lastLoginPlace', { place: last.place }),
          ]
            .filter(Boolean)
            .join('　'),
          duration: 2,
          placement: 'topRight',
        });
    } catch (error) {
      useSession.getState().reset();
      toastError(errorText(error));
      setPending(false);
    }
  };

  return { submit, pending };
}
