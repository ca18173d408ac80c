import type { Kysely } from 'kysely';

// 系统图标: SVG icons uploaded by administrators, kept (sanitised) in the row itself: they are small
// (under 100 KB) and served as images at /api/system/Icon/{name}. Menus refer to one as 'custom:<name>'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_icon')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('svg', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .addColumn('description', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_icon').execute();
}
