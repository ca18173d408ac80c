import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let outsider: string;
let reader: string;
let fieldId: string;
let schemeId: string;

const USERS_MENU = seedId('menu:permission.user');
const FIELDS = '/api/system/ModuleDataAuthorize';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const counts = () =>
  tableCounts(t.database, ['baseModuleDataAuthorize', 'baseModuleScheme', 'baseAuthorize']);

const conditions = (...groups: { logic: string; groups: object[] }[]) => JSON.stringify(groups);
const orgCondition = conditions({
  logic: 'and',
  groups: [{ field: 'organizeId', op: 'Equal', value: '@organizationAndSuborganization' }],
});

async function created(url: string, body: object) {
  const res = await call('POST', url, admin, body);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

async function refused(method: Method, url: string, body: object | undefined, status = 400) {
  const before = await counts();
  const res = await call(method, url, admin, body);
  expect([url, res.statusCode], JSON.stringify(res.json())).toEqual([url, status]);
  expect(await counts()).toEqual(before);
  return res.json().msg as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.menu']);
  reader = await t.login('wangfang', '123456');
  fieldId = await created(FIELDS, {
    moduleId: USERS_MENU,
    fullName: '所属组织',
    enCode: 'organizeId',
    type: 'string',
    conditionSymbol: 'Equal,NotEqual,In',
  });
  await created(FIELDS, {
    moduleId: USERS_MENU,
    fullName: '性别',
    enCode: 'F_Gender',
    type: 'int',
    conditionSymbol: 'Equal,GreaterThan',
  });
  schemeId = await created(SCHEMES, {
    moduleId: USERS_MENU,
    fullName: '本组织及子组织',
    enCode: 'org_and_sub',
    conditionJson: orgCondition,
  });
});
afterAll(() => t.close());

describe('who may call the data-permission routes', () => {
  const routes = (): [Method, string, 'read' | 'write', object?][] => [
    ['GET', `${FIELDS}/${USERS_MENU}/List`, 'read'],
    ['GET', `${FIELDS}/${fieldId}`, 'read'],
    [
      'POST',
      FIELDS,
      'write',
      { moduleId: USERS_MENU, fullName: '账号', enCode: 'account', conditionSymbol: 'Equal' },
    ],
    [
      'PUT',
      `${FIELDS}/${fieldId}`,
      'write',
      { fullName: '组织', enCode: 'organizeId', conditionSymbol: 'Equal' },
    ],
    ['GET', `${SCHEMES}/${USERS_MENU}/List`, 'read'],
    ['GET', `${SCHEMES}/${schemeId}`, 'read'],
    ['POST', SCHEMES, 'write', { moduleId: USERS_MENU, fullName: '全部', enCode: 'all', allData: 1 }],
    [
      'PUT',
      `${SCHEMES}/${schemeId}`,
      'write',
      { fullName: '本组织', enCode: 'org', conditionJson: orgCondition },
    ],
    ['PUT', `${SCHEMES}/${schemeId}/Actions/State`, 'write'],
    ['DELETE', `${SCHEMES}/${schemeId}`, 'write'],
    ['DELETE', `${FIELDS}/${fieldId}`, 'write'],
  ];

  it('answers 600 without a token and 403 without the menu, changing nothing', async () => {
    for (const [method, url, , body] of routes()) {
      const before = await counts();
      const anonymous = await call(method, url, null, body);
      expect([url, anonymous.statusCode, anonymous.json().code]).toEqual([url, 401, 600]);
      const denied = await call(method, url, outsider, body);
      expect([url, denied.statusCode]).toEqual([url, 403]);
      expect(await counts()).toEqual(before);
    }
  });

  it('lets the menu screen read but not change without the edit button', async () => {
    for (const [method, url, kind, body] of routes()) {
      const res = await call(method, url, reader, body);
      expect([url, res.statusCode]).toEqual([url, kind === 'read' ? 200 : 403]);
    }
  });
});

describe('data-permission fields', () => {
  it('lists the fields of a menu in order, with a keyword', async () => {
    const { list } = (await call('GET', `${FIELDS}/${USERS_MENU}/List`)).json().data;
    expect(list.map((f: { enCode: string }) => f.enCode)).toEqual(['organizeId', 'F_Gender']);
    expect(list[0]).toMatchObject({
      fullName: '所属组织',
      type: 'string',
      conditionSymbol: 'Equal,NotEqual,In',
    });
    const found = (await call('GET', `${FIELDS}/${USERS_MENU}/List?keyword=性别`)).json().data.list;
    expect(found.map((f: { enCode: string }) => f.enCode)).toEqual(['F_Gender']);
  });

  it('refuses a field name that is not a plain identifier, and unknown comparisons', async () => {
    const base = { moduleId: USERS_MENU, fullName: '字段', conditionSymbol: 'Equal' };
    for (const enCode of ['1abc', 'a b', 'a;drop table base_user', 'u.account', "x'"]) {
      expect(await refused('POST', FIELDS, { ...base, enCode })).toBe(
        '字段名只能包含字母、数字和下划线,且不能以数字开头',
      );
    }
    expect(await refused('POST', FIELDS, { ...base, enCode: 'ok', conditionSymbol: 'Equal,Like' })).toBe(
      '未知的条件符号:Like',
    );
    expect(await refused('POST', FIELDS, { ...base, enCode: 'ok', conditionSymbol: ' , ' })).toBe(
      '条件符号不能为空',
    );
    await refused('POST', FIELDS, { ...base, enCode: 'ok', type: 'blob' });
    await refused('POST', FIELDS, { ...base, enCode: 'ok', moduleId: 'no-such-menu' }, 404);
  });

  it('answers 409 naming the field for a code the menu already has', async () => {
    const msg = await refused(
      'POST',
      FIELDS,
      { moduleId: USERS_MENU, fullName: '组织2', enCode: 'organizeId', conditionSymbol: 'Equal' },
      409,
    );
    expect(msg).toContain('编码');
  });

  it('keeps a field a scheme uses: no delete, no new code or type', async () => {
    expect(await refused('DELETE', `${FIELDS}/${fieldId}`, undefined)).toBe(
      '字段“所属组织”正被方案“本组织及子组织”使用,不能删除或修改字段名和类型',
    );
    await refused('PUT', `${FIELDS}/${fieldId}`, {
      fullName: '组织',
      enCode: 'orgId',
      conditionSymbol: 'Equal',
    });
    await refused('PUT', `${FIELDS}/${fieldId}`, {
      fullName: '组织',
      enCode: 'organizeId',
      type: 'int',
      conditionSymbol: 'Equal',
    });
    const renamed = await call('PUT', `${FIELDS}/${fieldId}`, admin, {
      fullName: '所属组织',
      enCode: 'organizeId',
      conditionSymbol: 'Equal,NotEqual,In',
      description: '用户的组织',
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('data-permission schemes', () => {
  it('stores checked conditions with a readable description', async () => {
    const scheme = (await call('GET', `${SCHEMES}/${schemeId}`)).json().data;
    expect(scheme).toMatchObject({
      fullName: '本组织及子组织',
      matchLogic: 'and',
      allData: 0,
      conditionText: '【所属组织 等于 当前组织及子组织】',
    });
    expect(JSON.parse(scheme.conditionJson)).toEqual([
      {
        logic: 'and',
        groups: [
          { field: 'organizeId', type: 'string', op: 'Equal', value: '@organizationAndSuborganization' },
        ],
      },
    ]);
    const en = await t.app.inject({
      method: 'POST',
      url: SCHEMES,
      headers: { authorization: admin, 'x-language': 'en' },
      payload: {
        moduleId: USERS_MENU,
        fullName: 'Men or mine',
        enCode: 'men_or_mine',
        matchLogic: 'or',
        conditionJson: conditions(
          { logic: 'and', groups: [{ field: 'F_Gender', op: 'Equal', value: '1' }] },
          { logic: 'and', groups: [{ field: 'organizeId', op: 'In', value: 'a, b' }] },
        ),
      },
    });
    const id = en.json().data.id;
    // Each reader gets the conditions in their own language, whoever saved them.
    const read = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `${SCHEMES}/${id}`,
        headers: { authorization: admin, 'x-language': lang },
      });
    expect((await read('en')).json().data.conditionText).toBe(
      '【性别 equals 1】 OR 【所属组织 is one of a, b】',
    );
    expect((await read('zh')).json().data.conditionText).toBe('【性别 等于 1】 或 【所属组织 属于 a, b】');
    const listed = await t.app.inject({
      method: 'GET',
      url: `${SCHEMES}/${USERS_MENU}/List?keyword=${encodeURIComponent('is one of')}`,
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(listed.json().data.list.map((r: { enCode: string }) => r.enCode)).toEqual(['men_or_mine']);
  });

  it('refuses conditions that do not fit the menu fields, and says which', async () => {
    const base = { moduleId: USERS_MENU, fullName: '方案', enCode: 'bad' };
    const item = (field: string, op: string, value: unknown) =>
      conditions({ logic: 'and', groups: [{ field, op, value }] });
    const cases: [object, string][] = [
      [{}, '请添加过滤条件,或选择全部数据'],
      [{ conditionJson: '[]' }, '请添加过滤条件,或选择全部数据'],
      [{ conditionJson: '{not json' }, '过滤条件格式不正确'],
      [{ conditionJson: '{"logic":"and"}' }, '过滤条件格式不正确'],
      [{ conditionJson: conditions({ logic: 'xor', groups: [] }) }, '过滤条件格式不正确'],
      [
        { conditionJson: item('realName', 'Equal', 'x') },
        '第1组第1个条件的字段“realName”不是该菜单已启用的数据权限字段',
      ],
      [{ conditionJson: item('organizeId', 'Contains', 'x') }, '字段“所属组织”不支持条件“Contains”'],
      [{ conditionJson: item('F_Gender', 'Equal', 'abc') }, '字段“性别”的值“abc”不是有效的int值'],
      [{ conditionJson: item('F_Gender', 'Equal', '') }, '字段“性别”的值“”不是有效的int值'],
      [
        { conditionJson: item('F_Gender', 'GreaterThan', '@userId') },
        '占位值@userId只能用“等于”或“不等于”比较',
      ],
      [{ conditionJson: item('organizeId', 'Equal', '@nobody') }, '未知的占位值:@nobody'],
      [{ matchLogic: 'xor', conditionJson: orgCondition }, ''],
    ];
    for (const [body, message] of cases) {
      const msg = await refused('POST', SCHEMES, { ...base, ...body });
      if (message) expect(msg).toBe(message);
    }
    const many = JSON.stringify(Array.from({ length: 21 }, () => JSON.parse(orgCondition)[0]));
    expect(await refused('POST', SCHEMES, { ...base, conditionJson: many })).toContain('过滤条件过多');
  });

  it('takes all data without conditions', async () => {
    const id = await created(SCHEMES, {
      moduleId: USERS_MENU,
      fullName: '全部数据',
      enCode: 'jnpf_alldata',
      allData: 1,
    });
    expect((await call('GET', `${SCHEMES}/${id}`)).json().data).toMatchObject({
      allData: 1,
      conditionJson: null,
      conditionText: null,
    });
  });

  it('deletes a scheme with its grants', async () => {
    const id = await created(SCHEMES, { moduleId: USERS_MENU, fullName: '临时', enCode: 'tmp', allData: 1 });
    const grant = await call('POST', '/api/permission/Authority/Data/Batch', admin, {
      module: [],
      button: [],
      column: [],
      form: [],
      resource: [id],
      roleIds: [seedId('role:staff')],
      positionIds: [],
      userIds: [],
    });
    expect(grant.statusCode).toBe(200);
    const held = () =>
      t.database.db.selectFrom('baseAuthorize').select('id').where('itemId', '=', id).execute();
    expect(await held()).toHaveLength(1);
    expect((await call('DELETE', `${SCHEMES}/${id}`)).statusCode).toBe(200);
    expect(await held()).toHaveLength(0);
    expect((await call('GET', `${SCHEMES}/${id}`)).statusCode).toBe(404);
  });

  it('toggles the state of a scheme', async () => {
    const res = await call('PUT', `${SCHEMES}/${schemeId}/Actions/State`);
    expect(res.json().data).toEqual({ enabledMark: 0 });
    expect((await call('PUT', `${SCHEMES}/${schemeId}/Actions/State`)).json().data).toEqual({
      enabledMark: 1,
    });
  });
});
