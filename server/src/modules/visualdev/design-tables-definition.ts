import type { TableDefinition, TableField } from '@app/common';
import {
  type FormControl,
  type FormData,
  isSubTable,
  type ValueField,
  valueFields,
  walkControls,
} from '@app/common/form';

/**
 * The tables a form needs (根据表单创建数据表), derived from its controls: the main table with an `id` key
 * and one column per main-form control, and one child table per sub-table with its own `id` key and the
 * main row's key in `<main>_id`. Columns are named by the controls' vModels, so the list design, linkage
 * rules and calculate expressions that name them stay valid (decision 075). The runtime fills the system
 * controls (creator, times, organisation) into their own columns, as it does for any bound table.
 */

export const KEY_COLUMN = 'id';
const KEY_LENGTH = '50';

// Values the runtime keeps as JSON text (lists, objects) or that may be long.
const LONG_TEXT = new Set(['textarea', 'editor', 'checkbox', 'cascader', 'address', 'uploadFz', 'uploadImg']);
// Times are epoch milliseconds (decision 071): a bigint reads back as a number on every database.
const TIME = new Set(['date', 'createTime', 'modifyTime']);

/** The column type a control's value is stored in. */
export function columnTypeFor(control: FormControl): Pick<TableField, 'dataType' | 'dataLength'> {
  const key = control.__config__.jnpfKey;
  if (TIME.has(key)) return { dataType: 'bigint', dataLength: null };
  if (key === 'numInput' || key === 'calculate') return { dataType: 'decimal', dataLength: '18,4' };
  if (key === 'switch') return { dataType: 'int', dataLength: null };
  if ((key === 'rate' || key === 'slider') && control.range !== true)
    return { dataType: 'double', dataLength: null };
  if (LONG_TEXT.has(key) || control.multiple === true || control.range === true)
    return { dataType: 'text', dataLength: null };
  return { dataType: 'varchar', dataLength: '500' };
}

const keyField = (comment: string): TableField => ({
  field: KEY_COLUMN,
  fieldName: comment,
  dataType: 'varchar',
  dataLength: KEY_LENGTH,
  primaryKey: 1,
  allowNull: 0,
  defaultValue: null,
});

const columnOf = (field: ValueField): TableField => ({
  field: field.vModel,
  fieldName: field.control.__config__.label.slice(0, 200),
  ...columnTypeFor(field.control),
  primaryKey: 0,
  allowNull: 1,
  defaultValue: null,
});

export interface ChildDefinition {
  /** the sub-table control's vModel */
  vModel: string;
  foreignKey: string;
  definition: TableDefinition;
}

export interface FormTables {
  main: TableDefinition;
  children: ChildDefinition[];
}

/** The definitions of the tables a form needs; the main table has no value columns for an empty form. */
export function tablesForForm(form: FormData, mainTable: string, formName: string): FormTables {
  const fields = valueFields(form.fields);
  const main: TableDefinition = {
    tableInfo: { table: mainTable, tableName: formName.slice(0, 200) },
    tableFieldList: [keyField('主键'), ...fields.filter((f) => !f.subTable).map(columnOf)],
  };
  const foreignKey = `${mainTable}_id`;
  const children = [...walkControls(form.fields)]
    .map((visit) => visit.control)
    .filter((control) => isSubTable(control) && !!control.__vModel__)
    .map((sub) => ({
      vModel: sub.__vModel__ as string,
      foreignKey,
      definition: {
        tableInfo: {
          table: `${mainTable}_${(sub.__vModel__ as string).toLowerCase()}`,
          tableName: sub.__config__.label.slice(0, 200),
        },
        tableFieldList: [
          keyField('主键'),
          { ...keyField('主表主键'), field: foreignKey, primaryKey: 0 as const },
          ...fields.filter((f) => f.subTable === sub).map(columnOf),
        ],
      },
    }));
  return { main, children };
}

/** The number of controls that would get a column: a form without any has nothing to store. */
export const valueControlCount = (form: FormData) => valueFields(form.fields).length;

/**
 * The form bound to its new tables, as the designer binds one (client-facts §7.5): each main-form control
 * names the main table, each sub-table its child table, and each sub-table column its child table too.
 */
export function bindForm(form: FormData, tables: FormTables): FormData {
  const bound = structuredClone(form);
  const childOf = new Map(tables.children.map((c) => [c.vModel, c.definition.tableInfo.table]));
  for (const { control, subTable } of walkControls(bound.fields)) {
    if (isSubTable(control)) {
      const child = childOf.get(control.__vModel__ ?? '');
      if (child) control.__config__.tableName = child;
    } else if (subTable) {
      const child = childOf.get(subTable.__vModel__ ?? '');
      if (child) {
        control.__config__.relationTable = child;
        control.__config__.isSubTable = true;
      }
    } else if (control.__vModel__ && control.__config__.layout === 'colFormItem') {
      control.__config__.tableName = tables.main.tableInfo.table;
    }
  }
  return bound;
}
