import type { Migration } from 'kysely';
import * as foundation from './20261122T0219_core_foundation.js';
import * as seedApplied from './20261126T0044_core_seed_applied.js';

/**
 * The foundation every area builds on, keyed by file name (docs/decisions/054-migration-names.md). An
 * area's own schema changes live in modules/<area>/migrations/.
 */
export const coreMigrations: Record<string, Migration> = {
  '20261122T0219_core_foundation': foundation,
  '20261126T0044_core_seed_applied': seedApplied,
};
