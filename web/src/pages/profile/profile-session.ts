import type { UserInfo } from '@app/common';
import { useSession } from '../../stores/session';

/** Applies a profile change to the signed-in user the shell shows (header name and avatar). */
export function patchSessionUser(patch: Partial<UserInfo>): void {
  useSession.setState((state) => (state.userInfo ? { userInfo: { ...state.userInfo, ...patch } } : {}));
}
