import { describe, expect, it } from 'vitest';
import { md5 } from '../helpers/test-app.js';
import { admin, call, createUser, sysadmin, t, USERS, user, useUserApp, valid } from './user-fixture.js';

/** Users: state, password reset and delete. */

useUserApp();

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
