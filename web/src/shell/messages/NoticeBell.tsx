import { BellOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeState } from '../../app/realtime';
import { withPageRuntime } from '../../app/with-page-runtime';
import styles from './notice-bell.module.css';

// The drawer, the notice dialog and the realtime client load after the shell's first paint: the shell
// keeps only this icon and its count (the sign-in budget, docs/decisions/041).
const MessageDrawer = lazy(withPageRuntime(() => import('./MessageDrawer')));

const unreadOf = (s: RealtimeState) => s.unreadNoticeCount + s.unreadMessageCount;

/** Follows the unread total of the realtime store once its module has loaded; every messagePush adds to it. */
function useUnreadTotal(): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let alive = true;
    let stop = () => {};
    void import('../../app/realtime').then(({ useRealtime, onFrame }) => {
      if (!alive) return;
      setUnread(unreadOf(useRealtime.getState()));
      const offStore = useRealtime.subscribe((state) => setUnread(unreadOf(state)));
      const offPush = onFrame('messagePush', (frame) => {
        const added = Number(frame.unreadNoticeCount);
        useRealtime.getState().setUnreadNoticeCount((n) => n + (Number.isFinite(added) ? added : 1));
      });
      stop = () => {
        offStore();
        offPush();
      };
    });
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return unread;
}

/**
 * The header bell (SPEC §2.5): unread notices plus unread messages as a count, from initMessage and
 * raised by every messagePush; opens the 站内消息 drawer.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const label = unread > 0 ? t('message.bellUnread', { count: unread }) : t('message.title');
  return (
    <>
      <Tooltip title={t('message.title')}>
        <Button
          type="text"
          aria-label={label}
          data-unread={unread}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          icon={
            <span className={styles.bell}>
              <BellOutlined />
              {unread > 0 ? (
                <span className={styles.count} aria-hidden>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </span>
          }
        />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <MessageDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
