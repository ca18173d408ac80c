import type { Migration } from 'kysely';
import { messageMigrations } from '../../modules/message/migrations/index.js';
import { oauthMigrations } from '../../modules/oauth/migrations/index.js';
import { permissionMigrations } from '../../modules/permission/migrations/index.js';
import { systemMigrations } from '../../modules/system/migrations/index.js';
import { systemdataMigrations } from '../../modules/systemData/migrations/index.js';
import * as foundation from './20261122T0219_core_foundation.js';
import * as seedApplied from './20261126T0044_core_seed_applied.js';
import { mergeMigrations } from './migration-keys.js';

/**
 * The foundation every area builds on, keyed by file name (docs/decisions/054-migration-names.md). An
 * area's own schema changes live in modules/<area>/migrations/.
 */
export const coreMigrations: Record<string, Migration> = {
  '20261122T0219_core_foundation': foundation,
  '20261126T0044_core_seed_applied': seedApplied,
};

/**
 * Every migration, one set for both dialects, run in key order. Listed here until each module declares
 * its own (platform/module.ts). Never edit a released migration: add a new one with the current UTC time.
 */
export const migrations: Record<string, Migration> = mergeMigrations([
  coreMigrations,
  oauthMigrations,
  permissionMigrations,
  systemMigrations,
  systemdataMigrations,
  messageMigrations,
]);
