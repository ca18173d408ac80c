import { Avatar, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganizePath } from '../../../components/organize/OrganizePath';
import { lastOfPath } from '../../../components/organize/organize-tree';
import styles from './grade-manage.module.css';

const SHOWN_ORGS = 3;

/** The administrator: an avatar with the name's first character, the name and the account under it. */
export function AdminUser({ name, account }: { name: string; account: string }) {
  return (
    <span className={styles.user}>
      <Avatar size={28} className={styles.avatar}>
        {name.slice(0, 1)}
      </Avatar>
      <span>
        <span className={styles.userName}>{name}</span>
        <span className={styles.account}>{account}</span>
      </span>
    </span>
  );
}

/** The administrator's own organisation: its name, the whole path on hover. */
export function OwnOrganize({ path }: { path: unknown }) {
  return <OrganizePath path={path} empty={<span className={styles.muted}>—</span>} />;
}

/** The organisations administered: the first three as tags, the others counted (named on hover). */
export function ManagedOrganizes({ paths }: { paths: string[] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.orgs}>
      {paths.slice(0, SHOWN_ORGS).map((path) => (
        <Tooltip key={path} title={path}>
          <Tag color="blue" className={styles.orgTag}>
            {lastOfPath(path)}
          </Tag>
        </Tooltip>
      ))}
      {paths.length > SHOWN_ORGS ? (
        <Tooltip title={paths.slice(SHOWN_ORGS).map(lastOfPath).join('、')}>
          <Tag className={styles.orgTag}>{t('gradeManage.more', { count: paths.length - SHOWN_ORGS })}</Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
