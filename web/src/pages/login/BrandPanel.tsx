import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { FlowIcon, FormIcon, ShieldIcon } from './LoginIcons';
import styles from './login.module.css';

/** Left side of the login screen: the product, what it does, the owner. */
export function BrandPanel() {
  const { t } = useTranslation();
  const features: { icon: ReactNode; name: string; desc: string }[] = [
    { icon: <FormIcon />, name: t('login.featureForm'), desc: t('login.featureFormDesc') },
    { icon: <FlowIcon />, name: t('login.featureFlow'), desc: t('login.featureFlowDesc') },
    {
      icon: <ShieldIcon />,
      name: t('login.featurePermission'),
      desc: t('login.featurePermissionDesc'),
    },
  ];

  return (
    <aside className={styles.brand}>
      <div className={styles.brandHead}>
        <BrandMark size={40} />
        <span>{t('app.shortName')}</span>
        <small>{t('app.productLine')}</small>
      </div>
      <div className={styles.brandBody}>
        <h1 className={styles.brandTitle}>{t('login.brandTitle')}</h1>
        <p className={styles.brandText}>{t('login.brandDescription')}</p>
        <ul className={styles.features}>
          {features.map((f) => (
            <li key={f.name} className={styles.feature}>
              <span className={styles.featureIcon}>{f.icon}</span>
              <div>
                <div className={styles.featureName}>{f.name}</div>
                <div className={styles.featureDesc}>{f.desc}</div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.brandFoot}>{t('app.copyright', { year: new Date().getFullYear() })}</div>
    </aside>
  );
}
