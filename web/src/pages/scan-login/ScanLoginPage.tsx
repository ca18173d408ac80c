import { DesktopOutlined } from '@ant-design/icons';
import { formatDate, type ScanRequester } from '@app/common';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../app/auth';
import { useSession } from '../../stores/session';
import { cancelTicket, confirmTicket, scanTicket } from './scan-login.api';
import styles from './scan-login.module.css';

type PageState =
  | { kind: 'loading' }
  | { kind: 'ask'; requester: ScanRequester }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/**
 * /scanLogin?ticket=… inside the shell: a signed-in user sees which computer asks to sign in as them
 * and confirms or declines (SPEC §2.4 scan login).
 */
export default function ScanLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket')?.trim() ?? '';
  const user = useSession((s) => s.userInfo);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);

  useEffect(() => {
    if (!ticket) return setState({ kind: 'failed', reason: t('scanLogin.noTicket') });
    let alive = true;
    setState({ kind: 'loading' });
    scanTicket(ticket).then(
      (requester) => alive && setState({ kind: 'ask', requester }),
      (error) => alive && setState({ kind: 'failed', reason: errorText(error) }),
    );
    return () => {
      alive = false;
    };
  }, [ticket, t]);

  const act = async (action: 'confirm' | 'cancel') => {
    setBusy(action);
    try {
      await (action === 'confirm' ? confirmTicket(ticket) : cancelTicket(ticket));
      setState({ kind: action === 'confirm' ? 'confirmed' : 'cancelled' });
    } catch (error) {
      setState({ kind: 'failed', reason: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const home = (
    <Button type="primary" onClick={() => void navigate('/home')}>
      {t('common.backHome')}
    </Button>
  );

  const body = () => {
    switch (state.kind) {
      case 'loading':
        return (
          <div className={styles.loading}>
            <Spin />
            <span>{t('scanLogin.loading')}</span>
          </div>
        );
      case 'confirmed':
        return (
          <Result
            status="success"
            title={t('scanLogin.confirmed')}
            subTitle={t('scanLogin.confirmedHint')}
            extra={home}
          />
        );
      case 'cancelled':
        return (
          <Result
            status="info"
            title={t('scanLogin.cancelled')}
            subTitle={t('scanLogin.cancelledHint')}
            extra={home}
          />
        );
      case 'failed':
        return <Result status="warning" title={t('scanLogin.failed')} subTitle={state.reason} extra={home} />;
      case 'ask': {
        const { requester } = state;
        const rows: [string, string][] = [
          [t('scanLogin.signInAs'), user ? `${user.userName} (${user.userAccount})` : ''],
          [t('scanLogin.ip'), [requester.ip, requester.ipPlace].filter(Boolean).join(' · ')],
          [t('scanLogin.browser'), requester.browser],
          [t('scanLogin.os'), requester.os],
          [t('scanLogin.time'), formatDate(requester.requestedAt, 'yyyy-MM-dd HH:mm:ss')],
        ];
        return (
          <>
            <div className={styles.head}>
              <span className={styles.icon}>
                <DesktopOutlined />
              </span>
              <h2 className={styles.title}>{t('scanLogin.title')}</h2>
              <p className={styles.subtitle}>{t('scanLogin.subtitle')}</p>
            </div>
            <dl className={styles.facts}>
              {rows.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <Alert type="warning" showIcon title={t('scanLogin.warning')} className={styles.warning} />
            <div className={styles.actions}>
              <Button
                type="primary"
                size="large"
                block
                loading={busy === 'confirm'}
                disabled={busy === 'cancel'}
                onClick={() => void act('confirm')}
              >
                {t('scanLogin.confirm')}
              </Button>
              <Button
                size="large"
                block
                loading={busy === 'cancel'}
                disabled={busy === 'confirm'}
                onClick={() => void act('cancel')}
              >
                {t('scanLogin.cancel')}
              </Button>
            </div>
          </>
        );
      }
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card}>{body()}</section>
    </div>
  );
}
