import { describe, expect, it } from 'vitest';
import { tableCounts } from '../helpers/test-app.js';
import {
  admin,
  call,
  createUser,
  org,
  position,
  role,
  sysadmin,
  t,
  USERS,
  user,
  useUserApp,
  valid,
} from './user-fixture.js';

/** Users: creating and changing them. */

useUserApp();

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
