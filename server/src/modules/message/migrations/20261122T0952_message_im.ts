import type { Kysely } from 'kysely';

// Chat (即时聊天, server-facts §1 BASE_IMCONTENT / BASE_IMREPLY). Messages carry a pair key (the two
// user ids in order) so one index serves a conversation read both ways; the reply row of each
// ordered pair keeps the latest message, so the recent-chat list never scans the messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_im_content')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('pair_key', 'varchar(101)', (c) => c.notNull())
    .addColumn('send_user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('send_time', 'bigint', (c) => c.notNull())
    .addColumn('receive_user_id', 'varchar(50)', (c) => c.notNull())
    // when the receiver read it (null while unread)
    .addColumn('receive_time', 'bigint')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ix_im_content_pair')
    .on('base_im_content')
    .columns(['pair_key', 'send_time', 'id'])
    .execute();
  // unread counts per sender, and marking one sender's messages read
  await db.schema
    .createIndex('ix_im_content_unread')
    .on('base_im_content')
    .columns(['receive_user_id', 'state', 'send_user_id'])
    .execute();

  await db.schema
    .createTable('base_im_reply')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('receive_user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('receive_time', 'bigint', (c) => c.notNull())
    .addColumn('latest_message', 'text', (c) => c.notNull())
    .addColumn('message_type', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ux_im_reply_pair')
    .on('base_im_reply')
    .columns(['user_id', 'receive_user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('ix_im_reply_receiver').on('base_im_reply').column('receive_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_im_reply').execute();
  await db.schema.dropTable('base_im_content').execute();
}
