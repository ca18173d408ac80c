import type { NoticeInfo, NoticeInput, NoticeRow, Paged } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 系统公告 (client-facts §5.4 'Notices'; note the /api/message prefix). */
const MESSAGE = '/api/message';

export interface NoticeParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const fetchNotices = (params: NoticeParams, signal?: AbortSignal) =>
  http.get<Paged<NoticeRow>>(`${MESSAGE}/Notice`, { ...params }, { signal });

export const fetchNotice = (id: string) => http.get<NoticeInfo>(`${MESSAGE}/${id}`);

export const saveNotice = (id: string | null, input: NoticeInput) =>
  id ? http.put<null>(`${MESSAGE}/${id}`, input) : http.post<{ id: string }>(MESSAGE, input);

export const deleteNotice = (id: string) => http.delete<null>(`${MESSAGE}/${id}`);

export const releaseNotice = (id: string) =>
  http.put<{ receivers: number }>(`${MESSAGE}/${id}/Actions/Release`);
