import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { admin, call, list, ONLINE, orders, record, t, useOnlineApp, visits } from './online-fixture.js';

/**
 * Every OnlineDev route in both storage modes (访客登记 as JSON, 采购订单 in tables): the live form and list,
 * the record routes, the export and the template, answering as the generated page reads them.
 */

useOnlineApp();

/** The app's address once it listens (both modes share the app). */
let address: string | undefined;

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each([
  ['JSON', () => visits, { comInputField101: '导出甲', selectField104: '1' }, 'comInputField101', '访客'],
  ['tables', () => orders, { customer: '导出甲', kind: '1' }, 'customer', '客户'],
] as const)('the routes of a design kept as %s', (_mode, model, values, nameField, nameLabel) => {
  it('answers the live form and list (Config, FormData, ColumnData)', async () => {
    const { id, menuId } = model();
    const config = (await call('GET', `${ONLINE}/${id}/Config?menuId=${menuId}`, admin)).json().data;
    expect(config).toMatchObject({ id, version: 1 });
    const form = JSON.parse((await call('GET', `${ONLINE}/${id}/FormData`, admin)).json().data.formData);
    expect(form.fields.some((f: { __vModel__?: string }) => f.__vModel__ === nameField)).toBe(true);
    const columns = JSON.parse(
      (await call('GET', `${ONLINE}/${id}/ColumnData`, admin)).json().data.columnData,
    );
    expect(columns.columnList[0].prop).toBe(nameField);
  });

  it('exports the chosen columns with the form labels, and offers a template', async () => {
    const { id, menuId } = model();
    await record(model(), values);
    const exported = await call('POST', `${ONLINE}/${id}/Actions/Export`, admin, {
      menuId,
      json: { [nameField]: '导出' },
      selectKey: [nameField],
    });
    expect(exported.statusCode).toBe(200);
    expect(await sheetRows(exported.rawPayload)).toEqual([[nameLabel], ['导出甲']]);
    const template = await call('GET', `${ONLINE}/${id}/Template`, admin);
    expect((await sheetRows(template.rawPayload))[0][0]).toBe(`${nameLabel} *`);
  });

  it('streams the export over a real connection to the end (a POST whose body was read is no gone client)', async () => {
    const { id, menuId } = model();
    await record(model(), values);
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}${ONLINE}/${id}/Actions/Export`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ menuId, selectKey: [nameField] }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(200);
    const rows = await sheetRows(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual([nameLabel]);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('reads a record raw and as display text, and deletes several at once', async () => {
    const { id, menuId } = model();
    const first = await record(model(), values);
    const second = await record(model(), { ...values, [nameField]: '第二' });
    const raw = JSON.parse((await call('GET', `${ONLINE}/${id}/${first}`, admin)).json().data.data);
    const shown = JSON.parse(
      (await call('GET', `${ONLINE}/${id}/${first}/DataChange`, admin)).json().data.data,
    );
    const choice = Object.keys(values).find((k) => k !== nameField) as string;
    expect(raw[choice]).toBe('1');
    expect(shown[choice]).toBe('工具');
    const removed = await call('POST', `${ONLINE}/batchDelete/${id}`, admin, {
      ids: [first, second],
      menuId,
    });
    expect(removed.json()).toMatchObject({ code: 200 });
    for (const gone of [first, second])
      expect((await call('GET', `${ONLINE}/${id}/${gone}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `${ONLINE}/batchDelete/${id}`, admin, { ids: [] })).statusCode).toBe(400);
    // a record outside the design (or made up) is a 404 for the whole batch, nothing removed
    const kept = await record(model(), values);
    const mixed = await call('POST', `${ONLINE}/batchDelete/${id}`, admin, { ids: [kept, 'nope'] });
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', `${ONLINE}/${id}/${kept}`, admin)).statusCode).toBe(200);
    const found = (await list(model(), { keyword: '导出' })).json().data.list as Record<string, unknown>[];
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(String(row[nameField])).toContain('导出');
  });
});
