import type { Migration } from 'kysely';
import * as designs from './20261126T1100_visualdev_designs.js';
import * as presence from './20261126T1341_visualdev_design_presence.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const visualdevMigrations: Record<string, Migration> = {
  '20261126T1100_visualdev_designs': designs,
  '20261126T1341_visualdev_design_presence': presence,
};
