import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Grants through a position follow the position's state (a disabled position passes nothing on). */
let t: TestApp;
let admin: string;
const QA = seedId('position:ZJL');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  const user = await db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', 'zhangwei')
    .executeTakeFirstOrThrow();
  const menus = await db
    .selectFrom('baseModule')
    .select('id')
    .where('enCode', 'in', ['system', 'system.log'])
    .execute();
  await db
    .insertInto('baseUserRelation')
    .values({
      id: 'rel-zhangwei-zjl',
      userId: user.id,
      objectType: 'Position',
      objectId: QA,
      creatorTime: 0,
      creatorUserId: null,
    })
    // The seed may already make zhangwei hold it.
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const menu of menus)
    await db
      .insertInto('baseAuthorize')
      .values({
        id: `pos-${menu.id}`,
        itemType: 'module',
        itemId: menu.id,
        objectType: 'Position',
        objectId: QA,
        creatorTime: 0,
        creatorUserId: null,
      })
      .execute();
  await t.app.services.grants.invalidateAll();
});
afterAll(() => t.close());

const menusOf = async (token: string) => {
  const res = await t.app.inject({ url: '/api/oauth/CurrentUser', headers: { authorization: token } });
  return res.statusCode === 200
    ? res.json().data.menuList.map((m: { enCode: string }) => m.enCode)
    : res.statusCode;
};
const toggle = () =>
  t.app.inject({
    method: 'PUT',
    url: `/api/permission/Position/${QA}/Actions/State`,
    headers: { authorization: admin },
  });

describe('grants held through a position', () => {
  it('reach the holder while the position is enabled and stop at once when it is disabled, without a new login', async () => {
    const token = await t.login('zhangwei', '123456');
    // 工作流程 comes with his 普通员工 role (the approval centre); 系统管理 only through the position
    expect(await menusOf(token)).toEqual(['workFlow', 'system']);

    expect((await toggle()).json().data.enabledMark).toBe(0);
    expect(await menusOf(token)).toEqual(['workFlow']);

    expect((await toggle()).json().data.enabledMark).toBe(1);
    expect(await menusOf(token)).toEqual(['workFlow', 'system']);
  });
});
