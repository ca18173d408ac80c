import type { FastifyRequest } from 'fastify';
import { translate } from './i18n/i18n.js';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The success envelope, with msg in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: 200, msg: translate('ok', request.lang), data };
}

export interface PageQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** Query-string schema shared by every paged list (ARCHITECTURE.md contract). */
export const pageQuerySchema = {
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  keyword: { type: 'string', maxLength: 100 },
  sort: { type: 'string', enum: ['asc', 'desc'] },
  sidx: { type: 'string', maxLength: 50 },
} as const;

export function paginationOf(query: PageQuery, total: number) {
  return { currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 20, total };
}
