import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Online development: designs (their draft), the released snapshots live pages run, and the records of
// designs kept as JSON. enabled_mark of a design is its state: 1 released.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_visualdev'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(50)')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('web_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('db_link_id', 'varchar(50)')
    .addColumn('tables', 'text')
    .addColumn('form_data', 'text')
    .addColumn('column_data', 'text')
    .addColumn('flow_template_json', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('released_version', 'integer')
    .addColumn('release_time', 'bigint')
    .addColumn('release_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ix_visualdev_type')
    .on('base_visualdev')
    .columns(['type', 'sort_code'])
    .execute();

  await db.schema
    .createTable('base_visualdev_release')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('visualdev_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('web_type', 'integer', (c) => c.notNull())
    .addColumn('db_link_id', 'varchar(50)')
    .addColumn('tables', 'text')
    .addColumn('form_data', 'text')
    .addColumn('column_data', 'text')
    .addColumn('flow_template_json', 'text')
    .addColumn('release_time', 'bigint', (c) => c.notNull())
    .addColumn('release_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ux_visualdev_release_version')
    .on('base_visualdev_release')
    .columns(['visualdev_id', 'version'])
    .unique()
    .execute();

  await baseColumns(db.schema.createTable('base_visualdev_modeldata'))
    .addColumn('visualdev_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_visualdev_modeldata_design')
    .on('base_visualdev_modeldata')
    .columns(['visualdev_id', 'creator_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_visualdev_modeldata').execute();
  await db.schema.dropTable('base_visualdev_release').execute();
  await db.schema.dropTable('base_visualdev').execute();
}
