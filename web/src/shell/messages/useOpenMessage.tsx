import { type MessageDetail, type MessageItem, MessageType, workflowLinkOf } from '@app/common';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INBOX_KEY, readMessage } from './message-api';
import { NoticeDialog } from './NoticeDialog';
import { countDown } from './unread-counts';

type Page = { list: MessageItem[] };

/**
 * Opening a message (drawer or message centre): ReadInfo marks it read and answers the body; the badge
 * loses one if it was unread; a notice (type 1) shows in a dialog, any other type opens its workflow page
 * by the type inside its JSON body, with the request it names (SPEC §2.1, §3).
 */
export function useOpenMessage(onRoute?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<MessageDetail | null>(null);

  async function open(item: MessageItem) {
    const detail = await readMessage(item.id);
    countDown([item]);
    markRead(item.id);
    if (detail.type === MessageType.notice) {
      setNotice(detail);
      return;
    }
    onRoute?.();
    navigate(workflowLinkOf(detail.bodyText));
  }

  /** The item shows as read at once in every open list; the next fetch confirms it. */
  function markRead(id: string) {
    const read = (m: MessageItem) => (m.id === id ? { ...m, isRead: '1' as const } : m);
    queryClient.setQueriesData<InfiniteData<Page> | Page>({ queryKey: INBOX_KEY }, (data) => {
      if (!data) return data;
      if ('pages' in data)
        return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(read) })) };
      return { ...data, list: data.list.map(read) };
    });
  }

  const dialog = <NoticeDialog notice={notice} onClose={() => setNotice(null)} />;
  return { open: (item: MessageItem) => open(item).catch(() => undefined), dialog };
}
