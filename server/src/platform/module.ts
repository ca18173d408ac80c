import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { SeedExamples } from '../db/seed/examples.js';
import type { MessageTable } from './i18n/messages.js';
import type { SeedMenu } from './menus.js';
import type { JobDefinition, TaskTarget } from './scheduler/jobs.js';
import type { AppServices } from './services.js';

/**
 * One area of the product (oauth, permission, system, …): everything it brings, declared in its folder's
 * module.ts. buildApp() takes the list in modules/index.ts and wires each part where it belongs; no central
 * file names an area's routes, messages, jobs or caches (docs/decisions/058-module-kernel.md).
 */
export interface AppModule {
  /** the folder name: oauth, permission, system, systemData, … */
  name: string;
  /** server sentences, key → { zh, en, zhtw } (kept beside the module in <area>.messages.ts) */
  messages?: MessageTable;
  /** schema changes, key `<UTC YYYYMMDDTHHMM>_<area>_<name>` (docs/decisions/054-migration-names.md) */
  migrations?: Record<string, Migration>;
  /** field names for validation messages, field → { zh, en, zhtw } */
  fieldLabels?: MessageTable;
  /** the menus (and their buttons) the area seeds, parents before children */
  menus?: SeedMenu[];
  /** example records a first start writes, never an existing database (db/seed/examples.ts, decision 066) */
  examples?: SeedExamples;
  /** jobs a scheduled task may run (系统调度); their names are stored in tasks, so never rename one */
  jobs?: Record<string, JobDefinition>;
  /** what tasks of another execute type run, by type ('interface': a data interface) */
  taskTargets?: Record<string, TaskTarget>;
  /**
   * Run once when the app is built, before any route: register caches for the 缓存管理 screen, realtime
   * client methods and initMessage contributors. `platform` holds what only start-up may touch.
   */
  setup?(services: AppServices, platform: PlatformHandles): void;
  /**
   * Background work of a running server (a daily prune, …), started by main.ts once it listens; tests build
   * apps without it. Timers must be unref'd so they never keep a stopping process alive.
   */
  start?(services: AppServices, onError: (error: unknown) => void): void;
  /**
   * Examples that only the running app can make (decision 079): run once, by the process whose seed wrote a
   * first start's examples, after the app is built and before it listens (example requests run through the
   * workflow engine as their people would run them).
   */
  firstStart?(services: AppServices): Promise<void>;
  /** the area's HTTP routes (and its WebSocket route), registered as Fastify plugins in this order */
  routes?: RoutePlugin[];
}

/** What start-up hands a module beyond the services: the database handle's backup hook. */
export interface PlatformHandles {
  backup: DatabaseHandle['backup'];
}

export type RoutePlugin = (app: FastifyInstance, platform: PlatformHandles) => Promise<void>;

/** Typed identity: a module file reads `export const systemModule = defineModule({ … })`. */
export function defineModule(module: AppModule): AppModule {
  return module;
}
