import { describe, expect, it } from 'vitest';
import {
  BASE,
  call,
  flatten,
  huangmin,
  liveDelegations,
  type Method,
  outsider,
  reader,
  SH,
  SH_RD,
  SZ,
  setting,
  t,
  useDelegationApp,
  user,
} from './delegation-fixture.js';

/** Delegated administration (分级管理): who may call which route. */

useDelegationApp();

describe('who may call the 分级管理 routes', () => {
  const target = user('liuyang');
  const list = [setting(SH, { thisLayerAdd: 1 })];
  const routes: [Method, string, string, object?][] = [
    ['GET', BASE, 'read'],
    ['GET', `${BASE}/${target}`, 'read'],
    ['POST', BASE, 'btn_add', { userId: target, list }],
    ['PUT', `${BASE}/${target}`, 'btn_edit', { list }],
    ['DELETE', `${BASE}/${target}`, 'btn_remove'],
  ];

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url, , body] of routes) {
      const res = await call(method, url, null, body);
      expect([method, url, res.statusCode, res.json().code]).toEqual([method, url, 401, 600]);
    }
  });

  it('refuses users without the menu (403), and the menu without buttons may only read', async () => {
    const before = await liveDelegations();
    for (const [method, url, need, body] of routes) {
      const res = await call(method, url, outsider, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body);
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await liveDelegations()).toEqual(before);
  });

  it('lets a granted user create, read, list, change and delete a delegation', async () => {
    const [, , , create] = routes[2];
    expect((await call('POST', BASE, huangmin, create)).json()).toMatchObject({ code: 200 });
    const listed = (await call('GET', `${BASE}?keyword=liuy`, huangmin)).json().data;
    expect(listed.pagination.total).toBe(1);
    expect(listed.list[0]).toMatchObject({
      userId: target,
      account: 'liuyang',
      realName: '刘洋',
      organizeName: '华夏数智集团有限公司/人力资源部',
      organizes: ['华夏数智集团有限公司/华夏数智(上海)科技有限公司'],
    });
    expect(listed.list[0].lastModifyTime).toBe(t.clock.now());
    const info = (await call('GET', `${BASE}/${target}`, huangmin)).json().data;
    expect(info).toMatchObject({ userId: target, account: 'liuyang', realName: '刘洋' });
    const nodes = flatten(info.list);
    expect(nodes.length).toBe(12);
    expect(nodes.find((n) => n.id === SH)).toMatchObject({
      fullName: '华夏数智(上海)科技有限公司',
      thisLayerAdd: 1,
      thisLayerEdit: 0,
      subLayerAdd: 0,
    });
    expect(nodes.find((n) => n.id === SH_RD)).toMatchObject({ thisLayerAdd: 0, subLayerEdit: 0 });

    const change = { list: [setting(SZ, { subLayerEdit: 1 }), setting(SH, {})] };
    expect((await call('PUT', `${BASE}/${target}`, huangmin, change)).json()).toMatchObject({ code: 200 });
    const after = (await call('GET', `${BASE}?keyword=刘洋`, huangmin)).json().data.list[0];
    // An organisation with every switch off is not kept.
    expect(after.organizes).toEqual(['华夏数智集团有限公司/华夏数智(深圳)销售有限公司']);

    expect((await call('DELETE', `${BASE}/${target}`, huangmin)).json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${BASE}?keyword=liuyang`, huangmin)).json().data.pagination.total).toBe(0);
  });
});
