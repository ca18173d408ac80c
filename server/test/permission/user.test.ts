import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import {
  createTestApp,
  grantButtons,
  grantMenus,
  md5,
  type TestApp,
  tableCounts,
} from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** zhangwei may open the log page, nothing of the user screen */
let outsider: string;
/** huangmin holds the 系统管理员 role: every user-screen button, but is no super administrator */
let sysadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  sysadmin = await t.login('huangmin', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const user = (account: string) => seedId(`user:${account}`);
const org = (code: string) => seedId(`org:${code}`);
const position = (code: string) => seedId(`position:${code}`);
const role = (code: string) => seedId(`role:${code}`);
const USERS = '/api/permission/Users';

const valid = {
  account: 'newhire',
  realName: '新同事',
  gender: 2,
  mobilePhone: '13912345678',
  email: 'newhire@huaxia-demo.cn',
  organizeId: org('HXSZSH.YF'),
  managerId: user('sunli'),
  positionIds: [position('QDGCS')],
  roleIds: [role('staff')],
  description: '前端开发',
  sortCode: 100,
};

const ADMIN_ROUTES: [Method, string, object?][] = [
  ['GET', USERS],
  ['GET', `${USERS}/${user('wangfang')}`],
  ['POST', USERS, valid],
  ['PUT', `${USERS}/${user('wangfang')}`, { ...valid, account: 'wangfang' }],
  ['DELETE', `${USERS}/${user('wangfang')}`],
  ['PUT', `${USERS}/${user('wangfang')}/Actions/State`],
  [
    'POST',
    `${USERS}/${user('wangfang')}/Actions/ResetPassword`,
    { userPassword: md5('abc123'), validatePassword: md5('abc123') },
  ],
];
const PICKER_ROUTES: [Method, string, object?][] = [
  ['GET', `${USERS}/All`],
  ['GET', `${USERS}/Selector`],
  ['POST', `${USERS}/getUserList`, { userId: [user('wangfang')] }],
  ['GET', `${USERS}/ImUser`],
  ['POST', `${USERS}/ImUser/Selector/0`, { keyword: '' }],
];

/** Creates a user as admin and answers their id; they may sign in (the log menu is theirs). */
async function createUser(fields: Partial<typeof valid> & { account: string }) {
  const res = await call('POST', USERS, admin, { ...valid, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  await grantMenus(t, fields.account, ['system', 'system.log']);
  return res.json().data.id as string;
}

describe('access to the user routes', () => {
  it('asks anonymous callers to sign in (600) on every route', async () => {
    for (const [method, url, body] of [...ADMIN_ROUTES, ...PICKER_ROUTES]) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user without the user menu on every administration route, and changes nothing', async () => {
    const before = await tableCounts(t.database, ['baseUser', 'baseUserRelation']);
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
    expect(await tableCounts(t.database, ['baseUser', 'baseUserRelation'])).toEqual(before);
    expect((await call('GET', `${USERS}/${user('wangfang')}`)).json().data.enabledMark).toBe(1);
  });

  it('lets any signed-in user use the pickers', async () => {
    for (const [method, url, body] of PICKER_ROUTES) {
      const res = await call(method, url, outsider, body);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('lets a user with the menu read, and needs the button for each change', async () => {
    await grantMenus(t, 'wangfang', ['permission', 'permission.user']);
    const reader = await t.login('wangfang', '123456');
    expect((await call('GET', USERS, reader)).statusCode).toBe(200);
    expect((await call('GET', `${USERS}/${user('lina')}`, reader)).statusCode).toBe(200);
    expect((await call('POST', USERS, reader, { ...valid, account: 'byreader' })).statusCode).toBe(403);
    expect((await call('PUT', `${USERS}/${user('lina')}/Actions/State`, reader)).statusCode).toBe(403);
    await grantButtons(t, 'wangfang', 'permission.user', ['btn_add']);
    expect((await call('POST', USERS, reader, { ...valid, account: 'byreader' })).statusCode).toBe(200);
    expect((await call('DELETE', `${USERS}/${user('lina')}`, reader)).statusCode).toBe(403);
  });
});

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

describe('pickers', () => {
  it('All lists enabled users with their organisation', async () => {
    const list = (await call('GET', `${USERS}/All`, outsider)).json().data.list;
    const heyan = list.find((u: { account: string }) => u.account === 'heyan');
    expect(heyan).toMatchObject({
      id: user('heyan'),
      realName: '何燕',
      organizeName: expect.stringContaining('测试部'),
    });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it('Selector answers organisations as a tree with their users', async () => {
    const { list } = (await call('GET', `${USERS}/Selector`, outsider)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ fullName: '华夏数智集团有限公司', type: 'company' });
    const shanghai = list[0].children.find((n: { fullName: string }) => n.fullName.includes('上海'));
    const testing = shanghai.children.find((n: { fullName: string }) => n.fullName === '测试部');
    expect(testing.type).toBe('department');
    expect(testing.children.map((n: { fullName: string; type: string }) => [n.fullName, n.type])).toEqual([
      ['何燕/heyan', 'user'],
      ['林峰/linfeng', 'user'],
      ['罗倩/luoqian', 'user'],
    ]);
  });

  it('getUserList restores the display text of stored ids, in the order asked', async () => {
    const res = await call('POST', `${USERS}/getUserList`, outsider, {
      userId: [user('lina'), 'no-such-user', user('zhangwei')],
    });
    expect(res.json().data.list).toEqual([
      expect.objectContaining({ id: user('lina'), fullName: '李娜/lina', organizeName: expect.any(String) }),
      expect.objectContaining({ id: user('zhangwei'), fullName: '张伟/zhangwei' }),
    ]);
  });

  it('ImUser pages contacts other than me', async () => {
    const res = await call(
      'GET',
      `${USERS}/ImUser?currentPage=1&pageSize=20&keyword=${encodeURIComponent('张')}`,
      outsider,
    );
    const { list, pagination } = res.json().data;
    expect(list.map((u: { account: string }) => u.account)).not.toContain('zhangwei');
    const all = (await call('GET', `${USERS}/ImUser?pageSize=3`, outsider)).json().data;
    expect(all.list).toHaveLength(3);
    expect(all.list[0]).toMatchObject({
      account: 'admin',
      realName: '管理员',
      department: expect.any(String),
    });
    expect(pagination.pageSize).toBe(20);
  });

  it('ImUser/Selector loads the tree one level at a time and searches users by keyword', async () => {
    const top = (await call('POST', `${USERS}/ImUser/Selector/0`, outsider, {})).json().data.list;
    expect(top.map((n: { fullName: string }) => n.fullName)).toEqual(['华夏数智集团有限公司']);
    expect(top[0]).toMatchObject({ isLeaf: false, hasChildren: true });
    const level = (await call('POST', `${USERS}/ImUser/Selector/${org('HXSZSH.CS')}`, outsider, {})).json()
      .data.list;
    expect(level.map((n: { fullName: string; isLeaf: boolean }) => [n.fullName, n.isLeaf])).toEqual([
      ['何燕/heyan', true],
      ['林峰/linfeng', true],
      ['罗倩/luoqian', true],
    ]);
    const found = (
      await call('POST', `${USERS}/ImUser/Selector/${org('HXSZ')}`, outsider, { keyword: '何燕' })
    ).json().data.list;
    expect(found).toEqual([expect.objectContaining({ id: user('heyan'), type: 'user' })]);
  });
});

describe('POST /api/permission/Users', () => {
  it('creates a user with positions and roles who can sign in with 123456', async () => {
    const id = await createUser({ account: 'zhaoyun', mobilePhone: '13912340002' });
    const info = (await call('GET', `${USERS}/${id}`)).json().data;
    expect(info).toMatchObject({
      account: 'zhaoyun',
      realName: '新同事',
      organizeName: '华夏数智集团有限公司/华夏数智(上海)科技有限公司/研发部',
      positionIds: [position('QDGCS')],
      roleIds: [role('staff')],
      positionName: '前端工程师',
      roleName: '普通员工',
      managerId: user('sunli'),
      managerName: '孙丽/sunli',
      enabledMark: 1,
    });
    const row = await t.database.db
      .selectFrom('baseUser')
      .select(['positionId', 'roleId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ positionId: position('QDGCS'), roleId: role('staff') });
    await expect(t.login('zhaoyun', '123456')).resolves.toBeTruthy();
  });

  it('refuses a taken account with 409 naming the field, and adds nothing', async () => {
    const before = await tableCounts(t.database, ['baseUser', 'baseUserRelation']);
    const res = await call('POST', USERS, admin, { ...valid, account: 'lina' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('账号“lina”已存在');
    expect(res.json().data.errors[0].field).toBe('account');
    expect(await tableCounts(t.database, ['baseUser', 'baseUserRelation'])).toEqual(before);
  });

  it('refuses input against the SPEC §5 rules with a clear message, and adds nothing', async () => {
    const before = await tableCounts(t.database, ['baseUser', 'baseUserRelation']);
    const cases: [object, string, string][] = [
      [{ account: 'bad.account' }, 'account', '只能输入数字英文'],
      [{ account: '   ' }, 'account', '账号不能为空'],
      [{ account: 'okname', realName: ' ' }, 'realName', '姓名不能为空'],
      [{ account: 'okname', mobilePhone: '12345' }, 'mobilePhone', '请正确输入您的手机号'],
      [{ account: 'okname', email: 'not-mail' }, 'email', '请正确输入您的邮箱地址'],
      [{ account: 'okname', organizeId: 'nowhere' }, 'organizeId', '所属组织不存在，请重新选择'],
      [{ account: 'okname', roleIds: ['nope'] }, 'roleIds', '所选角色不存在，请重新选择'],
      [{ account: 'okname', positionIds: ['nope'] }, 'positionIds', '所选岗位不存在，请重新选择'],
    ];
    for (const [fields, field, msg] of cases) {
      const res = await call('POST', USERS, admin, { ...valid, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().msg).toBe(msg);
      expect(res.json().data.errors[0].field).toBe(field);
    }
    const english = await t.app.inject({
      method: 'POST',
      url: USERS,
      headers: { authorization: admin, 'x-language': 'en' },
      payload: { ...valid, account: 'okname', mobilePhone: '12345' },
    });
    expect(english.json().msg).toBe('Please enter a valid mobile number');
    expect(await tableCounts(t.database, ['baseUser', 'baseUserRelation'])).toEqual(before);
  });
});

describe('PUT /api/permission/Users/{id}', () => {
  it('changes the fields, positions and roles, and what the user is granted follows', async () => {
    const id = await createUser({ account: 'promoted', mobilePhone: '13912340003' });
    const token = await t.login('promoted', '123456');
    const res = await call('PUT', `${USERS}/${id}`, admin, {
      ...valid,
      account: 'promoted',
      realName: '晋升者',
      organizeId: org('HXSZ.XXJS'),
      positionIds: [position('ITJL'), position('YWGCS')],
      roleIds: [role('sysadmin')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await call('GET', `${USERS}/${id}`)).json().data;
    expect(info).toMatchObject({
      realName: '晋升者',
      positionName: '信息技术经理,运维工程师',
      roleName: '系统管理员',
    });
    const row = await t.database.db
      .selectFrom('baseUser')
      .select(['positionId', 'roleId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ positionId: `${position('ITJL')},${position('YWGCS')}`, roleId: role('sysadmin') });
    // The new role's menus apply to the session they already have.
    expect((await call('GET', USERS, token)).statusCode).toBe(200);
    const current = (await call('GET', '/api/oauth/CurrentUser', token)).json().data;
    expect(current.userInfo.userName).toBe('晋升者');
  });

  it('refuses renaming to a taken account (409) and an unknown user (404)', async () => {
    const res = await call('PUT', `${USERS}/${user('wangfang')}`, admin, { ...valid, account: 'lina' });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', `${USERS}/${user('wangfang')}`)).json().data.account).toBe('wangfang');
    const missing = await call('PUT', `${USERS}/nobody`, admin, { ...valid, account: 'nobody' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('用户不存在');
  });

  it('does not let a non-super administrator change the super administrator', async () => {
    const res = await call('PUT', `${USERS}/${user('admin')}`, sysadmin, {
      ...valid,
      account: 'admin',
      realName: '被改了',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('只有超级管理员可以修改超级管理员');
  });
});

describe('state, reset password and delete', () => {
  it('disabling ends the user’s sessions at once and refuses their login; enabling lets them back', async () => {
    const id = await createUser({ account: 'toggled', mobilePhone: '13912340004' });
    const token = await t.login('toggled', '123456');
    const off = await call('PUT', `${USERS}/${id}/Actions/State`, sysadmin);
    expect(off.json().data).toEqual({ enabledMark: 0 });
    const res = await call('GET', '/api/oauth/CurrentUser', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(602);
    await expect(t.login('toggled', '123456')).rejects.toThrow();
    expect((await call('PUT', `${USERS}/${id}/Actions/State`, sysadmin)).json().data).toEqual({
      enabledMark: 1,
    });
    await expect(t.login('toggled', '123456')).resolves.toBeTruthy();
  });

  it('refuses disabling yourself', async () => {
    const res = await call('PUT', `${USERS}/${user('admin')}/Actions/State`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不能禁用自己的账号');
  });

  it('resets a password: mismatched confirmation refused, then the old sessions end and the new one works', async () => {
    const id = await createUser({ account: 'forgetful', mobilePhone: '13912340005' });
    const token = await t.login('forgetful', '123456');
    const mismatch = await call('POST', `${USERS}/${id}/Actions/ResetPassword`, sysadmin, {
      userPassword: md5('abc123'),
      validatePassword: md5('abc124'),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().msg).toBe('两次输入的密码不一致');
    await expect(t.login('forgetful', '123456')).resolves.toBeTruthy();
    const notMd5 = await call('POST', `${USERS}/${id}/Actions/ResetPassword`, sysadmin, {
      userPassword: 'abc123',
      validatePassword: 'abc123',
    });
    expect(notMd5.statusCode).toBe(400);

    const done = await call('POST', `${USERS}/${id}/Actions/ResetPassword`, sysadmin, {
      userPassword: md5('abc123'),
      validatePassword: md5('abc123'),
    });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/api/oauth/CurrentUser', token)).statusCode).toBe(401);
    await expect(t.login('forgetful', '123456')).rejects.toThrow();
    await expect(t.login('forgetful', 'abc123')).resolves.toBeTruthy();
    const row = await t.database.db
      .selectFrom('baseUser')
      .select('changePasswordDate')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.changePasswordDate).toBe(t.clock.now());
  });

  it('deletes a user: gone from the list, signed out, their account free again', async () => {
    const id = await createUser({ account: 'leaver', mobilePhone: '13912340006' });
    const token = await t.login('leaver', '123456');
    const res = await call('DELETE', `${USERS}/${id}`, sysadmin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `${USERS}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${USERS}?keyword=leaver`)).json().data.pagination.total).toBe(0);
    expect((await call('GET', '/api/oauth/CurrentUser', token)).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('baseUser')
      .select(['deleteMark', 'deleteTime'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleteMark: 1, deleteTime: t.clock.now() });
    const again = await call('POST', USERS, admin, { ...valid, account: 'leaver' });
    expect(again.statusCode).toBe(200);
  });

  it('refuses deleting yourself and the last super administrator', async () => {
    const self = await call('DELETE', `${USERS}/${user('huangmin')}`, sysadmin);
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('不能删除自己的账号');
    const last = await call('DELETE', `${USERS}/${user('admin')}`, sysadmin);
    expect(last.statusCode).toBe(400);
    expect(last.json().msg).toBe('这是最后一个可用的超级管理员，不能删除或禁用');
    const lastOff = await call('PUT', `${USERS}/${user('admin')}/Actions/State`, sysadmin);
    expect(lastOff.json().msg).toBe('这是最后一个可用的超级管理员，不能删除或禁用');
    expect((await call('GET', `${USERS}/${user('admin')}`)).json().data.enabledMark).toBe(1);
  });

  it('with a second super administrator, only a super administrator may delete one', async () => {
    const second = await createUser({ account: 'deputy', mobilePhone: '13912340008' });
    await t.database.db
      .updateTable('baseUser')
      .set({ isAdministrator: 1 })
      .where('id', '=', second)
      .execute();
    const byRole = await call('DELETE', `${USERS}/${second}`, sysadmin);
    expect(byRole.statusCode).toBe(403);
    expect((await call('DELETE', `${USERS}/${second}`, admin)).statusCode).toBe(200);
  });
});
