import { CHAT_CONTACT_PAGE } from '@app/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Input, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPeer } from './ChatWindow';
import styles from './chat.module.css';
import { chatKeys, fetchContacts } from './chat-api';
import { PersonAvatar } from './PersonAvatar';
import { useNearEnd } from './useNearEnd';

/** SPEC §9: the next page of contacts loads 300 px before the end of the list. */
const NEXT_PAGE_AT_PX = 300;

/** 联系人: everyone I can chat with, 20 a page, searched by name or account. */
export function ContactList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useInfiniteQuery({
    queryKey: chatKeys.contacts(keyword),
    queryFn: ({ pageParam, signal }) => fetchContacts(pageParam, keyword, signal),
    initialPageParam: 1,
    // A full page may have a next one (client-facts §5.1).
    getNextPageParam: (last, pages) =>
      last.list.length === CHAT_CONTACT_PAGE ? pages.length + 1 : undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onScroll = useNearEnd(listRef, NEXT_PAGE_AT_PX, more, Boolean(hasNextPage) && !query.isPending);
  const contacts = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className={styles.contactPane}>
      <Input.Search
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('chat.searchContacts')}
        maxLength={100}
        aria-label={t('chat.searchContacts')}
      />
      <div className={styles.scroll} ref={listRef} onScroll={onScroll} data-testid="chat-contacts">
        {contacts.map((contact) => (
          <button
            key={contact.id}
            type="button"
            className={styles.person}
            onClick={() => onOpen(contact)}
            data-testid="chat-contact"
          >
            <PersonAvatar name={contact.realName} headIcon={contact.headIcon} />
            <span className={styles.personText}>
              <span className={styles.personName}>
                {contact.realName}/{contact.account}
              </span>
              <span className={styles.personLine}>{contact.department}</span>
            </span>
          </button>
        ))}
        {query.isPending || isFetchingNextPage ? (
          <div className={styles.listEnd}>
            <Spin size="small" /> {t('chat.loading')}
          </div>
        ) : null}
        {!query.isPending && contacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noContacts')} />
        ) : null}
        {!query.isPending && contacts.length > 0 && !hasNextPage ? (
          <div className={styles.listEnd}>{t('chat.noMore')}</div>
        ) : null}
      </div>
    </div>
  );
}
