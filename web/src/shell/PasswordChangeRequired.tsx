import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadCurrentUser, logout } from '../app/auth';
import { queryClient } from '../app/query-client';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { useSession } from '../stores/session';

/**
 * Shown over the shell while CurrentUser says the password must be changed: the seeded administrator
 * still has the published default password (decision 052). It cannot be closed into the app: the way on
 * is a new password (the profile's form and call), or signing out.
 */
export default function PasswordChangeRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const changed = async () => {
    // The server has cleared its flag; CurrentUser says so, and the dialog goes.
    try {
      await loadCurrentUser();
    } catch {
      const { userInfo } = useSession.getState();
      if (userInfo) useSession.setState({ userInfo: { ...userInfo, passwordChangeRequired: undefined } });
    }
  };

  const signOut = async () => {
    await logout();
    await navigate('/login', { replace: true });
    queryClient.clear();
  };

  return (
    <Modal
      open
      title={t('profile.password.requiredTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      width={460}
    >
      <Alert
        type="warning"
        showIcon
        title={t('profile.password.requiredIntro')}
        style={{ marginBottom: 20 }}
      />
      <PasswordChangeForm
        onChanged={changed}
        extraAction={<Button onClick={() => void signOut()}>{t('profile.password.requiredSignOut')}</Button>}
      />
    </Modal>
  );
}
