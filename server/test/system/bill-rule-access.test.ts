import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASE,
  call,
  counts,
  create,
  fields,
  granted,
  info,
  type Method,
  next,
  outsider,
  reader,
  useBillRuleApp,
} from './bill-rule-fixture.js';

/** Numbering rules (单据规则): who may call which route. */

useBillRuleApp();

describe('who may call the numbering rule routes', () => {
  let id: string;
  beforeAll(async () => {
    id = await create({ enCode: 'Access', fullName: '权限测试' });
  });
  const routes = (): [Method, string, 'read' | 'write'][] => [
    ['GET', BASE, 'read'],
    ['GET', `${BASE}/${id}`, 'read'],
    ['POST', BASE, 'write'],
    ['PUT', `${BASE}/${id}`, 'write'],
    ['PUT', `${BASE}/${id}/Actions/State`, 'write'],
    ['GET', `${BASE}/${id}/Action/Export`, 'write'],
    ['POST', `${BASE}/Action/Import`, 'write'],
    ['DELETE', `${BASE}/${id}`, 'write'],
  ];
  const pickers = [`${BASE}/Selector`, `${BASE}/BillNumber/Access`];
  const body = (method: Method, url: string) =>
    url.endsWith('Import')
      ? undefined
      : method === 'POST'
        ? fields({ enCode: 'Other', fullName: '其它' })
        : method === 'PUT' && !url.endsWith('State')
          ? fields({ enCode: 'Access', fullName: '权限测试' })
          : undefined;

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of [...routes(), ...pickers.map((u) => ['GET', u] as const)]) {
      const res = await call(method, url, null, body(method, url));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses users without the menu (403); readers without buttons may only read', async () => {
    const before = await counts();
    const row = await info(id);
    for (const [method, url, need] of routes()) {
      const res = await call(method, url, outsider, body(method, url));
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body(method, url));
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await counts()).toEqual(before);
    expect(await info(id)).toEqual(row);
  });

  it('serves the selector and issues numbers to any signed-in user (forms and flows call them)', async () => {
    const selector = (await call('GET', `${BASE}/Selector`, outsider)).json();
    expect(selector.data.list).toContainEqual({ enCode: 'Access', fullName: '权限测试' });
    expect((await next('Access', outsider)).json().data).toBe('CG202603050001');
  });

  it('lets the 系统管理员 role create, edit, switch, export and delete', async () => {
    const mine = await create({ enCode: 'Granted', fullName: '授权测试' }, granted);
    const edit = await call(
      'PUT',
      `${BASE}/${mine}`,
      granted,
      fields({ enCode: 'Granted', fullName: '授权测试二' }),
    );
    expect(edit.json().code).toBe(200);
    expect((await call('PUT', `${BASE}/${mine}/Actions/State`, granted)).json().data).toEqual({
      enabledMark: 0,
    });
    expect((await call('GET', `${BASE}/${mine}/Action/Export`, granted)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/${mine}`, granted)).json().code).toBe(200);
  });
});
