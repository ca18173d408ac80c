import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, RequestContext } from '../context.js';
import { forbidden, sessionError } from '../errors.js';
import { asLang } from '../i18n/i18n.js';
import type { Access } from '../services.js';
import { grantsAllow } from './grants-allow.js';

const ANONYMOUS: Actor = { kind: 'anonymous' };

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** Enforces each route's declared access before its body is read. */
export function registerAccessHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Unknown routes answer 404, whoever asks.
    if (request.is404) return;
    const access: Access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') {
      request.context = new RequestContext(app.services, ANONYMOUS, request.lang);
      return;
    }
    const token = tokenOf(request);
    if (!token) throw sessionError(600, 'auth.expired');
    const session = await app.services.sessions.resolve(token);
    request.session = session;
    request.lang = asLang(session.user.language) ?? request.lang;
    if (access !== 'user' && !session.user.isAdministrator) {
      const grants = await app.services.grants.of(session.user);
      request.grants = grants;
      if (!grantsAllow(grants, access)) throw forbidden();
    }
    request.context = new RequestContext(
      app.services,
      { kind: 'user', session },
      request.lang,
      request.grants,
    );
  });
}
