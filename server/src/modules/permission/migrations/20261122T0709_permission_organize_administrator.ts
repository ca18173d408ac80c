import { type Kysely, sql } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Delegated administration, 分级管理 (reference/server-facts.md §1 BASE_ORGANIZEADMINISTRATOR): which
// organisations a user may add to, edit or delete in, for the organisation itself (this layer) and for
// everything below it (sub layer). Each flag is 0 or 1.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_organize_administrator'))
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('organize_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('organize_type', 'varchar(20)')
    .addColumn('this_layer_add', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('this_layer_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('this_layer_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_add', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One live row per user and organisation; replaced settings are marked deleted and do not count.
  await db.schema
    .createIndex('ux_organize_administrator')
    .on('base_organize_administrator')
    .columns(['user_id', 'organize_id'])
    .unique()
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_organize_administrator').execute();
}
