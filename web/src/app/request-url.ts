/** Pure helpers of the request client (SPEC §7, §9), kept apart so they are tested without a network. */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** Query text of the given params; empty values (undefined, null, '') are left out, arrays repeat the key. */
export function toQuery(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** The URL with its params and the `n` cache-buster (unix seconds) that every request carries. */
export function buildUrl(url: string, params: QueryParams | undefined, nowMs: number): string {
  const query = toQuery({ ...params, n: Math.floor(nowMs / 1000) });
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Form-encoded body (login). */
export function toFormBody(data: Record<string, QueryValue>): string {
  return toQuery(data);
}

/**
 * Calls known to run long get 100 s (SPEC §9); everything else the general 1,000,000 ms. Matched
 * without case: the permission paths moved from /api/system/Permission to /api/permission.
 */
const LONG_RUNNING = [
  'SynThirdInfo',
  'Synchronization',
  'extend/Email/Receive',
  'Permission/Authority/Data',
  'DataSync/Actions/Execute',
];
export const LONG_TIMEOUT_MS = 100_000;
export const DEFAULT_TIMEOUT_MS = 1_000_000;

export function timeoutFor(url: string): number {
  const path = url.toLowerCase();
  return LONG_RUNNING.some((part) => path.includes(part.toLowerCase()))
    ? LONG_TIMEOUT_MS
    : DEFAULT_TIMEOUT_MS;
}

/** Envelope codes meaning the session is gone: expired, replaced by another login, invalid. */
export const SESSION_CODES: readonly number[] = [600, 601, 602];

/** Login and unlock answer with session codes about the credentials, not the session: no reset there. */
export function resetsSession(url: string, code: number): boolean {
  if (!SESSION_CODES.includes(code)) return false;
  const path = url.split('?')[0];
  return !(path.endsWith('/api/oauth/Login') || path.endsWith('/api/oauth/LockScreen'));
}
