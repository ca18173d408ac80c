import { afterAll, beforeAll, expect } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, screenCallers, type TestApp, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export let admin: string;
/** 系统管理员 role: the menu screen with all its buttons */
export let granted: string;
/** signed in, without the menu screen */
export let outsider: string;
/** the menu screen without any of its buttons */
export let reader: string;

export const menu = (code: string) => seedId(`menu:${code}`);
export const SYSTEM = menu('system');
export const LOG = menu('system.log');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

export const fields = (more: Record<string, unknown> = {}) => ({
  parentId: SYSTEM,
  fullName: '数据字典',
  enCode: 'system.dictionary',
  type: 2,
  icon: 'BookOutlined',
  urlAddress: 'system/dictionary',
  linkTarget: '_self',
  category: 'Web',
  propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '', isTree: 0 }),
  sortCode: 30,
  enabledMark: 1,
  description: '字典维护',
  ...more,
});

export async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', '/api/system/Menu', token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

export const info = async (id: string) => (await call('GET', `/api/system/Menu/${id}`)).json().data;

export const counts = () =>
  tableCounts(t.database, [
    'baseModule',
    'baseModuleButton',
    'baseModuleColumn',
    'baseModuleForm',
    'baseAuthorize',
  ]);

export type Node = { id: string; enCode: string; children?: Node[] };
export const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

export async function refused(method: Method, url: string, body: object | undefined, status: number) {
  const before = await counts();
  const res = await call(method, url, admin, body);
  expect([url, res.statusCode], JSON.stringify(res.json())).toEqual([url, status]);
  expect(await counts()).toEqual(before);
  return res.json();
}

/** A fresh app for the test file, made ready as every test here expects. */
export function useMenuApp() {
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, granted, outsider, reader } = await screenCallers(t, ['system', 'system.menu']));
  });
  afterAll(() => t.close());
}
