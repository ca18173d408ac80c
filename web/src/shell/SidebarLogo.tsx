import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import styles from './shell.module.css';

export function SidebarLogo({ collapsed, light }: { collapsed: boolean; light: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/home" className={`${styles.logo} ${light ? styles.logoLight : ''}`} title={t('app.name')}>
      <BrandMark size={30} />
      {collapsed ? null : <span className={styles.logoText}>{t('app.shortName')}</span>}
    </Link>
  );
}
