import type { TableField } from '@app/common';
import { addControl, emptyFormData, type FormControl, type FormData, updateControl } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { columnChoices } from './prop-values';
import {
  addTable,
  bindColumn,
  bindSubTable,
  guessForeignKey,
  keyOf,
  linkChild,
  removeTable,
  unboundControls,
} from './table-binding';

const field = (name: string, more: Partial<TableField> = {}): TableField => ({
  field: name,
  fieldName: '',
  dataType: 'varchar',
  dataLength: '50',
  primaryKey: 0,
  allowNull: 1,
  defaultValue: null,
  ...more,
});

const orderFields = [
  field('id', { primaryKey: 1 }),
  field('customer', { fieldName: '客户' }),
  field('amount'),
];
const lineFields = [field('id', { primaryKey: 1 }), field('order_id'), field('product')];

const bound = () =>
  addTable(
    addTable([], { table: 'demo_order', tableName: '订单' }, orderFields),
    { table: 'demo_order_line' },
    lineFields,
  );

/** A form with a text box, and a sub-table holding one text box. */
function form(): FormData {
  let next = addControl(emptyFormData(), 'comInput', { parent: null, index: 0 });
  next = addControl(next, 'table', { parent: null, index: 1 });
  const sub = next.fields[1].__config__.formId;
  return addControl(next, 'comInput', { parent: sub, index: 0 });
}

const column = (design: FormData) => (design.fields[1].__config__.children as FormControl[])[0];

describe('picking tables', () => {
  it('makes the first table the main one and links the next to its key by a guessed foreign key', () => {
    const tables = bound();
    expect(tables.map((t) => [t.table, t.typeId, t.relationTable, t.relationField, t.tableField])).toEqual([
      ['demo_order', '1', '', '', ''],
      ['demo_order_line', '0', 'demo_order', 'id', 'order_id'],
    ]);
    expect(tables[0].fields?.[1]).toEqual({
      field: 'customer',
      fieldName: '客户',
      dataType: 'varchar',
      dataLength: '50',
      primaryKey: 0,
      allowNull: 1,
    });
    expect(addTable(tables, { table: 'demo_order' }, orderFields)).toEqual(tables);
  });

  it('guesses a foreign key from the main name, else any _id column, else none', () => {
    expect(guessForeignKey('po', [{ field: 'id' }, { field: 'po_id' }], 'id')).toBe('po_id');
    expect(guessForeignKey('demo_order', [{ field: 'F_OrderId' }], 'id')).toBe('');
    expect(guessForeignKey('po', [{ field: 'id' }, { field: 'head_id' }], 'id')).toBe('head_id');
    expect(keyOf({ fields: [{ field: 'ID' }] })).toBe('ID');
  });

  it('changes a link, and removing the main table removes its children', () => {
    const tables = linkChild(bound(), 'demo_order_line', { tableField: 'product' });
    expect(tables[1].tableField).toBe('product');
    expect(removeTable(tables, 'demo_order_line').map((t) => t.table)).toEqual(['demo_order']);
    expect(removeTable(tables, 'demo_order')).toEqual([]);
  });
});

describe('binding controls', () => {
  it('offers no key or foreign-key column to a control', () => {
    const design = form();
    expect(columnChoices(design, design.fields[0], bound()).map((c) => c.value)).toEqual([
      'customer',
      'amount',
      'jnpf_demo_order_line_jnpf_product',
    ]);
  });

  it('sets the column and its table together, for the main table, a child column and a sub-table', () => {
    const tables = bound();
    let design = updateControl(form(), form().fields[1].__config__.formId, (c) =>
      bindSubTable(c, 'demo_order_line'),
    );
    expect(column(design).__config__).toMatchObject({ relationTable: 'demo_order_line', isSubTable: true });
    design = updateControl(design, design.fields[0].__config__.formId, (c) =>
      bindColumn(design, c, 'customer', tables),
    );
    expect(design.fields[0]).toMatchObject({
      __vModel__: 'customer',
      __config__: { tableName: 'demo_order' },
    });
    const inner = column(design).__config__.formId;
    design = updateControl(design, inner, (c) => bindColumn(design, c, 'product', tables));
    expect(column(design)).toMatchObject({
      __vModel__: 'product',
      __config__: { tableName: 'demo_order_line' },
    });
    expect(unboundControls(design, 1, tables)).toEqual([]);

    const onChild = updateControl(design, design.fields[0].__config__.formId, (c) =>
      bindColumn(design, c, 'jnpf_demo_order_line_jnpf_product', tables),
    );
    expect(onChild.fields[0].__config__.tableName).toBe('demo_order_line');
    const cleared = updateControl(design, design.fields[0].__config__.formId, (c) =>
      bindColumn(design, c, '', tables),
    );
    expect(cleared.fields[0].__vModel__).toBe('');
    expect(cleared.fields[0].__config__.tableName).toBeUndefined();
  });

  it('names each control that lost its column when the tables change, without throwing', () => {
    const tables = bound();
    let design = updateControl(form(), form().fields[1].__config__.formId, (c) =>
      bindSubTable(c, 'demo_order_line'),
    );
    design = updateControl(design, design.fields[0].__config__.formId, (c) =>
      bindColumn(design, c, 'customer', tables),
    );
    design = updateControl(design, column(design).__config__.formId, (c) =>
      bindColumn(design, c, 'product', tables),
    );
    // another main table without those columns, and the child table gone
    const other = addTable([], { table: 'demo_customer' }, [field('id', { primaryKey: 1 }), field('name')]);
    const lost = unboundControls(design, 1, other);
    expect(lost.map((issue) => [issue.rule, issue.formId])).toEqual([
      ['unknownColumn', design.fields[0].__config__.formId],
      ['unboundTable', design.fields[1].__config__.formId],
    ]);
    expect(lost[0].message.zh).toContain('【customer】不在数据表【demo_customer】中');
    expect(unboundControls(design, 1, [])).toEqual([]);
  });
});
