import { describe, expect, it } from 'vitest';
import {
  call,
  type Json,
  ok,
  ROLE,
  t,
  USER,
  usePartialUpdateApp,
  withoutStamps,
} from './partial-update-fixture.js';

usePartialUpdateApp();

describe('the regression of issue 13: a name-only edit of one’s own user record', () => {
  it('keeps roles, positions and every other field, and the 系统管理员 menus with them', async () => {
    // huangmin holds 系统管理员, which carries the user screen and its buttons.
    const token = await t.login('huangmin', '123456');
    const url = `/api/permission/Users/${USER('huangmin')}`;
    const seeded = (await ok('GET', url, undefined, token)) as Json;
    const positionIds = seeded.positionIds as string[];
    const roleIds = seeded.roleIds as string[];
    expect(positionIds.length).toBeGreaterThan(0);
    expect(roleIds).toContain(ROLE('sysadmin'));
    await ok(
      'PUT',
      url,
      {
        account: seeded.account,
        realName: seeded.realName,
        organizeId: seeded.organizeId,
        gender: 1,
        mobilePhone: '13912340002',
        email: 'huangmin.work@huaxia-demo.cn',
        managerId: USER('zhouqiang'),
        positionIds,
        roleIds,
        description: '维护组织与用户',
        sortCode: 42,
        enabledMark: 1,
      },
      token,
    );
    const before = (await ok('GET', url, undefined, token)) as Json;

    await ok(
      'PUT',
      url,
      { account: before.account, realName: '黄敏华', organizeId: before.organizeId },
      token,
    );

    const after = (await ok('GET', url, undefined, token)) as Json;
    expect(after).toMatchObject({
      realName: '黄敏华',
      roleIds,
      positionIds,
      gender: 1,
      mobilePhone: '13912340002',
      email: 'huangmin.work@huaxia-demo.cn',
      description: '维护组织与用户',
      sortCode: 42,
      enabledMark: 1,
      managerId: USER('zhouqiang'),
    });
    expect(withoutStamps({ ...after, realName: before.realName })).toEqual(withoutStamps(before));
    // Still 系统管理员 on the next request, and after signing in again.
    expect((await call('GET', '/api/permission/Users', undefined, token)).json().code).toBe(200);
    const again = await t.login('huangmin', '123456');
    expect((await call('GET', '/api/permission/Users', undefined, again)).json().code).toBe(200);
  });
});
