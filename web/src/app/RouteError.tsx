import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';

/** A route that cannot be found goes to /404; anything else (a chunk that failed to load) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="500"
      title={t('error.title')}
      subTitle={t('error.subtitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
