import type { Kysely } from 'kysely';

// The seed rows already written, by key, so that a start only adds rows a release has newly brought
// and never puts back what an administrator edited away, deleted or revoked (decision 048).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_seed_applied')
    .addColumn('seed_key', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('applied_time', 'bigint', (c) => c.notNull())
    .execute();
}
