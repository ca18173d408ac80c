import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentOf } from './client-info.js';
import { LogCategory, type LogRow } from './logs/log-writer.js';

// File transfers, health probes and the API docs are not business requests (server-facts §2 Logs).
const UNLOGGED = /^\/api\/(file|health|docs)(\/|$|\?)/;

/** What every request and exception log row says about the request: who, from where, what. */
export function requestLogRow(app: FastifyInstance, request: FastifyRequest): LogRow {
  const agent = agentOf(request);
  return {
    category: LogCategory.request,
    userId: request.session?.user.id ?? null,
    userName: request.session?.user.realName ?? null,
    ipAddress: request.ip,
    requestUrl: request.url.slice(0, 500),
    requestMethod: request.method,
    platForm: agent.os,
    browser: agent.browser,
    creatorTime: app.services.clock.now(),
  };
}

/** One request-log row per API call: method, URL, status, duration, user, IP. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !UNLOGGED.test(request.url)) {
      const row = requestLogRow(app, request);
      row.requestStatus = reply.statusCode;
      row.requestDuration = Math.round(reply.elapsedTime);
      app.services.logs.write(row);
    }
    done();
  });
}
