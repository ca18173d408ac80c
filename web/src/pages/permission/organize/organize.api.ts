import type { OrganizeCategory, OrganizeFields, OrganizeInfo, OrganizeNode } from '@app/common';
import { CACHED_LISTS } from '../../../app/cached-lists';
import { http } from '../../../app/request';

/** The calls of 组织管理 (client-facts §5.3): companies under Organize, departments under Organize/Department. */
const base = (category: OrganizeCategory) =>
  category === 'company' ? '/api/permission/Organize' : '/api/permission/Organize/Department';

/** The enabled organisations for a picker: the one shared loader (web/src/components/organize). */
export { fetchOrganizeTree as fetchOrganizePicker } from '../../../components/organize/organize-tree';

/** The administration tree (every company and department, disabled ones too) under the organisation prefix. */
export const ORGANIZE_ADMIN_KEY = [...CACHED_LISTS.organize, 'admin'];

/** The whole administration tree, as the list asks for it without a keyword (the same cache entry). */
export const adminTreeQuery = {
  queryKey: [...ORGANIZE_ADMIN_KEY, 'list', {}],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    http.get<{ list: OrganizeNode[] }>('/api/permission/Organize', {}, { signal }),
};

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
