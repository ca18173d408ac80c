import { describe, expect, it } from 'vitest';
import {
  call,
  counts,
  create,
  fields,
  flatten,
  granted,
  LOG,
  type Method,
  outsider,
  reader,
  useMenuApp,
} from './menu-fixture.js';

/** Menus: who may call which route. */

useMenuApp();

describe('who may call the menu routes', () => {
  const routes: [Method, string, 'read' | 'write'][] = [
    ['GET', '/api/system/Menu', 'read'],
    ['GET', `/api/system/Menu/Selector/${LOG}`, 'read'],
    ['GET', '/api/system/Menu/Selector/0', 'read'],
    ['GET', `/api/system/Menu/${LOG}`, 'read'],
    ['POST', '/api/system/Menu', 'write'],
    ['PUT', `/api/system/Menu/${LOG}`, 'write'],
    ['PUT', `/api/system/Menu/${LOG}/Actions/State`, 'write'],
    ['DELETE', `/api/system/Menu/${LOG}`, 'write'],
  ];
  const body = (method: Method) => (method === 'POST' || method === 'PUT' ? fields() : undefined);

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of [...routes, ['GET', '/api/system/Menu/Selector/All'] as const]) {
      const res = await call(method, url, null, body(method));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses users without the menu screen (403); readers without buttons may only read', async () => {
    const before = await counts();
    for (const [method, url, need] of routes) {
      expect([method, url, (await call(method, url, outsider, body(method))).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
      const asReader = await call(method, url, reader, body(method));
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await counts()).toEqual(before);
  });

  it('serves the menu picker (Selector/All) to any signed-in user', async () => {
    const res = await call('GET', '/api/system/Menu/Selector/All', outsider);
    expect(res.json().code).toBe(200);
    expect(flatten(res.json().data.list).map((m) => m.enCode)).toContain('system.menu');
  });

  it('lets the 系统管理员 role create, edit, switch and delete menus', async () => {
    const id = await create({ enCode: 'granted.page' }, granted);
    const edit = await call(
      'PUT',
      `/api/system/Menu/${id}`,
      granted,
      fields({ enCode: 'granted.page', fullName: '改名' }),
    );
    expect(edit.json().code).toBe(200);
    const state = await call('PUT', `/api/system/Menu/${id}/Actions/State`, granted);
    expect(state.json().data).toEqual({ enabledMark: 0 });
    expect((await call('DELETE', `/api/system/Menu/${id}`, granted)).json().code).toBe(200);
  });
});
