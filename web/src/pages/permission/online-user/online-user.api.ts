import { http } from '../../../app/request';

export const ONLINE_USER_KEY = ['permission', 'onlineUser'] as const;

/** Ends the given sessions; each one's next request is sent to the login page (602). */
export function forceOffline(ids: string[]): Promise<{ count: number }> {
  return ids.length === 1
    ? http.delete<{ count: number }>(`/api/system/OnlineUser/${ids[0]}`)
    : http.delete<{ count: number }>('/api/system/OnlineUser', { ids });
}
