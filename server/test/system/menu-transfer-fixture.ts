import { afterAll, beforeAll, expect } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, screenCallers, type TestApp, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 系统管理员 role: the menu screen with all its buttons, export and import included */
export let granted: string;
/** signed in, without the menu screen */
export let outsider: string;
/** the menu screen without any of its buttons */
export let reader: string;

export const IMPORT = '/api/system/Menu/Action/Import';
export const exportUrl = (id: string) => `/api/system/Menu/${id}/Action/Export`;

// biome-ignore lint/suspicious/noExplicitAny: the tests edit the exported document freely
export type Doc = Record<string, any>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export function upload(content: string | Buffer, query = '', token: string | null = admin, lang = 'zh') {
  const { payload, headers } = multipartFile(
    'menu.json',
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    'application/json',
  );
  return t.app.inject({
    method: 'POST',
    url: `${IMPORT}${query}`,
    payload,
    headers: { ...headers, 'x-language': lang, ...(token ? { authorization: token } : {}) },
  });
}

export async function created(url: string, body: object) {
  const res = await call('POST', url, admin, body);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export const menu = (more: Record<string, unknown>) =>
  created('/api/system/Menu', {
    parentId: '-1',
    category: 'Web',
    sortCode: 0,
    enabledMark: 1,
    ...more,
  });

export const counts = () =>
  tableCounts(t.database, [
    'baseModule',
    'baseModuleButton',
    'baseModuleColumn',
    'baseModuleForm',
    'baseModuleDataAuthorize',
    'baseModuleScheme',
    'baseAuthorize',
  ]);

/** 采购管理 (directory) → 采购订单 (page with items) and 报表 (directory) → 采购统计 (function page). */
export let root: string;
export let orders: string;
export let reports: string;
export let target: string;

/** Data fields and schemes through their own screen's routes, so they are stored as that screen stores them. */
export async function dataRows(moduleId: string) {
  const field = (body: object) => created('/api/system/ModuleDataAuthorize', { moduleId, ...body });
  await field({
    fullName: '创建人',
    enCode: 'creator_user_id',
    type: 'string',
    conditionSymbol: 'Equal,NotEqual',
    conditionText: '@userId',
    bindTable: 'purchase_order',
    sortCode: 1,
    description: '下单人',
  });
  await field({
    fullName: '金额',
    enCode: 'amount',
    type: 'double',
    conditionSymbol: 'GreaterThan,LessThan',
    bindTable: 'purchase_order',
    sortCode: 2,
    enabledMark: 0,
  });
  const gone = await field({ fullName: '已删除字段', enCode: 'gone', conditionSymbol: 'Equal', sortCode: 3 });
  expect((await call('DELETE', `/api/system/ModuleDataAuthorize/${gone}`)).json().code).toBe(200);
  const scheme = (body: object) => created('/api/system/ModuleDataAuthorizeScheme', { moduleId, ...body });
  await scheme({
    fullName: '本人订单',
    enCode: 'own',
    conditionJson: JSON.stringify([
      {
        logic: 'and',
        groups: [{ id: 'g1', field: 'creator_user_id', type: 'string', op: 'Equal', value: '@userId' }],
      },
    ]),
    matchLogic: 'or',
    sortCode: 1,
    description: '只看自己的',
  });
  await scheme({ fullName: '全部订单', enCode: 'jnpf_alldata', allData: 1, sortCode: 2 });
}

export async function exported(id = root, token = admin) {
  const res = await call('GET', exportUrl(id), token);
  expect(res.statusCode, res.body).toBe(200);
  return { res, doc: JSON.parse(res.body) };
}

/** The export of 采购管理 with only the sub-menus the fixture made (imports may add copies under it). */
export async function original() {
  const { doc } = await exported();
  doc.children = doc.children.filter((c: { menu: { enCode: string } }) =>
    ['purchase.order', 'purchase.report'].includes(c.menu.enCode),
  );
  return doc;
}

/** Everything but where the copy stands and when it was exported. */
export function comparable(doc: Record<string, unknown>) {
  const { exportedAt: _, menu: m, ...rest } = doc as { exportedAt: number; menu: Record<string, unknown> };
  const { parentId: _p, parentEnCode: _c, ...fields } = m;
  return { ...rest, menu: fields };
}

/** A fresh app for the test file, made ready as every test here expects. */
export function useMenuTransferApp() {
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, granted, outsider, reader } = await screenCallers(t, ['system', 'system.menu']));

    root = await menu({
      fullName: '采购管理',
      enCode: 'purchase',
      type: 1,
      icon: 'ShoppingOutlined',
      sortCode: 5,
    });
    orders = await menu({
      parentId: root,
      fullName: '采购订单',
      enCode: 'purchase.order',
      type: 2,
      urlAddress: 'purchase/order',
      icon: 'FileTextOutlined',
      sortCode: 1,
      description: '订单列表',
      propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '#1890ff', isTree: 1 }),
    });
    reports = await menu({
      parentId: root,
      fullName: '报表',
      enCode: 'purchase.report',
      type: 1,
      sortCode: 2,
    });
    await menu({
      parentId: reports,
      fullName: '采购统计',
      enCode: 'purchase.stat',
      type: 3,
      sortCode: 1,
      enabledMark: 0,
    });
    for (const [code, name, sort] of [
      ['btn_add', '新增', 1],
      ['btn_edit', '编辑', 2],
    ] as const)
      await created('/api/system/ModuleButton', {
        moduleId: orders,
        enCode: code,
        fullName: name,
        sortCode: sort,
      });
    const gone = await created('/api/system/ModuleButton', {
      moduleId: orders,
      enCode: 'btn_gone',
      fullName: '废弃',
    });
    expect((await call('DELETE', `/api/system/ModuleButton/${gone}`)).json().code).toBe(200);
    await created('/api/system/ModuleColumn', {
      moduleId: orders,
      enCode: 'order_no',
      fullName: '订单号',
      bindTable: 'purchase_order',
      bindTableName: '采购订单',
    });
    await created('/api/system/ModuleForm', {
      moduleId: orders,
      enCode: 'supplier',
      fullName: '供应商',
      description: '必填',
    });
    await dataRows(orders);
    target = await menu({ fullName: '归档', enCode: 'archive', type: 1, sortCode: 90 });
  });
  afterAll(() => t.close());
}
