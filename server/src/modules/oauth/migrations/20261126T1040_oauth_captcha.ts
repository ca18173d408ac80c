import type { Kysely } from 'kysely';

// Image captchas (图形验证码) of the login and of the password change (decision 065). Kept in the database,
// not in process memory, so the process that checks one need not be the one that drew it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_captcha')
    // the key the client drew the image under (its "timestamp", a random number)
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_captcha_expires').on('base_captcha').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_captcha').execute();
}
