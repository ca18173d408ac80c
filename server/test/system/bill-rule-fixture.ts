import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, screenCallers, type TestApp, TestClock, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 系统管理员 role: the numbering rule menu with all its buttons */
export let granted: string;
/** signed in, without the numbering rule menu */
export let outsider: string;
/** the numbering rule menu without any of its buttons */
export let reader: string;

// 2026-03-05 10:00 local time: the date parts are 20260305, 202603 and 2026.
export const clock = new TestClock(new Date(2026, 2, 5, 10, 0, 0).getTime());
export const HOUR = 3600 * 1000;
export const BASE = '/api/system/BillRule';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export const fields = (more: Record<string, unknown> = {}) => ({
  fullName: '采购订单',
  enCode: 'PurchaseOrder',
  prefix: 'CG',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '1',
  description: '采购订单编号',
  sortCode: 1,
  enabledMark: 1,
  ...more,
});

export async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', BASE, token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export const next = (code: string, token = admin) => call('GET', `${BASE}/BillNumber/${code}`, token);
export async function issue(code: string, token = admin): Promise<string> {
  const res = await next(code, token);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data as string;
}
export const info = async (id: string) => (await call('GET', `${BASE}/${id}`)).json().data;
export const counts = () => tableCounts(t.database, ['baseBillRule']);

/** A fresh app for the test file, made ready as every test here expects. */
export function useBillRuleApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock });
    ({ admin, granted, outsider, reader } = await screenCallers(t, ['system', 'system.billRule']));
  });
  afterAll(() => t.close());
}
