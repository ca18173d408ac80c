import type { Kysely } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Data dictionary (reference/server-facts.md §1 Basic data): the types, a tree rooted at '-1', and their
// items, a tree rooted at '0' inside each type when the type says isTree.
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_dictionary_type'))
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull().defaultTo('-1'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await baseColumns(db.schema.createTable('base_dictionary_data'))
    .addColumn('dictionary_type_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(50)', (c) => c.notNull().defaultTo('0'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_dictionary_data_type')
    .on('base_dictionary_data')
    .column('dictionary_type_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_dictionary_data').execute();
  await db.schema.dropTable('base_dictionary_type').execute();
}
