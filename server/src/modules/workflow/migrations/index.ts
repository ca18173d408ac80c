import type { Migration } from 'kysely';
import * as engine from './20261126T1445_workflow_engine.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const workflowMigrations: Record<string, Migration> = {
  '20261126T1445_workflow_engine': engine,
};
