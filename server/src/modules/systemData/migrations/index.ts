import type { Migration } from 'kysely';
import * as dataBackup from './20261122T0951_systemdata_data_backup.js';
import * as dataSource from './20261122T0951_systemdata_data_source.js';
import * as map from './20261122T0951_systemdata_map.js';
import * as dataInterface from './20261122T0955_systemdata_data_interface.js';
import * as dataModelComments from './20261122T1010_systemdata_data_model_comments.js';
import * as dataInterfaceCallers from './20261126T0055_systemdata_data_interface_callers.js';
import * as dictionaryMenu from './20261126T1030_systemdata_dictionary_menu.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const systemdataMigrations: Record<string, Migration> = {
  '20261122T0951_systemdata_data_backup': dataBackup,
  '20261122T0951_systemdata_data_source': dataSource,
  '20261122T0951_systemdata_map': map,
  '20261122T0955_systemdata_data_interface': dataInterface,
  '20261122T1010_systemdata_data_model_comments': dataModelComments,
  '20261126T0055_systemdata_data_interface_callers': dataInterfaceCallers,
  '20261126T1030_systemdata_dictionary_menu': dictionaryMenu,
};
