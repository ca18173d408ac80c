import type { Migration } from 'kysely';
import * as engine from './20261126T1445_workflow_engine.js';
import * as runtime from './20261126T1700_workflow_runtime.js';
import * as systemForms from './20261126T1710_workflow_system_forms.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const workflowMigrations: Record<string, Migration> = {
  '20261126T1445_workflow_engine': engine,
  '20261126T1700_workflow_runtime': runtime,
  '20261126T1710_workflow_system_forms': systemForms,
};
