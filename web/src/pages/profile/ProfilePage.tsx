import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthorizeTab } from './AuthorizeTab';
import { BaseInfoTab } from './BaseInfoTab';
import { PasswordTab } from './PasswordTab';
import { ProfileCard } from './ProfileCard';
import { fetchProfile, profileKeys } from './profile.api';
import styles from './profile.module.css';
import { SubordinatesTab } from './SubordinatesTab';
import { SystemLogTab } from './SystemLogTab';

const TABS = ['baseInfo', 'password', 'subordinates', 'authorize', 'log'] as const;
type TabKey = (typeof TABS)[number];

/** 个人信息 (SPEC §2.1 /profile): who I am on the left; my details, password, team, rights and logs on the right. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const active: TabKey = asked && TABS.includes(asked) ? asked : 'baseInfo';
  const profile = useQuery({ queryKey: profileKeys.baseInfo, queryFn: ({ signal }) => fetchProfile(signal) });

  return (
    <div className={styles.page}>
      <ProfileCard profile={profile.data} loading={profile.isLoading} />
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          className={styles.tabs}
          activeKey={active}
          onChange={(key) => setParams(key === 'baseInfo' ? {} : { tab: key }, { replace: true })}
          items={[
            {
              key: 'baseInfo',
              label: t('profile.tabs.baseInfo'),
              children: <BaseInfoTab profile={profile.data} />,
            },
            { key: 'password', label: t('profile.tabs.password'), children: <PasswordTab /> },
            { key: 'subordinates', label: t('profile.tabs.subordinates'), children: <SubordinatesTab /> },
            { key: 'authorize', label: t('profile.tabs.authorize'), children: <AuthorizeTab /> },
            { key: 'log', label: t('profile.tabs.log'), children: <SystemLogTab /> },
          ]}
        />
      </Card>
    </div>
  );
}
