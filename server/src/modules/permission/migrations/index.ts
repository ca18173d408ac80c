import type { Migration } from 'kysely';
import * as userProfile from './20261122T0424_permission_user_profile.js';
import * as userList from './20261122T0545_permission_user_list.js';
import * as userSearchFts from './20261122T0622_permission_user_search_fts.js';
import * as organizeAdministrator from './20261122T0709_permission_organize_administrator.js';
import * as passwordHistory from './20261122T0842_permission_password_history.js';
import * as passwordChangeRequired from './20261126T0115_permission_password_change_required.js';
import * as userListSearchAndCount from './20261126T0345_permission_user_list_search_and_count.js';
import * as seededTypes from './20261126T1027_permission_seeded_types.js';
import * as menuAddresses from './20261126T1030_permission_menu_addresses.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const permissionMigrations: Record<string, Migration> = {
  '20261122T0424_permission_user_profile': userProfile,
  '20261122T0545_permission_user_list': userList,
  '20261122T0622_permission_user_search_fts': userSearchFts,
  '20261122T0709_permission_organize_administrator': organizeAdministrator,
  '20261122T0842_permission_password_history': passwordHistory,
  '20261126T0115_permission_password_change_required': passwordChangeRequired,
  '20261126T0345_permission_user_list_search_and_count': userListSearchAndCount,
  '20261126T1027_permission_seeded_types': seededTypes,
  '20261126T1030_permission_menu_addresses': menuAddresses,
};
