import type {
  OrganizeCategory,
  OrganizeFields,
  OrganizeInfo,
  OrganizeNode,
  OrganizeTreeNode,
} from '@app/common';
import { http } from '../../../app/request';

/** The calls of 组织管理 (client-facts §5.3): companies under Organize, departments under Organize/Department. */
const base = (category: OrganizeCategory) =>
  category === 'company' ? '/api/permission/Organize' : '/api/permission/Organize/Department';

export const fetchOrganizeTree = (keyword: string, signal?: AbortSignal) =>
  http.get<{ list: OrganizeNode[] }>('/api/permission/Organize', keyword ? { keyword } : {}, { signal });

/** Enabled companies and departments, for pickers any signed-in user may open. */
export const fetchOrganizePicker = (signal?: AbortSignal) =>
  http.get<{ list: OrganizeTreeNode[] }>('/api/permission/Organize/Tree', {}, { signal });

export const fetchOrganize = (category: OrganizeCategory, id: string) =>
  http.get<OrganizeInfo>(`${base(category)}/${id}`);

export const saveOrganize = (category: OrganizeCategory, id: string | null, fields: OrganizeFields) =>
  id ? http.put<null>(`${base(category)}/${id}`, fields) : http.post<{ id: string }>(base(category), fields);

export const deleteOrganize = (category: OrganizeCategory, id: string) =>
  http.delete<null>(`${base(category)}/${id}`);

export const toggleOrganize = (category: OrganizeCategory, id: string) =>
  http.put<{ enabledMark: number }>(`${base(category)}/${id}/Actions/State`);

export interface UserOption {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
}

/** Enabled users, for the manager picker. */
export const fetchUserOptions = (signal?: AbortSignal) =>
  http.get<{ list: UserOption[] }>('/api/permission/Users/All', {}, { signal });
