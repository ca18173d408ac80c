import {
  ApartmentOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  IdcardOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { formatDate, type Profile } from '@app/common';
import { Card, Divider, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './AvatarUpload';
import styles from './profile.module.css';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      <span className={styles.factIcon}>{icon}</span>
      <span className={styles.factLabel}>{label}</span>
      <span className={styles.factValue}>{children}</span>
    </li>
  );
}

/** The left card: avatar, name, account, and where the user sits in the organisation. */
export function ProfileCard({ profile, loading }: { profile: Profile | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading || !profile)
    return (
      <Card>
        <Skeleton avatar={{ size: 104 }} active paragraph={{ rows: 8 }} />
      </Card>
    );

  const none = <span className={styles.muted}>{t('profile.none')}</span>;
  const tags = (names: string[], colour: string) =>
    names.length
      ? names.map((n) => (
          <Tag key={n} color={colour} variant="filled">
            {n}
          </Tag>
        ))
      : none;
  const lastLogin = profile.prevLogTime
    ? [
        formatDate(profile.prevLogTime, 'yyyy-MM-dd HH:mm'),
        [profile.prevLogIP, profile.prevLogIPAddressName].filter(Boolean).join(' · '),
      ]
        .filter(Boolean)
        .join('　')
    : t('profile.firstLogin');

  return (
    <Card>
      <div className={styles.identity}>
        <AvatarUpload src={profile.headIcon} name={profile.realName || profile.account} />
        <h2 className={styles.name}>{profile.realName}</h2>
        <div className={styles.account}>
          {profile.nickName ? `${profile.account} · ${profile.nickName}` : profile.account}
        </div>
        {profile.isAdministrator ? (
          <div className={styles.badges}>
            <Tag color="gold" variant="solid">
              {t('shell.administrator')}
            </Tag>
          </div>
        ) : null}
        <p className={styles.signature}>{profile.signature || t('profile.noSignature')}</p>
      </div>
      <Divider style={{ margin: '16px 0' }} />
      <ul className={styles.facts}>
        <Fact icon={<ApartmentOutlined />} label={t('profile.organize')}>
          {profile.organizeName || none}
        </Fact>
        <Fact icon={<IdcardOutlined />} label={t('profile.position')}>
          {tags(profile.positionNames, 'blue')}
        </Fact>
        <Fact icon={<SafetyCertificateOutlined />} label={t('profile.role')}>
          {tags(profile.roleNames, 'cyan')}
        </Fact>
        <Fact icon={<UserOutlined />} label={t('profile.manager')}>
          {profile.managerName ? `${profile.managerName}/${profile.managerAccount}` : none}
        </Fact>
        <Fact icon={<MobileOutlined />} label={t('profile.fields.mobilePhone')}>
          {profile.mobilePhone || none}
        </Fact>
        <Fact icon={<MailOutlined />} label={t('profile.fields.email')}>
          {profile.email || none}
        </Fact>
        <li className={styles.factDivider} aria-hidden />
        <Fact icon={<ClockCircleOutlined />} label={t('profile.lastLogin')}>
          {lastLogin}
        </Fact>
        <Fact icon={<CalendarOutlined />} label={t('profile.createdAt')}>
          {formatDate(profile.creatorTime, 'yyyy-MM-dd')}
        </Fact>
      </ul>
    </Card>
  );
}
