import { POSITION_TYPES, ROLE_TYPE_CODES } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the dictionary menu with all its buttons */
let granted: string;
/** signed in, but without the dictionary menu */
let outsider: string;
/** the dictionary menu without any of its buttons */
let reader: string;

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';

// biome-ignore lint/suspicious/noExplicitAny: the tests read and edit answers and files freely
type Any = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, token: string | null = admin, payload?: object, lang = 'zh') =>
  t.app.inject({
    method,
    url,
    headers: { 'x-language': lang, ...(token ? { authorization: token } : {}) },
    payload,
  });

async function ok(method: Method, url: string, payload?: object, token = admin) {
  const res = await call(method, url, token, payload);
  expect(res.json(), `${method} ${url} ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}

function upload(content: string | Buffer, query = '', token: string | null = admin, lang = 'zh') {
  const { payload, headers } = multipartFile(
    'dictionary.json',
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    'application/json',
  );
  return t.app.inject({
    method: 'POST',
    url: `${DATA}/Action/Import${query}`,
    payload,
    headers: { ...headers, 'x-language': lang, ...(token ? { authorization: token } : {}) },
  });
}

const counts = () => tableCounts(t.database, ['baseDictionaryType', 'baseDictionaryData']);

function flatten(nodes: Any[]): Any[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

let typeSeq = 0;
async function newType(more: Any = {}) {
  typeSeq++;
  const { id } = await ok('POST', TYPES, {
    parentId: '-1',
    fullName: `测试分类${typeSeq}`,
    enCode: `testType${typeSeq}`,
    isTree: 0,
    sortCode: 0,
    description: null,
    ...more,
  });
  return id as string;
}

async function newItem(typeId: string, enCode: string, more: Any = {}) {
  const { id } = await ok('POST', DATA, {
    dictionaryTypeId: typeId,
    parentId: '0',
    fullName: `数据${enCode}`,
    enCode,
    enabledMark: 1,
    sortCode: 0,
    description: null,
    ...more,
  });
  return id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.dictionary']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

describe('seeded dictionaries', () => {
  it('groups the product dictionaries under 系统 / 业务 / 流程 with Chinese items', async () => {
    const tree = (await ok('GET', TYPES)).list as Any[];
    expect(tree.map((n) => n.fullName)).toEqual(['系统', '业务', '流程']);
    const all = (await ok('GET', `${DATA}/All`)).list as Any[];
    const byCode = new Map<string, Any>(all.map((d) => [d.enCode, d]));
    const dict = (code: string) => byCode.get(code) as Any;
    for (const code of [
      'sex',
      'Education',
      'Nation',
      'certificateType',
      'IndustryType',
      'WorkFlowCategory',
      'RoleType',
      'PositionType',
      'dbType',
      'ReportSort',
      'portalDesigner',
      'EnterpriseNature',
      'Email',
      'printDev',
      'WFSettlementMethod',
      'webDesign',
      'appDesigner',
      'webForm',
      'appForm',
      'flowForm',
    ])
      expect(byCode.get(code)?.dictionaryList.length, code).toBeGreaterThan(0);
    expect(dict('sex').dictionaryList.map((i: Any) => i.fullName)).toEqual(['男', '女']);
    expect(dict('Nation').dictionaryList).toHaveLength(56);
    expect(dict('dbType').dictionaryList.map((i: Any) => i.enCode)).toEqual(
      expect.arrayContaining(['SQLite', 'PostgreSQL', 'MySQL']),
    );
    // Role and position forms accept exactly these codes: the dictionaries hold the same ones.
    expect(dict('RoleType').dictionaryList.map((i: Any) => i.enCode)).toEqual(ROLE_TYPE_CODES);
    expect(dict('RoleType').id).toBe('4501f6f26a384757bce12d4c4b03342c');
    expect(dict('PositionType').dictionaryList.map((i: Any) => i.enCode)).toEqual(
      POSITION_TYPES.map((p) => p.code),
    );
    // A tree dictionary answers its levels.
    const industry = dict('IndustryType');
    expect(industry.isTree).toBe(1);
    expect(
      industry.dictionaryList.find((i: Any) => i.enCode === 'I').children.map((c: Any) => c.enCode),
    ).toContain('I65');
  });
});

describe('who may call the dictionary routes', () => {
  let typeId: string;
  let itemId: string;
  beforeAll(async () => {
    typeId = await newType({ enCode: 'accessType' });
    itemId = await newItem(typeId, 'accessItem');
  });
  const typeBody = { parentId: '-1', fullName: '权限测试', enCode: 'accessOther', isTree: 0, sortCode: 0 };
  const routes = (): [Method, string, 'read' | string, object?][] => [
    ['GET', `${TYPES}/${typeId}`, 'read'],
    ['POST', TYPES, 'btn_add', typeBody],
    ['PUT', `${TYPES}/${typeId}`, 'btn_edit', { ...typeBody, enCode: 'accessType' }],
    ['DELETE', `${TYPES}/${typeId}`, 'btn_remove'],
    ['GET', `${DATA}/${typeId}`, 'read'],
    ['GET', `${DATA}/${itemId}/Info`, 'read'],
    ['POST', DATA, 'btn_add', { dictionaryTypeId: typeId, fullName: '新', enCode: 'accessNew' }],
    [
      'PUT',
      `${DATA}/${itemId}`,
      'btn_edit',
      { dictionaryTypeId: typeId, fullName: '改', enCode: 'accessItem' },
    ],
    ['PUT', `${DATA}/${itemId}/Actions/State`, 'btn_edit'],
    ['DELETE', `${DATA}/${itemId}`, 'btn_remove'],
    ['GET', `${DATA}/${typeId}/Action/Export`, 'btn_export'],
  ];
  const pickers = () => [
    TYPES,
    `${TYPES}/Selector/0`,
    `${DATA}/All`,
    `${DATA}/${typeId}/Selector/0`,
    `${DATA}/${typeId}/Data/Selector`,
  ];

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url, , body] of routes()) {
      const res = await call(method, url, null, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
    for (const url of pickers()) expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await upload('{}', '', null)).json().code).toBe(600);
  });

  it('refuses users without the dictionary menu (403), and readers without buttons may only read', async () => {
    const before = await counts();
    for (const [method, url, need, body] of routes()) {
      expect([method, url, (await call(method, url, outsider, body)).statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body);
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect((await upload('{}', '', outsider)).statusCode).toBe(403);
    expect((await upload('{}', '', reader)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('serves the lookups form controls read to any signed-in user', async () => {
    for (const url of pickers())
      expect([url, (await call('GET', url, outsider)).json().code]).toEqual([url, 200]);
  });

  it('lets the 系统管理员 role do everything, export and import included', async () => {
    const type = await ok('POST', TYPES, { ...typeBody, enCode: 'grantedType' }, granted);
    await ok('PUT', `${TYPES}/${type.id}`, { ...typeBody, enCode: 'grantedType', fullName: '改名' }, granted);
    const item = await ok(
      'POST',
      DATA,
      { dictionaryTypeId: type.id, fullName: '一', enCode: 'one' },
      granted,
    );
    await ok(
      'PUT',
      `${DATA}/${item.id}`,
      { dictionaryTypeId: type.id, fullName: '壹', enCode: 'one' },
      granted,
    );
    expect(await ok('PUT', `${DATA}/${item.id}/Actions/State`, undefined, granted)).toEqual({
      enabledMark: 0,
    });
    const exported = await call('GET', `${DATA}/${type.id}/Action/Export`, granted);
    expect(exported.statusCode).toBe(200);
    const imported = await upload(exported.body, '?duplicates=rename', granted);
    expect(imported.json().code).toBe(200);
    await ok('DELETE', `${DATA}/${item.id}`, undefined, granted);
    await ok('DELETE', `${TYPES}/${type.id}`, undefined, granted);
  });
});

describe('dictionary types', () => {
  it('creates, nests, edits and reads a type; the parent picker leaves out the type and what lies below', async () => {
    const parent = await newType({ fullName: '客户资料', enCode: 'customerData' });
    const child = await newType({
      parentId: parent,
      fullName: '客户等级',
      enCode: 'customerLevel',
      isTree: 1,
    });
    const grandChild = await newType({ parentId: child, fullName: '等级细分', enCode: 'levelDetail' });
    const tree = (await ok('GET', TYPES)).list as Any[];
    const node = tree.find((n) => n.id === parent) as Any;
    expect(node).toMatchObject({ parentId: '-1', hasChildren: true });
    expect(node.children[0]).toMatchObject({ id: child, fullName: '客户等级', isTree: 1 });
    const picks = flatten((await ok('GET', `${TYPES}/Selector/${child}`)).list).map((n) => n.id);
    expect(picks).toContain(parent);
    expect(picks).not.toContain(child);
    expect(picks).not.toContain(grandChild);
    expect(flatten((await ok('GET', `${TYPES}/Selector/0`)).list).map((n) => n.id)).toContain(grandChild);

    await ok('PUT', `${TYPES}/${grandChild}`, {
      parentId: '-1',
      fullName: '等级明细',
      enCode: 'levelDetail',
      isTree: 0,
      sortCode: 5,
      description: '说明',
    });
    expect(await ok('GET', `${TYPES}/${parent}`)).toMatchObject({ parentId: '-1', hasChildren: true });
    // '' and '0' mean the top as '-1' does, and are stored as '-1'.
    for (const top of ['', '0'])
      expect(await ok('GET', `${TYPES}/${await newType({ parentId: top })}`)).toMatchObject({
        parentId: '-1',
        hasChildren: false,
      });
    expect(await ok('GET', `${TYPES}/${grandChild}`)).toMatchObject({
      parentId: '-1',
      fullName: '等级明细',
      sortCode: 5,
      description: '说明',
    });
  });

  it('refuses bad input with a sentence naming the field, changing nothing', async () => {
    const a = await newType({ enCode: 'dupA' });
    const b = await newType({ enCode: 'dupB', parentId: a });
    const before = await counts();
    const refusals: [Method, string, Any, number, RegExp][] = [
      ['POST', TYPES, { fullName: '', enCode: 'x1' }, 400, /名称不能为空/],
      ['POST', TYPES, { fullName: '名称', enCode: '' }, 400, /编码不能为空/],
      ['POST', TYPES, { fullName: '名称', enCode: 'a b' }, 400, /.+/],
      ['POST', TYPES, { fullName: '名称', enCode: 'sex' }, 409, /编码/],
      ['POST', TYPES, { fullName: '名称', enCode: 'x2', parentId: 'nope' }, 400, /上级不存在/],
      ['POST', TYPES, { fullName: '名称', enCode: 'x3', isTree: 2 }, 400, /.+/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupB' }, 409, /编码/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupA', parentId: b }, 400, /上级不能是自己/],
      ['PUT', `${TYPES}/${a}`, { fullName: '名称', enCode: 'dupA', parentId: a }, 400, /上级不能是自己/],
      ['PUT', `${TYPES}/missing`, { fullName: '名称', enCode: 'dupA' }, 404, /字典分类不存在/],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const res = await call(method, url, admin, body);
      expect([url, body, res.statusCode]).toEqual([url, body, status]);
      expect(res.json().msg).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete a type with sub-types or items, and deletes an empty one', async () => {
    const parent = await newType({ enCode: 'delParent' });
    const child = await newType({ enCode: 'delChild', parentId: parent });
    const item = await newItem(child, 'delItem');
    const before = await counts();
    let res = await call('DELETE', `${TYPES}/${parent}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该分类下还有子分类,请先删除子分类']);
    res = await call('DELETE', `${TYPES}/${child}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该分类下还有1条字典数据,请先删除字典数据']);
    res = await call('DELETE', `${TYPES}/${child}`, admin, undefined, 'en');
    expect(res.json().msg).toBe('This type still has 1 dictionary items; delete them first');
    expect(await counts()).toEqual(before);
    await ok('DELETE', `${DATA}/${item}`);
    await ok('DELETE', `${TYPES}/${child}`);
    await ok('DELETE', `${TYPES}/${parent}`);
    expect(flatten((await ok('GET', TYPES)).list).map((n) => n.id)).not.toContain(parent);
    expect((await call('GET', `${TYPES}/${parent}`)).statusCode).toBe(404);
    // The code is free again once the type is gone.
    await newType({ enCode: 'delParent' });
  });
});

describe('dictionary items', () => {
  it('lists a list dictionary flat with keyword, and a tree dictionary as a tree keeping the ancestors of matches', async () => {
    const list = await newType({ enCode: 'colour' });
    await newItem(list, 'red', { fullName: '红色', sortCode: 2 });
    await newItem(list, 'green', { fullName: '绿色', sortCode: 1 });
    expect((await ok('GET', `${DATA}/${list}`)).list.map((i: Any) => i.fullName)).toEqual(['绿色', '红色']);
    expect((await ok('GET', `${DATA}/${list}?keyword=RED`)).list.map((i: Any) => i.enCode)).toEqual(['red']);
    expect((await ok('GET', `${DATA}/${list}?keyword=${encodeURIComponent('绿')}`)).list).toHaveLength(1);

    const tree = await newType({ enCode: 'region', isTree: 1 });
    const east = await newItem(tree, 'east', { fullName: '华东' });
    const zj = await newItem(tree, 'zj', { fullName: '浙江', parentId: east });
    await newItem(tree, 'hz', { fullName: '杭州', parentId: zj });
    await newItem(tree, 'north', { fullName: '华北' });
    const all = (await ok('GET', `${DATA}/${tree}`)).list as Any[];
    expect(all.map((i) => i.fullName)).toEqual(['华东', '华北']);
    expect(all[0]).toMatchObject({ hasChildren: true });
    expect(all[0].children[0].children[0]).toMatchObject({ fullName: '杭州', parentId: zj });
    const found = (await ok('GET', `${DATA}/${tree}?keyword=${encodeURIComponent('杭州')}`)).list as Any[];
    expect(found.map((i) => i.fullName)).toEqual(['华东']);
    expect(flatten(found).map((i) => i.fullName)).toEqual(['华东', '浙江', '杭州']);
    // isTree=0 asks for the flat list of the same items.
    expect((await ok('GET', `${DATA}/${tree}?isTree=0`)).list).toHaveLength(4);

    // Parent picker: without the item and below it.
    const picks = flatten((await ok('GET', `${DATA}/${tree}/Selector/${zj}`)).list).map((i) => i.fullName);
    expect(picks).toEqual(['华东', '华北']);
    expect((await call('GET', `${DATA}/missing`)).statusCode).toBe(404);
  });

  it('edits, reads, switches and deletes an item; disabled items leave the control lookups', async () => {
    const type = await newType({ enCode: 'payTerm', isTree: 1 });
    const parent = await newItem(type, 'monthly', { fullName: '月结' });
    const child = await newItem(type, 'm30', { fullName: '30天', parentId: parent });
    await ok('PUT', `${DATA}/${child}`, {
      dictionaryTypeId: type,
      parentId: parent,
      fullName: '月结30天',
      enCode: 'm30',
      enabledMark: 1,
      sortCode: 3,
      description: '常用',
    });
    expect(await ok('GET', `${DATA}/${child}/Info`)).toMatchObject({
      fullName: '月结30天',
      parentId: parent,
      sortCode: 3,
      description: '常用',
      enabledMark: 1,
      hasChildren: false,
    });
    expect(await ok('GET', `${DATA}/${parent}/Info`)).toMatchObject({ parentId: '0', hasChildren: true });
    // '' and '-1' mean the top as '0' does, and are stored as '0'.
    for (const [code, top] of [
      ['topEmpty', ''],
      ['topMinus', '-1'],
    ]) {
      const id = await newItem(type, code, { parentId: top });
      expect(await ok('GET', `${DATA}/${id}/Info`)).toMatchObject({ parentId: '0', hasChildren: false });
      await ok('DELETE', `${DATA}/${id}`);
    }
    const selector = async () => (await ok('GET', `${DATA}/${type}/Data/Selector`)).list as Any[];
    expect(flatten(await selector()).map((i) => i.fullName)).toEqual(['月结', '月结30天']);
    expect(await ok('PUT', `${DATA}/${parent}/Actions/State`)).toEqual({ enabledMark: 0 });
    // A disabled item hides what lies below it from controls; the admin list still shows both.
    expect(await selector()).toEqual([]);
    const all = (await ok('GET', `${DATA}/All`)).list.find((d: Any) => d.id === type);
    expect(all.dictionaryList).toEqual([]);
    expect(flatten((await ok('GET', `${DATA}/${type}`)).list)).toHaveLength(2);
    expect(await ok('PUT', `${DATA}/${parent}/Actions/State`)).toEqual({ enabledMark: 1 });
    expect(flatten(await selector())).toHaveLength(2);

    const before = await counts();
    const res = await call('DELETE', `${DATA}/${parent}`);
    expect([res.statusCode, res.json().msg]).toEqual([400, '该数据下还有子数据,请先删除子数据']);
    expect(await counts()).toEqual(before);
    await ok('DELETE', `${DATA}/${child}`);
    await ok('DELETE', `${DATA}/${parent}`);
    expect((await call('GET', `${DATA}/${parent}/Info`)).statusCode).toBe(404);
    expect((await call('DELETE', `${DATA}/${parent}`)).statusCode).toBe(404);
  });

  it('refuses bad items with a sentence naming the field, changing nothing', async () => {
    const list = await newType({ enCode: 'badList' });
    const tree = await newType({ enCode: 'badTree', isTree: 1 });
    const other = await newType({ enCode: 'badOther', isTree: 1 });
    const a = await newItem(list, 'a');
    const t1 = await newItem(tree, 't1');
    const t2 = await newItem(tree, 't2', { parentId: t1 });
    const foreign = await newItem(other, 'f');
    // The same code in another type is fine.
    await newItem(other, 'a');
    const before = await counts();
    const body = (more: Any) => ({ dictionaryTypeId: list, fullName: '名称', enCode: 'b', ...more });
    const refusals: [Method, string, Any, number, RegExp][] = [
      ['POST', DATA, body({ fullName: ' ' }), 400, /名称不能为空/],
      ['POST', DATA, body({ enCode: '' }), 400, /编码不能为空/],
      ['POST', DATA, body({ enCode: '编码' }), 400, /.+/],
      ['POST', DATA, body({ enCode: 'a' }), 409, /编码/],
      ['POST', DATA, body({ dictionaryTypeId: 'missing' }), 400, /字典分类不存在/],
      // The type is checked before the name, as the hand-written service did.
      ['POST', DATA, body({ dictionaryTypeId: 'missing', fullName: ' ' }), 400, /字典分类不存在/],
      ['POST', DATA, body({ parentId: a }), 400, /不是树形结构/],
      ['POST', DATA, body({ dictionaryTypeId: tree, parentId: foreign }), 400, /上级不存在/],
      ['POST', DATA, body({ enabledMark: 3 }), 400, /.+/],
      [
        'PUT',
        `${DATA}/${t1}`,
        { dictionaryTypeId: tree, fullName: '名', enCode: 't1', parentId: t2 },
        400,
        /上级不能是自己/,
      ],
      ['PUT', `${DATA}/${t1}`, { dictionaryTypeId: tree, fullName: '名', enCode: 't2' }, 409, /编码/],
      [
        'PUT',
        `${DATA}/${t1}`,
        { dictionaryTypeId: other, fullName: '名', enCode: 't1' },
        400,
        /不能移到其他分类/,
      ],
      ['PUT', `${TYPES}/${tree}`, { fullName: '名', enCode: 'badTree', isTree: 0 }, 400, /不能改为非树形/],
      // A taken code is said before the nested items, as the hand-written service did.
      ['PUT', `${TYPES}/${tree}`, { fullName: '名', enCode: 'badList', isTree: 0 }, 409, /编码/],
    ];
    for (const [method, url, payload, status, message] of refusals) {
      const res = await call(method, url, admin, payload);
      expect([url, payload, res.statusCode, res.json().msg]).toEqual([
        url,
        payload,
        status,
        expect.stringMatching(message),
      ]);
    }
    expect(await counts()).toEqual(before);
    // The refused change to a list dictionary was rolled back with the rest of its write.
    expect(await ok('GET', `${TYPES}/${tree}`)).toMatchObject({ isTree: 1, enCode: 'badTree' });
  });
});

describe('export and import', () => {
  it('round trip: the export holds the type and its item tree; the import makes an identical copy', async () => {
    const type = await newType({
      fullName: '产品线',
      enCode: 'productLine',
      isTree: 1,
      description: '产品分类',
    });
    const hw = await newItem(type, 'hw', { fullName: '硬件', sortCode: 1 });
    await newItem(type, 'pc', { fullName: '电脑', parentId: hw, enabledMark: 0 });
    await newItem(type, 'sw', { fullName: '软件', sortCode: 2, description: '含服务' });
    const res = await call('GET', `${DATA}/${type}/Action/Export`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/产品线_\d{8}\.json/);
    const file = res.json();
    expect(file).toMatchObject({
      format: 'jnpf-dictionary',
      version: 1,
      type: {
        fullName: '产品线',
        enCode: 'productLine',
        isTree: 1,
        description: '产品分类',
        parentEnCode: null,
      },
      items: [
        { fullName: '硬件', enCode: 'hw', children: [{ fullName: '电脑', enCode: 'pc', enabledMark: 0 }] },
        { fullName: '软件', enCode: 'sw', description: '含服务' },
      ],
    });
    expect(res.body).not.toContain(hw);

    // Into the same system: the code is taken.
    const before = await counts();
    const refused = await upload(res.body);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, '字典分类编码「productLine」已被使用']);
    expect(await counts()).toEqual(before);

    const parent = await newType({ enCode: 'importTarget' });
    const imported = (await upload(res.body, `?duplicates=rename&parentId=${parent}`)).json();
    expect(imported).toMatchObject({
      code: 200,
      data: { count: 3, renamed: [{ from: 'productLine', to: 'productLine.copy' }] },
    });
    const copy = await ok('GET', `${TYPES}/${imported.data.id}`);
    expect(copy).toMatchObject({ parentId: parent, enCode: 'productLine.copy', isTree: 1 });
    const again = (await call('GET', `${DATA}/${imported.data.id}/Action/Export`)).json();
    expect(again.items).toEqual(file.items);
    expect({ ...again.type, enCode: 'productLine', parentEnCode: null }).toEqual(file.type);
    // A second rename takes the next free code.
    const second = (await upload(res.body, '?duplicates=rename')).json();
    expect(second.data.renamed[0].to).toBe('productLine.copy2');
    expect((await ok('GET', `${TYPES}/${second.data.id}`)).parentId).toBe('-1');
  });

  it('refuses a malformed or wrong file with a clear message and writes nothing', async () => {
    const good = {
      format: 'jnpf-dictionary',
      version: 1,
      exportedAt: 0,
      type: { fullName: '新字典', enCode: 'freshImport', isTree: 0 },
      items: [{ fullName: '甲', enCode: 'a' }],
    };
    const before = await counts();
    const cases: [string | Buffer, number, RegExp][] = [
      ['{"format": "jnpf-dictionary", "vers', 400, /不是有效的JSON/],
      [Buffer.alloc(0), 400, /空文件/],
      ['[1,2]', 400, /不是数据字典导出文件/],
      [JSON.stringify({ ...good, format: 'jnpf-menu' }), 400, /不是数据字典导出文件/],
      [JSON.stringify({ ...good, version: 9 }), 400, /版本9/],
      [JSON.stringify({ ...good, items: 'x' }), 400, /导入文件内容有误/],
      [JSON.stringify({ ...good, type: { ...good.type, enCode: 'a b' } }), 400, /字典分类有误/],
      [
        JSON.stringify({
          ...good,
          items: [
            { fullName: '甲', enCode: 'a' },
            { fullName: '乙', enCode: 'a' },
          ],
        }),
        400,
        /出现了多次/,
      ],
      [
        JSON.stringify({
          ...good,
          items: [{ fullName: '甲', enCode: 'a', children: [{ fullName: '乙', enCode: 'b' }] }],
        }),
        400,
        /字典数据「甲」有误: 非树形/,
      ],
      [JSON.stringify({ ...good, items: [{ fullName: '', enCode: 'a' }] }), 400, /名称不能为空/],
      [
        JSON.stringify({ ...good, items: [{ fullName: '甲', enCode: 'a', enabledMark: 5 }] }),
        400,
        /字典数据「甲」有误/,
      ],
      [
        JSON.stringify({
          ...good,
          items: Array.from({ length: 5001 }, (_, i) => ({ fullName: `项${i}`, enCode: `c${i}` })),
        }),
        400,
        /超过5000条/,
      ],
    ];
    let deep: Any = { fullName: '底', enCode: 'deep0' };
    for (let i = 1; i <= 25; i++) deep = { fullName: `层${i}`, enCode: `deep${i}`, children: [deep] };
    cases.push([
      JSON.stringify({ ...good, type: { ...good.type, isTree: 1 }, items: [deep] }),
      400,
      /超过20级/,
    ]);
    for (const [content, status, message] of cases) {
      const res = await upload(content);
      expect([String(content).slice(0, 60), res.statusCode, res.json().msg]).toEqual([
        String(content).slice(0, 60),
        status,
        expect.stringMatching(message),
      ]);
    }
    const tooBig = await upload(Buffer.alloc(1024 * 1024 + 10, 32));
    expect(tooBig.statusCode).toBe(413);
    const noFile = await call('POST', `${DATA}/Action/Import`, admin, {});
    expect(noFile.statusCode).toBe(400);
    const english = await upload('not json', '', admin, 'en');
    expect(english.json().msg).toBe('The file is not valid JSON; it may be damaged or incomplete');
    expect(await counts()).toEqual(before);
    expect((await upload(JSON.stringify(good))).json()).toMatchObject({
      code: 200,
      data: { count: 1, renamed: [] },
    });
  });
});
