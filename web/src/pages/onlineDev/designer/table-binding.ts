import type { TableField } from '@app/common';
import {
  type DesignIssue,
  type DesignType,
  type FormControl,
  type FormData,
  type FormTable,
  parseChildColumnVModel,
  validateFormDesign,
  walkControls,
} from '@app/common/form';

/**
 * The 数据表 pane's pure part (client-facts §7.1, §7.5): the tables a design is bound to as the user picks
 * them (the first is the main table, each child linked by its foreign key to the main table's key), a
 * control's column and table set together, and the controls the tables leave without a column.
 */

/** A table's fields as the design keeps them (the data model's own shape, minus defaults). */
const keptFields = (fields: readonly TableField[]) =>
  fields.map(({ field, fieldName, dataType, dataLength, primaryKey, allowNull }) => ({
    field,
    fieldName,
    dataType,
    dataLength: dataLength ?? '',
    primaryKey,
    allowNull,
  }));

/** The key of a table: its primary key, else a column named id (what the runtime uses). */
export function keyOf(table: Pick<FormTable, 'fields'>): string {
  const fields = table.fields ?? [];
  const primary = fields.find((f) => f.primaryKey === 1 || f.primaryKey === true);
  return primary?.field ?? fields.find((f) => f.field.toLowerCase() === 'id')?.field ?? '';
}

/**
 * A child's likely foreign key: `<main>_id`, `<main without a prefix>_id`, `f_<main>id`, else the first
 * other `…_id` column. The user can always pick another.
 */
export function guessForeignKey(main: string, fields: readonly { field: string }[], key: string): string {
  const names = fields.map((f) => f.field).filter((name) => name !== key);
  const bare = main.replace(/^[a-z]+_/i, '');
  const wanted = [`${main}_id`, `${bare}_id`, `f_${main}id`, `${main}id`, `${bare}id`].map((n) =>
    n.toLowerCase(),
  );
  return (
    names.find((name) => wanted.includes(name.toLowerCase())) ??
    names.find((name) => /_id$/i.test(name)) ??
    ''
  );
}

/** Adds a picked table: the first becomes the main table, the others children linked to it. */
export function addTable(
  tables: readonly FormTable[],
  picked: { table: string; tableName?: string },
  fields: readonly TableField[],
): FormTable[] {
  if (tables.some((t) => t.table === picked.table)) return [...tables];
  const main = tables.find((t) => t.typeId === '1');
  const kept = keptFields(fields);
  if (!main)
    return [
      ...tables,
      {
        table: picked.table,
        tableName: picked.tableName ?? '',
        typeId: '1',
        relationTable: '',
        relationField: '',
        tableField: '',
        fields: kept,
      },
    ];
  const key = keyOf({ fields: kept });
  return [
    ...tables,
    {
      table: picked.table,
      tableName: picked.tableName ?? '',
      typeId: '0',
      relationTable: main.table,
      relationField: keyOf(main),
      tableField: guessForeignKey(main.table, kept, key),
      fields: kept,
    },
  ];
}

/** Removes a table; the main table takes its children with it (they are linked to it). */
export function removeTable(tables: readonly FormTable[], name: string): FormTable[] {
  const removed = tables.find((t) => t.table === name);
  if (!removed) return [...tables];
  if (removed.typeId === '1') return [];
  return tables.filter((t) => t.table !== name);
}

/** Changes how a child is linked: its foreign-key column, or the main table's column it holds. */
export function linkChild(
  tables: readonly FormTable[],
  name: string,
  link: Partial<Pick<FormTable, 'tableField' | 'relationField'>>,
): FormTable[] {
  return tables.map((t) => (t.table === name && t.typeId === '0' ? { ...t, ...link } : t));
}

/**
 * Binds a control to a column (or clears it with ''): its vModel and the table it writes to, set together
 * as the original does. A sub-table column writes to its sub-table's child table, a main-form control to
 * the main table or, for a `jnpf_<table>_jnpf_<field>` choice, to that child table.
 */
export function bindColumn(
  form: FormData,
  control: FormControl,
  value: string,
  tables: readonly FormTable[],
): void {
  control.__vModel__ = value;
  if (!value) {
    delete control.__config__.tableName;
    return;
  }
  const subTable = [...walkControls(form.fields)].find(
    (visit) => visit.control.__config__.formId === control.__config__.formId,
  )?.subTable;
  const table = subTable
    ? subTable.__config__.tableName
    : (parseChildColumnVModel(value)?.table ?? tables.find((t) => t.typeId === '1')?.table);
  if (table) control.__config__.tableName = table;
  if (subTable && table) {
    control.__config__.relationTable = table;
    control.__config__.isSubTable = true;
  }
}

/** Binds a sub-table to a child table: the sub-table and its columns name it. */
export function bindSubTable(control: FormControl, table: string): void {
  control.__config__.tableName = table;
  for (const column of (control.__config__.children ?? []) as FormControl[]) {
    column.__config__.relationTable = table;
    column.__config__.isSubTable = true;
    column.__config__.tableName = table;
  }
}

const BINDING_RULES = new Set(['needField', 'unknownColumn', 'unboundTable', 'subTableInUse']);

/**
 * The controls the bound tables leave without a column (none picked yet, or a column the tables no longer
 * have), as the save rules word it, naming each control. Empty when no table is bound: then every field
 * keeps its automatic name.
 */
export function unboundControls(
  form: FormData,
  type: DesignType | undefined,
  tables: readonly FormTable[],
): DesignIssue[] {
  if (!tables.length) return [];
  return validateFormDesign(form, { type, tables }).filter(
    (issue) => issue.formId !== undefined && BINDING_RULES.has(issue.rule),
  );
}
