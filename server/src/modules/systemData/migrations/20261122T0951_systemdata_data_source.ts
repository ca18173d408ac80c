import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Data sources (数据连接) the platform can reach, and the library of common fields (常用字段) the
// data-model designer picks from. The password column holds AES-256-GCM ciphertext, never the password.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_db_link'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)')
    .addColumn('port', 'integer')
    .addColumn('user_name', 'varchar(100)')
    .addColumn('password', 'text')
    .addColumn('service_name', 'varchar(200)')
    .addColumn('db_schema', 'varchar(100)')
    .addColumn('table_space', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('ix_db_link_type')
    .on('base_db_link')
    .columns(['db_type', 'sort_code'])
    .execute();

  await baseColumns(db.schema.createTable('base_common_fields'))
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('data_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('data_length', 'varchar(20)')
    .addColumn('allow_null', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('default_value', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('ux_common_fields_field')
    .on('base_common_fields')
    .column('field')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_common_fields').execute();
  await db.schema.dropTable('base_db_link').execute();
}
