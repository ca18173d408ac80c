import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Scheduled tasks (定时任务) and one log row per firing. The log row is also the lease: the unique
// (task_id, firing_key) index lets exactly one server process claim a firing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_time_task'))
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('execute_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('execute_content', 'text', (c) => c.notNull())
    .addColumn('execute_cycle_json', 'varchar(200)')
    .addColumn('last_run_time', 'bigint')
    .addColumn('next_run_time', 'bigint')
    .addColumn('run_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ux_time_task_code').on('base_time_task').column('en_code').unique().execute();
  await db.schema
    .createIndex('ix_time_task_due')
    .on('base_time_task')
    .columns(['enabled_mark', 'next_run_time'])
    .execute();

  await db.schema
    .createTable('base_time_task_log')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('firing_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('firing_time', 'bigint', (c) => c.notNull())
    .addColumn('run_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('duration', 'integer')
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('runner', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ux_time_task_log_firing')
    .on('base_time_task_log')
    .columns(['task_id', 'firing_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_time_task_log_task')
    .on('base_time_task_log')
    .columns(['task_id', 'start_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_time_task_log').execute();
  await db.schema.dropTable('base_time_task').execute();
}
