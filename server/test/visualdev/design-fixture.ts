import { defaultColumnData, newControl } from '@app/common/form';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, grantMenus, type TestApp, TestClock } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 代码生成 › 功能表单 only (type 4 designs), without its buttons */
export let formReader: string;
/** signed in, without any design menu */
export let outsider: string;

export const clock = new TestClock(new Date(2026, 2, 5, 10, 0, 0).getTime());
export const BASE = '/api/visualdev/Base';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (
  method: Method,
  url: string,
  token: string | null = admin,
  payload?: object,
  lang?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

/** A leave form as the designer saves it: a name, a number of days and the original's script fields. */
export function leaveForm() {
  const name = newControl('comInput', 101);
  name.__config__.label = '请假人';
  name.on = { change: '({ data }) => alert(data)' };
  const days = newControl('numInput', 102);
  days.__config__.label = '天数';
  return {
    formRef: 'elForm',
    labelWidth: 100,
    idGlobal: 102,
    funcs: { onLoad: '() => { fetch("/steal") }' },
    fields: [name, days],
  };
}

export const leaveList = () => ({
  ...defaultColumnData(),
  columnList: [{ label: '请假人', prop: 'comInputField101', align: 'left', sortable: true, width: null }],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
});

export const designBody = (more: Record<string, unknown> = {}) => ({
  type: 1,
  fullName: '请假申请',
  enCode: 'leaveApply',
  webType: 2,
  formData: JSON.stringify(leaveForm()),
  columnData: JSON.stringify(leaveList()),
  tables: '[]',
  sortCode: 1,
  ...more,
});

export async function createDesign(more: Record<string, unknown> = {}, token = admin): Promise<string> {
  const res = await call('POST', BASE, token, designBody(more));
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export const info = async (id: string, token = admin) => {
  const res = await call('GET', `${BASE}/${id}`, token);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data as Record<string, unknown>;
};

/** A fresh app for the test file, with the callers every test here uses. */
export function useDesignApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await t.login();
    await grantMenus(t, 'wangfang', ['generator', 'generator.webForm']);
    formReader = await t.login('wangfang', '123456');
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
  });
  afterAll(() => t.close());
}
