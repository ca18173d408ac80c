import type { Paged, RoleFields, RoleRow } from '@app/common';
import { http } from '../../../app/request';

export interface RoleQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const ROLE_KEY = ['permission', 'role'] as const;

export function fetchRoles(query: RoleQuery, signal?: AbortSignal): Promise<Paged<RoleRow>> {
  return http.get<Paged<RoleRow>>('/api/permission/Role', { ...query }, { signal });
}

export function fetchRole(id: string): Promise<RoleRow> {
  return http.get<RoleRow>(`/api/permission/Role/${id}`);
}

export function createRole(fields: RoleFields): Promise<{ id: string }> {
  return http.post<{ id: string }>('/api/permission/Role', fields);
}

export function updateRole(id: string, fields: RoleFields): Promise<void> {
  return http.put<void>(`/api/permission/Role/${id}`, fields);
}

export function deleteRole(id: string): Promise<void> {
  return http.delete<void>(`/api/permission/Role/${id}`);
}

export function toggleRoleState(id: string): Promise<void> {
  return http.put<void>(`/api/permission/Role/${id}/Actions/State`);
}
