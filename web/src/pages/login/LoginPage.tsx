import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { BrandPanel } from './BrandPanel';
import { LoginForm } from './LoginForm';
import styles from './login.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.center}>
          <section className={styles.card} aria-labelledby="login-title">
            <div className={styles.cardHead}>
              <BrandMark size={36} />
              <h2 className={styles.cardTitle}>{t('app.name')}</h2>
            </div>
            <p className={styles.cardSubtitle}>{t('login.subtitle')}</p>
            <div id="login-title" className={styles.modeTitle}>
              {t('login.title')}
            </div>
            <LoginForm />
          </section>
        </div>
        <footer className={styles.footer}>
          <div>{t('app.version', { version: `V${__APP_VERSION__}` })}</div>
          <div>{t('app.copyright', { year: new Date().getFullYear() })}</div>
        </footer>
      </main>
    </div>
  );
}
