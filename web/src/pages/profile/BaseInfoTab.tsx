import { EditOutlined } from '@ant-design/icons';
import { formatDate, type Profile } from '@app/common';
import { Button, Descriptions, type DescriptionsProps, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BaseInfoForm } from './BaseInfoForm';
import styles from './profile.module.css';

type Item = NonNullable<DescriptionsProps['items']>[number];

// Percentages in border boxes, so the value columns line up from one section to the next.
const LABEL_STYLE = { width: '18%', boxSizing: 'border-box', whiteSpace: 'nowrap' } as const;
const CONTENT_STYLE = { width: '32%', boxSizing: 'border-box' } as const;

function groups(profile: Profile, t: TFunction): { title: string; items: Item[] }[] {
  const none = <span className={styles.muted}>{t('profile.notFilled')}</span>;
  const text = (value: string | null | undefined) => value || none;
  const date = (value: number | null) => (value == null ? none : formatDate(value, 'yyyy-MM-dd'));
  const item = (key: string, children: Item['children'], span?: number): Item => ({
    key,
    label: t(`profile.fields.${key}` as 'profile.fields.realName'),
    children,
    ...(span ? { span } : {}),
  });
  return [
    {
      title: t('profile.sections.basic'),
      items: [
        item('account', profile.account),
        item('realName', profile.realName),
        item('nickName', text(profile.nickName)),
        item(
          'gender',
          profile.gender ? t(profile.gender === 1 ? 'profile.genders.male' : 'profile.genders.female') : none,
        ),
        item('birthday', date(profile.birthday)),
        item('nation', text(profile.nation)),
        item('nativePlace', text(profile.nativePlace)),
        item('education', profile.education ? t(`profile.educations.${profile.education}`) : none),
      ],
    },
    {
      title: t('profile.sections.contact'),
      items: [
        item('mobilePhone', text(profile.mobilePhone)),
        item('email', text(profile.email)),
        item('telePhone', text(profile.telePhone)),
        item('landline', text(profile.landline)),
        item('urgentContacts', text(profile.urgentContacts)),
        item('urgentTelePhone', text(profile.urgentTelePhone)),
        item('postalAddress', text(profile.postalAddress), 2),
      ],
    },
    {
      title: t('profile.sections.work'),
      items: [
        item('entryDate', date(profile.entryDate)),
        item(
          'certificatesType',
          profile.certificatesType ? t(`profile.certificates.${profile.certificatesType}`) : none,
        ),
        item('certificatesNumber', text(profile.certificatesNumber), 2),
        item('signature', text(profile.signature), 2),
        item('description', text(profile.description), 2),
      ],
    },
  ];
}

/** 基本信息: the details as read, and an edit form on demand. */
export function BaseInfoTab({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!profile) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (editing) return <BaseInfoForm profile={profile} onClose={() => setEditing(false)} />;

  return (
    <div>
      {groups(profile, t).map((group, index) => (
        <section key={group.title} className={styles.group}>
          <div className={styles.sectionHead}>
            <h3 className={styles.sectionTitle}>{group.title}</h3>
            {index === 0 ? (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            ) : null}
          </div>
          <Descriptions
            className={styles.details}
            bordered
            size="middle"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={group.items}
            styles={{ label: LABEL_STYLE, content: CONTENT_STYLE }}
          />
        </section>
      ))}
    </div>
  );
}
