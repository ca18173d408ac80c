import type { MessageParams } from './i18n/i18n.js';
import type { MessageKey } from './i18n/messages.js';

/**
 * A failure the caller should see: HTTP status of its class, envelope code, and a message key
 * translated into the caller's language when the response is written.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams, data?: unknown) =>
  new AppError(400, 400, key, params, data);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(403, 403, key);
export const notFound = (key: MessageKey = 'notFound', params?: MessageParams) =>
  new AppError(404, 404, key, params);
export const tooLarge = (key: MessageKey, params?: MessageParams) => new AppError(413, 413, key, params);
export const tooMany = (key: MessageKey, params?: MessageParams) => new AppError(429, 429, key, params);

/** Session failures: HTTP 401 with the product's codes 600 (expired), 601 (replaced), 602 (invalid/forced). */
export const sessionError = (code: 600 | 601 | 602, key: MessageKey) => new AppError(401, code, key);
