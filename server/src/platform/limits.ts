/** Largest JSON or form body a route accepts; uploads go through multipart with per-type limits instead. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_LIMIT_TEXT = '1MB';
