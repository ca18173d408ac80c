import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { ScanPoll, ScanTicket } from '@app/common';
import { Button, QRCode, type QRCodeProps, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/request';
import styles from './login.module.css';
import { adoptScanLogin, createScanTicket, pollScanTicket, scanLoginUrl } from './login-modes.api';
import { useLogin } from './useLogin';

const POLL_EVERY_MS = 2000;

type PanelState = 'loading' | 'waiting' | 'scanned' | 'expired' | 'cancelled' | 'signingIn';

const QR_STATUS: Record<PanelState, NonNullable<QRCodeProps['status']>> = {
  loading: 'loading',
  waiting: 'active',
  scanned: 'scanned',
  expired: 'expired',
  cancelled: 'expired',
  signingIn: 'loading',
};

/**
 * Scan mode (SPEC §2.4): a QR code of this server's /scanLogin?ticket=… link, polled every 2 s. A
 * signed-in device that opens the link approves, and this screen continues like the account login.
 */
export default function ScanLoginPanel() {
  const { t } = useTranslation();
  const { finish } = useLogin();
  const [ticket, setTicket] = useState<ScanTicket | null>(null);
  const [state, setState] = useState<PanelState>('loading');
  const [round, setRound] = useState(0);
  // The poll loop outlives renders; it reaches the latest finish() through this.
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the refresh button's trigger
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setTicket(null);
    setState('loading');

    const settle = (answer: ScanPoll | null, issued: ScanTicket) => {
      if (!answer) {
        // The server could not be reached: keep trying until the code runs out anyway.
        if (Date.now() >= issued.expiresAt) return setState('expired');
        timer = setTimeout(() => poll(issued), POLL_EVERY_MS);
        return;
      }
      if (answer.status === 'confirmed') {
        const { token } = answer;
        if (!token) return setState('expired');
        alive = false;
        setState('signingIn');
        void finishRef
          .current(async () => adoptScanLogin({ ...answer, token }))
          .then((signedIn) => {
            // Signing in failed (the reason was shown): offer a fresh code.
            if (!signedIn) setState('expired');
          });
        return;
      }
      if (answer.status === 'expired' || answer.status === 'cancelled') return setState(answer.status);
      setState(answer.status);
      timer = setTimeout(() => poll(issued), POLL_EVERY_MS);
    };

    const poll = async (issued: ScanTicket) => {
      let answer: ScanPoll | null = null;
      try {
        answer = await pollScanTicket(issued.ticket, controller.signal);
      } catch (error) {
        if (!alive) return;
        // An unknown ticket (404) cannot come back; anything else is worth another try.
        if (error instanceof ApiError && error.code !== 0) return setState('expired');
      }
      if (alive) settle(answer, issued);
    };

    createScanTicket().then(
      (issued) => {
        if (!alive) return;
        setTicket(issued);
        setState('waiting');
        timer = setTimeout(() => poll(issued), POLL_EVERY_MS);
      },
      () => alive && setState('expired'),
    );
    return () => {
      alive = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [round]);

  const refresh = () => setRound((n) => n + 1);

  const cover = () => {
    if (state === 'loading' || state === 'signingIn')
      return (
        <div className={styles.qrCover}>
          <Spin />
          <span>{state === 'loading' ? t('login.scanLoading') : t('login.submitting')}</span>
        </div>
      );
    if (state === 'scanned')
      return (
        <div className={styles.qrCover}>
          <CheckCircleFilled className={styles.qrOk} />
          <strong>{t('login.scanScanned')}</strong>
          <span>{t('login.scanScannedHint')}</span>
        </div>
      );
    return (
      <div className={styles.qrCover}>
        <strong>{state === 'cancelled' ? t('login.scanCancelled') : t('login.scanExpired')}</strong>
        <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={refresh}>
          {t('login.scanRefresh')}
        </Button>
      </div>
    );
  };

  return (
    <div className={styles.scan} data-scan-state={state}>
      <div className={styles.qrFrame}>
        <QRCode
          value={ticket ? scanLoginUrl(ticket.ticket) : `${window.location.origin}/scanLogin`}
          status={QR_STATUS[state]}
          statusRender={cover}
          size={160}
          bordered={false}
          errorLevel="M"
          color="#0f2a5c"
        />
      </div>
      <div className={styles.scanTitle}>{t('login.scanTitle')}</div>
      <p className={styles.scanHint}>{t('login.scanHint')}</p>
    </div>
  );
}
