import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from './i18n/i18n.js';
import { webAppHeaders } from './security-headers.js';

/**
 * Hashed build files never change under their name: browsers keep them a year. Icons and the like keep
 * their names across releases, so they are checked again after a day; index.html always.
 */
export function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`) || file.includes('/assets/'))
    return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built web app at / and answers unknown paths: the app's index.html for page
 * navigations (history-mode routing), the 404 envelope for everything else.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = index !== null && fs.existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file (web/vite/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControlFor(file));
        webAppHeaders(reply);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      request.headers.accept?.includes('text/html');
    if (hasWeb && wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      webAppHeaders(reply);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 404,
      // The answer never repeats the request (a crafted address must not come back as text).
      msg: translate('routeNotFound', request.lang),
      data: null,
    });
  });
}
