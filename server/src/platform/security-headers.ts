import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of the web app (decision 053), for the Vite build served by web-app.ts:
 * - scripts only from our own files: the built index.html has no inline script and nothing evaluates text;
 * - styles from our files and inline: antd writes its CSS-in-JS into <style> elements and style attributes;
 * - images also as data: and blob: (previews before upload, pasted rich-text images) and from https:
 *   (images an administrator links in notice bodies);
 * - connections to our own origin only; 'self' covers the realtime WebSocket (ws:/wss: on the same host,
 *   CSP level 3) at /api/message/websocket;
 * - frames: our own pages and the http(s) addresses of link menus (ExternalLinkPage, sandboxed);
 * - the app may be framed by itself only (a link menu may open one of our pages), never by another site.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers of every file of the web app and of its index.html. */
export function webAppHeaders(reply: FastifyReply): void {
  reply.header('Content-Security-Policy', WEB_APP_CSP);
  // For browsers that do not read frame-ancestors.
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}

/**
 * Every answer, API errors included, is declared as what its Content-Type says: a browser never sniffs
 * an envelope or a download into HTML or script. Set first, so an error handler keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
}
