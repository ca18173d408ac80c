import type { Kysely } from 'kysely';

// Scan-login tickets and SMS login codes. Both live in the database, not in process memory, so every
// server process behind a load balancer sees the same ticket and counts the same limits.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_login_ticket')
    // sha-256 of the ticket the desktop holds; the ticket itself is never stored
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // waiting | scanned | confirming | confirmed | cancelled | consumed
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('browser', 'varchar(100)')
    .addColumn('os', 'varchar(100)')
    .addColumn('user_id', 'varchar(50)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('scanned_time', 'bigint')
    .addColumn('confirmed_time', 'bigint')
    // the session token, encrypted, between Confirm and the desktop's first poll
    .addColumn('token', 'varchar(300)')
    .addColumn('theme', 'varchar(20)')
    .execute();
  await db.schema
    .createIndex('idx_login_ticket_ip_time')
    .on('base_login_ticket')
    .columns(['ip_address', 'creator_time'])
    .execute();
  await db.schema
    .createIndex('idx_login_ticket_time')
    .on('base_login_ticket')
    .column('creator_time')
    .execute();

  await db.schema
    .createTable('base_sms_code')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    // HMAC of mobile and code under the server secret
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('idx_sms_code_mobile_time')
    .on('base_sms_code')
    .columns(['mobile', 'creator_time'])
    .execute();
  await db.schema
    .createIndex('idx_sms_code_ip_time')
    .on('base_sms_code')
    .columns(['ip_address', 'creator_time'])
    .execute();
  await db.schema.createIndex('idx_sms_code_time').on('base_sms_code').column('creator_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_sms_code').execute();
  await db.schema.dropTable('base_login_ticket').execute();
}
