import type { Migration } from 'kysely';
import { coreMigrations } from '../db/migrations/index.js';
import { mergeMigrations } from '../db/migrations/migration-keys.js';
import type { SeedMenu } from '../platform/menus.js';
import type { AppModule } from '../platform/module.js';
import { fileModule } from './file/module.js';
import { healthModule } from './health/module.js';
import { messageModule } from './message/module.js';
import { oauthModule } from './oauth/module.js';
import { permissionModule } from './permission/module.js';
import { systemModule } from './system/module.js';
import { systemDataModule } from './systemData/module.js';
import { visualdevModule } from './visualdev/module.js';
import { workflowModule } from './workflow/module.js';

/**
 * The product's areas. Adding one: a folder modules/<area>/ with its module.ts, and one line here
 * (docs/decisions/058-module-kernel.md).
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  oauthModule,
  fileModule,
  permissionModule,
  systemModule,
  systemDataModule,
  messageModule,
  visualdevModule,
  workflowModule,
];

/** Every migration: the core ones, then each module's; a malformed or doubled key stops the start. */
export const MIGRATIONS: Record<string, Migration> = mergeMigrations([
  coreMigrations,
  ...MODULES.map((module) => module.migrations ?? {}),
]);

/** Every seeded menu, in module order (a module's menus may sit under an earlier module's). */
export const MENUS: readonly SeedMenu[] = MODULES.flatMap((module) => module.menus ?? []);
