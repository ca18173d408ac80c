import {
  addControl,
  CATALOGUE,
  emptyFormData,
  type FormData,
  type FormTable,
  newControl,
  updateControl,
} from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { ELEMENT_PROPS, propValue, readProp, storedValue, writeProp } from './element-props';
import {
  childTableChoices,
  columnChoices,
  defaultForMultiple,
  defaultValueKind,
  formulaText,
  moveItem,
  newOption,
  numericFields,
  setStaticOptions,
  setSummaryFields,
  spanOf,
  summaryChoices,
} from './prop-values';

const root = (index = 99) => ({ parent: null, index });
const build = (...keys: string[]) =>
  keys.reduce<FormData>((form, key) => addControl(form, key, root()), emptyFormData());

describe('width', () => {
  it('shows a stored span on the 6-24 even steps', () => {
    const control = newControl('comInput', 101);
    for (const [stored, shown] of [
      [24, 24],
      [12, 12],
      [13, 12],
      [3, 6],
      [30, 24],
      [undefined, 24],
      ['x', 24],
    ] as const) {
      control.__config__.span = stored as number;
      expect(spanOf(control)).toBe(shown);
    }
  });
});

describe('static options', () => {
  it('are stored in the slot for radio, checkbox and select, on the element for trees', () => {
    const select = newControl('select', 101);
    const cascader = newControl('cascader', 102);
    const options = [{ id: 'a', fullName: 'A' }];
    setStaticOptions(select, options);
    setStaticOptions(cascader, options);
    expect(select.__slot__?.options).toEqual(options);
    expect(cascader.options).toEqual(options);
  });

  it('get an id no option in the tree has', () => {
    const options = [
      { id: '1', fullName: 'x', children: [{ id: '7', fullName: 'y' }] },
      { id: 'b', fullName: 'z' },
    ];
    expect(newOption(options, (n) => `选项${n}`)).toEqual({ id: '8', fullName: '选项8' });
    expect(newOption([], (n) => `Option ${n}`)).toEqual({ id: '1', fullName: 'Option 1' });
  });

  it('reorder without touching the old list', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 5, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('default value', () => {
  it('is edited by what the control stores', () => {
    const kind = (key: string, props: Record<string, unknown> = {}) =>
      defaultValueKind({ ...newControl(key, 101), ...props });
    expect(kind('comInput')).toBe('text');
    expect(kind('numInput')).toBe('number');
    expect(kind('switch')).toBe('switch');
    expect(kind('radio')).toBe('choice');
    expect(kind('select')).toBe('choice');
    expect(kind('select', { multiple: true })).toBe('choices');
    expect(kind('checkbox')).toBe('choices');
    expect(kind('slider', { range: true })).toBe('none');
    expect(kind('userSelect')).toBe('none');
  });

  it('follows the multiple switch between one value and a list', () => {
    expect(defaultForMultiple(true, '1')).toEqual(['1']);
    expect(defaultForMultiple(true, '')).toEqual([]);
    expect(defaultForMultiple(false, ['2', '3'])).toBe('2');
    expect(defaultForMultiple(false, [])).toBe('');
  });
});

describe('element props', () => {
  it('name only props the palette gives the control (or its config)', () => {
    for (const entry of CATALOGUE) {
      const control = newControl(entry.jnpfKey, 101);
      for (const prop of ELEMENT_PROPS[entry.jnpfKey] ?? []) {
        const holder = prop.inConfig ? control.__config__ : control;
        expect(Object.hasOwn(holder, prop.key), `${entry.jnpfKey}.${prop.key}`).toBe(true);
      }
    }
  });

  it('map editor values to stored ones and back', () => {
    const number = { kind: 'number' } as const;
    expect(propValue(undefined, number)).toBeNull();
    expect(storedValue(null, number)).toBeNull();
    expect(storedValue(5, number)).toBe(5);
    expect(propValue(undefined, { kind: 'select', options: ['a', 'b'] })).toBe('a');
    expect(storedValue('', { kind: 'color' })).toBeNull();
    const radio = newControl('radio', 101);
    const border = ELEMENT_PROPS.radio.find((prop) => prop.key === 'border')!;
    writeProp(radio, border, true);
    expect(radio.__config__.border).toBe(true);
    expect(readProp(radio, border)).toBe(true);
  });
});

describe('summed columns', () => {
  it("offers the sub-table's number columns, and choosing none removes summaryField", () => {
    let form = build('table');
    for (const key of ['comInput', 'numInput', 'calculate'])
      form = addControl(form, key, { parent: 101, index: 99 });
    form = updateControl(form, 103, (c) => {
      c.__config__.label = '单价';
    });
    const table = form.fields[0];
    expect(summaryChoices(table)).toEqual([
      { value: 'numInputField103', label: '单价' },
      { value: 'calculateField104', label: '计算公式' },
    ]);
    setSummaryFields(table, ['calculateField104']);
    expect(table.summaryField).toEqual(['calculateField104']);
    setSummaryFields(table, []);
    expect(Object.hasOwn(table, 'summaryField')).toBe(false);
  });
});

describe('calculate', () => {
  it('offers the numeric fields, sub-table columns as table.field, never itself', () => {
    let form = build('numInput', 'calculate', 'comInput', 'table');
    form = addControl(form, 'numInput', { parent: 104, index: 0 });
    form = updateControl(form, 104, (c) => {
      c.__config__.label = '明细';
    });
    form = updateControl(form, 105, (c) => {
      c.__config__.label = '金额';
    });
    const self = form.fields[1];
    expect(numericFields(form, self)).toEqual([
      { __vModel__: 'numInputField101', label: '数字输入' },
      { __vModel__: 'tableField104.numInputField105', label: '明细.金额' },
    ]);
  });

  it('shows the formula with digits joined', () => {
    expect(formulaText(['1', '2', '×', { __vModel__: 'a', label: '单价' }, '+', '.', '5'])).toBe(
      '12 × [单价] + .5',
    );
  });
});

describe('binding to tables', () => {
  const tables: FormTable[] = [
    {
      table: 'order',
      typeId: '1',
      relationTable: '',
      relationField: '',
      tableField: '',
      fields: [{ field: 'code', fieldName: '编号' }],
    },
    {
      table: 'item',
      typeId: '0',
      relationTable: 'order',
      relationField: 'id',
      tableField: 'order_id',
      fields: [{ field: 'qty' }],
    },
    {
      table: 'note',
      typeId: '0',
      relationTable: 'order',
      relationField: 'id',
      tableField: 'order_id',
      fields: [],
    },
  ];

  it('offers main columns as they are and child columns as jnpf_<table>_jnpf_<field>', () => {
    const form = build('comInput');
    expect(columnChoices(form, form.fields[0], tables)).toEqual([
      { value: 'code', label: 'order.code (编号)' },
      { value: 'jnpf_item_jnpf_qty', label: 'item.qty' },
    ]);
  });

  it('offers a sub-table column the columns of its child table', () => {
    let form = build('table');
    form = updateControl(form, 101, (c) => {
      c.__config__.tableName = 'item';
    });
    form = addControl(form, 'numInput', { parent: 101, index: 0 });
    const column = form.fields[0].__config__.children![0] as FormData['fields'][number];
    expect(columnChoices(form, column, tables)).toEqual([{ value: 'qty', label: 'item.qty' }]);
  });

  it('offers a sub-table only the child tables no other sub-table uses', () => {
    let form = build('table', 'table');
    form = updateControl(form, 101, (c) => {
      c.__config__.tableName = 'item';
    });
    expect(childTableChoices(form, form.fields[0], tables)).toEqual(['item', 'note']);
    expect(childTableChoices(form, form.fields[1], tables)).toEqual(['note']);
  });
});
