import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// 数据备份 (server-facts §10 Data backup): one row per backup file of the platform's own database. The file
// lives under DATA_DIR (file_path is relative to it, never a path the browser sends); task_id names the
// scheduled task that made it, so that task's "keep the newest N" rule prunes only its own backups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_data_backup'))
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('file_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ix_data_backup_time')
    .on('base_data_backup')
    .columns(['delete_mark', 'creator_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_data_backup').execute();
}
