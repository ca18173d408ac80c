import { type Kysely, sql } from 'kysely';

// Who may call a data interface (decision 044, revised): its designers only, chosen roles, or every
// signed-in user. Interfaces were callable by every signed-in user before; SQL and HTTP ones now start
// closed (an administrator opens them), static JSON ones stay open.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('base_data_interface')
    .addColumn('call_scope', 'varchar(20)', (c) => c.notNull().defaultTo('designers'))
    .execute();
  await db.schema.alterTable('base_data_interface').addColumn('call_role_ids', 'text').execute();
  await db
    .updateTable('base_data_interface' as never)
    .set({ call_scope: 'everyone' } as never)
    .where(sql.ref('data_type'), '=', 2)
    .execute();
}
