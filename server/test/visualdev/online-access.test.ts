import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { grantMenus } from '../helpers/test-app.js';
import {
  admin,
  call,
  grant,
  list,
  ONLINE,
  orders,
  record,
  scheme,
  t,
  useOnlineApp,
  visits,
  wangfang,
  zhangwei,
} from './online-fixture.js';

/**
 * Permission of a released design's pages, enforced on the server through the menu it was released to:
 * the menu (403 without it), its buttons, its data schemes (rows) and its columns (answers and exports).
 */

useOnlineApp();

const customers = (res: { json(): { data: { list: { customer: string }[] } } }) =>
  res
    .json()
    .data.list.map((r) => r.customer)
    .sort();

async function headers(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const row = workbook.worksheets[0].getRow(1);
  return (row.values as unknown[]).filter((v) => typeof v === 'string') as string[];
}

describe('the menu of a released design', () => {
  it('refuses a caller without it (403), whatever the route', async () => {
    for (const model of [visits, orders]) {
      for (const [method, url, body] of [
        ['GET', `${ONLINE}/${model.id}/Config`, undefined],
        ['POST', `${ONLINE}/${model.id}/List`, {}],
        ['POST', `${ONLINE}/${model.id}`, { data: '{}' }],
        ['POST', `${ONLINE}/${model.id}/Actions/Export`, {}],
        ['GET', `${ONLINE}/${model.id}/Template`, undefined],
        ['GET', `/api/visualdev/Base/${model.id}/FieldDataSelect`, undefined],
      ] as const)
        expect((await call(method, url, zhangwei, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call('GET', `${ONLINE}/${model.id}/Config`, null)).statusCode).toBe(401);
    }
  });

  it('opens the list with the menu, and each write needs its button when the list checks buttons', async () => {
    await grant(orders, {});
    expect((await list(orders, {}, wangfang)).json().code).toBe(200);
    const refused = await call('POST', `${ONLINE}/${orders.id}`, wangfang, {
      data: { customer: '乙方' },
      menuId: orders.menuId,
    });
    expect(refused.statusCode).toBe(403);
    await grant(orders, { buttons: ['btn_add', 'btn_edit'] });
    const id = await record(orders, { customer: '乙方' }, wangfang);
    expect(
      (await call('DELETE', `${ONLINE}/${orders.id}/${id}?menuId=${orders.menuId}`, wangfang)).statusCode,
    ).toBe(403);
    const batch = await call('POST', `${ONLINE}/batchDelete/${orders.id}`, wangfang, {
      ids: [id],
      menuId: orders.menuId,
    });
    expect(batch.statusCode).toBe(403);
    // a menu of another design does not open this one
    await grant(visits, {});
    const other = await call('POST', `${ONLINE}/${orders.id}/List`, wangfang, { menuId: visits.menuId });
    expect(other.json()).toMatchObject({ code: 400, msg: '该菜单没有绑定此功能' });
  });

  it('lets holders of the design menu preview a design that has no menu of theirs', async () => {
    await grant(visits, {});
    await grantMenus(t, 'wangfang', ['onlineDev.webDesign']);
    const res = await call('POST', `${ONLINE}/${orders.id}/List`, wangfang, {});
    expect(res.json().code).toBe(200);
  });
});

describe('data and column permission', () => {
  it('limits the rows to the data schemes granted on the menu, in both storage modes', async () => {
    await record(orders, { customer: '甲方' });
    await record(orders, { customer: '丙方' });
    const onlyFirst = await scheme(orders, 'ol-scheme-first', 'customer', '甲方');
    await grant(orders, { schemes: [onlyFirst] });
    expect(customers(await list(orders, {}, wangfang))).toEqual(['甲方']);
    expect(customers(await list(orders, {}, admin)).length).toBeGreaterThan(1);
    // a record outside the rows answers as absent
    const all = (await list(orders, { pageSize: 100 })).json().data.list as {
      id: string;
      customer: string;
    }[];
    const hidden = all.find((r) => r.customer === '丙方')!;
    expect(
      (await call('GET', `${ONLINE}/${orders.id}/${hidden.id}?menuId=${orders.menuId}`, wangfang)).statusCode,
    ).toBe(404);

    // a JSON record is limited by its own columns: the creator
    const mine = await scheme(visits, 'ol-scheme-mine', 'creatorUserId', '@userId');
    await grant(visits, { buttons: ['btn_add'], schemes: [mine] });
    await record(visits, { comInputField101: '管理员的访客' });
    await record(visits, { comInputField101: '王芳的访客' }, wangfang);
    const seen = (await list(visits, {}, wangfang))
      .json()
      .data.list.map((r: { comInputField101: string }) => r.comInputField101);
    expect(seen).toEqual(['王芳的访客']);
  });

  it('leaves the columns the caller was not granted out of the answers, the list design and the export', async () => {
    // once the menu has schemes, a holder of none sees no row: the first scheme keeps 甲方's rows
    await grant(orders, {
      columns: ['customer', 'kind'],
      buttons: ['btn_download'],
      schemes: ['ol-scheme-first'],
    });
    const rows = (await list(orders, {}, wangfang)).json().data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('amount');
    const config = (
      await call('GET', `${ONLINE}/${orders.id}/Config?menuId=${orders.menuId}`, wangfang)
    ).json().data;
    expect(JSON.parse(config.columnData).columnList.map((c: { prop: string }) => c.prop)).toEqual([
      'customer',
      'kind',
    ]);
    const record = (
      await call('GET', `${ONLINE}/${orders.id}/${rows[0].id}?menuId=${orders.menuId}`, wangfang)
    ).json();
    expect(JSON.parse(record.data.data)).not.toHaveProperty('amount');

    const exported = await call('POST', `${ONLINE}/${orders.id}/Actions/Export`, wangfang, {
      menuId: orders.menuId,
    });
    expect(exported.statusCode).toBe(200);
    expect(await headers(exported.rawPayload)).toEqual(['客户', '种类']);
    const whole = await call('POST', `${ONLINE}/${orders.id}/Actions/Export`, admin, {
      menuId: orders.menuId,
    });
    expect(await headers(whole.rawPayload)).toEqual(['客户', '金额', '种类']);
  });
});

describe('form permission', () => {
  it('hides the form fields a caller was not granted, ignores them in writes and keeps what is stored', async () => {
    // her own records (the menu's scheme from above, when it ran), every field first, then all but 电话
    const schemes = ['ol-scheme-mine'];
    await grant(visits, { buttons: ['btn_add', 'btn_edit'], schemes });
    const id = await record(
      visits,
      { comInputField101: '表单权限', comInputField102: '13800000000' },
      wangfang,
    );
    const all = ['comInputField101', 'numInputField103', 'selectField104', 'tableField106'];
    await grant(visits, { buttons: ['btn_add', 'btn_edit'], forms: all, schemes });
    const at = `${ONLINE}/${visits.id}`;
    const form = JSON.parse(
      (await call('GET', `${at}/FormData?menuId=${visits.menuId}`, wangfang)).json().data.formData,
    );
    const shown = form.fields.map((f: { __vModel__?: string }) => f.__vModel__);
    expect(shown).toContain('comInputField101');
    expect(shown).not.toContain('comInputField102');
    const raw = JSON.parse(
      (await call('GET', `${at}/${id}?menuId=${visits.menuId}`, wangfang)).json().data.data,
    );
    expect(raw).not.toHaveProperty('comInputField102');
    // a bad phone number is not checked (the field is not theirs) and does not reach the record
    const changed = await call('PUT', `${at}/${id}`, wangfang, {
      data: { ...raw, comInputField101: '已改', comInputField102: 'bad' },
      menuId: visits.menuId,
    });
    expect(changed.json(), changed.body).toMatchObject({ code: 200 });
    const stored = JSON.parse((await call('GET', `${at}/${id}`, admin)).json().data.data);
    expect(stored).toMatchObject({ comInputField101: '已改', comInputField102: '13800000000' });
  });
});

describe('releasing to a menu', () => {
  it('makes the type-3 menu once, with the page buttons, and updates it after', async () => {
    const again = await call('POST', `/api/visualdev/Base/${orders.id}/Actions/Menu`, admin, {
      parentId: seedId('menu:onlineDev'),
      fullName: '采购订单管理',
    });
    expect(again.json().data.id).toBe(orders.menuId);
    const menu = await t.database.db
      .selectFrom('baseModule')
      .selectAll()
      .where('id', '=', orders.menuId)
      .executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 3, fullName: '采购订单管理' });
    expect(JSON.parse(menu.propertyJson ?? '{}').moduleId).toBe(orders.id);
    const buttons = await t.database.db
      .selectFrom('baseModuleButton')
      .select('enCode')
      .where('moduleId', '=', orders.menuId)
      .execute();
    expect(buttons.map((b) => b.enCode).sort()).toEqual(
      [
        'btn_add',
        'btn_batchRemove',
        'btn_detail',
        'btn_download',
        'btn_edit',
        'btn_remove',
        'btn_upload',
      ].sort(),
    );
    expect(
      (
        await call('POST', `/api/visualdev/Base/${orders.id}/Actions/Menu`, wangfang, {
          parentId: '0',
          fullName: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});
