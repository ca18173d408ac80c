import type { OnlineUserRow, Paged } from '@app/common';
import { http } from '../../../app/request';

export interface OnlineUserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const ONLINE_USER_KEY = ['permission', 'onlineUser'] as const;

export function fetchOnlineUsers(
  query: OnlineUserQuery,
  signal?: AbortSignal,
): Promise<Paged<OnlineUserRow>> {
  return http.get<Paged<OnlineUserRow>>('/api/system/OnlineUser', { ...query }, { signal });
}

/** Ends the given sessions; each one's next request is sent to the login page (602). */
export function forceOffline(ids: string[]): Promise<{ count: number }> {
  return ids.length === 1
    ? http.delete<{ count: number }>(`/api/system/OnlineUser/${ids[0]}`)
    : http.delete<{ count: number }>('/api/system/OnlineUser', { ids });
}
