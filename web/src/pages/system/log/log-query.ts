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

/**
 * The picked calendar day as its local noon. The server takes the day of the moment in its own clock; noon
 * names the same calendar day there as long as the two clocks are less than 12 hours apart (a browser in
 * UTC+8 and a server in UTC), where a midnight would fall on the day before.
 */
function middayOf(ms: number): number {
  const d = new Date(ms);
  d.setHours(12, 0, 0, 0);
  return d.getTime();
}

/** Query of one log page: newest first, the keyword trimmed, each day as its local noon. */
export function logParams(filters: LogFilters, currentPage = 1, pageSize = DEFAULT_PAGE_SIZE): LogParams {
  const keyword = filters.keyword.trim();
  return {
    currentPage,
    pageSize,
    sort: 'desc',
    ...(keyword ? { keyword } : {}),
    ...(filters.range ? { startTime: middayOf(filters.range[0]), endTime: middayOf(filters.range[1]) } : {}),
  };
}
