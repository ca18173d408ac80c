import { type Kysely, sql } from 'kysely';
import { baseColumns } from '../../../db/migrations/base-columns.js';

// Numbering rules, 单据规则 (reference/server-facts.md §3 BASE_BILLRULE). The counter lives in the row:
// this_number is the serial of the last number issued (null while none was), this_date its date part
// ('' for the format 'no'), output_number the whole number. BillNumber moves all three in one
// conditional UPDATE … RETURNING (bill-rule.service.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await baseColumns(db.schema.createTable('base_bill_rule'))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(20)')
    .addColumn('date_format', 'varchar(20)', (c) => c.notNull().defaultTo('no'))
    .addColumn('digit', 'integer', (c) => c.notNull())
    .addColumn('start_number', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('this_number', 'bigint')
    .addColumn('this_date', 'varchar(20)')
    .addColumn('output_number', 'varchar(100)')
    .execute();
  // One live rule per code: BillNumber finds the rule by it.
  await db.schema
    .createIndex('ux_bill_rule_en_code')
    .on('base_bill_rule')
    .column('en_code')
    .unique()
    .where(sql.ref('delete_mark'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_bill_rule').execute();
}
