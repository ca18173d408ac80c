import { IDENTIFIER_PATTERN } from '@app/common';
import { parseChildColumnVModel, type ValueField } from '@app/common/form';
import { sql } from 'kysely';
import { newId } from '../../../platform/ids.js';
import type { AnyDb, Row, WrittenRow } from '../../../platform/resource/resource.types.js';
import { keyColumn } from './online-columns.js';
import type { LiveModel } from './online-model.js';

/**
 * Main-form fields bound to a column of a child table (`jnpf_<table>_jnpf_<field>`, client-facts §7.5):
 * the server splits them off into one row of that table per record, keyed to the record like sub-table
 * rows, written in the record's transaction and removed with it.
 */

export interface LinkedField {
  vModel: string;
  column: string;
  field: ValueField;
}

export interface LinkedTable {
  table: string;
  key: string;
  foreignKey: string;
  fields: LinkedField[];
}

const identifier = (name: string | undefined): name is string => !!name && IDENTIFIER_PATTERN.test(name);

export function linkedTables(model: LiveModel): LinkedTable[] {
  const byTable = new Map<string, LinkedTable>();
  for (const field of model.fields.values()) {
    const bound = parseChildColumnVModel(field.vModel);
    if (!bound || !identifier(bound.field) || !identifier(field.vModel)) continue;
    const table = model.tables.find((t) => t.typeId === '0' && t.table === bound.table);
    if (!table || !identifier(table.table) || !identifier(table.tableField)) continue;
    const linked = byTable.get(table.table) ?? {
      table: table.table,
      key: keyColumn(table),
      foreignKey: table.tableField,
      fields: [],
    };
    linked.fields.push({ vModel: field.vModel, column: bound.field, field });
    byTable.set(table.table, linked);
  }
  return [...byTable.values()];
}

/** The record's row of each linked table, written anew when the write carries any of its fields. */
export async function writeLinked(
  trx: AnyDb,
  linked: readonly LinkedTable[],
  change: WrittenRow,
): Promise<void> {
  const mainId = change.after.id as string;
  for (const table of linked) {
    if (!table.fields.some((f) => f.vModel in change.after)) continue;
    if (change.kind === 'update')
      await trx.deleteFrom(table.table).where(table.foreignKey, '=', mainId).execute();
    const row: Row = { [table.key]: newId(), [table.foreignKey]: mainId };
    for (const f of table.fields) row[f.column] = change.after[f.vModel] ?? null;
    await trx.insertInto(table.table).values(row).execute();
  }
}

/** The stored values of the record's linked fields, by vModel. */
export async function linkedValues(db: AnyDb, linked: readonly LinkedTable[], id: string): Promise<Row> {
  const out: Row = {};
  for (const table of linked) {
    const row = (await db
      .selectFrom(table.table)
      .select(table.fields.map((f) => sql.ref(f.column).as(f.vModel)))
      .where(table.foreignKey, '=', id)
      .orderBy(table.key)
      .limit(1)
      .executeTakeFirst()) as Row | undefined;
    for (const f of table.fields) out[f.vModel] = row?.[f.vModel] ?? null;
  }
  return out;
}

/** Removes the linked rows of these records (inside their delete's transaction). */
export async function deleteLinked(
  trx: AnyDb,
  linked: readonly LinkedTable[],
  ids: readonly string[],
): Promise<void> {
  for (const table of linked)
    await trx
      .deleteFrom(table.table)
      .where(table.foreignKey, 'in', [...ids])
      .execute();
}
