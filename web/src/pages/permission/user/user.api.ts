import type { PositionOption, UserDetail, UserInput } from '@app/common';
import { http } from '../../../app/request';

export interface RoleOption {
  id: string;
  fullName: string;
}

export const USER_KEY = ['permission', 'user'] as const;

export const fetchUser = (id: string) => http.get<UserDetail>(`/api/permission/Users/${id}`);

export const createUser = (input: UserInput) => http.post<{ id: string }>('/api/permission/Users', input);

export const updateUser = (id: string, input: UserInput) =>
  http.put<void>(`/api/permission/Users/${id}`, input);

/** Both values are the md5 of the typed password. */
export const resetUserPassword = (id: string, userPassword: string, validatePassword: string) =>
  http.post<void>(`/api/permission/Users/${id}/Actions/ResetPassword`, { userPassword, validatePassword });

export const fetchPositions = () => http.get<{ list: PositionOption[] }>('/api/permission/Position/All');

export const fetchRoleOptions = () =>
  http.get<{ list: RoleOption[] }>('/api/permission/Role/Selector', undefined, { silent: true });

export const fetchAllUsers = () =>
  http.get<{ list: { id: string; account: string; realName: string }[] }>('/api/permission/Users/All');
