import type { ExplainReason, ExplainVerdict } from '@app/common';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** zhangwei may open the log page, nothing of the explainer */
export let outsider: string;

export const user = (account: string) => seedId(`user:${account}`);
export const menu = (code: string) => seedId(`menu:${code}`);
export const button = (menuCode: string, code: string) => seedId(`button:${menuCode}:${code}`);
export const role = (code: string) => seedId(`role:${code}`);
export const position = (code: string) => seedId(`position:${code}`);

export const call = (url: string, token: string | null = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token, ...headers } : headers });

export const explain = async (account: string, itemType: string, itemId: string, token = admin) => {
  const res = await call(
    `/api/permission/Explain/${user(account)}?itemType=${itemType}&itemId=${itemId}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ExplainVerdict;
};
export const codes = (v: ExplainVerdict) => v.reasons.map((r) => r.code);
export const reason = (v: ExplainVerdict, code: string) =>
  v.reasons.find((r) => r.code === code) as ExplainReason;

export async function grant(
  itemType: 'module' | 'button' | 'column' | 'resource',
  itemId: string,
  objectType: 'Role' | 'Position' | 'User',
  objectId: string,
) {
  await t.database.db
    .insertInto('baseAuthorize')
    .values({
      id: `x-${objectId}-${itemId}`,
      itemType,
      itemId,
      objectType,
      objectId,
      creatorTime: 0,
      creatorUserId: null,
    })
    .execute();
  await t.app.services.grants.invalidateAll();
}

export async function setState(
  table: 'baseRole' | 'basePosition' | 'baseModule' | 'baseModuleButton' | 'baseUser',
  id: string,
  enabledMark: number,
) {
  await t.database.db.updateTable(table).set({ enabledMark }).where('id', '=', id).execute();
  await t.app.services.grants.invalidateAll();
}

/** A fresh app for the test file, made ready as every test here expects. */
export function useExplainApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
  });
  afterAll(() => t.close());
}
