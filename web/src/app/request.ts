import type { ApiEnvelope } from '@app/common';
import i18n from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { toastError } from './feedback';
import {
  buildUrl,
  type QueryParams,
  type QueryValue,
  resetsSession,
  timeoutFor,
  toFormBody,
} from './request-url';

/**
 * The one HTTP client (SPEC §7, §8). Every call carries the token, the `n` timestamp and the UI
 * language; answers are unwrapped from the {code, msg, data} envelope. A failure shows msg for 1.5 s
 * (or the default text on transport errors) and rejects with an ApiError; 600-602 end the session.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** query string values (GET data goes here too) */
  params?: QueryParams;
  /** body: JSON, or form-encoded when `form` is set; for GET it is moved to the query */
  data?: unknown;
  form?: boolean;
  timeout?: number;
  /** do not toast the error; the caller shows it */
  silent?: boolean;
  signal?: AbortSignal;
  /** extra request headers (an action's Idempotency-Key) */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** envelope code; 0 for transport errors and timeouts */
    readonly code: number,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionLostHandler = (loginUrl: string) => void;

/** Replaced by the router so a lost session becomes an in-app navigation; the default reloads. */
let onSessionLost: SessionLostHandler = (loginUrl) => window.location.assign(loginUrl);

export function setSessionLostHandler(handler: SessionLostHandler): void {
  onSessionLost = handler;
}

function sessionLost(): void {
  useSession.getState().reset();
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  onSessionLost(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

function headersFor(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = useSession.getState().token;
  if (token) headers.set('Authorization', token);
  headers.set('X-Language', useSettings.getState().language);
  if (options.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  else if (options.data !== undefined && options.method !== 'GET')
    headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function bodyFor(options: RequestOptions): string | undefined {
  if (options.method === 'GET' || options.data === undefined) return undefined;
  return options.form ? toFormBody(options.data as Record<string, QueryValue>) : JSON.stringify(options.data);
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent) toastError(error.message);
  throw error;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const opts = { ...options, method };
  const params =
    method === 'GET' && options.data
      ? { ...(options.data as QueryParams), ...options.params }
      : options.params;
  const fullUrl = buildUrl(url, params, Date.now());
  const defaultText = () => i18n.t('common.requestError');

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeout ?? timeoutFor(url),
  );
  const forward = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });

  const sentToken = useSession.getState().token;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(fullUrl, {
      method,
      headers: headersFor(opts),
      body: bodyFor(opts),
      credentials: 'omit',
      signal: controller.signal,
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    // A caller that cancels (a query superseded by a newer one) wants no toast.
    if (options.signal?.aborted) throw error;
    return fail(new ApiError(defaultText(), 0, 0), opts);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }

  if (!isEnvelope(body)) return fail(new ApiError(defaultText(), 0, response.status), opts);
  if (body.code === 200) return body.data as T;

  const error = new ApiError(body.msg || defaultText(), body.code, response.status, body.data);
  if (resetsSession(url, body.code)) {
    // Only the first call to find the session gone reports it; calls still in flight stay quiet.
    if (sentToken && useSession.getState().token === sentToken) {
      if (!opts.silent) toastError(error.message);
      sessionLost();
    }
    throw error;
  }
  return fail(error, opts);
}

export const http = {
  get: <T>(url: string, params?: QueryParams, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'GET', params }),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'POST', data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'PUT', data }),
  delete: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'DELETE', data }),
};
