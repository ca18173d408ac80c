import { idCardCheckChar } from '@app/common';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { type ProfileClient, userRow, withProfileApp } from './profile-client.js';

let t: TestApp;
let api: ProfileClient;
let admin: string;
let zhou: string;
withProfileApp((app) => ({ t, api, admin, zhou } = app));

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
const first17 = '11010519900307123';
const VALID_ID = `${first17}${idCardCheckChar(first17)}`;
const WRONG_CHECK_ID = `${first17}${idCardCheckChar(first17) === '0' ? '1' : '0'}`;

describe('GET /api/permission/Users/Current/BaseInfo', () => {
  it('shows a staff member their profile with organisation path, position, roles and last login', async () => {
    await t.login('zhouqiang', '123456');
    const res = await api.get('/BaseInfo', zhou);
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({
      account: 'zhouqiang',
      realName: '周强',
      gender: 1,
      mobilePhone: '13801010009',
      email: 'zhouqiang@huaxia-demo.cn',
      headIcon: null,
      isAdministrator: false,
      organizeName: '华夏数智集团有限公司/信息技术部',
      positionNames: ['运维工程师'],
      prevLogIP: '127.0.0.1',
      prevLogIPAddressName: '本地局域网',
    });
    expect([...info.roleNames].sort()).toEqual(['普通员工', '系统管理员'].sort());
    expect(info.prevLogTime).toBeTypeOf('number');
    expect(info.creatorTime).toBeTypeOf('number');
    expect(info).not.toHaveProperty('password');
  });

  it('shows the administrator at the group company with no positions or roles', async () => {
    const info = (await api.get('/BaseInfo', admin)).json().data;
    expect(info).toMatchObject({
      account: 'admin',
      realName: '管理员',
      isAdministrator: true,
      organizeName: '华夏数智集团有限公司',
      positionNames: [],
      roleNames: [],
      managerName: null,
    });
  });

  it('names the manager of a sub account', async () => {
    const sub = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('account', '=', '13901010088@gaopeng')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('baseUser')
      .set({ managerId: sub.id })
      .where('account', '=', 'zhouqiang')
      .execute();
    const info = (await api.get('/BaseInfo', zhou)).json().data;
    expect(info).toMatchObject({ managerName: '高鹏(外勤)', managerAccount: '13901010088@gaopeng' });
    await t.database.db
      .updateTable('baseUser')
      .set({ managerId: null })
      .where('account', '=', 'zhouqiang')
      .execute();
  });

  it('asks for a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo' });
    expect(res.json().code).toBe(600);
  });
});

describe('PUT /api/permission/Users/Current/BaseInfo', () => {
  it('saves the personal fields, shows them on the next read and renames the user in CurrentUser at once', async () => {
    await api.currentUser(zhou); // the cached answer that must not be served stale
    const fields = {
      realName: '周强强',
      nickName: '阿强',
      gender: 1,
      birthday: day(1990, 3, 7),
      mobilePhone: '13912345678',
      telePhone: '021-6123 4567',
      landline: '(010) 8888-6666',
      email: 'zhou.qiang@huaxia-demo.cn',
      nation: '汉族',
      nativePlace: '江苏南京',
      entryDate: day(2015, 7, 1),
      certificatesType: 'idCard',
      certificatesNumber: VALID_ID,
      education: 'bachelor',
      urgentContacts: '周母',
      urgentTelePhone: '+86 139 0000 1111',
      postalAddress: '上海市浦东新区世纪大道100号',
      signature: '稳定压倒一切',
      description: '负责机房与网络运维',
    };
    const res = await api.put('/BaseInfo', zhou, fields);
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' });

    expect((await api.get('/BaseInfo', zhou)).json().data).toMatchObject(fields);
    expect((await api.currentUser(zhou)).json().data.userInfo.userName).toBe('周强强');
    const row = await userRow(t, 'zhouqiang');
    expect(row.lastModifyUserId).toBe(row.id);
  });

  it('trims text and stores a cleared field as empty', async () => {
    await api.put('/BaseInfo', zhou, { nickName: '  强子  ', signature: '   ', telePhone: null });
    const info = (await api.get('/BaseInfo', zhou)).json().data;
    expect(info).toMatchObject({ nickName: '强子', signature: null, telePhone: null, realName: '周强强' });
  });

  it('never changes account, organisation, positions or roles, whatever the body says', async () => {
    const before = await userRow(t, 'zhouqiang');
    const res = await api.put('/BaseInfo', zhou, {
      account: 'root',
      organizeId: 'elsewhere',
      positionId: 'boss',
      roleId: 'sysadmin',
      isAdministrator: 1,
      password: 'x',
      nation: '回族',
    });
    expect(res.json().code).toBe(200);
    const after = await userRow(t, 'zhouqiang');
    expect(after).toMatchObject({
      account: before.account,
      organizeId: before.organizeId,
      positionId: before.positionId,
      roleId: before.roleId,
      isAdministrator: 0,
      password: before.password,
      nation: '回族',
    });
  });

  it.each([
    ['email', { email: 'zhou@@example' }, '请正确输入您的邮箱地址'],
    ['mobilePhone', { mobilePhone: '12345678901' }, '请正确输入您的手机号'],
    ['certificatesNumber', { certificatesNumber: WRONG_CHECK_ID }, '请正确输入您的身份证号码'],
    [
      'certificatesNumber',
      { certificatesType: 'passport', certificatesNumber: '护照 12' },
      '证件号码格式不正确',
    ],
    ['telePhone', { telePhone: 'call me' }, '办公电话格式不正确'],
    ['realName', { realName: '   ' }, '姓名不能为空'],
    ['nickName', { nickName: 'n'.repeat(51) }, '昵称不能超过50个字符'],
    ['gender', { gender: 3 }, '性别的取值不在允许范围内'],
    ['education', { education: 'kindergarten' }, '学历的取值不在允许范围内'],
    ['birthday', { birthday: Date.now() + 3 * 86_400_000 }, '出生日期不能晚于今天'],
    ['birthday', { birthday: 'yesterday' }, '出生日期格式不正确'],
    ['entryDate', { birthday: day(1990, 1, 1), entryDate: day(1989, 1, 1) }, '入职日期不能早于出生日期'],
  ])('refuses a bad %s with a message naming it and changes nothing', async (field, body, message) => {
    const before = await userRow(t, 'zhouqiang');
    const res = await api.put('/BaseInfo', zhou, { nation: '满族', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(res.json().data.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await userRow(t, 'zhouqiang')).toEqual(before);
  });

  it('lists every bad field at once', async () => {
    const res = await api.put('/BaseInfo', zhou, { email: 'x', mobilePhone: '1' });
    expect(res.json().data.errors).toEqual([
      { field: 'mobilePhone', message: '请正确输入您的手机号' },
      { field: 'email', message: '请正确输入您的邮箱地址' },
    ]);
  });

  it('answers in the caller language', async () => {
    const res = await api.put('/BaseInfo', admin, { email: 'x' }, { 'x-language': 'en' });
    expect(res.json().msg).toBe('Please enter a valid email address');
  });

  it('changes only the caller: another user is never touched', async () => {
    const others = await t.database.db
      .selectFrom('baseUser')
      .selectAll()
      .where('account', '!=', 'admin')
      .orderBy('id')
      .execute();
    await api.put('/BaseInfo', admin, { realName: '系统管理员', email: 'admin@huaxia-demo.cn' });
    expect(
      await t.database.db
        .selectFrom('baseUser')
        .selectAll()
        .where('account', '!=', 'admin')
        .orderBy('id')
        .execute(),
    ).toEqual(others);
    expect((await api.get('/BaseInfo', admin)).json().data.email).toBe('admin@huaxia-demo.cn');
  });
});
