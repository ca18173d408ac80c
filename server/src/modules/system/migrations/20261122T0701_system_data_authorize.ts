import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Row-level data permission (reference/server-facts.md §1, §5): the catalogue of fields a menu's
// schemes may filter on, and on each scheme how its condition groups join and whether it means "all data".
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_module_data_authorize'))
    .addColumn('module_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('string'))
    .addColumn('condition_symbol', 'varchar(200)', (c) => c.notNull())
    .addColumn('condition_text', 'varchar(100)')
    .addColumn('bind_table', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('idx_module_data_authorize_module')
    .on('base_module_data_authorize')
    .column('module_id')
    .execute();
  await db.schema
    .alterTable('base_module_scheme')
    .addColumn('match_logic', 'varchar(3)', (c) => c.notNull().defaultTo('and'))
    .execute();
  await db.schema
    .alterTable('base_module_scheme')
    .addColumn('all_data', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_module_scheme').dropColumn('all_data').execute();
  await db.schema.alterTable('base_module_scheme').dropColumn('match_logic').execute();
  await db.schema.dropTable('base_module_data_authorize').execute();
}
