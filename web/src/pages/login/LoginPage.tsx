import { PRODUCT_VERSION } from '@app/common';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toastError } from '../../app/feedback';
import { BrandMark } from '../../components/BrandMark';
import { BrandPanel } from './BrandPanel';
import { LanguageMenu } from './LanguageMenu';
import { LoginForm } from './LoginForm';
import { MessageIcon, QrIcon, UserIcon } from './LoginIcons';
import styles from './login.module.css';
import { type ModeTab, ModeTabs } from './ModeTabs';
import { SmsLoginForm } from './SmsLoginForm';

type Mode = 'account' | 'scan' | 'sms';

// The QR encoder loads only when the scan mode is opened.
const ScanLoginPanel = lazy(() => import('./ScanLoginPanel'));

/** The login screen (SPEC §2.4): account, scan and verification-code modes, caps-lock warning, version. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('account');
  // Why the user was sent here, from a screen that ended the session (the lock screen: decision 052).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (notice) toastError(notice, 6);
  }, [notice]);
  const modes: ModeTab<Mode>[] = [
    { key: 'account', icon: <UserIcon />, label: t('login.modeAccount') },
    { key: 'scan', icon: <QrIcon />, label: t('login.modeScan') },
    { key: 'sms', icon: <MessageIcon />, label: t('login.modeSms') },
  ];

  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageMenu />
        </div>
        <div className={styles.center}>
          <section className={styles.card} aria-labelledby="login-title">
            <div className={styles.cardHead}>
              <BrandMark size={36} />
              <h2 id="login-title" className={styles.cardTitle}>
                {t('app.name')}
              </h2>
            </div>
            <p className={styles.cardSubtitle}>{t('login.subtitle')}</p>
            <ModeTabs tabs={modes} active={mode} onChange={setMode} />
            <div
              id="login-mode-panel"
              role="tabpanel"
              aria-labelledby={`login-mode-${mode}`}
              className={styles.modeBody}
            >
              {mode === 'account' ? (
                <LoginForm />
              ) : mode === 'scan' ? (
                <Suspense fallback={<div className={styles.modeLoading} />}>
                  <ScanLoginPanel />
                </Suspense>
              ) : (
                <SmsLoginForm />
              )}
            </div>
          </section>
        </div>
        <footer className={styles.footer}>
          <div>{t('app.version', { version: `V${PRODUCT_VERSION}` })}</div>
          <div>{t('app.copyright', { year: new Date().getFullYear() })}</div>
        </footer>
      </main>
    </div>
  );
}
