import { DEFAULT_PAGE_SIZE } from '@app/common';

export interface LogFilters {
  keyword: string;
  /** whole days, each as epoch ms of any moment in that day */
  range: [number, number] | null;
}

export interface LogParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
  sort: 'desc';
}

export const EMPTY_FILTERS: LogFilters = { keyword: '', range: null };

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Query of one log page: newest first, the keyword trimmed, the days as local midnights. */
export function logParams(filters: LogFilters, currentPage = 1, pageSize = DEFAULT_PAGE_SIZE): LogParams {
  const keyword = filters.keyword.trim();
  return {
    currentPage,
    pageSize,
    sort: 'desc',
    ...(keyword ? { keyword } : {}),
    ...(filters.range
      ? { startTime: startOfDay(filters.range[0]), endTime: startOfDay(filters.range[1]) }
      : {}),
  };
}
