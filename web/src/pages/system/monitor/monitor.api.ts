import type { MonitorAnswer } from '@app/common';
import { http } from '../../../app/request';

export const MONITOR_KEY = ['system', 'monitor'] as const;

/** The page polls this often (client-facts §5.4). */
export const MONITOR_INTERVAL_MS = 5_000;

/** Samples kept for the history line: five minutes at one every 5 s. */
export const HISTORY_LENGTH = 60;

export function fetchMonitor(signal?: AbortSignal): Promise<MonitorAnswer> {
  return http.get<MonitorAnswer>('/api/system/Monitor', {}, { signal });
}
