import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Notices and system messages (reference/server-facts.md §1 'Message and IM': BASE_MESSAGE,
// BASE_MESSAGERECEIVE). A message is written once; each recipient gets one receive row, which carries
// that user's read state. The receive row's key is (user_id, message_id): the inbox of one user is a
// range of the primary key, a release cannot give a user the same message twice, and the message
// centre names a row by the message id alone (DELETE /api/message/Record {ids}).
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_message'))
    // 1 notice (HTML body), 2 system message (JSON body with its own type)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body_text', 'text')
    .addColumn('release_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ix_message_type_time')
    .on('base_message')
    .columns(['type', 'creator_time'])
    .execute();

  await db.schema
    .createTable('base_message_receive')
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint')
    .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pk_message_receive', ['user_id', 'message_id'])
    .execute();
  // Deleting a notice removes every user's row of it.
  await db.schema
    .createIndex('ix_message_receive_message')
    .on('base_message_receive')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_message_receive').execute();
  await db.schema.dropTable('base_message').execute();
}
