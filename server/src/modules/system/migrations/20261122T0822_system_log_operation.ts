import type { Kysely } from 'kysely';

// The operation log (category 3) names the record a write touched: the id in the URL, when it has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_sys_log').addColumn('object_id', 'varchar(50)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_sys_log').dropColumn('object_id').execute();
}
