import type { Paged } from '@app/common';
import { http } from '../../../app/request';
import type { LogParams } from './log-query';

/** Log kinds the log screen shows (server: 1 login, 3 operation, 4 exception, 5 request). */
export const LogKind = { login: 1, exception: 4, request: 5 } as const;
export type LogKind = (typeof LogKind)[keyof typeof LogKind];

export interface LogRow {
  id: string;
  userName: string | null;
  ipAddress: string | null;
  ipAddressName: string | null;
  requestUrl: string | null;
  requestMethod: string | null;
  requestStatus: number | null;
  requestDuration: number | null;
  abstracts: string | null;
  json: string | null;
  platForm: string | null;
  browser: string | null;
  loginMark: number | null;
  creatorTime: number;
}

export function fetchLogs(kind: LogKind, params: LogParams, signal?: AbortSignal): Promise<Paged<LogRow>> {
  return http.get<Paged<LogRow>>(`/api/system/Log/${kind}`, { ...params }, { signal });
}

export function deleteLogs(ids: string[]): Promise<void> {
  return http.delete<void>('/api/system/Log', { ids });
}
