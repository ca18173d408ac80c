import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// The workflow runtime (docs/decisions/078-workflow-runtime.md): requests with their engine state and a
// revision for compare-and-set, their tasks, records and copies, entrusts, timers with leases, the outbox of
// side effects written in the command's transaction, and the idempotency keys of commands already done.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('flow_task'))
    .addColumn('flow_engine_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('flow_version_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('flow_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('flow_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('flow_category', 'varchar(50)')
    .addColumn('flow_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_type', 'integer', (c) => c.notNull())
    .addColumn('form_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(50)')
    .addColumn('parent_node_code', 'varchar(50)')
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('flow_urgent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('this_step', 'varchar(500)')
    .addColumn('this_step_id', 'varchar(500)')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ix_flow_task_initiator')
    .on('flow_task')
    .columns(['creator_user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('ix_flow_task_status')
    .on('flow_task')
    .columns(['status', 'start_time'])
    .execute();
  await db.schema.createIndex('ix_flow_task_parent').on('flow_task').column('parent_id').execute();

  await db.schema
    .createTable('flow_task_operator')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('engine_task_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('node_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('node_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('handle_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(50)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('handle_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ux_flow_task_operator_engine')
    .on('flow_task_operator')
    .columns(['task_id', 'engine_task_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_flow_task_operator_todo')
    .on('flow_task_operator')
    .columns(['handle_id', 'status', 'creator_time', 'id'])
    .execute();

  await db.schema
    .createTable('flow_task_record')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('node_code', 'varchar(50)')
    .addColumn('node_name', 'varchar(100)')
    .addColumn('handle_id', 'varchar(50)')
    .addColumn('on_behalf_of', 'varchar(50)')
    .addColumn('handle_status', 'integer', (c) => c.notNull())
    .addColumn('handle_opinion', 'text')
    .addColumn('handle_time', 'bigint', (c) => c.notNull())
    .addColumn('sign_img', 'text')
    .addColumn('operator_id', 'varchar(500)')
    .addColumn('task_operator_id', 'varchar(50)')
    .execute();
  await db.schema.createIndex('ix_flow_task_record_task').on('flow_task_record').column('task_id').execute();
  await db.schema
    .createIndex('ix_flow_task_record_done')
    .on('flow_task_record')
    .columns(['handle_id', 'handle_status', 'handle_time', 'id'])
    .execute();

  await db.schema
    .createTable('flow_task_circulate')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('node_code', 'varchar(50)')
    .addColumn('node_name', 'varchar(100)')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_flow_task_circulate_user')
    .on('flow_task_circulate')
    .columns(['object_id', 'creator_time', 'id'])
    .execute();

  await baseColumns(db.schema.createTable('flow_delegate'))
    .addColumn('to_user_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('to_user_name', 'varchar(100)')
    .addColumn('flow_id', 'varchar(50)')
    .addColumn('flow_name', 'varchar(100)')
    .addColumn('flow_category', 'varchar(50)')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_flow_delegate_to')
    .on('flow_delegate')
    .columns(['to_user_id', 'end_time'])
    .execute();

  await db.schema
    .createTable('flow_timer')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('node_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('reason', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_time', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(50)')
    .addColumn('lease_until', 'bigint')
    .addColumn('done_time', 'bigint')
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_flow_timer_due')
    .on('flow_timer')
    .columns(['done_time', 'due_time'])
    .execute();

  await db.schema
    .createTable('flow_outbox')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(50)')
    .addColumn('lease_until', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ix_flow_outbox_open')
    .on('flow_outbox')
    .columns(['done_time', 'creator_time'])
    .execute();

  await db.schema
    .createTable('flow_command')
    .addColumn('actor_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_flow_command', ['actor_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'flow_command',
    'flow_outbox',
    'flow_timer',
    'flow_delegate',
    'flow_task_circulate',
    'flow_task_record',
    'flow_task_operator',
    'flow_task',
  ])
    await db.schema.dropTable(table).execute();
}
