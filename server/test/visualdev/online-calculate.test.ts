import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import {
  admin,
  call,
  control,
  data,
  ONLINE,
  type Released,
  record,
  release,
  t,
  useOnlineApp,
} from './online-fixture.js';

/**
 * Calculate fields (client-facts §7.6) are the server's: whatever a browser or a sheet sends, the stored
 * result is the expression's over the record as it is stored, in the sub-table's rows and on the main form.
 */

useOnlineApp();

let quotes: Released;

beforeAll(async () => {
  const qty = control('numInput', 302, '数量', {}, 'qty');
  const price = control('numInput', 303, '单价', {}, 'price');
  const line = control('calculate', 304, '金额', {}, 'amount');
  line.expression = [
    { __vModel__: 'items.qty', label: '明细.数量' },
    '×',
    { __vModel__: 'items.price', label: '明细.单价' },
  ];
  const items = control('table', 301, '明细', {}, 'items');
  items.__config__.children = [qty, price, line];
  const discount = control('numInput', 305, '折扣', {}, 'discount');
  const total = control('calculate', 306, '合计', { precision: 2 }, 'total');
  total.expression = [
    { __vModel__: 'items.amount', label: '明细.金额' },
    '-',
    { __vModel__: 'discount', label: '折扣' },
  ];
  const form = {
    idGlobal: 306,
    fields: [control('comInput', 300, '客户', {}, 'customer'), items, discount, total],
  };
  quotes = await release(
    {
      type: 1,
      fullName: '报价单',
      enCode: 'olQuote',
      webType: 2,
      tables: '[]',
      formData: JSON.stringify(form),
      columnData: JSON.stringify({
        searchList: [],
        columnList: [{ prop: 'customer', label: '客户', align: 'left', sortable: false, width: null }],
        type: 1,
        defaultSidx: '',
        sort: 'desc',
        hasPage: true,
        pageSize: 20,
        btnsList: [],
        columnBtnsList: [],
      }),
    },
    '报价单',
  );
});

const stored = async (id: string) => data(await call('GET', `${ONLINE}/${quotes.id}/${id}`, admin));

describe('calculate fields on the server', () => {
  it('computes them on create, over what was sent, whatever results the browser sent', async () => {
    const id = await record(quotes, {
      customer: '华夏',
      discount: 5,
      total: 999_999,
      items: [
        { qty: 2, price: 10.5, amount: 1 },
        { qty: '3', price: 4 },
      ],
    });
    const saved = await stored(id);
    expect(saved.items.map((row: { amount: number }) => row.amount)).toEqual([21, 12]);
    expect(saved.total).toBe(28);
  });

  it('on update, over the stored record where the change leaves fields out', async () => {
    const id = await record(quotes, { customer: '东方', discount: 0, items: [{ qty: 1, price: 100 }] });
    const changed = await call('PUT', `${ONLINE}/${quotes.id}/${id}`, admin, {
      data: JSON.stringify({ discount: 30, total: 0 }),
      menuId: quotes.menuId,
    });
    expect(changed.json(), changed.body).toMatchObject({ code: 200 });
    const saved = await stored(id);
    expect(saved).toMatchObject({ customer: '东方', discount: 30, total: 70 });
    expect(saved.items).toEqual([expect.objectContaining({ qty: 1, price: 100, amount: 100 })]);
  });

  it('on import, where a sheet has no column for them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(['客户', '折扣']);
    sheet.addRow(['南方', 7]);
    const body = multipartFile('data.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const imported = await t.app.inject({
      method: 'POST',
      url: `${ONLINE}/${quotes.id}/Actions/Import?menuId=${quotes.menuId}`,
      headers: { authorization: admin, ...body.headers },
      payload: body.payload,
    });
    expect(imported.json(), imported.body).toMatchObject({ code: 200, data: { imported: 1 } });
    const listed = await call('POST', `${ONLINE}/${quotes.id}/List`, admin, { menuId: quotes.menuId });
    const row = listed.json().data.list.find((r: { customer: string }) => r.customer === '南方');
    expect((await stored(row.id)).total).toBe(-7);
  });
});
