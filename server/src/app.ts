import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { fileRoutes } from './modules/file/file.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { chatRoutes } from './modules/message/chat.routes.js';
import { messageCenterRoutes } from './modules/message/message-center.routes.js';
import { noticeRoutes } from './modules/message/notice.routes.js';
import { websocketRoutes } from './modules/message/websocket.routes.js';
import { oauthRoutes } from './modules/oauth/oauth.routes.js';
import { authorizeRoutes } from './modules/permission/authorize.routes.js';
import { currentUserRoutes } from './modules/permission/current.routes.js';
import { explainRoutes } from './modules/permission/explain.routes.js';
import { organizeRoutes } from './modules/permission/organize.routes.js';
import { organizeAdminRoutes } from './modules/permission/organize-admin.routes.js';
import { positionRoutes } from './modules/permission/position.routes.js';
import { roleRoutes } from './modules/permission/role.routes.js';
import { userRoutes } from './modules/permission/user.routes.js';
import { userRelationRoutes } from './modules/permission/user-relation.routes.js';
import { areaRoutes } from './modules/system/area.routes.js';
import { billRuleRoutes } from './modules/system/bill-rule.routes.js';
import { cacheRoutes } from './modules/system/cache.routes.js';
import { registerCoreCaches } from './modules/system/cache.service.js';
import { dataAuthorizeRoutes } from './modules/system/data-authorize.routes.js';
import { dictionaryRoutes } from './modules/system/dictionary.routes.js';
import { iconRoutes } from './modules/system/icon.routes.js';
import { languageRoutes } from './modules/system/language.routes.js';
import { logRoutes } from './modules/system/log.routes.js';
import { menuRoutes } from './modules/system/menu.routes.js';
import { menuTransferRoutes } from './modules/system/menu-transfer.routes.js';
import { moduleItemRoutes } from './modules/system/module-item.routes.js';
import { monitorRoutes } from './modules/system/monitor.routes.js';
import { onlineUserRoutes } from './modules/system/online-user.routes.js';
import { scheduleTaskRoutes } from './modules/system/schedule/schedule-task.routes.js';
import { TaskScheduler } from './modules/system/schedule/scheduler.js';
import { sysConfigRoutes } from './modules/system/sys-config.routes.js';
import { dataBackupRoutes } from './modules/systemData/data-backup.routes.js';
import { dataInterfaceRoutes } from './modules/systemData/data-interface.routes.js';
import { dataModelRoutes } from './modules/systemData/data-model.routes.js';
import { dataSourceRoutes } from './modules/systemData/data-source.routes.js';
import { dataSyncRoutes } from './modules/systemData/data-sync/data-sync.routes.js';
import { mapRoutes } from './modules/systemData/map/map.routes.js';
import { registerAccessHook } from './platform/auth/access.hook.js';
import { DataScopeService } from './platform/auth/data-scope.js';
import { GrantsService } from './platform/auth/grants.service.js';
import { SessionService } from './platform/auth/session.service.js';
import { CacheRegistry } from './platform/cache-registry.js';
import { type Clock, systemClock } from './platform/clock.js';
import { DataSourceConnections } from './platform/data-sources/data-source-connections.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors.hook.js';
import { FileStore } from './platform/files/file-store.js';
import { langOfHeaders } from './platform/i18n/i18n.js';
import { BODY_LIMIT_BYTES } from './platform/limits.js';
import { KyselyLogSink } from './platform/logs/log-sink.js';
import { LogWriter } from './platform/logs/log-writer.js';
import { SqliteWorkerLogSink } from './platform/logs/sqlite-worker-sink.js';
import { registerOpenApi } from './platform/openapi.js';
import { createHub } from './platform/realtime/create-hub.js';
import { LocalSockets } from './platform/realtime/local-sockets.js';
import { RedisStore } from './platform/redis-store.js';
import { registerRequestLog } from './platform/request-log.hook.js';
import { registerRouteTable } from './platform/route-table.js';
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
}

/** The whole API as a Fastify instance; main.ts listens on it, tests call inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
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
    versions: database.versions,
    clock,
    settings,
    sessions: new SessionService(database.db, clock, settings),
    grants,
    dataScopes: new DataScopeService(database.db, grants, database.versions, clock),
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
    ping: () => database.ping(),
  };
  app.decorate('services', services);
  // Scheduled tasks: main.ts starts the timers; tests call runDue() with their clock.
  const scheduler = new TaskScheduler(services, database.backup, (error) =>
    app.log.error({ err: error }, 'scheduled task look failed'),
  );
  app.decorate('scheduler', scheduler);
  registerCoreCaches(services);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('session', null);
  app.decorateRequest('grants', null);
  // Callback-style hooks where nothing is awaited: they skip a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langOfHeaders(request.headers);
    done();
  });
  // Routes that declare nothing need a signed-in user, except the docs and the web app's files.
  app.addHook('onRoute', (route) => {
    const isDocs = route.url.startsWith('/api/docs');
    if (isDocs || !route.url.startsWith('/api/')) route.config = { ...route.config, access: 'public' };
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
  registerAccessHook(app);
  registerRequestLog(app);
  await app.register(formbody);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(oauthRoutes);
  await app.register(fileRoutes);
  await app.register(logRoutes);
  await app.register(currentUserRoutes);
  await app.register(organizeRoutes);
  await app.register(organizeAdminRoutes);
  await app.register(positionRoutes);
  await app.register(roleRoutes);
  await app.register(userRelationRoutes);
  await app.register(authorizeRoutes);
  await app.register(explainRoutes);
  await app.register(userRoutes);
  await app.register(onlineUserRoutes);
  await app.register(menuRoutes);
  await app.register(menuTransferRoutes);
  await app.register(areaRoutes);
  await app.register(moduleItemRoutes);
  await app.register(monitorRoutes);
  await app.register(sysConfigRoutes);
  await app.register(dataAuthorizeRoutes);
  await app.register(billRuleRoutes);
  await app.register(dictionaryRoutes);
  await app.register(cacheRoutes);
  await app.register(iconRoutes);
  await app.register(languageRoutes);
  await app.register(scheduleTaskRoutes);
  await app.register(dataSourceRoutes);
  await app.register(dataModelRoutes);
  await app.register(dataInterfaceRoutes);
  await app.register(websocketRoutes);
  await app.register(noticeRoutes);
  await app.register(messageCenterRoutes);
  await app.register(dataBackupRoutes, { sqliteBackup: database.backup });
  await app.register(mapRoutes);
  await app.register(dataSyncRoutes);
  await app.register(chatRoutes);

  await registerWebApp(app, config.webDist);
  return app;
}
