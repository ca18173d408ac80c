import type { Kysely } from 'kysely';

// 多语言: translation entries the web app lays over its own texts (key = the web's dotted i18n key).
// zh is required; en and zhtw fall back to zh when empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_language')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('zh', 'varchar(500)', (c) => c.notNull())
    .addColumn('en', 'varchar(500)')
    .addColumn('zhtw', 'varchar(500)')
    .addColumn('description', 'text')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .addColumn('last_modify_time', 'bigint')
    .addColumn('last_modify_user_id', 'varchar(50)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_language').execute();
}
