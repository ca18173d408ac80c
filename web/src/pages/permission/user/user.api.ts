import type { Paged, PositionOption, UserDetail, UserInput, UserRow } from '@app/common';
import { http } from '../../../app/request';

export interface UserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  enabledMark?: 0 | 1;
}

/** A node of GET /api/permission/Organize/Tree. */
export interface OrgNode {
  id: string;
  fullName: string;
  type: string;
  children?: OrgNode[];
}

export interface RoleOption {
  id: string;
  fullName: string;
}

export const USER_KEY = ['permission', 'user'] as const;

export const fetchUsers = (query: UserQuery, signal?: AbortSignal) =>
  http.get<Paged<UserRow>>('/api/permission/Users', { ...query }, { signal });

export const fetchUser = (id: string) => http.get<UserDetail>(`/api/permission/Users/${id}`);

export const createUser = (input: UserInput) => http.post<{ id: string }>('/api/permission/Users', input);

export const updateUser = (id: string, input: UserInput) =>
  http.put<void>(`/api/permission/Users/${id}`, input);

export const deleteUser = (id: string) => http.delete<void>(`/api/permission/Users/${id}`);

export const toggleUserState = (id: string) =>
  http.put<{ enabledMark: 0 | 1 }>(`/api/permission/Users/${id}/Actions/State`);

/** Both values are the md5 of the typed password. */
export const resetUserPassword = (id: string, userPassword: string, validatePassword: string) =>
  http.post<void>(`/api/permission/Users/${id}/Actions/ResetPassword`, { userPassword, validatePassword });

export const fetchOrganizeTree = () => http.get<{ list: OrgNode[] }>('/api/permission/Organize/Tree');

export const fetchPositions = () => http.get<{ list: PositionOption[] }>('/api/permission/Position/All');

export const fetchRoleOptions = () =>
  http.get<{ list: RoleOption[] }>('/api/permission/Role/Selector', undefined, { silent: true });

export const fetchAllUsers = () =>
  http.get<{ list: { id: string; account: string; realName: string }[] }>('/api/permission/Users/All');
