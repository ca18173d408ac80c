import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withPageRuntime } from '../../app/with-page-runtime';
import styles from './chat-button.module.css';

// The drawer, the conversation and the emoji table load on first use, and the unread tracking with the
// realtime client after the first paint: the shell's first chunk keeps only this icon (decision 042).
const ChatDrawer = lazy(withPageRuntime(() => import('./ChatDrawer')));

/** The unread chat total, followed once the tracking module (and the realtime client) has loaded. */
function useUnreadTotal(): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let alive = true;
    let stop = () => {};
    void import('./unread-tracking').then(({ trackUnread }) => {
      if (alive) stop = trackUnread(setTotal);
    });
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return total;
}

/** The header's chat icon (SPEC §2.5): blinks while any chat message is unread; opens the chat drawer. */
export function ChatButton() {
  const { t } = useTranslation();
  const total = useUnreadTotal();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const label =
    total > 0 ? `${t('chat.title')}: ${t('chat.unreadCount', { count: total })}` : t('chat.title');
  return (
    <>
      <Tooltip title={total > 0 ? t('chat.newMessages') : t('chat.title')}>
        <Button
          type="text"
          aria-label={label}
          data-unread={total}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          icon={
            <span className={styles.icon}>
              <MessageOutlined className={total > 0 ? styles.blink : undefined} />
              {total > 0 ? <span className={styles.dot} aria-hidden /> : null}
            </span>
          }
        />
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <ChatDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
