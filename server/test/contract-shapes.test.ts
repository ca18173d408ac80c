import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/db/seed/seed-id.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from './helpers/test-app.js';

// Issue 15 item 2: answers in the shapes the original client reads (client-facts §1 and §5). Lists are read
// from data.list; the dictionary item picker preselects the root node it is answered; the batch authorize
// wizard asks for its trees with object id 0 and sends the holders in the body.

let t: TestApp;
let admin: string;
/** signed in with the log menu only */
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });
const data = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.json(), `${method} ${url}`).toMatchObject({ code: 200 });
  return res.json().data;
};

interface Node {
  id: string;
  parentId?: string;
  fullName: string;
  children?: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('DataSource/Selector', () => {
  it('answers the groups in data.list, the platform database first in its type', async () => {
    const answer = await data('GET', '/api/system/DataSource/Selector');
    expect(Array.isArray(answer)).toBe(false);
    const platformType = t.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const group = (answer.list as { fullName: string; children: Node[] }[]).find(
      (g) => g.fullName === platformType,
    );
    expect(group?.children[0]).toMatchObject({ id: '0', fullName: '默认数据库' });
  });

  it('is read by any signed-in user', async () => {
    const res = await call('GET', '/api/system/DataSource/Selector', undefined, outsider);
    expect(res.json().data.list.length).toBeGreaterThan(0);
  });
});

describe('DictionaryData/{typeId}/Selector/{id}', () => {
  const TYPES = '/api/system/DictionaryType';
  const DATA = '/api/system/DictionaryData';
  let tree: string;
  let list: string;
  let east: string;
  let zhejiang: string;

  beforeAll(async () => {
    tree = (
      await data('POST', TYPES, { parentId: '-1', fullName: '销售大区', enCode: 'salesRegion', isTree: 1 })
    ).id;
    list = (
      await data('POST', TYPES, { parentId: '-1', fullName: '结算方式', enCode: 'settleWay', isTree: 0 })
    ).id;
    const item = async (type: string, enCode: string, fullName: string, parentId = '0') =>
      (await data('POST', DATA, { dictionaryTypeId: type, parentId, fullName, enCode })).id as string;
    east = await item(tree, 'east', '华东');
    zhejiang = await item(tree, 'zj', '浙江', east);
    await item(tree, 'hz', '杭州', zhejiang);
    await item(list, 'cash', '现金');
  });

  it('with isTree=0 answers the root node alone, which the item form preselects', async () => {
    const answer = await data('GET', `${DATA}/${list}/Selector/0?isTree=0`);
    expect(answer.list).toEqual([{ id: '0', parentId: '-1', fullName: '结算方式', enCode: 'settleWay' }]);
    // a tree dictionary asked for its root alone answers the same way
    expect((await data('GET', `${DATA}/${tree}/Selector/0?isTree=0`)).list).toEqual([
      { id: '0', parentId: '-1', fullName: '销售大区', enCode: 'salesRegion' },
    ]);
  });

  it('with isTree=1 hangs the items below the root, without the edited item and its subtree', async () => {
    const [root] = (await data('GET', `${DATA}/${tree}/Selector/0?isTree=1`)).list as Node[];
    expect(root).toMatchObject({ id: '0', fullName: '销售大区' });
    expect(flatten(root.children ?? []).map((n) => n.fullName)).toEqual(['华东', '浙江', '杭州']);
    const [editing] = (await data('GET', `${DATA}/${tree}/Selector/${zhejiang}?isTree=1`)).list as Node[];
    expect(flatten(editing.children ?? []).map((n) => n.fullName)).toEqual(['华东']);
  });

  it("without isTree follows the type's kind, and takes true/false as the newer clients send them", async () => {
    expect((await data('GET', `${DATA}/${tree}/Selector/0`)).list[0].children).toHaveLength(1);
    expect((await data('GET', `${DATA}/${list}/Selector/0`)).list[0].children).toBeUndefined();
    expect((await data('GET', `${DATA}/${tree}/Selector/0?isTree=false`)).list[0].children).toBeUndefined();
    expect((await data('GET', `${DATA}/${list}/Selector/0?isTree=true`)).list[0].children).toHaveLength(1);
  });

  it('refuses another isTree value and an unknown type as before', async () => {
    const bad = await call('GET', `${DATA}/${tree}/Selector/0?isTree=2`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 400]);
    const missing = await call('GET', `${DATA}/no-such-type/Selector/0?isTree=0`);
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '字典分类不存在']);
  });
});

describe('the batch authorize wizard (object id 0)', () => {
  const menu = (code: string) => seedId(`menu:${code}`);
  const button = (menuCode: string, code: string) => seedId(`button:${menuCode}:${code}`);
  const role = (code: string) => seedId(`role:${code}`);
  const values = (type: string, moduleIds = '', token = admin) =>
    call('POST', '/api/permission/Authority/Data/0/Values', { type, moduleIds }, token);

  it('answers every step with what the caller may hand out and nothing checked', async () => {
    const modules = await values('module');
    expect(modules.statusCode).toBe(200);
    const tree = modules.json().data as { list: Node[]; ids: string[]; all: string[] };
    expect(tree.ids).toEqual([]);
    expect(tree.all).toContain(menu('system.log'));
    const buttons = (await values('button', [menu('system'), menu('system.log')].join(','))).json().data;
    expect(buttons.ids).toEqual([]);
    expect(flatten(buttons.list).map((n) => n.id)).toContain(button('system.log', 'btn_remove'));
  });

  it('still needs the authorize menu', async () => {
    const res = await values('module', '', outsider);
    expect([res.statusCode, res.json().code]).toEqual([403, 403]);
  });

  it('saves the wizard as the original sends it: roles in the body, menus among the checked items', async () => {
    const before = await tableCounts(t.database, ['baseAuthorize']);
    const res = await call('POST', '/api/permission/Authority/Data/Batch', {
      roleIds: [role('finance')],
      module: [menu('system'), menu('system.log')],
      // the tree's checked parents (menus) come along with the items, and newer clients add fields we ignore
      button: [menu('system.log'), button('system.log', 'btn_remove')],
      column: [],
      form: [],
      resource: [],
      systemIds: [],
      objectType: 'Role',
    });
    expect(res.json()).toMatchObject({ code: 200, data: { added: 3 } });
    expect((await tableCounts(t.database, ['baseAuthorize'])).baseAuthorize).toBe(before.baseAuthorize + 3);
    const step = await call('POST', `/api/permission/Authority/Data/${role('finance')}/Values`, {
      type: 'button',
      moduleIds: menu('system.log'),
    });
    expect(step.json().data.ids).toEqual([button('system.log', 'btn_remove')]);
  });
});
