import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/**
 * A route that cannot be found goes to /404; anything else (a chunk that failed to load after a new
 * release) offers a reload. Plain markup: it must work when nothing else could load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.page} role="alert">
      <div className={styles.code}>500</div>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.subtitle}>{t('error.subtitle')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
