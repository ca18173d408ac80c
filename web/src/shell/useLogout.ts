import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../app/auth';

/** Asks '您确定要退出应用程序吗?', then ends the session and clears everything it loaded (SPEC §4). */
export function useLogout() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();

  return () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('shell.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        await navigate('/login', { replace: true });
        // the cache is the page runtime's: loaded only if a screen used it (page-runtime.tsx)
        const { queryClient } = await import('../app/query-client');
        queryClient.clear();
      },
    });
}
