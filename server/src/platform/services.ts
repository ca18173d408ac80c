import type { AppConfig } from '../config.js';
import type { Db, Dialect } from '../db/database.js';
import type { GroupedWrites } from '../db/grouped-writes.js';
import type { TableVersions } from '../db/table-versions.js';
import type { DataPermissionService } from './auth/data-permission.js';
import type { Grants, GrantsService } from './auth/grants.service.js';
import type { ActiveSession, SessionService } from './auth/session.service.js';
import type { CacheRegistry } from './cache-registry.js';
import type { Clock } from './clock.js';
import type { RequestContext } from './context.js';
import type { DataSourceConnections } from './data-sources/data-source-connections.js';
import type { FileStore } from './files/file-store.js';
import type { Lang } from './i18n/i18n.js';
import type { LogWriter } from './logs/log-writer.js';
import type { LocalSockets } from './realtime/local-sockets.js';
import type { Realtime } from './realtime/realtime.js';
import type { RedisStore } from './redis-store.js';
import type { JobRegistry } from './scheduler/jobs.js';
import type { SettingsService } from './settings.js';
import type { SmsSender } from './sms/sms-sender.js';

/** Everything a module needs, built once per app by buildApp(). */
export interface AppServices {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  /** write transactions that may share a commit (db/grouped-writes.ts) */
  writes: GroupedWrites;
  /** write counters per table (db/table-versions.ts) */
  versions: TableVersions;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionService;
  grants: GrantsService;
  /** row and column permission per user and menu */
  dataPermissions: DataPermissionService;
  logs: LogWriter;
  files: FileStore;
  sms: SmsSender;
  /** this process's in-memory caches, for the 缓存管理 screen (cache-registry.ts) */
  caches: CacheRegistry;
  /** the platform's keys in Redis when REDIS_URL is set */
  redis: RedisStore | null;
  /** the realtime channel: publish frames, register client methods (realtime/realtime.ts) */
  realtime: Realtime;
  /** this process's open WebSocket connections (the WebSocket route adds and removes them) */
  sockets: LocalSockets;
  /** pooled connections to data sources by id, '0' = this database (data-sources/data-source-connections.ts) */
  dataSources: DataSourceConnections;
  /** what scheduled tasks can run, registered by modules */
  jobs: JobRegistry;
  ping(): Promise<boolean>;
}

/**
 * What a route requires: 'public' (no token), 'user' (any signed-in user), or a menu by enCode,
 * optionally with a button enCode of that menu. Routes that say nothing require a signed-in user.
 */
export type Access = 'public' | 'user' | { module: string; button?: string };

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    lang: Lang;
    session: ActiveSession | null;
    /** the caller's grants, when the access check needed them (non-administrators on menu routes) */
    grants: Grants | null;
    /** who acts, language, clock, services and scopes: what services take (platform/context.ts) */
    context: RequestContext;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The signed-in session of a route that requires one. */
export function sessionOf(request: { session: ActiveSession | null }): ActiveSession {
  if (!request.session) throw new Error('route declared public but reads the session');
  return request.session;
}
