import { type Kysely, sql } from 'kysely';
import { isDefaultAdminPassword } from '../../../platform/auth/default-password.js';

// 1 while the user must change the password before using the product: the seeded administrator with the
// published default password admin123 (decision 052). The seed sets it; every password change or reset
// clears it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('base_user')
    .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A database seeded by an earlier release: an administrator who still signs in with admin123 is asked
  // too. (On a fresh database there is nobody yet; the seed decides.)
  const admins = await sql<{ id: string; password: string }>`
    select id, password from base_user where is_administrator = 1 and delete_mark is null`.execute(db);
  for (const admin of admins.rows) {
    if (await isDefaultAdminPassword(admin.password))
      await sql`update base_user set password_change_required = 1 where id = ${admin.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_user').dropColumn('password_change_required').execute();
}
