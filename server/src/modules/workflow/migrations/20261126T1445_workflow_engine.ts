import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// 流程引擎 (docs/decisions/077-flow-engine-versions.md): the drafts, their released versions (immutable
// snapshots of the tree, its graph and the form) and who may launch each version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('flow_engine'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(50)')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('form_id', 'varchar(50)')
    .addColumn('visible_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(100)')
    .addColumn('icon_background', 'varchar(20)')
    .addColumn('flow_template_json', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('released_version', 'integer')
    .addColumn('release_time', 'bigint')
    .addColumn('release_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ix_flow_engine_launch')
    .on('flow_engine')
    .columns(['enabled_mark', 'type', 'category'])
    .execute();

  await db.schema
    .createTable('flow_engine_version')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('flow_engine_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(50)')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('form_type', 'integer', (c) => c.notNull())
    .addColumn('form_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('form_version', 'integer')
    .addColumn('form_data', 'text')
    .addColumn('form_tables', 'text')
    .addColumn('flow_template_json', 'text', (c) => c.notNull())
    .addColumn('flow_graph', 'text', (c) => c.notNull())
    .addColumn('visible_type', 'integer', (c) => c.notNull())
    .addColumn('draft_version', 'integer', (c) => c.notNull())
    .addColumn('release_time', 'bigint', (c) => c.notNull())
    .addColumn('release_user_id', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('ux_flow_engine_version')
    .on('flow_engine_version')
    .columns(['flow_engine_id', 'version'])
    .unique()
    .execute();

  await db.schema
    .createTable('flow_engine_visible')
    .addColumn('flow_engine_version_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('operator_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator_id', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_flow_engine_visible', [
      'flow_engine_version_id',
      'operator_type',
      'operator_id',
    ])
    .execute();
  await db.schema
    .createIndex('ix_flow_engine_visible_operator')
    .on('flow_engine_visible')
    .columns(['operator_id', 'operator_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flow_engine_visible').execute();
  await db.schema.dropTable('flow_engine_version').execute();
  await db.schema.dropTable('flow_engine').execute();
}
