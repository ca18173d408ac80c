import type { Paged } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 定时任务 (client-facts §5.4, /api/scheduletask). */

export type JobId = 'pruneLogs' | 'backupDatabase';

export interface TaskRow {
  id: string;
  fullName: string;
  enCode: string;
  executeType: string;
  cron: string;
  job: string;
  params: Record<string, string | number>;
  lastRunTime: number | null;
  nextRunTime: number | null;
  runCount: number;
  enabledMark: number;
  description: string | null;
  sortCode: number;
  creatorTime: number;
}

export interface TaskFields {
  fullName: string;
  enCode: string;
  executeType: 'builtin' | 'interface';
  cron: string;
  /** a built-in job, or the data interface's id */
  job: string;
  params: Record<string, string | number>;
  description: string | null;
  sortCode: number;
  enabledMark: number;
}

export interface ParamSpec {
  name: string;
  type: 'integer';
  min: number;
  max: number;
  default: number | null;
}

export interface TaskLogRow {
  id: string;
  firingTime: number;
  runKind: 'schedule' | 'late' | 'manual';
  startTime: number;
  endTime: number | null;
  duration: number | null;
  result: 'running' | 'success' | 'failure';
  message: string;
  runner: string;
}

export interface RunRecord {
  id: string;
  result: 'success' | 'failure';
  duration: number;
  message: string;
}

const BASE = '/api/scheduletask';

export const fetchJobs = () => http.get<{ list: { id: string; params: ParamSpec[] }[] }>(`${BASE}/Jobs`);

/** The next five firings; a wrong expression rejects with the server's explanation (not toasted). */
export const previewCron = (cron: string, signal?: AbortSignal) =>
  http.get<{ cron: string; next: number[] }>(`${BASE}/CronPreview`, { cron }, { signal, silent: true });

export const setTaskEnabled = (id: string, enabled: boolean) =>
  http.put<{ enabledMark: number; nextRunTime: number | null }>(
    `${BASE}/${id}/Actions/${enabled ? 'Enable' : 'Stop'}`,
  );

export const runTaskNow = (id: string) => http.post<RunRecord>(`${BASE}/${id}/Actions/RunNow`);

export const fetchTaskLog = (
  id: string,
  params: { currentPage: number; pageSize: number; runResult?: string },
  signal?: AbortSignal,
) => http.get<Paged<TaskLogRow>>(`${BASE}/${id}/TaskLog`, { ...params }, { signal });
