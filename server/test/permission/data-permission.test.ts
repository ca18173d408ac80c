import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { USER_SCOPE_COLUMNS } from '../../src/modules/permission/user.service.js';
import { withinScope } from '../../src/platform/auth/data-permission.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Row-level data permission on the users list: schemes granted to a user become SQL conditions.

let t: TestApp;
let admin: string;
let sunli: string;
const scheme: Record<string, string> = {};
const column: Record<string, string> = {};

const USERS_MENU = seedId('menu:permission.user');
const SUNLI = seedId('user:sunli');
const org = (code: string) => seedId(`org:${code}`);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

async function ok(method: Method, url: string, payload?: object, token = admin) {
  const res = await call(method, url, token, payload);
  expect(res.json(), `${method} ${url}: ${JSON.stringify(res.json())}`).toMatchObject({ code: 200 });
  return res.json().data;
}

const item = (field: string, op: string, value: string) => ({ field, op, value });
const group = (logic: 'and' | 'or', ...items: object[]) => ({ logic, groups: items });

/** Replaces what sunli holds directly: the users menu, the given schemes and columns (all by default). */
async function grantSunli(schemes: string[], columns = ['account', 'realName', 'mobilePhone']) {
  await ok('PUT', `/api/permission/Authority/Data/${SUNLI}`, {
    objectType: 'User',
    module: [seedId('menu:permission'), USERS_MENU],
    button: [],
    column: columns.map((c) => column[c]),
    form: [],
    resource: schemes.map((s) => scheme[s]),
  });
}

/** The accounts sunli's users list shows (all pages), and the total it reports. */
async function visible(query = ''): Promise<{ accounts: string[]; total: number }> {
  const data = await ok('GET', `/api/permission/Users?pageSize=500${query}`, undefined, sunli);
  return {
    accounts: data.list.map((u: { account: string }) => u.account).sort(),
    total: data.pagination.total,
  };
}

// The menu form switches every flag on for a page (client-facts §3), so the tests set them directly.
async function setMenuFlags(flags: { isDataAuthorize?: number; isColumnAuthorize?: number }) {
  await t.database.db.updateTable('baseModule').set(flags).where('id', '=', USERS_MENU).execute();
  await t.app.services.grants.invalidateAll();
}

async function accountsIn(...codes: string[]) {
  const rows = await t.database.db
    .selectFrom('baseUser')
    .select('account')
    .where('organizeId', 'in', codes.map(org))
    .where('deleteMark', 'is', null)
    .execute();
  return rows.map((r) => r.account);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const field = (fullName: string, enCode: string, type: string, conditionSymbol: string) =>
    ok('POST', '/api/system/ModuleDataAuthorize', {
      moduleId: USERS_MENU,
      fullName,
      enCode,
      type,
      conditionSymbol,
    });
  await field('所属组织', 'organizeId', 'string', 'Equal,NotEqual,In');
  await field('用户', 'F_Id', 'string', 'Equal,NotEqual');
  await field('性别', 'gender', 'int', 'Equal,NotEqual,GreaterThan');
  await field('账号', 'account', 'string', 'Contains,Equal');
  await field('不存在的列', 'salary', 'double', 'GreaterThan');
  const add = async (enCode: string, body: object) => {
    scheme[enCode] = (
      await ok('POST', '/api/system/ModuleDataAuthorizeScheme', {
        moduleId: USERS_MENU,
        fullName: enCode,
        enCode,
        ...body,
        conditionJson: 'conditionJson' in body ? JSON.stringify(body.conditionJson) : undefined,
      })
    ).id;
  };
  await add('orgAndSub', {
    conditionJson: [group('and', item('organizeId', 'Equal', '@organizationAndSuborganization'))],
  });
  await add('myOrg', { conditionJson: [group('and', item('organizeId', 'Equal', '@organizeId'))] });
  await add('me', { conditionJson: [group('and', item('F_Id', 'Equal', '@userId'))] });
  await add('meAndBelow', { conditionJson: [group('and', item('F_Id', 'Equal', '@userAraSubordinates'))] });
  await add('women', { conditionJson: [group('and', item('gender', 'Equal', '2'))] });
  await add('orgMen', {
    matchLogic: 'and',
    conditionJson: [
      group('and', item('organizeId', 'Equal', '@organizationAndSuborganization')),
      group('or', item('gender', 'Equal', '1'), item('account', 'Contains', 'luo')),
    ],
  });
  await add('notMine', { conditionJson: [group('and', item('organizeId', 'NotEqual', '@organizeId'))] });
  await add('listed', {
    conditionJson: [group('and', item('organizeId', 'In', `${org('HXSZ.CW')},${org('HXSZSZ.KF')}`))],
  });
  await add('salary', { conditionJson: [group('and', item('salary', 'GreaterThan', '1'))] });
  await add('all', { allData: 1 });
  for (const [enCode, fullName] of [
    ['account', '账号'],
    ['realName', '姓名'],
    ['mobilePhone', '手机'],
  ]) {
    const res = await ok('POST', '/api/system/ModuleColumn', { moduleId: USERS_MENU, fullName, enCode });
    column[enCode] = res.id;
  }
  // 孙丽 moves up to the Shanghai company, so her organisation has two departments below it.
  await t.database.db
    .updateTable('baseUser')
    .set({ organizeId: org('HXSZSH') })
    .where('id', '=', SUNLI)
    .execute();
  await grantSunli([]);
  sunli = await t.login('sunli', '123456');
});
afterAll(() => t.close());

describe('a menu without data authorisation', () => {
  it('shows every user, whatever schemes are granted', async () => {
    await setMenuFlags({ isDataAuthorize: 0 });
    await grantSunli(['me']);
    const { total } = await visible();
    const all = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('deleteMark', 'is', null)
      .execute();
    expect(total).toBe(all.length);
  });
});

describe('with data authorisation on', () => {
  beforeAll(() => setMenuFlags({ isDataAuthorize: 1 }));

  it('shows nothing when no scheme of the menu is granted, and single users answer as absent', async () => {
    await grantSunli([]);
    expect(await visible()).toEqual({ accounts: [], total: 0 });
    const res = await call('GET', `/api/permission/Users/${seedId('user:majun')}`, sunli);
    expect(res.statusCode).toBe(404);
  });

  it('organisation and sub-organisations: her company and both departments below it', async () => {
    await grantSunli(['orgAndSub']);
    const expected = ['sunli', ...(await accountsIn('HXSZSH.YF', 'HXSZSH.CS'))].sort();
    expect(await visible()).toEqual({ accounts: expected, total: expected.length });
  });

  it('skips a disabled sub-organisation', async () => {
    await t.database.db
      .updateTable('baseOrganize')
      .set({ enabledMark: 0 })
      .where('id', '=', org('HXSZSH.CS'))
      .execute();
    await grantSunli(['orgAndSub']);
    try {
      const expected = ['sunli', ...(await accountsIn('HXSZSH.YF'))].sort();
      expect((await visible()).accounts).toEqual(expected);
    } finally {
      await t.database.db
        .updateTable('baseOrganize')
        .set({ enabledMark: 1 })
        .where('id', '=', org('HXSZSH.CS'))
        .execute();
    }
  });

  it('current organisation, current user, and user with subordinates at any depth', async () => {
    await grantSunli(['myOrg']);
    expect((await visible()).accounts).toEqual(['sunli']);
    await grantSunli(['me']);
    expect((await visible()).accounts).toEqual(['sunli']);
    const db = t.database.db;
    await db.updateTable('baseUser').set({ managerId: SUNLI }).where('account', '=', 'majun').execute();
    await db
      .updateTable('baseUser')
      .set({ managerId: seedId('user:majun') })
      .where('account', '=', 'hujie')
      .execute();
    await grantSunli(['meAndBelow']);
    expect((await visible()).accounts).toEqual(['hujie', 'majun', 'sunli']);
  });

  it('ORs schemes granted together, and joins the groups of one scheme by its match logic', async () => {
    await grantSunli(['myOrg', 'women']);
    const women = (
      await t.database.db
        .selectFrom('baseUser')
        .select('account')
        .where('gender', '=', 2)
        .where('deleteMark', 'is', null)
        .execute()
    ).map((r) => r.account);
    expect((await visible()).accounts).toEqual([...new Set(['sunli', ...women])].sort());

    await grantSunli(['orgMen']);
    const inOrg = await t.database.db
      .selectFrom('baseUser')
      .select(['account', 'gender'])
      .where('organizeId', 'in', [org('HXSZSH'), org('HXSZSH.YF'), org('HXSZSH.CS')])
      .execute();
    const expected = inOrg.filter((u) => u.gender === 1 || u.account.includes('luo')).map((u) => u.account);
    expect(expected).toContain('luoqian');
    expect((await visible()).accounts).toEqual(expected.sort());
  });

  it('NotEqual and In with literal values', async () => {
    await grantSunli(['listed']);
    expect((await visible()).accounts).toEqual((await accountsIn('HXSZ.CW', 'HXSZSZ.KF')).sort());
    await grantSunli(['notMine']);
    const { accounts } = await visible();
    expect(accounts).not.toContain('sunli');
    expect(accounts).toContain('majun');
  });

  it('lets nothing through on a field the list has no column for', async () => {
    await grantSunli(['salary']);
    expect((await visible()).total).toBe(0);
    await grantSunli(['salary', 'me']);
    expect((await visible()).accounts).toEqual(['sunli']);
  });

  it('all data lets everything through, and a disabled scheme nothing', async () => {
    await grantSunli(['all']);
    const all = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('deleteMark', 'is', null)
      .execute();
    expect((await visible()).total).toBe(all.length);
    await ok('PUT', `/api/system/ModuleDataAuthorizeScheme/${scheme.all}/Actions/State`);
    expect((await visible()).total).toBe(0);
    await ok('PUT', `/api/system/ModuleDataAuthorizeScheme/${scheme.all}/Actions/State`);
  });

  it('keeps a keyword and the organisation filter inside the scope', async () => {
    await grantSunli(['orgAndSub']);
    expect((await visible('&keyword=高鹏')).total).toBe(0);
    expect((await visible('&keyword=马军')).accounts).toEqual(['majun']);
    expect((await visible(`&organizeId=${org('HXSZSZ')}`)).total).toBe(0);
  });

  it('refuses to change a user outside the scope, as if absent, and changes nothing', async () => {
    await ok('PUT', `/api/permission/Authority/Data/${SUNLI}`, {
      objectType: 'User',
      module: [seedId('menu:permission'), USERS_MENU],
      button: (
        await t.database.db
          .selectFrom('baseModuleButton')
          .select('id')
          .where('moduleId', '=', USERS_MENU)
          .execute()
      ).map((b) => b.id),
      column: [],
      form: [],
      resource: [scheme.orgAndSub],
    });
    const outside = seedId('user:gaopeng');
    const before = await t.database.db
      .selectFrom('baseUser')
      .selectAll()
      .where('id', '=', outside)
      .executeTakeFirst();
    for (const [method, url] of [
      ['PUT', `/api/permission/Users/${outside}/Actions/State`],
      ['DELETE', `/api/permission/Users/${outside}`],
    ] as const) {
      const res = await call(method, url, sunli);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(
      await t.database.db.selectFrom('baseUser').selectAll().where('id', '=', outside).executeTakeFirst(),
    ).toEqual(before);
    const inside = await call('PUT', `/api/permission/Users/${seedId('user:majun')}/Actions/State`, sunli);
    expect(inside.statusCode).toBe(200);
  });

  it('builds the condition as bound SQL from the list column map', async () => {
    await grantSunli(['orgMen']);
    const scope = await t.app.services.dataPermissions.of(
      { id: SUNLI, isAdministrator: false },
      'permission.user',
    );
    const { sql, parameters } = withinScope(
      t.database.db.selectFrom('baseUser as u').select('u.id'),
      scope,
      USER_SCOPE_COLUMNS,
    ).compile();
    const q = t.database.dialect === 'postgres' ? (n: number) => `$${n}` : () => '?';
    expect(sql).toBe(
      `select "u"."id" from "base_user" as "u" where ("u"."organize_id" in (${q(1)}, ${q(2)}, ${q(3)}) and ("u"."gender" = ${q(4)} or "u"."account" like cast(${q(5)} as text) escape '\\'))`,
    );
    expect(parameters).toEqual([org('HXSZSH'), org('HXSZSH.YF'), org('HXSZSH.CS'), 1, '%luo%']);
  });

  it('an administrator sees every user whatever the schemes', async () => {
    const data = await ok('GET', '/api/permission/Users?pageSize=500');
    const all = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('deleteMark', 'is', null)
      .execute();
    expect(data.pagination.total).toBe(all.length);
  });
});

describe('column permission', () => {
  it('leaves out the columns the menu describes and the user was not granted; others stay', async () => {
    await setMenuFlags({ isDataAuthorize: 0, isColumnAuthorize: 1 });
    await grantSunli([], ['account', 'realName']);
    const data = await ok('GET', '/api/permission/Users?keyword=majun', undefined, sunli);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ id: seedId('user:majun'), account: 'majun', realName: '马军' });
    expect(data.list[0]).toHaveProperty('organizeName');
    expect(data.list[0]).not.toHaveProperty('mobilePhone');
    const current = await ok('GET', '/api/oauth/CurrentUser', undefined, sunli);
    const entry = current.permissionList.find((p: { modelId: string }) => p.modelId === USERS_MENU);
    expect(entry).toMatchObject({
      hiddenColumns: ['mobilePhone'],
      column: [{ enCode: 'account' }, { enCode: 'realName' }],
    });
    await grantSunli([], ['account', 'realName', 'mobilePhone']);
    const granted = await ok('GET', '/api/permission/Users?keyword=majun', undefined, sunli);
    expect(granted.list[0]).toMatchObject({ mobilePhone: '13801010013' });
    await setMenuFlags({ isColumnAuthorize: 0 });
    await grantSunli([], []);
    const full = await ok('GET', '/api/permission/Users?keyword=majun', undefined, sunli);
    expect(full.list[0]).toMatchObject({ mobilePhone: '13801010013' });
  });
});

describe('the positions list', () => {
  it('shows only the positions of her organisation and below, others answer as absent', async () => {
    const POSITIONS_MENU = seedId('menu:permission.position');
    await ok('POST', '/api/system/ModuleDataAuthorize', {
      moduleId: POSITIONS_MENU,
      fullName: '所属组织',
      enCode: 'F_OrganizeId',
      conditionSymbol: 'Equal',
    });
    const { id } = await ok('POST', '/api/system/ModuleDataAuthorizeScheme', {
      moduleId: POSITIONS_MENU,
      fullName: '本组织及子组织',
      enCode: 'orgAndSub',
      conditionJson: JSON.stringify([
        group('and', item('F_OrganizeId', 'Equal', '@organizationAndSuborganization')),
      ]),
    });
    await t.database.db
      .updateTable('baseModule')
      .set({ isDataAuthorize: 1 })
      .where('id', '=', POSITIONS_MENU)
      .execute();
    await ok('PUT', `/api/permission/Authority/Data/${SUNLI}`, {
      objectType: 'User',
      module: [seedId('menu:permission'), POSITIONS_MENU],
      button: [],
      column: [],
      form: [],
      resource: [id],
    });
    const data = await ok('GET', '/api/permission/Position?pageSize=100', undefined, sunli);
    expect(data.list.map((p: { enCode: string }) => p.enCode).sort()).toEqual([
      'CSGCS',
      'HDGCS',
      'QDGCS',
      'YFJL',
    ]);
    expect(data.pagination.total).toBe(4);
    const outside = await call('GET', `/api/permission/Position/${seedId('position:XSJL')}`, sunli);
    expect(outside.statusCode).toBe(404);
    const inside = await call('GET', `/api/permission/Position/${seedId('position:YFJL')}`, sunli);
    expect(inside.statusCode).toBe(200);
  });
});
