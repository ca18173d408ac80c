import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onFrame, useRealtime } from '../../app/realtime';

// The drawer, the notice dialog and their texts load on first use: the shell keeps only the bell.
const MessageDrawer = lazy(() => import('./MessageDrawer'));

/**
 * The header bell (SPEC §2.5): unread notices plus unread messages as a badge, counted from
 * initMessage and raised by every messagePush; opens the 站内消息 drawer.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const unread = useRealtime((s) => s.unreadNoticeCount + s.unreadMessageCount);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(
    () =>
      onFrame('messagePush', (frame) => {
        const added = Number(frame.unreadNoticeCount);
        useRealtime.getState().setUnreadNoticeCount((n) => n + (Number.isFinite(added) ? added : 1));
      }),
    [],
  );

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
            <Badge count={unread} size="small" overflowCount={99} offset={[4, -2]}>
              <BellOutlined />
            </Badge>
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
