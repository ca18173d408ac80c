import type { Paged } from '@app/common';
import { type DownloadProgress, downloadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';
import type { LogParams } from './log-query';

/** Log kinds the log screen shows (server: 1 login, 3 operation, 4 exception, 5 request). */
export const LogKind = { login: 1, operation: 3, exception: 4, request: 5 } as const;
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
  moduleName: string | null;
  objectId: string | null;
  creatorTime: number;
}

export function fetchLogs(kind: LogKind, params: LogParams, signal?: AbortSignal): Promise<Paged<LogRow>> {
  return http.get<Paged<LogRow>>(`/api/system/Log/${kind}`, { ...params }, { signal });
}

export function deleteLogs(ids: string[]): Promise<void> {
  return http.delete<void>('/api/system/Log', { ids });
}

/** Downloads the filtered logs of one kind as .xlsx (streamed; progress in bytes, the row count up front). */
export function exportLogs(
  kind: LogKind,
  params: Pick<LogParams, 'keyword' | 'startTime' | 'endTime'>,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const query = { keyword: params.keyword, startTime: params.startTime, endTime: params.endTime };
  return downloadFile(`/api/system/Log/${kind}/Actions/Export`, 'logs.xlsx', query, onProgress);
}

export function fetchRetention(): Promise<{ days: number }> {
  return http.get<{ days: number }>('/api/system/Log/Retention');
}
