import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { GroupedWrites } from './db/grouped-writes.js';
import { MODULES } from './modules/index.js';
import { registerAccessHook } from './platform/auth/access.hook.js';
import { DataPermissionService } from './platform/auth/data-permission.js';
import { GrantsService } from './platform/auth/grants.service.js';
import { SessionService } from './platform/auth/session.service.js';
import { CacheRegistry } from './platform/cache-registry.js';
import { type Clock, systemClock } from './platform/clock.js';
import { registerCoreCaches } from './platform/core-caches.js';
import { DataSourceConnections } from './platform/data-sources/data-source-connections.js';
import { registerEmptyQueryParameters } from './platform/empty-query.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors.hook.js';
import { FileStore } from './platform/files/file-store.js';
import { langOfHeaders } from './platform/i18n/i18n.js';
import { registerFieldLabels, registerMessages } from './platform/i18n/messages.js';
import { BODY_LIMIT_BYTES } from './platform/limits.js';
import { KyselyLogSink } from './platform/logs/log-sink.js';
import { LogWriter } from './platform/logs/log-writer.js';
import { SqliteWorkerLogSink } from './platform/logs/sqlite-worker-sink.js';
import type { AppModule, PlatformHandles } from './platform/module.js';
import { registerOpenApi } from './platform/openapi.js';
import { createHub } from './platform/realtime/create-hub.js';
import { LocalSockets } from './platform/realtime/local-sockets.js';
import { RedisStore } from './platform/redis-store.js';
import { registerRequestLog } from './platform/request-log.hook.js';
import { registerRouteTable } from './platform/route-table.js';
import { JobRegistry } from './platform/scheduler/jobs.js';
import { TaskScheduler } from './platform/scheduler/scheduler.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import type { AppServices } from './platform/services.js';
import { SettingsService } from './platform/settings.js';
import { LogSmsSender, type SmsSender } from './platform/sms/sms-sender.js';
import { registerValidators } from './platform/validators.js';
import { registerWebApp } from './platform/web-app.js';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** the built log-sink worker; with a SQLite file, logs are then stored from that thread */
  logWorkerUrl?: URL;
  /** where text messages go; by default the server log */
  smsSender?: SmsSender;
  /** the areas to serve; every area of modules/index.ts by default (tests add one of their own) */
  modules?: readonly AppModule[];
}

/** The whole API as a Fastify instance; main.ts listens on it, tests call inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const modules = options.modules ?? MODULES;
  const app = Fastify({
    logger: options.logger ?? false,
    // Each API call is recorded in the request log table; stdout keeps start-up, warnings and errors.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // errors.hook.ts answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    // Routing failures and requests Node cannot parse answer the envelope too (decision 053).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true },
    },
  });

  const settings = new SettingsService(database.db, clock);
  const sink =
    database.file && options.logWorkerUrl
      ? new SqliteWorkerLogSink(database.file, options.logWorkerUrl)
      : new KyselyLogSink(database.db);
  const logs = new LogWriter(sink, (error) => app.log.error({ err: error }, 'log write failed'));
  const grants = new GrantsService(database.db, clock);
  const sockets = new LocalSockets();
  const services: AppServices = {
    config,
    db: database.db,
    dialect: database.dialect,
    writes: new GroupedWrites(database.db, database.dialect),
    versions: database.versions,
    clock,
    settings,
    sessions: new SessionService(database.db, clock, settings),
    grants,
    dataPermissions: new DataPermissionService(database.db, grants, database.versions, clock),
    logs,
    files: new FileStore(config.dataDir, database.db, clock, config.secret),
    sms: options.smsSender ?? new LogSmsSender(app.log),
    caches: new CacheRegistry(),
    redis: config.redisUrl
      ? new RedisStore(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis unreachable'))
      : null,
    realtime: { hub: createHub(config.redisUrl, sockets, app.log), methods: new Map(), initContributors: [] },
    sockets,
    dataSources: new DataSourceConnections(
      database.db,
      database.dialect,
      database.driver,
      config,
      database.versions,
      (error) => app.log.warn({ err: error }, 'data source connection dropped'),
    ),
    jobs: new JobRegistry(),
    ping: () => database.ping(),
  };
  app.decorate('services', services);
  // Scheduled tasks: main.ts starts the timers; tests call runDue() with their clock.
  const scheduler = new TaskScheduler(services, database.backup, (error) =>
    app.log.error({ err: error }, 'scheduled task look failed'),
  );
  app.decorate('scheduler', scheduler);
  registerCoreCaches(services);
  const platform: PlatformHandles = { backup: database.backup };
  for (const module of modules) {
    if (module.messages) registerMessages(module.messages);
    if (module.fieldLabels) registerFieldLabels(module.fieldLabels);
    if (module.jobs) services.jobs.addJobs(module.jobs);
    if (module.taskTargets) services.jobs.addTargets(module.taskTargets);
    module.setup?.(services, platform);
  }
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('session', null);
  app.decorateRequest('grants', null);
  app.decorateRequest('context', null as never);
  // Callback-style hooks where nothing is awaited: they skip a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langOfHeaders(request.headers);
    done();
  });
  const undeclared: string[] = [];
  // Every API route says who may call it; one that forgot would otherwise be open to any signed-in user.
  // The docs and the web app's files are public.
  app.addHook('onRoute', (route) => {
    const isDocs = route.url.startsWith('/api/docs');
    if (isDocs || !route.url.startsWith('/api/')) route.config = { ...route.config, access: 'public' };
    else if (!(route.config as { access?: unknown } | undefined)?.access)
      undeclared.push(`${route.method} ${route.url}`);
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await logs.close();
    await services.redis?.close();
    await services.realtime.hub.close();
    await services.dataSources.close();
  });

  registerRouteTable(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerValidators(app);
  registerEmptyQueryParameters(app);
  registerAccessHook(app);
  registerRequestLog(app);
  await app.register(formbody);
  await registerOpenApi(app);

  for (const module of modules)
    for (const routes of module.routes ?? []) await app.register(routes, platform);

  if (undeclared.length > 0)
    throw new Error(`routes without config.access ('public', 'user' or a menu): ${undeclared.join(', ')}`);
  await registerWebApp(app, config.webDist);
  return app;
}
