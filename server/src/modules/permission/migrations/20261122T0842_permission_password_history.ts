import type { Kysely } from 'kysely';

// The salted hashes of the passwords a user has set, so a new password can be refused when it repeats
// one of the last N (系统配置 › disableOldPassword).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_user_password_history')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('password', 'varchar(200)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_user_password_history_user')
    .on('base_user_password_history')
    .columns(['user_id', 'creator_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_user_password_history').execute();
}
