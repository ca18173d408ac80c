import type { DashboardAnswer, Paged } from '@app/common';
import { http } from '../../app/request';

/** The signed-in user's own log (SPEC §7.7 Current/SystemLog): 1 login, 5 request. */
export const OwnLogKind = { login: 1, request: 5 } as const;

export interface OwnLogRow {
  id: string;
  ipAddress: string | null;
  ipAddressName: string | null;
  platForm: string | null;
  browser: string | null;
  loginMark: number | null;
  abstracts: string | null;
  creatorTime: number;
}

export interface OwnLogQuery {
  category: number;
  currentPage?: number;
  pageSize?: number;
  startTime?: number;
  endTime?: number;
}

export function fetchOwnLog(query: OwnLogQuery, signal?: AbortSignal): Promise<Paged<OwnLogRow>> {
  return http.get<Paged<OwnLogRow>>('/api/permission/Users/Current/SystemLog', { ...query }, { signal });
}

/** The administrator's figures (GET /api/system/Dashboard); parts the caller's menus do not show are null. */
export function fetchDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  return http.get<DashboardAnswer>('/api/system/Dashboard', {}, { signal });
}
