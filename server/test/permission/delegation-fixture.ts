import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 系统管理员 role (all permission menus and buttons), never delegated: not restricted */
export let huangmin: string;
/** 系统管理员 role too; the delegated administrator of these tests */
export let zhouqiang: string;
/** signed in, but without the 分级管理 menu */
export let outsider: string;
/** the 分级管理 menu without its buttons */
export let reader: string;

export const org = (code: string) => seedId(`org:${code}`);
export const user = (account: string) => seedId(`user:${account}`);
export const position = (code: string) => seedId(`position:${code}`);
export const role = (code: string) => seedId(`role:${code}`);
export const HQ = org('HXSZ');
export const SH = org('HXSZSH');
export const SH_RD = org('HXSZSH.YF');
export const SH_QA = org('HXSZSH.CS');
export const SZ = org('HXSZSZ');
export const SZ_SALES = org('HXSZSZ.XS');
export const BASE = '/api/permission/OrganizeAdministrator';
export const DENIED = '没有权限操作该数据';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export type Flags = Partial<
  Record<
    'thisLayerAdd' | 'thisLayerEdit' | 'thisLayerDelete' | 'subLayerAdd' | 'subLayerEdit' | 'subLayerDelete',
    0 | 1
  >
>;
export const setting = (organizeId: string, flags: Flags) => ({
  organizeId,
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
  ...flags,
});

/** Replaces zhouqiang's delegation, as the admin. */
export async function delegate(...list: ReturnType<typeof setting>[]) {
  const res = await call('PUT', `${BASE}/${user('zhouqiang')}`, admin, { list });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
}

export const counts = () =>
  tableCounts(t.database, ['baseOrganize', 'basePosition', 'baseUser', 'baseUserRelation']);
export const liveDelegations = async () =>
  (
    await t.database.db
      .selectFrom('baseOrganizeAdministrator')
      .select(['userId', 'organizeId', 'thisLayerAdd', 'subLayerEdit'])
      .where('deleteMark', 'is', null)
      .orderBy('userId')
      .orderBy('organizeId')
      .execute()
  ).map((r) => JSON.stringify(r));

export function flatten(
  nodes: { id: string; children?: unknown[] }[],
): { id: string; [k: string]: unknown }[] {
  return nodes.flatMap((n) => [n, ...flatten((n.children ?? []) as { id: string }[])]);
}

/** The stored fields of an organisation, to send back unchanged (or with changes) on edit. */
export async function orgBody(id: string, more: Record<string, unknown> = {}) {
  const row = await t.database.db
    .selectFrom('baseOrganize')
    .select(['parentId', 'enCode', 'fullName', 'sortCode', 'category'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { category, ...fields } = row;
  return { body: { ...fields, sortCode: Number(fields.sortCode), ...more }, category };
}

export const orgUrl = (category: string, id = '') =>
  `/api/permission/Organize${category === 'department' ? '/Department' : ''}${id ? `/${id}` : ''}`;

/** A fresh app for the test file, made ready as every test here expects. */
export function useDelegationApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    huangmin = await t.login('huangmin', '123456');
    zhouqiang = await t.login('zhouqiang', '123456');
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
    await grantMenus(t, 'wangfang', ['permission', 'permission.gradeManage']);
    reader = await t.login('wangfang', '123456');
  });
  afterAll(() => t.close());
}
