import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session';
import styles from './shell.module.css';
import { useLogout } from './useLogout';

/** The signed-in user and the account actions (profile, lock screen and others join this list later). */
export function UserDropdown() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const confirmLogout = useLogout();
  const name = user?.userName || user?.userAccount || '';

  const items: MenuProps['items'] = [
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), onClick: confirmLogout },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.user} aria-label={name}>
        <Avatar
          size={30}
          src={user?.headIcon || undefined}
          style={{ backgroundColor: '#1d6ff2', flex: 'none' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <span className={styles.userName}>{name}</span>
        <DownOutlined className={styles.userArrow} />
      </button>
    </Dropdown>
  );
}
