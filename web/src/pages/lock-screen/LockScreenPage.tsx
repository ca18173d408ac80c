import { ArrowRightOutlined, LockOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logout, unlockScreen } from '../../app/auth';
import { safeRedirect } from '../../app/guard';
import { queryClient } from '../../app/query-client';
import { ApiError } from '../../app/request';
import { SESSION_CODES } from '../../app/request-url';
import { useSession } from '../../stores/session';
import styles from './lock-screen.module.css';

/** Ticks once a minute on the minute, for the clock. */
function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(dayjs());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/**
 * Screen lock (SPEC §4): the signed-in user types their password again; the server checks it
 * (POST /api/oauth/LockScreen) and the lock flag is cleared. Until then the guard leads every route
 * back here. 'Sign in again' ends the session instead; so do too many wrong passwords (the server's
 * login lockout policy).
 */
export default function LockScreenPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const [pending, setPending] = useState(false);
  const name = user?.userName || user?.userAccount || '';
  const from = (location.state as { from?: string } | null)?.from;

  const unlock = async ({ password }: { password: string }) => {
    if (!user) return;
    setPending(true);
    try {
      await unlockScreen(user.userAccount, password);
      await navigate(safeRedirect(from), { replace: true });
    } catch (error) {
      // The request client has shown the server's message. 600-602: too many wrong passwords, the server
      // has signed this session out (decision 052); the login screen says it again.
      if (error instanceof ApiError && SESSION_CODES.includes(error.code)) {
        useSession.getState().reset();
        await navigate('/login', { replace: true, state: { notice: error.message } });
        queryClient.clear();
        return;
      }
      setPending(false);
    }
  };

  const signInAgain = async () => {
    await logout();
    await navigate('/login', { replace: true });
    queryClient.clear();
  };

  return (
    <main className={styles.page}>
      <div className={styles.clock}>
        <div className={styles.time}>{now.format('HH:mm')}</div>
        <div className={styles.date}>{now.format(t('lock.dateFormat'))}</div>
      </div>
      <section className={styles.card} aria-label={t('lock.title')}>
        <Avatar size={72} src={user?.headIcon || undefined} className={styles.avatar}>
          {name.slice(0, 1)}
        </Avatar>
        <div className={styles.name}>{name}</div>
        <div className={styles.hint}>
          <LockOutlined /> {t('lock.locked')}
        </div>
        <Form<{ password: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={unlock}
          className={styles.form}
        >
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password
              size="large"
              autoFocus
              placeholder={t('lock.placeholder')}
              aria-label={t('login.password')}
              autoComplete="current-password"
              suffix={
                <Button
                  type="primary"
                  shape="circle"
                  size="small"
                  htmlType="submit"
                  loading={pending}
                  icon={<ArrowRightOutlined />}
                  aria-label={t('lock.unlock')}
                />
              }
            />
          </Form.Item>
        </Form>
        <Button type="link" onClick={() => void signInAgain()} className={styles.again}>
          {t('lock.signInAgain')}
        </Button>
      </section>
    </main>
  );
}
