import type { Kysely } from 'kysely';

// List columns and form fields of a menu name the table they come from (bindTable) and its caption
// (bindTableName), as the menu administration shows them.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['base_module_column', 'base_module_form']) {
    await db.schema.alterTable(table).addColumn('bind_table', 'varchar(100)').execute();
    await db.schema.alterTable(table).addColumn('bind_table_name', 'varchar(100)').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['base_module_column', 'base_module_form']) {
    await db.schema.alterTable(table).dropColumn('bind_table_name').execute();
    await db.schema.alterTable(table).dropColumn('bind_table').execute();
  }
}
