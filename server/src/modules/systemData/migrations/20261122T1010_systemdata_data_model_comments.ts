import type { Kysely } from 'kysely';

// 数据建模: descriptions of designed tables and columns where the database keeps none (SQLite), and
// the register of tables the designer made in the platform's own database (column_name '' = the
// table itself): only those may be altered or dropped there; every other table of source '0' is the
// platform's. PostgreSQL and MySQL sources keep their comments in the database itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_db_comment')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('link_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('column_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('comment', 'varchar(200)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ux_db_comment_column')
    .on('base_db_comment')
    .columns(['link_id', 'table_name', 'column_name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_db_comment').execute();
}
