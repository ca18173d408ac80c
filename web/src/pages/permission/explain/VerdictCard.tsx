import {
  CheckCircleFilled,
  CheckOutlined,
  CloseCircleFilled,
  CloseOutlined,
  InfoCircleOutlined,
  MinusOutlined,
} from '@ant-design/icons';
import type { ExplainEffect, ExplainReason } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '../../../shell/useMenuTitle';
import type { Picked } from './DiagnoseTab';
import { EXPLAIN_KEY, fetchVerdict } from './explain.api';
import styles from './verdict.module.css';

const EFFECT_ICONS: Record<ExplainEffect, React.ReactNode> = {
  allow: <CheckOutlined />,
  deny: <CloseOutlined />,
  inactive: <MinusOutlined />,
  note: <InfoCircleOutlined />,
};
const HOLDER_COLORS = { Role: 'blue', Position: 'purple', User: 'cyan' } as const;

/** The verdict on one item for one user: 允许/拒绝, what it is, and every reason behind it. */
export function VerdictCard({
  userId,
  userName,
  picked,
}: {
  userId: string;
  userName: string;
  picked: Picked;
}) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const verdict = useQuery({
    queryKey: [...EXPLAIN_KEY, 'verdict', userId, picked.itemType, picked.id],
    queryFn: ({ signal }) => fetchVerdict(userId, picked.itemType, picked.id, signal),
  });
  if (verdict.isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  const v = verdict.data;
  if (!v) return null;
  const kind = t(`explain.kinds.${v.item.itemType}`);
  const menuName = v.item.moduleEnCode
    ? title({ enCode: v.item.moduleEnCode, fullName: v.item.moduleName })
    : v.item.moduleName;
  return (
    <div className={styles.verdict} aria-live="polite">
      <div className={`${styles.verdictHead} ${v.allowed ? styles.allowedHead : styles.deniedHead}`}>
        {v.allowed ? (
          <CheckCircleFilled className={styles.verdictIcon} />
        ) : (
          <CloseCircleFilled className={styles.verdictIcon} />
        )}
        <div>
          <div className={styles.verdictWord}>{v.allowed ? t('explain.allowed') : t('explain.denied')}</div>
          <div className={styles.verdictLine}>
            {t(v.allowed ? 'explain.verdictAllowed' : 'explain.verdictDenied', { user: userName, kind })}
          </div>
        </div>
      </div>

      <dl className={styles.facts}>
        <dt>{t(`explain.kindTitles.${v.item.itemType}`)}</dt>
        <dd>
          <strong>{v.item.itemType === 'module' ? menuName : v.item.fullName}</strong>
        </dd>
        <dt>{t('explain.code')}</dt>
        <dd className={styles.mono}>{v.item.enCode}</dd>
        {v.item.itemType !== 'module' ? (
          <>
            <dt>{t('explain.menu')}</dt>
            <dd>{menuName || '—'}</dd>
          </>
        ) : null}
      </dl>

      <div className={styles.reasonsTitle}>{t('explain.reasons')}</div>
      <ul className={styles.reasons}>
        {v.reasons.map((reason, i) => (
          <ReasonRow key={`${reason.code}-${reason.holder?.id ?? i}`} reason={reason} />
        ))}
      </ul>

      {v.signIn.allowed ? null : (
        <Alert
          className={styles.signInAlert}
          type="warning"
          showIcon
          message={t('explain.signInWarning')}
          description={
            <ul className={styles.plainList}>
              {v.signIn.reasons.map((r) => (
                <li key={r.code}>{r.message}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}

function ReasonRow({ reason }: { reason: ExplainReason }) {
  const { t } = useTranslation();
  return (
    <li className={`${styles.reason} ${styles[reason.effect]}`}>
      <span className={styles.reasonIcon} role="img" aria-label={t(`explain.effects.${reason.effect}`)}>
        {EFFECT_ICONS[reason.effect]}
      </span>
      <span className={styles.reasonBody}>
        <span className={styles.reasonTags}>
          <Tag className={styles.effectTag}>{t(`explain.effects.${reason.effect}`)}</Tag>
          {reason.holder ? (
            <Tag color={reason.effect === 'inactive' ? undefined : HOLDER_COLORS[reason.holder.type]}>
              {t(`explain.holderTypes.${reason.holder.type}`)}
            </Tag>
          ) : null}
        </span>
        <span className={styles.reasonText}>{reason.message}</span>
      </span>
    </li>
  );
}
