import { type FormControl, newControl } from '@app/common/form';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, replaceGrants, type TestApp, TestClock } from '../helpers/test-app.js';

/**
 * Released designs for the OnlineDev tests, in both storage modes: a visit register kept as JSON (no tables)
 * and a purchase order in real tables (ol_order with its lines in ol_order_line). Each is released to a menu
 * through Actions/Menu, as the designer does; wangfang holds the menus with chosen buttons, columns and
 * schemes; zhangwei holds none of them.
 */

export let t: TestApp;
export let admin: string;
export let wangfang: string;
export let zhangwei: string;
export const clock = new TestClock(new Date(2026, 2, 5, 10, 0, 0).getTime());
export const ONLINE = '/api/visualdev/OnlineDev';

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export function control(
  key: string,
  id: number,
  label: string,
  more: Partial<FormControl> = {},
  vModel?: string,
) {
  const c = newControl(key, id);
  c.__config__.label = label;
  if (vModel) c.__vModel__ = vModel;
  return Object.assign(c, more);
}

const KINDS = [
  { id: '1', fullName: '工具' },
  { id: '2', fullName: '玩具' },
];

function choice(id: number, vModel?: string) {
  const c = control('select', id, '种类', {}, vModel);
  c.__config__.dataType = 'static';
  c.__slot__ = { options: KINDS };
  return c;
}

function visitForm() {
  const name = control('comInput', 101, '访客');
  name.__config__.required = true;
  const phone = control('comInput', 102, '电话');
  phone.__config__.regList = [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的电话' }];
  const count = control('numInput', 103, '人数', { min: 0, max: 100 });
  const lines = control('table', 106, '随行物品');
  const item = control('comInput', 107, '物品');
  item.__config__.required = true;
  lines.__config__.children = [item, control('numInput', 108, '数量')];
  const number = control('billRule', 109, '登记号');
  number.__config__.rule = 'OLVISIT';
  return {
    idGlobal: 109,
    fields: [name, phone, count, choice(104), control('createUser', 105, '登记人'), lines, number],
  };
}

function orderForm() {
  const customer = control('comInput', 201, '客户', {}, 'customer');
  customer.__config__.required = true;
  const amount = control('numInput', 202, '金额', {}, 'amount');
  const lines = control('table', 204, '明细');
  lines.__config__.tableName = 'ol_order_line';
  lines.__config__.children = [
    control('comInput', 205, '产品', {}, 'product'),
    control('numInput', 206, '数量', {}, 'qty'),
  ];
  return {
    idGlobal: 208,
    fields: [
      customer,
      amount,
      choice(203, 'kind'),
      lines,
      control('createUser', 207, '制单人', {}, 'creator'),
      // a main-form field bound to a column of a child table: one row of ol_order_extra per order
      control('comInput', 208, '备注', {}, 'jnpf_ol_order_extra_jnpf_remark'),
    ],
  };
}

const column = (prop: string, label: string, sortable = false) => ({
  prop,
  label,
  align: 'left',
  sortable,
  width: null,
});
const searchItem = (c: FormControl, searchType: 1 | 2 | 3) => ({ ...c, searchType });

function listOf(form: { fields: FormControl[] }, props: string[], columnPermission: boolean) {
  const byModel = new Map(form.fields.map((f) => [f.__vModel__, f]));
  return {
    searchList: [
      searchItem(byModel.get(props[0])!, 2),
      searchItem(byModel.get(props[1])!, 3),
      searchItem(byModel.get(props[2])!, 1),
    ],
    columnList: props.map((p) => column(p, byModel.get(p)!.__config__.label, true)),
    type: 1,
    defaultSidx: '',
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    treeDataSource: 'dictionary',
    treePropsValue: 'id',
    treePropsChildren: 'children',
    treePropsLabel: 'fullName',
    useColumnPermission: columnPermission,
    // the visit register limits its form fields per role (表单权限)
    useFormPermission: !form.fields.some((f) => f.__vModel__ === 'customer'),
    useBtnPermission: true,
    useDataPermission: true,
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
  };
}

const TABLES = [
  {
    table: 'ol_order',
    typeId: '1',
    relationTable: '',
    relationField: '',
    tableField: '',
    fields: ['id', 'customer', 'amount', 'kind', 'creator'].map((field) => ({
      field,
      primaryKey: field === 'id',
    })),
  },
  {
    table: 'ol_order_line',
    typeId: '0',
    relationTable: 'ol_order',
    relationField: 'id',
    tableField: 'order_id',
    fields: ['id', 'order_id', 'product', 'qty'].map((field) => ({ field, primaryKey: field === 'id' })),
  },
  {
    table: 'ol_order_extra',
    typeId: '0',
    relationTable: 'ol_order',
    relationField: 'id',
    tableField: 'order_id',
    fields: ['id', 'order_id', 'remark'].map((field) => ({ field, primaryKey: field === 'id' })),
  },
];

export interface Released {
  id: string;
  menuId: string;
}

export async function release(body: object, menuName: string): Promise<Released> {
  const created = await call('POST', '/api/visualdev/Base', admin, body);
  expect(created.json(), created.body).toMatchObject({ code: 200 });
  const id = created.json().data.id as string;
  const released = await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, admin);
  expect(released.json(), released.body).toMatchObject({ code: 200 });
  const menu = await call('POST', `/api/visualdev/Base/${id}/Actions/Menu`, admin, {
    parentId: seedId('menu:onlineDev'),
    fullName: menuName,
  });
  expect(menu.json(), menu.body).toMatchObject({ code: 200 });
  return { id, menuId: menu.json().data.id as string };
}

export let visits: Released;
export let orders: Released;

/**
 * Replaces what wangfang holds on a released menu: the menu, these buttons, columns and form fields (every
 * one the menu has by default) and schemes.
 */
export async function grant(
  menu: Released,
  what: { buttons?: string[]; columns?: string[]; forms?: string[]; schemes?: string[] },
): Promise<void> {
  const db = t.database.db;
  const items: [string, string][] = [
    ['module', seedId('menu:onlineDev')],
    ['module', menu.menuId],
  ];
  for (const [kind, table, codes] of [
    ['button', 'baseModuleButton', what.buttons ?? []],
    ['column', 'baseModuleColumn', what.columns ?? null],
    ['form', 'baseModuleForm', what.forms ?? null],
  ] as const) {
    if (codes?.length === 0) continue;
    let query = db.selectFrom(table).select('id').where('moduleId', '=', menu.menuId);
    if (codes) query = query.where('enCode', 'in', codes);
    const rows = await query.execute();
    for (const row of rows) items.push([kind, row.id]);
  }
  for (const scheme of what.schemes ?? []) items.push(['resource', scheme]);
  await replaceGrants(t, 'wangfang', items);
}

/** A data scheme of a released menu: the rows whose field equals the value. */
export async function scheme(menu: Released, id: string, field: string, value: string): Promise<string> {
  await t.database.db
    .insertInto('baseModuleScheme')
    .values({
      id,
      moduleId: menu.menuId,
      fullName: id,
      enCode: id,
      conditionJson: JSON.stringify([
        { logic: 'and', groups: [{ field, op: 'Equal', value, type: 'string' }] },
      ]),
      creatorTime: clock.now(),
      creatorUserId: null,
    })
    .execute();
  await t.app.services.grants.invalidateAll();
  return id;
}

export const record = async (model: Released, data: object, token = admin) => {
  const res = await call('POST', `${ONLINE}/${model.id}`, token, {
    data: JSON.stringify(data),
    menuId: model.menuId,
  });
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
};

/** The record a GET of one record answers, its `data` text parsed. */
export const data = (res: { json(): { data: { data: string } } }) => JSON.parse(res.json().data.data);

export const list = async (model: Released, body: object = {}, token = admin) =>
  call('POST', `${ONLINE}/${model.id}/List`, token, { menuId: model.menuId, ...body });

/** A fresh app with both designs released to menus, and the callers. */
export function useOnlineApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await t.login();
    const db = t.database.db;
    await sql`create table ol_order (id varchar(50) primary key, customer varchar(100), amount numeric(12, 2), kind varchar(20), creator varchar(50))`.execute(
      db,
    );
    await sql`create table ol_order_line (id varchar(50) primary key, order_id varchar(50) not null, product varchar(100), qty integer)`.execute(
      db,
    );
    await sql`create table ol_order_extra (id varchar(50) primary key, order_id varchar(50) not null, remark varchar(200))`.execute(
      db,
    );
    await db
      .insertInto('baseBillRule')
      .values({
        id: 'ol-visit-rule',
        fullName: '访客登记',
        enCode: 'OLVISIT',
        prefix: 'FK',
        dateFormat: 'no',
        digit: 4,
        startNumber: 1,
        creatorTime: clock.now(),
        creatorUserId: null,
      })
      .execute();
    const visitDesign = visitForm();
    visits = await release(
      {
        type: 1,
        fullName: '访客登记',
        enCode: 'olVisit',
        webType: 2,
        tables: '[]',
        formData: JSON.stringify(visitDesign),
        columnData: JSON.stringify(
          listOf(visitDesign, ['comInputField101', 'numInputField103', 'selectField104'], true),
        ),
      },
      '访客登记',
    );
    const order = orderForm();
    orders = await release(
      {
        type: 1,
        fullName: '采购订单',
        enCode: 'olOrder',
        webType: 2,
        dbLinkId: '0',
        tables: JSON.stringify(TABLES),
        formData: JSON.stringify(order),
        columnData: JSON.stringify(listOf(order, ['customer', 'amount', 'kind'], true)),
      },
      '采购订单',
    );
    await grantMenus(t, 'wangfang', ['system', 'system.log']);
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    wangfang = await t.login('wangfang', '123456');
    zhangwei = await t.login('zhangwei', '123456');
  });
  afterAll(() => t.close());
}
