import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/platform/settings.js';
import {
  createTestApp,
  grantMenus,
  loginRequest,
  md5,
  setSetting,
  type TestApp,
} from '../helpers/test-app.js';

export const URL = '/api/system/SysConfig';
export let t: TestApp;

export type Method = 'GET' | 'PUT' | 'POST';
export const call = (method: Method, url: string, token?: string, payload?: object, extra: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
    ...extra,
  });

export const loginAs = (account: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    ...loginRequest({ account, password: md5(password), grant_type: 'password' }),
    remoteAddress,
  });

/** A fresh app for the test file, made ready as every test here expects. */
export function useSysConfigApp() {
  beforeAll(async () => {
    t = await createTestApp();
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    await grantMenus(t, 'liuyang', ['system', 'system.sysConfig']);
    for (const account of ['wangfang', 'chenjing', 'yangfan', 'sunli'])
      await grantMenus(t, account, ['system', 'system.log']);
  });
  afterAll(() => t.close());

  /** Every policy test starts from the product's defaults. */
  afterEach(async () => {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await setSetting(t, key, value);
  });
}
