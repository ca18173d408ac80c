import { type FormControl, newControl } from '@app/common/form';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { BASE, call, createDesign, formReader, info, leaveList, t, useDesignApp } from './design-fixture.js';

/**
 * 根据表单创建数据表 (POST Base/{id}/Actions/CreateTables, decision 075): the tables a form needs are made
 * in the data source and the design is bound to them in one action; every refusal leaves no table and no
 * change behind; the runtime then keeps records, sub-table rows included, in the new tables.
 */

useDesignApp();

const ONLINE = '/api/visualdev/OnlineDev';

function labelled(key: string, id: number, label: string): FormControl {
  const control = newControl(key, id);
  control.__config__.label = label;
  return control;
}

/** An order form: a customer, an amount, a date, a choice, the creator, and lines with product and qty. */
function orderForm() {
  const kind = labelled('select', 104, '种类');
  kind.__config__.dataType = 'static';
  kind.__slot__ = { options: [{ id: '1', fullName: '工具' }] };
  const lines = labelled('table', 106, '明细');
  lines.__config__.children = [labelled('comInput', 107, '产品'), labelled('numInput', 108, '数量')];
  return {
    idGlobal: 108,
    fields: [
      labelled('comInput', 101, '客户'),
      labelled('numInput', 102, '金额'),
      labelled('date', 103, '日期'),
      kind,
      labelled('createUser', 105, '制单人'),
      lines,
    ],
  };
}

const orderList = () => ({
  ...leaveList(),
  columnList: [{ label: '客户', prop: 'comInputField101', align: 'left', sortable: true, width: null }],
});

let codes = 0;
const orderDesign = (more: Record<string, unknown> = {}) => {
  codes += 1;
  return createDesign({
    fullName: `订单${codes}`,
    enCode: `order${codes}`,
    formData: JSON.stringify(orderForm()),
    columnData: JSON.stringify(orderList()),
    ...more,
  });
};

const createTables = (id: string, body: object, lang?: string, token?: string) =>
  call('POST', `${BASE}/${id}/Actions/CreateTables`, token, body, lang);

const tableNames = async () => {
  const rows = await t.database.db.introspection.getTables();
  return rows.map((table) => table.name);
};

describe('creating the tables of a form', () => {
  it('makes the main and child tables, binds the design, and the runtime keeps records in them', async () => {
    const id = await orderDesign();
    const before = Number((await info(id)).version);
    const res = await createTables(id, { dbLinkId: '0', tableName: 'po_order', version: before });
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { dbLinkId: '0' } });
    expect(res.json().data.version).toBe(before + 1);
    expect(await tableNames()).toEqual(expect.arrayContaining(['po_order', 'po_order_tablefield106']));

    const design = await info(id);
    expect(design.dbLinkId).toBe('0');
    const tables = JSON.parse(design.tables as string);
    expect(tables).toEqual([
      expect.objectContaining({ table: 'po_order', typeId: '1', relationTable: '' }),
      expect.objectContaining({
        table: 'po_order_tablefield106',
        typeId: '0',
        relationTable: 'po_order',
        relationField: 'id',
        tableField: 'po_order_id',
      }),
    ]);
    expect(tables[0].fields.map((f: { field: string }) => f.field)).toEqual([
      'id',
      'comInputField101',
      'numInputField102',
      'dateField103',
      'selectField104',
      'createUserField105',
    ]);
    // types follow the control: numbers decimal, times epoch ms in a bigint, choices and users text
    expect(
      Object.fromEntries(
        tables[0].fields.map((f: { field: string; dataType: string }) => [f.field, f.dataType]),
      ),
    ).toEqual({
      id: 'varchar',
      comInputField101: 'varchar',
      numInputField102: 'decimal',
      dateField103: 'bigint',
      selectField104: 'varchar',
      createUserField105: 'varchar',
    });
    expect(tables[1].fields.map((f: { field: string }) => f.field)).toEqual([
      'id',
      'po_order_id',
      'comInputField107',
      'numInputField108',
    ]);
    const form = JSON.parse(design.formData as string);
    expect(form.fields[0].__config__.tableName).toBe('po_order');
    expect(form.fields[5].__config__.tableName).toBe('po_order_tablefield106');
    expect(form.fields[5].__config__.children[0].__config__).toMatchObject({
      relationTable: 'po_order_tablefield106',
      isSubTable: true,
    });

    expect((await call('POST', `${BASE}/${id}/Actions/Release`)).json()).toMatchObject({ code: 200 });
    const menu = await call('POST', `${BASE}/${id}/Actions/Menu`, undefined, {
      parentId: seedId('menu:onlineDev'),
      fullName: '采购单',
    });
    expect(menu.json(), menu.body).toMatchObject({ code: 200 });
    const day = new Date(2026, 2, 5).getTime();
    const values = {
      comInputField101: '华夏公司',
      numInputField102: 12.5,
      dateField103: day,
      selectField104: '1',
      tableField106: [
        { comInputField107: '螺丝', numInputField108: 10 },
        { comInputField107: '螺母', numInputField108: 20 },
      ],
    };
    const created = await call('POST', `${ONLINE}/${id}`, undefined, { data: JSON.stringify(values) });
    expect(created.json(), created.body).toMatchObject({ code: 200 });
    const recordId = created.json().data.id as string;

    const main = await sql<{ id: string }>`select id from po_order`.execute(t.database.db);
    expect(main.rows).toEqual([{ id: recordId }]);
    const lines = await sql<{ n: number }>`select count(*) as n from po_order_tablefield106
      where po_order_id = ${recordId}`.execute(t.database.db);
    expect(Number(lines.rows[0].n)).toBe(2);

    const list = await call('POST', `${ONLINE}/${id}/List`, undefined, {});
    expect(list.json().data.list).toEqual([
      expect.objectContaining({ id: recordId, comInputField101: '华夏公司', selectField104: '工具' }),
    ]);
    const raw = JSON.parse((await call('GET', `${ONLINE}/${id}/${recordId}`)).json().data.data);
    expect(raw).toMatchObject({ numInputField102: 12.5, dateField103: day });
    expect(raw.createUserField105).toBeTruthy();
    expect(raw.tableField106.map((r: { comInputField107: string }) => r.comInputField107).sort()).toEqual(
      ['螺丝', '螺母'].sort(),
    );
  });

  it("takes the designer's unsaved form: a generated form (type 4) cannot be saved before it has tables", async () => {
    codes += 1;
    const id = await createDesign({
      type: 4,
      fullName: `生成${codes}`,
      enCode: `gen${codes}`,
      formData: null,
    });
    const save = await call('PUT', `${BASE}/${id}`, undefined, {
      fullName: `生成${codes}`,
      enCode: `gen${codes}`,
      formData: JSON.stringify(orderForm()),
    });
    expect(save.statusCode).toBe(400);
    const res = await createTables(id, {
      tableName: 'po_generated',
      formData: JSON.stringify(orderForm()),
      columnData: JSON.stringify(orderList()),
    });
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const design = await info(id);
    expect(JSON.parse(design.formData as string).fields[0].__config__.tableName).toBe('po_generated');
    expect(JSON.parse(design.columnData as string).columnList[0].prop).toBe('comInputField101');
  });

  it('names the sub-table whose child table a later save leaves out, never storing it', async () => {
    const id = await orderDesign();
    expect((await createTables(id, { tableName: 'po_later' })).json()).toMatchObject({ code: 200 });
    const design = await info(id);
    const mainOnly = JSON.parse(design.tables as string).slice(0, 1);
    const res = await call('PUT', `${BASE}/${id}`, undefined, {
      fullName: design.fullName,
      enCode: design.enCode,
      tables: JSON.stringify(mainOnly),
      formData: design.formData,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('明细绑定的数据表【po_later_tablefield106】不在已选的数据表中，请重新选择');
  });

  it('refuses a design already bound to tables, in the caller language', async () => {
    const id = await orderDesign();
    expect((await createTables(id, { tableName: 'po_bound' })).json()).toMatchObject({ code: 200 });
    const again = await createTables(id, { tableName: 'po_bound2' }, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain('already bound');
    expect(await tableNames()).not.toContain('po_bound2');
  });

  it('refuses a name that breaks the identifier rules or is reserved', async () => {
    const id = await orderDesign();
    const bad = await createTables(id, { tableName: 'po order; drop' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('po order; drop');
    const reserved = await createTables(id, { tableName: 'select' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().msg).toContain('select');
    expect(JSON.parse((await info(id)).tables as string)).toEqual([]);
  });

  it('refuses a table that exists, main or child, and makes none of the others', async () => {
    const id = await orderDesign();
    await sql`create table po_taken (id varchar(50) primary key)`.execute(t.database.db);
    const taken = await createTables(id, { tableName: 'po_taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('表 po_taken 已存在');

    await sql`create table po_half_tablefield106 (id varchar(50) primary key)`.execute(t.database.db);
    const child = await createTables(id, { tableName: 'po_half' }, 'zhtw');
    expect(child.statusCode).toBe(409);
    expect(child.json().msg).toContain('po_half_tablefield106');
    expect(await tableNames()).not.toContain('po_half');
    expect(JSON.parse((await info(id)).tables as string)).toEqual([]);
  });

  it('refuses a design whose records are kept as JSON rather than lose them', async () => {
    const id = await orderDesign();
    expect((await call('POST', `${BASE}/${id}/Actions/Release`)).json()).toMatchObject({ code: 200 });
    const record = await call('POST', `${ONLINE}/${id}`, undefined, {
      data: JSON.stringify({ comInputField101: '东方集团' }),
    });
    expect(record.json(), record.body).toMatchObject({ code: 200 });
    const refused = await createTables(id, { tableName: 'po_json' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('1条数据');
    expect(await tableNames()).not.toContain('po_json');
  });

  it('refuses a form without a control that holds a value', async () => {
    const id = await orderDesign({
      formData: JSON.stringify({ idGlobal: 100, fields: [] }),
      columnData: null,
    });
    const empty = await createTables(id, { tableName: 'po_empty' }, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('no control');
    expect(await tableNames()).not.toContain('po_empty');
  });

  it('is open to whoever may save the design: a reader of another menu is refused, an unknown design 404', async () => {
    const id = await orderDesign();
    expect((await createTables(id, { tableName: 'po_guarded' }, undefined, formReader)).statusCode).toBe(403);
    expect((await createTables('nope', { tableName: 'po_nope' })).statusCode).toBe(404);
    expect(await tableNames()).not.toContain('po_guarded');
  });

  it('refuses a save the designer did not see, leaving no tables', async () => {
    const id = await orderDesign();
    const stale = await createTables(id, { tableName: 'po_stale', version: 99 });
    expect(stale.statusCode).toBe(409);
    expect(await tableNames()).not.toContain('po_stale');
  });
});
