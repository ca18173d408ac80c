import { SYSTEM_FORM_SCHEMAS } from '@app/common/flow';
import { calculate, newControl } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { pickedIds, pickedValue, pickerOptions } from './picker-tree';
import { pickColumns, pickPage, pickPageSize, rowText } from './row-pick';
import { columnSums, emptyRow, summedColumns, withCell, withRowAdded, withRowRemoved } from './sub-table';
import { orderForm } from './test-forms';
import { uploadedFiles } from './uploaded-files';

const items = () => orderForm().fields.find((control) => control.__vModel__ === 'items')!;

describe('the sub-table', () => {
  it('starts a row with every column at its default', () => {
    expect(emptyRow(items())).toEqual({
      product: undefined,
      qty: undefined,
      price: undefined,
      line: 0,
      rush: false,
    });
  });

  it('sums number, calculate and slider columns in the 合计 row, text and switches not', () => {
    const table = items();
    const slider = newControl('slider', 120);
    slider.__vModel__ = 'progress';
    (table.__config__.children as unknown[]).push(slider);
    expect(summedColumns(table).map((column) => column.__vModel__)).toEqual([
      'qty',
      'price',
      'line',
      'progress',
    ]);
    const rows = [
      { product: 'a', qty: 0.1, price: '2', line: 3, rush: 1, progress: 10 },
      { product: 'b', qty: 0.2, price: 'x', line: null, progress: 5 },
    ];
    expect(columnSums(table, rows)).toEqual({ qty: 0.3, price: 2, line: 3, progress: 15 });
  });

  it('sums only the columns chosen in summaryField, all of them when it names none', () => {
    const table = items();
    const rows = [
      { qty: 2, price: 3500, line: 7000 },
      { qty: 1, price: 1200, line: 1200 },
    ];
    table.summaryField = ['qty', 'line'];
    expect(columnSums(table, rows)).toEqual({ qty: 3, line: 8200 });
    // a text column or a column no longer in the table cannot be summed, whatever the design says
    table.summaryField = ['product', 'gone', 'line'];
    expect(summedColumns(table).map((column) => column.__vModel__)).toEqual(['line']);
    for (const none of [[], undefined, 'line', [7]]) {
      table.summaryField = none;
      expect(Object.keys(columnSums(table, rows))).toEqual(['qty', 'price', 'line']);
    }
  });

  it("totals the purchase request's quantities and amounts, not its unit prices", () => {
    const purchase = SYSTEM_FORM_SCHEMAS.purchaseRequest.fields.find(
      (control) => control.__vModel__ === 'items',
    )!;
    expect(summedColumns(purchase).map((column) => column.__vModel__)).toEqual(['quantity', 'amount']);
  });

  it('adds, removes and edits rows without touching the other rows', () => {
    const rows = [{ product: 'a' }, { product: 'b' }];
    const edited = withCell(rows, 1, 'product', 'c');
    expect(edited[0]).toBe(rows[0]);
    expect(edited[1]).toEqual({ product: 'c' });
    expect(withRowRemoved(rows, 0)).toEqual([{ product: 'b' }]);
    expect(withRowAdded(items(), rows)).toHaveLength(3);
  });

  it('leaves calculate fields alone when nothing they read changed', () => {
    const form = orderForm();
    const values = { items: [{ qty: 1, price: 2, line: 2 }], discount: 0, total: 2 };
    expect(calculate(form.fields, values)).toEqual({});
  });
});

describe('the pickers and dialogs', () => {
  it('offers only nodes of the picker kind, with the organisations above as folders', () => {
    const tree = [
      {
        id: 'c',
        fullName: '公司',
        type: 'company',
        children: [{ id: 'u', fullName: '张三/zs', type: 'user' }],
      },
    ];
    const [company] = pickerOptions(tree, ['user']);
    expect(company).toMatchObject({ value: 'c', selectable: false, disableCheckbox: true });
    expect(company.children?.[0]).toMatchObject({ value: 'u', selectable: true });
    expect(pickerOptions(tree)[0].selectable).toBe(true);
  });

  it("keeps several users as comma-joined ids and other pickers' as a list", () => {
    expect(pickedIds('a,b')).toEqual(['a', 'b']);
    expect(pickedIds(['a', null, ''])).toEqual(['a']);
    expect(pickedIds(undefined)).toEqual([]);
    expect(pickedValue(['a', 'b'], true, true)).toBe('a,b');
    expect(pickedValue(['a', 'b'], true, false)).toEqual(['a', 'b']);
    expect(pickedValue([], false, false)).toBeNull();
  });

  it('reads list answers, pages within the server limit, and shows a row by its display field', () => {
    expect(pickPage({ list: [{ id: 1 }, 'x'], pagination: { total: 40 } })).toEqual({
      list: [{ id: 1 }],
      total: 40,
    });
    expect(pickPage(null)).toEqual({ list: [], total: 0 });
    expect(pickPageSize(false, 20)).toBe(500);
    expect(pickPageSize(true, 50)).toBe(50);
    expect(pickPageSize(true, 10_000)).toBe(20);
    expect(pickColumns([], 'fullName')).toEqual([{ value: 'fullName', label: 'fullName' }]);
    expect(pickColumns([{ value: 'code', label: '编码' }], 'fullName')).toEqual([
      { value: 'code', label: '编码' },
    ]);
    expect(rowText({ fullName: '华夏' }, 'fullName', 'id1')).toBe('华夏');
    expect(rowText(null, 'fullName', 'id1')).toBe('id1');
  });

  it('keeps only stored files in an upload value', () => {
    const file = { name: 'a.pdf', fileId: 'f1', url: '/api/file/Download/annex/f1' };
    expect(uploadedFiles([file, { name: 'x' }, null])).toEqual([file]);
    expect(uploadedFiles('a.pdf')).toEqual([]);
  });
});
