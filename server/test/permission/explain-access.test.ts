import { describe, expect, it } from 'vitest';
import { tableCounts } from '../helpers/test-app.js';
import { call, menu, outsider, t, useExplainApp, user } from './explain-fixture.js';

/** The permission explainer: who may use it. */

useExplainApp();

const ROUTES = [
  `/api/permission/Explain/${user('zhangwei')}/Items`,
  `/api/permission/Explain/${user('zhangwei')}/ViewAs`,
  `/api/permission/Explain/${user('zhangwei')}?itemType=module&itemId=${menu('system.log')}`,
];

describe('access to the explainer', () => {
  it('asks anonymous callers to sign in (600)', async () => {
    for (const url of ROUTES) {
      const res = await call(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the 权限诊断 menu (403)', async () => {
    for (const url of ROUTES) {
      const res = await call(url, outsider);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
  });

  it('answers every route for a holder of the menu (系统管理员 role) and changes nothing', async () => {
    const token = await t.login('huangmin', '123456');
    const before = await tableCounts(t.database, [
      'baseAuthorize',
      'baseUserRelation',
      'baseSession',
      'baseUser',
    ]);
    for (const url of ROUTES) expect((await call(url, token)).statusCode, url).toBe(200);
    expect(
      await tableCounts(t.database, ['baseAuthorize', 'baseUserRelation', 'baseSession', 'baseUser']),
    ).toEqual(before);
  });

  it('answers unknown and deleted users as absent, and unknown items and types clearly', async () => {
    for (const url of [
      '/api/permission/Explain/nobody/Items',
      '/api/permission/Explain/nobody/ViewAs',
      `/api/permission/Explain/nobody?itemType=module&itemId=${menu('system.log')}`,
    ]) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe('该用户不存在或已被删除');
    }
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1 })
      .where('id', '=', user('fengyi'))
      .execute();
    expect((await call(`/api/permission/Explain/${user('fengyi')}/Items`)).statusCode).toBe(404);

    const unknown = await call(
      `/api/permission/Explain/${user('zhangwei')}?itemType=button&itemId=${menu('system.log')}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('要诊断的菜单或权限项不存在');
    const badType = await call(`/api/permission/Explain/${user('zhangwei')}?itemType=page&itemId=x`);
    expect(badType.statusCode).toBe(400);
    expect((await call(`/api/permission/Explain/${user('zhangwei')}?itemType=module`)).statusCode).toBe(400);
  });
});
