import type { Lang, UserInfo } from '@app/common';
import { formatDate } from '@app/common';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { greetingKey } from './greeting';
import styles from './home.module.css';

/** Today in the UI language with its weekday, by the browser's own calendar texts (no date library on the home page). */
const todayText = (now: Date, language: Lang) =>
  new Intl.DateTimeFormat(HTML_LANG[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(now);

function place(ip: string | null | undefined, name: string | null | undefined): string {
  return [ip, name].filter(Boolean).join(' · ');
}

/** Greeting, organisation, today, and the previous and current sign-in. */
export function WelcomeBanner({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const now = new Date();
  const name = user.userName || user.userAccount;

  return (
    <section className={styles.welcome}>
      <div className={styles.welcomeRow}>
        <Avatar
          size={64}
          src={user.headIcon || undefined}
          style={{ background: 'rgba(255,255,255,0.22)', fontSize: 26, flex: 'none' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <div className={styles.welcomeText}>
          <h2 className={styles.greeting}>
            {t('home.greeting', { greeting: t(greetingKey(now.getHours())), name })}
          </h2>
          <p className={styles.welcomeSub}>
            {t('home.welcome', { app: t('app.name') })}
            {'　'}
            {t('home.today', { date: todayText(now, language) })}
          </p>
        </div>
      </div>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <div className={styles.factLabel}>{t('home.account')}</div>
          <div className={styles.factValue}>{user.userAccount}</div>
        </div>
        <div className={styles.fact}>
          <div className={styles.factLabel}>{t('home.organize')}</div>
          <div className={styles.factValue}>{user.organizeName || '—'}</div>
        </div>
        <div className={styles.fact}>
          <div className={styles.factLabel}>{t('home.identity')}</div>
          <div className={styles.factValue}>
            {user.isAdministrator ? (
              <span className={styles.badge}>{t('shell.administrator')}</span>
            ) : (
              t('home.member')
            )}
          </div>
        </div>
        <div className={styles.fact}>
          <div className={styles.factLabel}>{t('home.lastLogin')}</div>
          <div className={styles.factValue}>
            {user.prevLoginTime
              ? `${formatDate(user.prevLoginTime, 'yyyy-MM-dd HH:mm')}　${place(user.prevLoginIPAddress, user.prevLoginIPAddressName)}`
              : t('home.firstLogin')}
          </div>
        </div>
        {user.loginTime ? (
          <div className={styles.fact}>
            <div className={styles.factLabel}>{t('home.thisLogin')}</div>
            <div className={styles.factValue}>
              {`${formatDate(user.loginTime, 'yyyy-MM-dd HH:mm')}　${place(user.loginIPAddress, user.loginIPAddressName)}`}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
