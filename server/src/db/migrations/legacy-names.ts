import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { compareKeys } from './migration-keys.js';

/**
 * The names migrations had up to release 740bed6 (numbered, in one folder), and their keys since
 * (decision 054). Frozen: databases of those releases carry these names in kysely_migration.
 */
export const LEGACY_MIGRATION_KEYS: Readonly<Record<string, string>> = Object.freeze({
  '001_foundation': '20261122T0219_core_foundation',
  '002_user_profile': '20261122T0424_permission_user_profile',
  '003_login_tickets': '20261122T0424_oauth_login_tickets',
  '004_user_list': '20261122T0545_permission_user_list',
  '005_module_item_bind_table': '20261122T0555_system_module_item_bind_table',
  '006_user_search_fts': '20261122T0622_permission_user_search_fts',
  '007_data_authorize': '20261122T0701_system_data_authorize',
  '008_organize_administrator': '20261122T0709_permission_organize_administrator',
  '009_dictionary': '20261122T0812_system_dictionary',
  '010_areas': '20261122T0809_system_areas',
  '011_bill_rule': '20261122T0807_system_bill_rule',
  '012_icons': '20261122T0822_system_icons',
  '013_language': '20261122T0822_system_language',
  '014_log_operation': '20261122T0822_system_log_operation',
  '015_password_history': '20261122T0842_permission_password_history',
  '016_time_task': '20261122T0841_system_time_task',
  '017_message': '20261122T0954_message_message',
  '018_im': '20261122T0952_message_im',
  '019_data_model_comments': '20261122T1010_systemdata_data_model_comments',
  '019_data_source': '20261122T0951_systemdata_data_source',
  '020_data_interface': '20261122T0955_systemdata_data_interface',
  '021_data_backup': '20261122T0951_systemdata_data_backup',
  '022_map': '20261122T0951_systemdata_map',
  '023_password_change_required': '20261126T0115_permission_password_change_required',
  '024_seed_applied': '20261126T0044_core_seed_applied',
  '025_data_interface_callers': '20261126T0055_systemdata_data_interface_callers',
});

/** Kysely's own bookkeeping table (its default name, which the Migrator keeps). */
interface MigrationBookkeeping {
  kysely_migration: { name: string; timestamp: string };
}

/**
 * Renames the rows of migrations a database ran under their legacy names to their keys, before the Migrator
 * looks. Kysely orders executed migrations by their timestamp and requires that order to equal the order of
 * the declared names (its "corrupted migrations" check); legacy rows ran in another order (011 before 010,
 * and a fresh install in number order), so each renamed row is also re-stamped: taken in key order, it keeps
 * its own time unless that is not after the previous row's, then it gets that time plus 1 ms. One
 * transaction; a database without legacy rows (new, or already renamed) is left as it is. Answers how many
 * rows it renamed.
 */
export async function renameLegacyMigrations(database: Db): Promise<number> {
  const db = database as unknown as Kysely<MigrationBookkeeping>;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return 0;
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('kysely_migration').select(['name', 'timestamp']).execute();
    const legacy = rows
      .filter((row) => Object.hasOwn(LEGACY_MIGRATION_KEYS, row.name))
      .map((row) => ({
        from: row.name,
        key: LEGACY_MIGRATION_KEYS[row.name],
        time: Date.parse(row.timestamp),
      }))
      .sort((a, b) => compareKeys(a.key, b.key));
    let previous = -1;
    let renamed = 0;
    for (const row of legacy) {
      previous = Math.max(Number.isFinite(row.time) ? row.time : 0, previous + 1);
      // `where name = legacy`: a second process renaming at the same moment finds nothing left to rename.
      const result = await trx
        .updateTable('kysely_migration')
        .set({ name: row.key, timestamp: new Date(previous).toISOString() })
        .where('name', '=', row.from)
        .executeTakeFirst();
      renamed += Number(result.numUpdatedRows);
    }
    return renamed;
  });
}
