import { type FormControl, type LinkageRule, newControl } from '@app/common/form';

/**
 * An order form for the renderer's tests: customer (text), kind (select), note (text, hidden unless kind
 * is 2), discount (number), items (sub-table of product, qty, price, line = qty × price, rush switch)
 * and total (calculate: items.line − discount). Built with the palette's own newControl.
 */
export function orderForm(): { fields: FormControl[]; linkage: LinkageRule[] } {
  const named = (jnpfKey: string, formId: number, vModel: string, label = vModel) => {
    const control = newControl(jnpfKey, formId);
    control.__vModel__ = vModel;
    control.__config__.label = label;
    return control;
  };
  const customer = named('comInput', 101, 'customer', '客户');
  customer.__config__.required = true;
  const kind = named('select', 102, 'kind', '类型');
  const note = named('comInput', 103, 'note', '备注');
  note.__config__.noShow = true;
  const discount = named('numInput', 104, 'discount', '折扣');
  const items = named('table', 105, 'items', '明细');
  items['show-summary'] = true;
  const product = named('comInput', 106, 'product', '产品');
  product.__config__.required = true;
  const qty = named('numInput', 107, 'qty', '数量');
  const price = named('numInput', 108, 'price', '单价');
  const line = named('calculate', 109, 'line', '金额');
  line.expression = [
    { __vModel__: 'items.qty', label: '明细.数量' },
    '×',
    { __vModel__: 'items.price', label: '明细.单价' },
  ];
  const rush = named('switch', 110, 'rush', '加急');
  items.__config__.children = [product, qty, price, line, rush];
  const total = named('calculate', 111, 'total', '合计金额');
  total.expression = [
    { __vModel__: 'items.line', label: '明细.金额' },
    '-',
    { __vModel__: 'discount', label: '折扣' },
  ];
  const linkage: LinkageRule[] = [
    {
      id: 'showNote',
      match: 'all',
      conditions: [{ field: 'kind', op: 'eq', value: '2' }],
      actions: [
        { effect: 'show', targets: ['note'] },
        { effect: 'require', targets: ['note'] },
        { effect: 'setValue', targets: ['discount'], value: 10 },
      ],
    },
    {
      id: 'rushNeedsPrice',
      match: 'all',
      conditions: [{ field: 'items.rush', op: 'eq', value: 1 }],
      actions: [{ effect: 'require', targets: ['items.price'] }],
    },
  ];
  return { fields: [customer, kind, note, discount, items, total], linkage };
}
