import type { NoticeInfo } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 系统公告 beyond its list and records (client-facts §5.4 'Notices'; notice.resource.tsx). */
const MESSAGE = '/api/message';

export const fetchNotice = (id: string) => http.get<NoticeInfo>(`${MESSAGE}/${id}`);

export const releaseNotice = (id: string) =>
  http.put<{ receivers: number }>(`${MESSAGE}/${id}/Actions/Release`);
