import { newControl } from '@app/common/form';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { admin, call, list, ONLINE, orders, record, t, useOnlineApp, visits } from './online-fixture.js';

/**
 * Excel of released designs: the import template headed by the form's labels, a preview that writes
 * nothing, an import that writes the rows that pass and reports each refused row with its sheet row and
 * reason; and the relation picker's rows (FieldDataSelect) and display values (DataChange).
 */

useOnlineApp();

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('导入');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (url: string, bytes: Buffer) => {
  const body = multipartFile('data.xlsx', bytes);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: admin, ...body.headers },
    payload: body.payload,
  });
};

describe('import', () => {
  it('offers a template headed by the form labels, required ones marked', async () => {
    const res = await call('GET', `${ONLINE}/${visits.id}/Template?menuId=${visits.menuId}`, admin);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(['访客 *', '电话', '人数', '种类']);
  });

  it('previews without writing, then imports the rows that pass and reports the others by row', async () => {
    const bytes = await sheet([
      ['访客', '电话', '人数', '种类'],
      ['赵一', '13900139000', 2, '玩具'],
      ['', '13900139001', 1, '工具'],
      ['钱二', '12', 1, ''],
      ['孙三', '', 500, ''],
      ['李四', '', 4, '工具'],
    ]);
    for (const model of [visits]) {
      const before = (await list(model)).json().data.pagination.total;
      const preview = await upload(
        `${ONLINE}/${model.id}/Actions/ImportPreview?menuId=${model.menuId}`,
        bytes,
      );
      expect(preview.json(), preview.body).toMatchObject({
        code: 200,
        data: { total: 5, valid: 2, failed: 3, imported: 0 },
      });
      expect((await list(model)).json().data.pagination.total).toBe(before);
      const imported = (
        await upload(`${ONLINE}/${model.id}/Actions/Import?menuId=${model.menuId}`, bytes)
      ).json().data;
      expect(imported).toMatchObject({ total: 5, valid: 2, imported: 2 });
      expect(imported.errors).toEqual([
        { row: 3, field: 'comInputField101', message: '访客不能为空' },
        { row: 4, field: 'comInputField102', message: '请输入正确的电话' },
        { row: 5, field: 'numInputField103', message: '人数不能大于100' },
      ]);
      const rows = (await list(model, { json: { selectField104: '2' } })).json().data.list;
      expect(rows.map((r: { comInputField101: string }) => r.comInputField101)).toContain('赵一');
    }
    const tableSheet = await sheet([
      ['客户', '金额', '种类'],
      ['导入客户', 9.5, '工具'],
      ['', 1, ''],
    ]);
    const report = (
      await upload(`${ONLINE}/${orders.id}/Actions/Import?menuId=${orders.menuId}`, tableSheet)
    ).json();
    expect(report.data).toMatchObject({ total: 2, imported: 1, errors: [{ row: 3, field: 'customer' }] });
    const found = (await list(orders, { json: { customer: '导入客户' } })).json().data.list;
    expect(found).toEqual([expect.objectContaining({ customer: '导入客户', amount: 9.5, kind: '工具' })]);
  });

  it('refuses a file that is no workbook and a sheet with unknown columns, never a 500', async () => {
    const junk = await upload(`${ONLINE}/${visits.id}/Actions/Import`, Buffer.from('not a workbook'));
    expect(junk.statusCode).toBe(400);
    const unknown = await upload(
      `${ONLINE}/${visits.id}/Actions/ImportPreview`,
      await sheet([
        ['访客', '不存在'],
        ['x', 'y'],
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('不存在');
  });
});

describe('relation pickers and display values', () => {
  it('lists the live records of a design for 关联表单, a keyword looking into the display field', async () => {
    await record(visits, { comInputField101: '周五', selectField104: '1' });
    await record(orders, { customer: '西部公司', amount: 3, kind: '2' });
    for (const [model, field, word, expected] of [
      [visits, 'comInputField101', '周', '周五'],
      [orders, 'customer', '西部', '西部公司'],
    ] as const) {
      const res = await call(
        'GET',
        `/api/visualdev/Base/${model.id}/FieldDataSelect?relationField=${field}&keyword=${encodeURIComponent(word)}`,
        admin,
      );
      expect(res.json(), res.body).toMatchObject({ code: 200 });
      const rows = res.json().data.list as Record<string, unknown>[];
      expect(rows.map((r) => r[field])).toEqual([expected]);
      expect(rows[0].id).toBeTruthy();
    }
  });

  it('shows a related record by its display field, with the stored id beside it', async () => {
    const orderId = await record(orders, { customer: '关联客户', amount: 5 });
    const link = newControl('relationForm', 101);
    link.__config__.label = '订单';
    Object.assign(link, { modelId: orders.id, relationField: 'customer' });
    const created = await call('POST', '/api/visualdev/Base', admin, {
      type: 1,
      fullName: '关联测试',
      enCode: 'olRelation',
      tables: '[]',
      formData: JSON.stringify({ idGlobal: 101, fields: [link] }),
    });
    const id = created.json().data.id;
    expect((await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, admin)).json().code).toBe(200);
    const saved = await call('POST', `${ONLINE}/${id}`, admin, { data: { relationFormField101: orderId } });
    expect(saved.json(), saved.body).toMatchObject({ code: 200 });
    const rows = (await call('POST', `${ONLINE}/${id}/List`, admin, {})).json().data.list;
    expect(rows[0], JSON.stringify(rows)).toMatchObject({
      relationFormField101: '关联客户',
      relationFormField101_id: orderId,
    });
  });

  it('answers DataChange with option names, user names and the sub-table rows', async () => {
    const id = await record(visits, {
      comInputField101: '吴六',
      selectField104: '2',
      tableField106: [{ comInputField107: '相机', numInputField108: 1 }],
    });
    const res = await call('GET', `${ONLINE}/${visits.id}/${id}/DataChange`, admin);
    const shown = JSON.parse(res.json().data.data);
    expect(shown).toMatchObject({
      comInputField101: '吴六',
      selectField104: '玩具',
      createUserField105: '管理员/admin',
      tableField106: [{ comInputField107: '相机', numInputField108: 1 }],
    });
  });
});
