import type { CreateTableBuilder } from 'kysely';

/** The columns every main table carries (reference/server-facts.md §0), shared by the migrations. */
export function baseColumns<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(50)')
    .addColumn('last_modify_time', 'bigint')
    .addColumn('last_modify_user_id', 'varchar(50)')
    .addColumn('delete_mark', 'integer')
    .addColumn('delete_time', 'bigint')
    .addColumn('delete_user_id', 'varchar(50)')
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text');
}
