import type { ApiEnvelope, Pagination } from '@app/common';
import type { FastifyRequest } from 'fastify';
import { translate } from './i18n/i18n.js';

/** The success envelope, with msg in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): ApiEnvelope<T> {
  return { code: 200, msg: translate('ok', request.lang), data };
}

export interface PageQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/**
 * The last page a list may ask for. Without a bound, currentPage=99999999999999999999 (or 1e309) made an
 * offset no database integer holds: a 500 instead of a 400. A million pages of the largest page size is
 * half a billion rows, more than any screen pages through.
 */
export const PAGE_MAX = 1_000_000;

/** Query-string schema shared by every paged list (ARCHITECTURE.md contract). */
export const pageQuerySchema = {
  currentPage: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  keyword: { type: 'string', maxLength: 100 },
  sort: { type: 'string', enum: ['asc', 'desc'] },
  sidx: { type: 'string', maxLength: 50 },
} as const;

export function paginationOf(query: PageQuery, total: number): Pagination {
  return { currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 20, total };
}

/**
 * The total a page read first tells without counting: a page neither full nor empty ends the list, and an
 * empty first page is an empty list. null: count it (a full page, or an empty page past the end).
 */
export function totalToldByPage(rows: number, offset: number, pageSize: number): number | null {
  if (rows > 0 && rows < pageSize) return offset + rows;
  return rows === 0 && offset === 0 ? 0 : null;
}
