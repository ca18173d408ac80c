import type { MessageDetail, MessageItem, Paged } from '@app/common';
import { http } from '../../app/request';

/** The message centre's calls (SPEC §7.2): my notices and messages, read, mark all read, remove. */
const MESSAGE = '/api/message';

export interface InboxParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  type?: number;
}

export const fetchInbox = (params: InboxParams, signal?: AbortSignal) =>
  http.get<Paged<MessageItem>>(MESSAGE, { ...params, sort: 'desc' }, { signal });

export const readMessage = (id: string) => http.get<MessageDetail>(`${MESSAGE}/ReadInfo/${id}`);

export const readAllMessages = () => http.post<{ count: number }>(`${MESSAGE}/Actions/ReadAll`);

export const removeMessages = (ids: string[]) => http.delete<{ count: number }>(`${MESSAGE}/Record`, { ids });

/** Every query of the inbox starts with this key, so one invalidation refreshes the drawer and the centre. */
export const INBOX_KEY = ['message', 'inbox'] as const;
