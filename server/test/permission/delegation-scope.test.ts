import { describe, expect, it } from 'vitest';
import {
  admin,
  BASE,
  call,
  counts,
  DENIED,
  delegate,
  HQ,
  huangmin,
  liveDelegations,
  orgBody,
  orgUrl,
  position,
  role,
  SH,
  SH_QA,
  SH_RD,
  SZ,
  SZ_SALES,
  setting,
  t,
  useDelegationApp,
  user,
  zhouqiang,
} from './delegation-fixture.js';

/** Delegated administration: a delegated administrator works only inside their organisations. */

useDelegationApp();

describe('a delegated administrator works only inside their organisations', () => {
  it('with this-layer Add on a company: a department under it, not under a sibling or a child', async () => {
    await delegate(setting(SH, { thisLayerAdd: 1 }));
    const dept = (parentId: string, enCode: string) => ({ parentId, enCode, fullName: `部门${enCode}` });
    const made = await call('POST', '/api/permission/Organize/Department', zhouqiang, dept(SH, 'SHNEW1'));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    for (const parent of [SZ, SH_RD, HQ]) {
      const res = await call(
        'POST',
        '/api/permission/Organize/Department',
        zhouqiang,
        dept(parent, 'SHNEW2'),
      );
      expect([parent, res.statusCode, res.json().code, res.json().msg]).toEqual([parent, 403, 403, DENIED]);
    }
    // A new top-level company sits under no organisation of theirs.
    const top = await call('POST', '/api/permission/Organize', zhouqiang, {
      parentId: '-1',
      enCode: 'TOPX',
      fullName: '顶级公司',
    });
    expect(top.statusCode).toBe(403);
    // Nor may they edit, disable or delete what they may only add to.
    const { body } = await orgBody(SH, { description: '改' });
    expect((await call('PUT', orgUrl('company', SH), zhouqiang, body)).statusCode).toBe(403);
    expect((await call('PUT', `${orgUrl('company', SH)}/Actions/State`, zhouqiang)).statusCode).toBe(403);
    expect((await call('DELETE', orgUrl('department', made.json().data.id), zhouqiang)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('with sub-layer Edit: edits every descendant, not the company itself nor elsewhere', async () => {
    await delegate(setting(SH, { subLayerEdit: 1 }));
    const rd = await orgBody(SH_RD, { description: '研发中心' });
    expect((await call('PUT', orgUrl('department', SH_RD), zhouqiang, rd.body)).json()).toMatchObject({
      code: 200,
    });
    const state = await call('PUT', `${orgUrl('department', SH_QA)}/Actions/State`, zhouqiang);
    expect(state.json()).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    await call('PUT', `${orgUrl('department', SH_QA)}/Actions/State`, zhouqiang);
    const sh = await orgBody(SH, { description: '改' });
    expect((await call('PUT', orgUrl('company', SH), zhouqiang, sh.body)).statusCode).toBe(403);
    const sales = await orgBody(SZ_SALES, { description: '改' });
    expect((await call('PUT', orgUrl('department', SZ_SALES), zhouqiang, sales.body)).statusCode).toBe(403);
    // Moving 研发部 out to 深圳 needs the right on both sides.
    const moved = await orgBody(SH_RD, { parentId: SZ });
    expect((await call('PUT', orgUrl('department', SH_RD), zhouqiang, moved.body)).statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('baseOrganize')
      .select(['parentId', 'description'])
      .where('id', '=', SH_RD)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parentId: SH, description: '研发中心' });
    expect((await call('DELETE', orgUrl('department', SH_RD), zhouqiang)).statusCode).toBe(403);
  });

  it('users: added, edited and moved only inside the organisations allowed', async () => {
    await delegate(setting(SH, { subLayerAdd: 1, subLayerEdit: 1 }));
    const newUser = (account: string, organizeId: string) => ({
      account,
      realName: '新同事',
      organizeId,
      positionIds: [],
      roleIds: [],
    });
    const made = await call('POST', '/api/permission/Users', zhouqiang, newUser('shnewbie', SH_QA));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    const elsewhere = await call('POST', '/api/permission/Users', zhouqiang, newUser('sznewbie', SZ_SALES));
    expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([403, DENIED]);
    const majun = {
      account: 'majun',
      realName: '马军',
      organizeId: SH_RD,
      positionIds: [position('HDGCS')],
      roleIds: [role('staff')],
    };
    expect(
      (await call('PUT', `/api/permission/Users/${user('majun')}`, zhouqiang, majun)).json(),
    ).toMatchObject({ code: 200 });
    const away = await call('PUT', `/api/permission/Users/${user('majun')}`, zhouqiang, {
      ...majun,
      organizeId: SZ_SALES,
    });
    expect(away.statusCode).toBe(403);
    const gaopeng = {
      account: 'gaopeng',
      realName: '高鹏',
      organizeId: SZ_SALES,
      positionIds: [],
      roleIds: [],
    };
    expect(
      (await call('PUT', `/api/permission/Users/${user('gaopeng')}`, zhouqiang, gaopeng)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/permission/Users/${user('gaopeng')}/Actions/State`, zhouqiang)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/permission/Users/${user('majun')}`, zhouqiang)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const row = await t.database.db
      .selectFrom('baseUser')
      .select(['organizeId', 'enabledMark'])
      .where('id', 'in', [user('majun'), user('gaopeng')])
      .orderBy('account')
      .execute();
    expect(row).toEqual([
      { organizeId: SZ_SALES, enabledMark: 1 },
      { organizeId: SH_RD, enabledMark: 1 },
    ]);
  });

  it('positions: by the organisation they belong to', async () => {
    await delegate(setting(SH_QA, { thisLayerAdd: 1, thisLayerDelete: 1 }));
    const job = (enCode: string, organizeId: string) => ({ fullName: '测试组长', enCode, organizeId });
    const made = await call('POST', '/api/permission/Position', zhouqiang, job('CSZZ', SH_QA));
    expect(made.json(), JSON.stringify(made.json())).toMatchObject({ code: 200 });
    const before = await counts();
    expect((await call('POST', '/api/permission/Position', zhouqiang, job('CSZZ2', SH_RD))).statusCode).toBe(
      403,
    );
    // Add and Delete, but no Edit: the position can be deleted, not changed.
    expect(
      (await call('PUT', `/api/permission/Position/${made.json().data.id}`, zhouqiang, job('CSZZ', SH_QA)))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/permission/Position/${made.json().data.id}/Actions/State`, zhouqiang))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/permission/Position/${position('QDGCS')}`, zhouqiang)).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
    expect(
      (await call('DELETE', `/api/permission/Position/${made.json().data.id}`, zhouqiang)).json(),
    ).toMatchObject({ code: 200 });
  });

  it('CurrentUser shows the scope, sub layers expanded, and follows a change at once', async () => {
    await delegate(setting(SH, { thisLayerEdit: 1, subLayerAdd: 1 }));
    const scope = (await call('GET', '/api/oauth/CurrentUser', zhouqiang)).json().data.userInfo.dataScope;
    const byOrg = new Map(scope.map((s: { organizeId: string }) => [s.organizeId, s]));
    expect(byOrg.get(SH)).toEqual({ organizeId: SH, Add: false, Edit: true, Delete: false });
    expect(byOrg.get(SH_RD)).toEqual({ organizeId: SH_RD, Add: true, Edit: false, Delete: false });
    expect(byOrg.has(SZ)).toBe(false);
    await delegate(setting(SZ, { thisLayerDelete: 1 }));
    const after = (await call('GET', '/api/oauth/CurrentUser', zhouqiang)).json().data.userInfo.dataScope;
    expect(after).toEqual([{ organizeId: SZ, Add: false, Edit: false, Delete: true }]);
    const adminScope = (await call('GET', '/api/oauth/CurrentUser', admin)).json().data.userInfo.dataScope;
    expect(adminScope).toEqual([]);
  });

  it('cannot widen their own rights or hand on more than they hold', async () => {
    await delegate(setting(SH, { subLayerAdd: 1, subLayerEdit: 1 }));
    const before = await liveDelegations();
    const own = await call('PUT', `${BASE}/${user('zhouqiang')}`, zhouqiang, {
      list: [setting(HQ, { subLayerAdd: 1 })],
    });
    expect([own.statusCode, own.json().msg]).toEqual([403, '不能修改自己的分级管理权限']);
    expect((await call('DELETE', `${BASE}/${user('zhouqiang')}`, zhouqiang)).statusCode).toBe(403);
    const beyond = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SZ, { thisLayerAdd: 1 })],
    });
    expect([beyond.statusCode, beyond.json().msg]).toEqual([403, DENIED]);
    const notAllEdit = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SH, { thisLayerEdit: 1 })],
    });
    expect(notAllEdit.statusCode).toBe(403);
    expect(await liveDelegations()).toEqual(before);
    const inside = await call('POST', BASE, zhouqiang, {
      userId: user('sunli'),
      list: [setting(SH_RD, { thisLayerAdd: 1, subLayerEdit: 1 })],
    });
    expect(inside.json()).toMatchObject({ code: 200 });
    await call('DELETE', `${BASE}/${user('sunli')}`);
  });

  it('administrators and granted users without delegation are not restricted', async () => {
    await delegate(setting(SH_QA, { thisLayerAdd: 1 }));
    const dept = (enCode: string) => ({ parentId: SZ, enCode, fullName: `部门${enCode}` });
    const byAdmin = await call('POST', '/api/permission/Organize/Department', admin, dept('SZADM'));
    expect(byAdmin.json()).toMatchObject({ code: 200 });
    const byHuangmin = await call('POST', '/api/permission/Organize/Department', huangmin, dept('SZHM'));
    expect(byHuangmin.json()).toMatchObject({ code: 200 });
    expect(
      (await call('POST', '/api/permission/Organize/Department', zhouqiang, dept('SZZQ'))).statusCode,
    ).toBe(403);
    // Ending the delegation lifts the restriction.
    expect((await call('DELETE', `${BASE}/${user('zhouqiang')}`)).json()).toMatchObject({ code: 200 });
    expect(
      (await call('POST', '/api/permission/Organize/Department', zhouqiang, dept('SZZQ'))).json(),
    ).toMatchObject({ code: 200 });
  });
});
