import type { CurrentUser, MenuNode, PermissionEntry, UserInfo } from '@app/common';
import { create } from 'zustand';
import { storage } from '../app/storage';
import { useTabs } from './tabs';

/**
 * Who is signed in. The token and the lock flag survive a reload (local storage); the user, menus and
 * permissions are fetched again after a reload (SPEC §2.3: first navigation loads CurrentUser).
 */
export interface SessionState {
  token: string | null;
  locked: boolean;
  userInfo: UserInfo | null;
  menuList: MenuNode[];
  permissionList: PermissionEntry[];
  /** true once CurrentUser has answered for this token */
  loaded: boolean;
  setToken(token: string): void;
  setCurrentUser(user: CurrentUser): void;
  setLocked(locked: boolean): void;
  /** Logged out: token, user, menus, permissions, the lock flag and the open tabs are all cleared. */
  reset(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: storage.get<string | null>('token', null),
  locked: storage.get<number>('lock', 0) === 1,
  userInfo: null,
  menuList: [],
  permissionList: [],
  loaded: false,
  setToken(token) {
    storage.set('token', token);
    set({ token, loaded: false });
  },
  setCurrentUser({ menuList, userInfo, permissionList }) {
    set({ menuList, userInfo, permissionList, loaded: true });
  },
  setLocked(locked) {
    if (locked) storage.set('lock', 1);
    else storage.remove('lock');
    set({ locked });
  },
  reset() {
    storage.remove('token');
    storage.remove('lock');
    useTabs.getState().reset();
    set({ token: null, locked: false, userInfo: null, menuList: [], permissionList: [], loaded: false });
  },
}));
