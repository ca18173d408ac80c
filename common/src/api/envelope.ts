/** Every API response body: `code` is an ENVELOPE_CODES value, `msg` the user-facing text. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

/** The `data` of a paged list call. */
export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

/**
 * Envelope codes. 600-602 are session states the client reacts to by returning to the login screen
 * (expired, replaced by a login elsewhere, invalid), which is why they sit outside the HTTP ranges.
 */
export const ENVELOPE_CODES = {
  ok: 200,
  badRequest: 400,
  sessionExpired: 600,
  sessionReplaced: 601,
  sessionInvalid: 602,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  error: 500,
} as const;

export type EnvelopeCode = (typeof ENVELOPE_CODES)[keyof typeof ENVELOPE_CODES];

export const PAGE_SIZES = [20, 50, 100, 500] as const;

export const DEFAULT_PAGE_SIZE = 20;
