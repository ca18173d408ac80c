import { http } from '../../../app/request';

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

export function fetchRetention(): Promise<{ days: number }> {
  return http.get<{ days: number }>('/api/system/Log/Retention');
}
