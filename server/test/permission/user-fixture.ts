import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** zhangwei may open the log page, nothing of the user screen */
export let outsider: string;
/** huangmin holds the 系统管理员 role: every user-screen button, but is no super administrator */
export let sysadmin: string;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export const user = (account: string) => seedId(`user:${account}`);
export const org = (code: string) => seedId(`org:${code}`);
export const position = (code: string) => seedId(`position:${code}`);
export const role = (code: string) => seedId(`role:${code}`);
export const USERS = '/api/permission/Users';

export const valid = {
  account: 'newhire',
  realName: '新同事',
  gender: 2,
  mobilePhone: '13912345678',
  email: 'newhire@huaxia-demo.cn',
  organizeId: org('HXSZSH.YF'),
  managerId: user('sunli'),
  positionIds: [position('QDGCS')],
  roleIds: [role('staff')],
  description: '前端开发',
  sortCode: 100,
};

export async function createUser(fields: Partial<typeof valid> & { account: string }) {
  const res = await call('POST', USERS, admin, { ...valid, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  await grantMenus(t, fields.account, ['system', 'system.log']);
  return res.json().data.id as string;
}

/** A fresh app for the test file, made ready as every test here expects. */
export function useUserApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
    sysadmin = await t.login('huangmin', '123456');
  });
  afterAll(() => t.close());
}
