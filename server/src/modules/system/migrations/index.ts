import type { Migration } from 'kysely';
import * as moduleItemBindTable from './20261122T0555_system_module_item_bind_table.js';
import * as dataAuthorize from './20261122T0701_system_data_authorize.js';
import * as billRule from './20261122T0807_system_bill_rule.js';
import * as areas from './20261122T0809_system_areas.js';
import * as dictionary from './20261122T0812_system_dictionary.js';
import * as icons from './20261122T0822_system_icons.js';
import * as language from './20261122T0822_system_language.js';
import * as logOperation from './20261122T0822_system_log_operation.js';
import * as timeTask from './20261122T0841_system_time_task.js';
import * as menuAddresses from './20261126T1030_system_menu_addresses.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const systemMigrations: Record<string, Migration> = {
  '20261122T0555_system_module_item_bind_table': moduleItemBindTable,
  '20261122T0701_system_data_authorize': dataAuthorize,
  '20261122T0807_system_bill_rule': billRule,
  '20261122T0809_system_areas': areas,
  '20261122T0812_system_dictionary': dictionary,
  '20261122T0822_system_icons': icons,
  '20261122T0822_system_language': language,
  '20261122T0822_system_log_operation': logOperation,
  '20261122T0841_system_time_task': timeTask,
  '20261126T1030_system_menu_addresses': menuAddresses,
};
