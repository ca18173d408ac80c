import type { Paged, PositionFields, PositionRow } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 岗位管理 (client-facts §5.3). */
export interface PositionParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
}

export const fetchPositions = (params: PositionParams, signal?: AbortSignal) =>
  http.get<Paged<PositionRow>>('/api/permission/Position', { ...params }, { signal });

export const fetchPosition = (id: string) => http.get<PositionRow>(`/api/permission/Position/${id}`);

export const savePosition = (id: string | null, fields: PositionFields) =>
  id
    ? http.put<null>(`/api/permission/Position/${id}`, fields)
    : http.post<{ id: string }>('/api/permission/Position', fields);

export const deletePosition = (id: string) => http.delete<null>(`/api/permission/Position/${id}`);

export const togglePosition = (id: string) =>
  http.put<{ enabledMark: number }>(`/api/permission/Position/${id}/Actions/State`);
