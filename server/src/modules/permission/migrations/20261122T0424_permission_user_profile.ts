import type { Kysely } from 'kysely';

// The personal fields of BASE_USER (server-facts §1) that 001 left out: the profile screen edits them.
// One ALTER per column: SQLite adds a single column per statement.
const COLUMNS: [name: string, type: 'bigint' | `varchar(${number})`][] = [
  ['birthday', 'bigint'],
  ['tele_phone', 'varchar(20)'],
  ['landline', 'varchar(20)'],
  ['nation', 'varchar(50)'],
  ['native_place', 'varchar(100)'],
  ['entry_date', 'bigint'],
  ['certificates_type', 'varchar(20)'],
  ['certificates_number', 'varchar(50)'],
  ['education', 'varchar(20)'],
  ['urgent_contacts', 'varchar(50)'],
  ['urgent_tele_phone', 'varchar(20)'],
  ['postal_address', 'varchar(200)'],
  ['signature', 'varchar(500)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('base_user').addColumn(name, type).execute();
  }
  // Subordinates are looked up by their manager.
  await db.schema.createIndex('idx_user_manager').on('base_user').column('manager_id').execute();
  // "My system log" pages one user's rows of a category, newest first, without scanning everyone's.
  await db.schema
    .createIndex('idx_sys_log_user')
    .on('base_sys_log')
    .columns(['user_id', 'category', 'creator_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idx_sys_log_user').execute();
  await db.schema.dropIndex('idx_user_manager').execute();
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable('base_user').dropColumn(name).execute();
  }
}
