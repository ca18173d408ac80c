import type { ChatSummary, ReceiveMessageFrame, SendMessageEchoFrame } from '@app/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Empty, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../app/realtime';
import type { ChatPeer } from './ChatWindow';
import styles from './chat.module.css';
import { chatKeys, fetchRecentChats } from './chat-api';
import { onFrame } from './chat-channel';
import { touchSummary } from './chat-state';
import { unreadFromSummaries } from './chat-unread';
import { emojiPreview } from './emoji';
import { usePreview } from './MessageContent';
import { PersonAvatar } from './PersonAvatar';
import { replaceUnread } from './unread-tracking';

const shortWhen = (ms: number) =>
  dayjs(ms).isSame(dayjs(), 'day') ? dayjs(ms).format('HH:mm') : dayjs(ms).format('MM-DD');

/**
 * 消息: my recent chats, newest first (GET /api/message/imreply), kept current from the frames; the
 * unread counts are the header's, so the list and the icon always agree.
 */
export function RecentChats({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const { t } = useTranslation();
  const preview = usePreview();
  const client = useQueryClient();
  const unread = useRealtime((s) => s.unreadNums);
  const query = useQuery({
    queryKey: chatKeys.recent,
    queryFn: async ({ signal }) => {
      const { list } = await fetchRecentChats(signal);
      replaceUnread(unreadFromSummaries(list));
      return list;
    },
    staleTime: 0,
  });

  useEffect(() => {
    const update = (change: (list: ChatSummary[]) => ChatSummary[]) =>
      client.setQueryData<ChatSummary[]>(chatKeys.recent, (list) => (list ? change(list) : list));
    const stops = [
      onFrame('receiveMessage', (frame) => {
        const f = frame as unknown as ReceiveMessageFrame;
        update((list) =>
          touchSummary(
            list,
            { id: f.formUserId, realName: f.realName, account: f.account, headIcon: f.headIcon },
            {
              latestMessage:
                typeof f.formMessage === 'string' ? f.formMessage : JSON.stringify(f.formMessage),
              messageType: f.messageType,
              latestDate: f.dateTime,
            },
          ),
        );
      }),
      onFrame('sendMessage', (frame) => {
        const f = frame as unknown as SendMessageEchoFrame;
        update((list) =>
          touchSummary(
            list,
            { id: f.toUserId, realName: f.toRealName, account: f.toAccount, headIcon: f.toHeadIcon },
            {
              latestMessage: typeof f.toMessage === 'string' ? f.toMessage : JSON.stringify(f.toMessage),
              messageType: f.messageType,
              latestDate: f.dateTime,
            },
          ),
        );
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);

  if (query.isPending)
    return (
      <div className={styles.center} style={{ textAlign: 'center' }}>
        <Spin />
      </div>
    );
  const list = query.data ?? [];
  if (list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noChats')} />;
  const countOf = new Map(unread.map((u) => [u.userId, u.unreadNum]));
  return (
    <div className={styles.scroll} data-testid="chat-recent">
      {list.map((chat) => {
        const count = countOf.get(chat.id) ?? 0;
        return (
          <button
            key={chat.id}
            type="button"
            className={styles.person}
            onClick={() => onOpen(chat)}
            data-testid="chat-recent-item"
            data-unread={count}
          >
            <Badge count={count} size="small">
              <PersonAvatar name={chat.realName} headIcon={chat.headIcon} />
            </Badge>
            <span className={styles.personText}>
              <span className={styles.personName}>
                <span>
                  {chat.realName}/{chat.account}
                </span>
                <span className={styles.personTime}>{shortWhen(chat.latestDate)}</span>
              </span>
              <span className={styles.personLine}>
                {emojiPreview(preview(chat.messageType, chat.latestMessage))}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
