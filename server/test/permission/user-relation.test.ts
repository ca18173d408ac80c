import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantButtons, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** zhangwei may open the log page, neither the role nor the position screen */
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

const role = (code: string) => seedId(`role:${code}`);
const position = (code: string) => seedId(`position:${code}`);
const user = (account: string) => seedId(`user:${account}`);
const url = (objectId: string) => `/api/permission/UserRelation/${objectId}`;

const read = (objectId: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url: url(objectId), headers: token ? { authorization: token } : {} });
const replace = (objectId: string, payload: object, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: url(objectId),
    headers: token ? { authorization: token } : {},
    payload,
  });

async function csvOf(account: string) {
  return t.database.db
    .selectFrom('baseUser')
    .select(['roleId', 'positionId'])
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
}

async function relationsSnapshot() {
  const rows = await t.database.db
    .selectFrom('baseUserRelation')
    .select(['userId', 'objectType', 'objectId'])
    .orderBy('userId')
    .orderBy('objectId')
    .execute();
  const users = await t.database.db
    .selectFrom('baseUser')
    .select(['id', 'roleId', 'positionId', 'lastModifyTime'])
    .orderBy('id')
    .execute();
  return { rows, users };
}

describe('access', () => {
  it('asks anonymous callers to sign in (600)', async () => {
    for (const res of [
      await read(role('finance'), null),
      await replace(role('finance'), { objectType: 'Role', userIds: [] }, null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(600);
    }
  });

  it('refuses a user with neither screen, before saying whether the object exists', async () => {
    const before = await relationsSnapshot();
    for (const res of [
      await read(role('finance'), outsider),
      await read('no-such-object', outsider),
      await replace(role('finance'), { objectType: 'Role', userIds: [] }, outsider),
      await replace(position('KJ'), { objectType: 'Position', userIds: [] }, outsider),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('您没有此操作的权限');
    }
    expect(await relationsSnapshot()).toEqual(before);
  });

  it('decides from the object kind: the position screen with btn_member manages positions, not roles', async () => {
    await grantMenus(t, 'liuyang', ['permission', 'permission.position']);
    const token = await t.login('liuyang', '123456');
    expect((await read(position('KJ'), token)).statusCode).toBe(200);
    expect((await read(role('finance'), token)).statusCode).toBe(403);
    // The menu alone reads; saving needs the member button.
    const body = { objectType: 'Position', userIds: [user('yangfan'), user('pengli')] };
    expect((await replace(position('KJ'), body, token)).statusCode).toBe(403);
    await grantButtons(t, 'liuyang', 'permission.position', ['btn_member']);
    expect((await replace(position('KJ'), body, token)).statusCode).toBe(200);
    expect((await replace(role('finance'), { objectType: 'Role', userIds: [] }, token)).statusCode).toBe(403);
  });
});

describe('GET /api/permission/UserRelation/{objectId}', () => {
  it('lists the members of a role with their names', async () => {
    const res = await read(role('sysadmin'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.objectType).toBe('Role');
    expect(data.ids.sort()).toEqual([user('huangmin'), user('zhouqiang')].sort());
    expect(data.list.map((u: { realName: string }) => u.realName).sort()).toEqual(['周强', '黄敏'].sort());
    expect(data.list[0]).toHaveProperty('account');
  });

  it('lists the members of a position', async () => {
    const data = (await read(position('ZJL'))).json().data;
    expect(data).toMatchObject({ objectType: 'Position', ids: [user('zhangwei')] });
    expect(data.list).toEqual([{ id: user('zhangwei'), account: 'zhangwei', realName: '张伟' }]);
  });

  it('answers 404 for an id that is neither a role nor a position', async () => {
    const res = await read('no-such-object');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('角色或岗位不存在');
  });
});

describe('POST /api/permission/UserRelation/{objectId}', () => {
  it('replaces the members and patches the role list kept on each added or removed user', async () => {
    const finance = role('finance');
    expect((await csvOf('chenjing')).roleId).toBe([role('manager'), finance, role('staff')].join(','));
    const res = await replace(finance, {
      objectType: 'Role',
      userIds: [user('yangfan'), user('wangfang'), user('wangfang')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ added: 1, removed: 3 });

    const members = (await read(finance)).json().data.ids;
    expect(members.sort()).toEqual([user('yangfan'), user('wangfang')].sort());
    // removed: the finance id leaves the CSV, the other roles stay in order
    expect((await csvOf('chenjing')).roleId).toBe([role('manager'), role('staff')].join(','));
    expect((await csvOf('zhaolei')).roleId).toBe(role('staff'));
    // added: appended once
    expect((await csvOf('wangfang')).roleId).toBe([role('staff'), finance].join(','));
    // kept: untouched
    expect((await csvOf('yangfan')).roleId).toBe([finance, role('staff')].join(','));
    // the role list counts the new members
    const row = (
      await t.app.inject({
        method: 'GET',
        url: `/api/permission/Role/${finance}`,
        headers: { authorization: admin },
      })
    ).json().data;
    expect(row.userCount).toBe(2);
  });

  it('shows the new roles in CurrentUser and grants the role on the next request', async () => {
    await grantMenus(t, 'xuhao', ['system', 'system.log']);
    const xuhao = await t.login('xuhao', '123456');
    const me = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/oauth/CurrentUser',
          headers: { authorization: xuhao },
        })
      ).json().data;
    expect((await me()).userInfo.roleIds).not.toContain(role('sysadmin'));
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/permission/Role',
      headers: { authorization: xuhao },
    });
    expect(roles.statusCode).toBe(403);

    const members = [user('huangmin'), user('zhouqiang'), user('xuhao')];
    expect((await replace(role('sysadmin'), { objectType: 'Role', userIds: members })).statusCode).toBe(200);
    expect((await me()).userInfo.roleIds).toContain(role('sysadmin'));
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/permission/Role',
      headers: { authorization: xuhao },
    });
    expect(again.statusCode).toBe(200);

    // and taken away again
    expect(
      (await replace(role('sysadmin'), { objectType: 'Role', userIds: members.slice(0, 2) })).statusCode,
    ).toBe(200);
    expect((await me()).userInfo.roleIds).not.toContain(role('sysadmin'));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/permission/Role',
      headers: { authorization: xuhao },
    });
    expect(after.statusCode).toBe(403);
  });

  it('patches the position list the same way and can empty a member list', async () => {
    expect((await replace(position('CN'), { objectType: 'Position', userIds: [] })).statusCode).toBe(200);
    expect((await read(position('CN'))).json().data.ids).toEqual([]);
    expect((await csvOf('zhaolei')).positionId).toBeNull();
    const res = await replace(position('CN'), { objectType: 'Position', userIds: [user('zhaolei')] });
    expect(res.json().data).toEqual({ added: 1, removed: 0 });
    expect((await csvOf('zhaolei')).positionId).toBe(position('CN'));
  });

  it('refuses unknown users, a wrong kind and bad bodies, changing nothing', async () => {
    const before = await relationsSnapshot();
    const counts = await tableCounts(t.database, ['baseUserRelation']);
    const cases: [string, object, number, string][] = [
      [
        role('staff'),
        { objectType: 'Role', userIds: [user('lina'), 'ghost'] },
        400,
        '有1个用户不存在或已删除,请刷新后重新选择',
      ],
      [role('staff'), { objectType: 'Position', userIds: [] }, 404, '角色或岗位不存在'],
      [position('KJ'), { objectType: 'Role', userIds: [] }, 404, '角色或岗位不存在'],
      ['no-such-object', { objectType: 'Role', userIds: [] }, 404, '角色或岗位不存在'],
      [role('staff'), { objectType: 'Organize', userIds: [] }, 400, '对象类型的取值不在允许范围内'],
      [role('staff'), { objectType: 'Role' }, 400, '用户不能为空'],
      [role('staff'), { objectType: 'Role', userIds: user('lina') }, 400, '用户格式不正确'],
      [role('staff'), { objectType: 'Role', userIds: [''] }, 400, '用户至少需要1个字符'],
    ];
    for (const [objectId, body, status, msg] of cases) {
      const res = await replace(objectId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().msg).toBe(msg);
    }
    expect(await relationsSnapshot()).toEqual(before);
    expect(await tableCounts(t.database, ['baseUserRelation'])).toEqual(counts);
  });

  it('does not count a deleted user as a member, nor accept one', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1 })
      .where('account', '=', 'hanxue')
      .execute();
    const ids = (await read(role('staff'))).json().data.ids;
    expect(ids).not.toContain(user('hanxue'));
    const res = await replace(role('finance'), { objectType: 'Role', userIds: [user('hanxue')] });
    expect(res.statusCode).toBe(400);
  });
});
