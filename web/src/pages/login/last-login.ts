import type { UserInfo } from '@app/common';
import { formatDate } from '@app/common';

export interface LastLogin {
  time: string;
  ip: string;
  place: string;
}

/** The previous login to announce after signing in, when the server asks for it (prevLogin 1). */
export function lastLoginNotice(user: UserInfo | null | undefined): LastLogin | null {
  if (user?.prevLogin !== 1 || !user.prevLoginTime) return null;
  return {
    time: formatDate(user.prevLoginTime, 'yyyy-MM-dd HH:mm'),
    ip: user.prevLoginIPAddress ?? '',
    place: user.prevLoginIPAddressName ?? '',
  };
}
