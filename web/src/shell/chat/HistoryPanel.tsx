import { CHAT_HISTORY_PAGE, type ChatMessage, type MessageListAnswerFrame } from '@app/common';
import { Empty, Input, Spin } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import { onFrame, requestPage } from './chat-channel';
import { MessageContent } from './MessageContent';
import { useNearEnd } from './useNearEnd';

/**
 * The conversation's history (SPEC §9: 50 a page), oldest first, searched by keyword, the next page
 * loaded when scrolled near the end.
 */
export function HistoryPanel({ peerId, peerName, me }: { peerId: string; peerName: string; me: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [page, setPage] = useState(0);
  const [finished, setFinished] = useState(false);
  const [loading, setLoading] = useState(false);
  const pending = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (next: number, word: string) => {
      setLoading(true);
      pending.current = requestPage('history', {
        peerId,
        me,
        currentPage: next,
        pageSize: CHAT_HISTORY_PAGE,
        sord: 'asc',
        keyword: word,
      });
    },
    [peerId, me],
  );

  useEffect(
    () =>
      onFrame('messageList', (frame) => {
        const answer = frame as unknown as MessageListAnswerFrame;
        if (answer.requestId !== pending.current) return;
        pending.current = null;
        setLoading(false);
        const page = answer.pagination.currentPage;
        setMessages((old) => (page === 1 ? answer.list : [...old, ...answer.list]));
        setPage(page);
        setFinished(answer.list.length < answer.pagination.pageSize);
      }),
    [],
  );
  useEffect(
    () =>
      onFrame('error', (frame) => {
        if (frame.requestId && frame.requestId === pending.current) {
          pending.current = null;
          setLoading(false);
          setFinished(true);
        }
      }),
    [],
  );

  // A new keyword starts again from the first page.
  useEffect(() => {
    setMessages([]);
    setPage(0);
    setFinished(false);
    load(1, keyword);
  }, [keyword, load]);

  const more = useCallback(() => {
    if (!loading && !finished && page > 0) load(page + 1, keyword);
  }, [loading, finished, page, keyword, load]);
  const onScroll = useNearEnd(listRef, 100, more, !finished);

  return (
    <aside className={styles.history} aria-label={t('chat.history')}>
      <Input.Search
        allowClear
        placeholder={t('chat.historySearch')}
        onSearch={(value) => setKeyword(value.trim())}
        maxLength={100}
      />
      <div className={styles.historyList} ref={listRef} onScroll={onScroll}>
        {messages.map((message) => (
          <div key={message.id} className={styles.historyItem}>
            <div className={styles.meta}>
              <span className={message.sendUserId === me ? styles.mineName : undefined}>
                {message.sendUserId === me ? t('chat.me') : peerName}
              </span>{' '}
              {dayjs(message.sendTime).format('YYYY-MM-DD HH:mm')}
            </div>
            <MessageContent message={message} imageMax={120} />
          </div>
        ))}
        {loading ? (
          <div className={styles.center}>
            <Spin />
          </div>
        ) : null}
        {finished && messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noHistory')} />
        ) : null}
        {finished && messages.length > 0 ? <div className={styles.listEnd}>{t('chat.noMore')}</div> : null}
      </div>
    </aside>
  );
}
