import { describe, expect, it } from 'vitest';
import { call, createUser, org, USERS, useUserApp } from './user-fixture.js';

/** Users: the list. */

useUserApp();

describe('GET /api/permission/Users', () => {
  it('pages live users in list order without any password field', async () => {
    const res = await call('GET', `${USERS}?currentPage=1&pageSize=5`);
    const { list, pagination } = res.json().data;
    expect(pagination.currentPage).toBe(1);
    expect(pagination.pageSize).toBe(5);
    expect(pagination.total).toBeGreaterThan(27);
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ account: 'admin', realName: '管理员', isAdministrator: true });
    expect(list[1]).toMatchObject({
      account: 'zhangwei',
      realName: '张伟',
      gender: 1,
      mobilePhone: '13801010001',
      email: 'zhangwei@huaxia-demo.cn',
      organizeName: '华夏数智集团有限公司/总裁办',
      positionName: '总经理',
      roleName: '部门经理,普通员工',
      enabledMark: 1,
    });
    expect(typeof list[1].creatorTime).toBe('number');
    expect(res.body).not.toMatch(/password|secretkey/i);
  });

  it('finds users by account, name or mobile, taking % literally', async () => {
    const total = async (keyword: string) =>
      (await call('GET', `${USERS}?keyword=${encodeURIComponent(keyword)}`)).json().data.pagination.total;
    expect(await total('huangmin')).toBe(1);
    expect(await total('黄敏')).toBe(1);
    expect(await total('13801010009')).toBe(1);
    expect(await total('%')).toBe(0);
  });

  it('filters by an organisation with everything below it', async () => {
    const accounts = async (code: string) =>
      (await call('GET', `${USERS}?organizeId=${org(code)}&pageSize=100`))
        .json()
        .data.list.map((u: { account: string }) => u.account);
    const company = await accounts('HXSZSH');
    expect(company).toEqual(expect.arrayContaining(['sunli', 'majun', 'heyan', 'linfeng']));
    expect(company).not.toContain('zhangwei');
    const department = await accounts('HXSZSH.CS');
    expect(department.sort()).toEqual(['heyan', 'linfeng', 'luoqian']);
  });

  it('filters by state', async () => {
    const disabled = await createUser({ account: 'idleuser', mobilePhone: '13912340001' });
    await call('PUT', `${USERS}/${disabled}/Actions/State`);
    const list = (await call('GET', `${USERS}?enabledMark=0&pageSize=100`)).json().data.list;
    expect(list.map((u: { account: string }) => u.account)).toContain('idleuser');
    expect(list.every((u: { enabledMark: number }) => u.enabledMark === 0)).toBe(true);
  });

  it('refuses a page size over 500', async () => {
    const res = await call('GET', `${USERS}?pageSize=501`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('每页条数不能大于500');
  });
});
