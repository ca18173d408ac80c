import { http } from '../../../app/request';

/** One row of GET /api/system/CacheManage: a memory cache of the server process or a Redis key. */
export interface CacheRow {
  name: string;
  description: string;
  source: 'memory' | 'redis';
  count: number;
  /** approximate bytes */
  size: number;
  /** epoch ms when a Redis key expires */
  overdueTime: number | null;
  /** the expiry rule of a memory cache, "never" for a Redis key without expiry */
  expiry: string;
}

export interface CacheList {
  list: CacheRow[];
  /** off: no REDIS_URL; down: Redis unreachable (memory caches still listed) */
  redis: 'off' | 'on' | 'down';
  /** more Redis keys match than are listed */
  truncated: boolean;
}

export type CacheDetail = CacheRow &
  (
    | { source: 'memory'; sample: string[] }
    | { source: 'redis'; type: string; value: string | string[] | [string, string][]; truncated: boolean }
  );

export const CACHE_KEY = ['system', 'cache'] as const;

const BASE = '/api/system/CacheManage';
const one = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

export function fetchCaches(keyword: string, signal?: AbortSignal): Promise<CacheList> {
  return http.get<CacheList>(BASE, keyword ? { keyword } : {}, { signal });
}

export function fetchCache(name: string, signal?: AbortSignal): Promise<CacheDetail> {
  return http.get<CacheDetail>(one(name), {}, { signal });
}

export function clearCache(name: string): Promise<null> {
  return http.delete<null>(one(name));
}

export function clearAllCaches(): Promise<{ memory: number; redis: number }> {
  return http.post(`${BASE}/Actions/ClearAll`);
}

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
