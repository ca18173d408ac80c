import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Grants } from './auth/grants.service.js';
import { agentOf } from './client-info.js';
import { LogCategory, type LogRow } from './logs/log-writer.js';
import { redactUrl } from './logs/redact-url.js';

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
    // A token or password in the query never reaches the log (decision 052).
    requestUrl: redactUrl(request.url).slice(0, 500),
    requestMethod: request.method,
    platForm: agent.os,
    browser: agent.browser,
    creatorTime: app.services.clock.now(),
  };
}

/** The menu's and the button's names as the user's grants hold them (an administrator's hold every menu). */
function operationNames(grants: Grants, module: string, button: string) {
  const moduleId = grants.moduleIdByCode.get(module);
  if (!moduleId) return { moduleName: module, action: button };
  const menu = grants.menus.find((m) => m.id === moduleId);
  const item = grants.byModule.get(moduleId)?.button.find((b) => b.enCode === button);
  return { moduleName: menu?.fullName ?? module, action: item?.fullName ?? button };
}

/**
 * The operation log (category 3): a successful write to a route guarded by a menu button, with the menu's
 * and the button's names and the record id of the URL. Runs after the answer went out; reads never get here.
 */
async function writeOperation(
  app: FastifyInstance,
  request: FastifyRequest,
  access: { module: string; button: string },
  base: LogRow,
): Promise<void> {
  const session = request.session;
  if (!session) return;
  // Non-administrators had their grants read by the access check; an administrator's come from the cache.
  const grants = request.grants ?? (await app.services.grants.of(session.user));
  const { moduleName, action } = operationNames(grants, access.module, access.button);
  const id = (request.params as { id?: unknown } | undefined)?.id;
  app.services.logs.write({
    ...base,
    category: LogCategory.operation,
    moduleName: moduleName.slice(0, 100),
    abstracts: action,
    objectId: typeof id === 'string' ? id.slice(0, 50) : null,
  });
}

/** One request-log row per API call: method, URL, status, duration, user, IP; and the operation log. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !UNLOGGED.test(request.url)) {
      const row = requestLogRow(app, request);
      row.requestStatus = reply.statusCode;
      row.requestDuration = Math.round(reply.elapsedTime);
      app.services.logs.write(row);
      if (request.method !== 'GET' && reply.statusCode < 400) {
        const access = request.routeOptions.config?.access;
        if (typeof access === 'object' && access.button) {
          writeOperation(app, request, { module: access.module, button: access.button }, row).catch((error) =>
            request.log.error({ err: error }, 'operation log failed'),
          );
        }
      }
    }
    done();
  });
}
