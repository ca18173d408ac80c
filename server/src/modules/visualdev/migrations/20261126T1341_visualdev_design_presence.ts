import type { Kysely } from 'kysely';

// Who has which design open in the designer (docs/decisions/074-design-presence.md): one row per socket and
// design, written by the process holding the socket and refreshed by it, so every process reads the same
// list; and a revision per design, raised with every change, so a client keeps the newest list whatever
// order the lists of two processes arrive in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('base_visualdev_presence')
    .addColumn('socket_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('visualdev_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('process_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_visualdev_presence', ['socket_id', 'visualdev_id'])
    .execute();
  await db.schema
    .createIndex('ix_visualdev_presence_design')
    .on('base_visualdev_presence')
    .column('visualdev_id')
    .execute();
  await db.schema
    .createIndex('ix_visualdev_presence_process')
    .on('base_visualdev_presence')
    .columns(['process_id', 'seen_at'])
    .execute();
  await db.schema
    .createTable('base_visualdev_presence_revision')
    .addColumn('visualdev_id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_visualdev_presence_revision').execute();
  await db.schema.dropTable('base_visualdev_presence').execute();
}
