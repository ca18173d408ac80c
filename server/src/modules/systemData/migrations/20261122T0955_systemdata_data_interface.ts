import { type Kysely, sql } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// 数据接口 (data interfaces). Their call log is the system log (category 6, object_id = the interface),
// written in batches by the log writer; the partial index serves the per-interface log list without
// costing the request log (object_id is null there) anything.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_data_interface'))
    .addColumn('category_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('db_link_id', 'varchar(50)', (c) => c.notNull().defaultTo('0'))
    .addColumn('data_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('request_method', 'varchar(10)', (c) => c.notNull().defaultTo('GET'))
    .addColumn('response_type', 'varchar(20)', (c) => c.notNull().defaultTo('json'))
    .addColumn('request_parameters', 'text')
    .addColumn('query', 'text')
    .addColumn('is_write', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ux_data_interface_code')
    .on('base_data_interface')
    .column('en_code')
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_data_interface_category')
    .on('base_data_interface')
    .columns(['category_id', 'sort_code'])
    .execute();
  await db.schema
    .createIndex('ix_sys_log_object')
    .on('base_sys_log')
    .columns(['object_id', 'category', 'creator_time'])
    .where(sql.ref('object_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ix_sys_log_object').execute();
  await db.schema.dropTable('base_data_interface').execute();
}
