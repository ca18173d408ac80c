import type { Migration } from 'kysely';
import * as m001 from './001_foundation.js';
import * as m002 from './002_user_profile.js';
import * as m003 from './003_login_tickets.js';
import * as m004 from './004_user_list.js';
import * as m005 from './005_module_item_bind_table.js';
import * as m006 from './006_user_search_fts.js';
import * as m007 from './007_data_authorize.js';
import * as m008 from './008_organize_administrator.js';
import * as m009 from './009_dictionary.js';
import * as m010 from './010_areas.js';
import * as m011 from './011_bill_rule.js';
import * as m012 from './012_icons.js';
import * as m013 from './013_language.js';
import * as m014 from './014_log_operation.js';
import * as m015 from './015_password_history.js';
import * as m016 from './016_time_task.js';
import * as m017 from './017_message.js';
import * as m018 from './018_im.js';
import * as m019c from './019_data_model_comments.js';
import * as m019 from './019_data_source.js';
import * as m020 from './020_data_interface.js';
import * as m021 from './021_data_backup.js';
import * as m022 from './022_map.js';
import * as m023 from './023_password_change_required.js';
import * as m024 from './024_seed_applied.js';
import * as m025 from './025_data_interface_callers.js';

/** Numbered migrations, one set for both dialects. Add new ones at the end; never edit a released one. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_user_profile': m002,
  '003_login_tickets': m003,
  '004_user_list': m004,
  '005_module_item_bind_table': m005,
  '006_user_search_fts': m006,
  '007_data_authorize': m007,
  '008_organize_administrator': m008,
  '009_dictionary': m009,
  '011_bill_rule': m011,
  '010_areas': m010,
  '012_icons': m012,
  '013_language': m013,
  '014_log_operation': m014,
  '015_password_history': m015,
  '016_time_task': m016,
  '020_data_interface': m020,
  '017_message': m017,
  '018_im': m018,
  '019_data_source': m019,
  '019_data_model_comments': m019c,
  '021_data_backup': m021,
  '022_map': m022,
  '023_password_change_required': m023,
  '024_seed_applied': m024,
  '025_data_interface_callers': m025,
};
