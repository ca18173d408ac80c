import {
  DownOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../stores/session';
import { AboutDialog } from './header/AboutDialog';
import styles from './shell.module.css';
import { useLogout } from './useLogout';

const FEEDBACK_MAIL = import.meta.env.VITE_FEEDBACK_MAIL ?? '';
const DOCS_URL = import.meta.env.VITE_DOCS_URL || '/api/docs';

/**
 * The signed-in user and the account actions of SPEC §2.5: profile, feedback mail, about, lock screen,
 * documentation and log out (after the confirmation of SPEC §4).
 */
export function UserDropdown({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const confirmLogout = useLogout();
  const [aboutOpen, setAboutOpen] = useState(false);
  const name = user?.userName || user?.userAccount || '';

  const lock = () => {
    useSession.getState().setLocked(true);
    void navigate('/lockScreen', { state: { from: pathname + search } });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('shell.profile'),
      onClick: () => void navigate('/profile'),
    },
    ...(FEEDBACK_MAIL
      ? [
          {
            key: 'feedback',
            icon: <MailOutlined />,
            label: <a href={`mailto:${FEEDBACK_MAIL}`}>{t('shell.feedback')}</a>,
          },
        ]
      : []),
    {
      key: 'about',
      icon: <InfoCircleOutlined />,
      label: t('shell.about'),
      onClick: () => setAboutOpen(true),
    },
    { key: 'lock', icon: <LockOutlined />, label: t('shell.lockScreen'), onClick: lock },
    {
      key: 'docs',
      icon: <ReadOutlined />,
      label: (
        <a href={DOCS_URL} target="_blank" rel="noopener noreferrer">
          {t('shell.docs')}
        </a>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <button type="button" className={styles.user} aria-label={name}>
          <Avatar
            size={30}
            src={user?.headIcon || undefined}
            style={{ backgroundColor: '#1d6ff2', flex: 'none' }}
          >
            {name.slice(0, 1)}
          </Avatar>
          {compact ? null : <span className={styles.userName}>{name}</span>}
          <DownOutlined className={styles.userArrow} />
        </button>
      </Dropdown>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
