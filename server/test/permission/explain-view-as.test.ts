import type { ExplainItems } from '@app/common';
import { describe, expect, it } from 'vitest';
import { withoutRoles } from '../helpers/test-app.js';
import { admin, call, t, useExplainApp, user } from './explain-fixture.js';

/** The permission explainer: viewing the system as another user. */

useExplainApp();

/** Sessions and login-log rows of one user: a preview must add neither. */
async function signIns(account: string) {
  await t.app.services.logs.flush();
  const db = t.database.db;
  const sessions = await db
    .selectFrom('baseSession')
    .select('id')
    .where('userId', '=', user(account))
    .execute();
  const logins = await db
    .selectFrom('baseSysLog')
    .select('id')
    .where('userId', '=', user(account))
    .where('category', '=', 1)
    .execute();
  return { sessions: sessions.length, logins: logins.length };
}

describe('view as another user', () => {
  it('answers exactly what CurrentUser answers that user, without signing them in', async () => {
    for (const account of ['zhouqiang', 'zhangwei', 'admin']) {
      const token =
        account === 'admin' ? admin : await t.login(account, account === 'admin' ? 'admin123' : '123456');
      const own = (await call('/api/oauth/CurrentUser', token)).json().data;
      const before = await signIns(account);
      const res = await call(`/api/permission/Explain/${user(account)}/ViewAs`);
      expect(res.statusCode).toBe(200);
      const preview = res.json().data;
      expect(preview.menuList, account).toEqual(own.menuList);
      expect(preview.permissionList, account).toEqual(own.permissionList);
      expect(preview.userInfo, account).toEqual(own.userInfo);
      expect(await signIns(account)).toEqual(before);
    }
    const preview = (await call(`/api/permission/Explain/${user('zhouqiang')}/ViewAs`)).json().data;
    const holders = preview.user.holders.map((h: { type: string; name: string }) => `${h.type}:${h.name}`);
    expect(holders.slice(0, 2).sort()).toEqual(['Role:普通员工', 'Role:系统管理员']);
    expect(holders.slice(2)).toEqual(['Position:运维工程师', 'User:周强']);
  });

  it('previews a user who cannot sign in, and says why', async () => {
    await withoutRoles(t, 'liuyang');
    const res = await call(`/api/permission/Explain/${user('liuyang')}/ViewAs`);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview.menuList).toEqual([]);
    expect(preview.userInfo.userName).toBe('刘洋');
    const items = (await call(`/api/permission/Explain/${user('liuyang')}/Items`)).json()
      .data as ExplainItems;
    expect(items.signIn.allowed).toBe(false);
    expect(items.list.length).toBeGreaterThan(0);
    expect(preview.signIn).toMatchObject({
      allowed: false,
      reasons: [{ code: 'user.noMenus', message: '该用户没有任何菜单，登录时会被拒绝（权限不足）' }],
    });
  });
});
