import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the menu screen with all its buttons, export and import included */
let granted: string;
/** signed in, without the menu screen */
let outsider: string;
/** the menu screen without any of its buttons */
let reader: string;

const IMPORT = '/api/system/Menu/Action/Import';
const exportUrl = (id: string) => `/api/system/Menu/${id}/Action/Export`;

// biome-ignore lint/suspicious/noExplicitAny: the tests edit the exported document freely
type Doc = Record<string, any>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

function upload(content: string | Buffer, query = '', token: string | null = admin, lang = 'zh') {
  const { payload, headers } = multipartFile(
    'menu.json',
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    'application/json',
  );
  return t.app.inject({
    method: 'POST',
    url: `${IMPORT}${query}`,
    payload,
    headers: { ...headers, 'x-language': lang, ...(token ? { authorization: token } : {}) },
  });
}

async function created(url: string, body: object) {
  const res = await call('POST', url, admin, body);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const menu = (more: Record<string, unknown>) =>
  created('/api/system/Menu', {
    parentId: '-1',
    category: 'Web',
    sortCode: 0,
    enabledMark: 1,
    ...more,
  });

const counts = () =>
  tableCounts(t.database, [
    'baseModule',
    'baseModuleButton',
    'baseModuleColumn',
    'baseModuleForm',
    'baseModuleDataAuthorize',
    'baseModuleScheme',
    'baseAuthorize',
  ]);

/** 采购管理 (directory) → 采购订单 (page with items) and 报表 (directory) → 采购统计 (function page). */
let root: string;
let orders: string;
let reports: string;
let target: string;

/** Data fields and schemes through their own screen's routes, so they are stored as that screen stores them. */
async function dataRows(moduleId: string) {
  const field = (body: object) => created('/api/system/ModuleDataAuthorize', { moduleId, ...body });
  await field({
    fullName: '创建人',
    enCode: 'creator_user_id',
    type: 'string',
    conditionSymbol: 'Equal,NotEqual',
    conditionText: '@userId',
    bindTable: 'purchase_order',
    sortCode: 1,
    description: '下单人',
  });
  await field({
    fullName: '金额',
    enCode: 'amount',
    type: 'double',
    conditionSymbol: 'GreaterThan,LessThan',
    bindTable: 'purchase_order',
    sortCode: 2,
    enabledMark: 0,
  });
  const gone = await field({ fullName: '已删除字段', enCode: 'gone', conditionSymbol: 'Equal', sortCode: 3 });
  expect((await call('DELETE', `/api/system/ModuleDataAuthorize/${gone}`)).json().code).toBe(200);
  const scheme = (body: object) => created('/api/system/ModuleDataAuthorizeScheme', { moduleId, ...body });
  await scheme({
    fullName: '本人订单',
    enCode: 'own',
    conditionJson: JSON.stringify([
      {
        logic: 'and',
        groups: [{ id: 'g1', field: 'creator_user_id', type: 'string', op: 'Equal', value: '@userId' }],
      },
    ]),
    matchLogic: 'or',
    sortCode: 1,
    description: '只看自己的',
  });
  await scheme({ fullName: '全部订单', enCode: 'jnpf_alldata', allData: 1, sortCode: 2 });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.menu']);
  reader = await t.login('wangfang', '123456');

  root = await menu({
    fullName: '采购管理',
    enCode: 'purchase',
    type: 1,
    icon: 'ShoppingOutlined',
    sortCode: 5,
  });
  orders = await menu({
    parentId: root,
    fullName: '采购订单',
    enCode: 'purchase.order',
    type: 2,
    urlAddress: 'purchase/order',
    icon: 'FileTextOutlined',
    sortCode: 1,
    description: '订单列表',
    propertyJson: JSON.stringify({ moduleId: '', iconBackgroundColor: '#1890ff', isTree: 1 }),
  });
  reports = await menu({ parentId: root, fullName: '报表', enCode: 'purchase.report', type: 1, sortCode: 2 });
  await menu({
    parentId: reports,
    fullName: '采购统计',
    enCode: 'purchase.stat',
    type: 3,
    sortCode: 1,
    enabledMark: 0,
  });
  for (const [code, name, sort] of [
    ['btn_add', '新增', 1],
    ['btn_edit', '编辑', 2],
  ] as const)
    await created('/api/system/ModuleButton', {
      moduleId: orders,
      enCode: code,
      fullName: name,
      sortCode: sort,
    });
  const gone = await created('/api/system/ModuleButton', {
    moduleId: orders,
    enCode: 'btn_gone',
    fullName: '废弃',
  });
  expect((await call('DELETE', `/api/system/ModuleButton/${gone}`)).json().code).toBe(200);
  await created('/api/system/ModuleColumn', {
    moduleId: orders,
    enCode: 'order_no',
    fullName: '订单号',
    bindTable: 'purchase_order',
    bindTableName: '采购订单',
  });
  await created('/api/system/ModuleForm', {
    moduleId: orders,
    enCode: 'supplier',
    fullName: '供应商',
    description: '必填',
  });
  await dataRows(orders);
  target = await menu({ fullName: '归档', enCode: 'archive', type: 1, sortCode: 90 });
});
afterAll(() => t.close());

async function exported(id = root, token = admin) {
  const res = await call('GET', exportUrl(id), token);
  expect(res.statusCode, res.body).toBe(200);
  return { res, doc: JSON.parse(res.body) };
}

/** The export of 采购管理 with only the sub-menus the fixture made (imports may add copies under it). */
async function original() {
  const { doc } = await exported();
  doc.children = doc.children.filter((c: { menu: { enCode: string } }) =>
    ['purchase.order', 'purchase.report'].includes(c.menu.enCode),
  );
  return doc;
}

/** Everything but where the copy stands and when it was exported. */
function comparable(doc: Record<string, unknown>) {
  const { exportedAt: _, menu: m, ...rest } = doc as { exportedAt: number; menu: Record<string, unknown> };
  const { parentId: _p, parentEnCode: _c, ...fields } = m;
  return { ...rest, menu: fields };
}

describe('who may export and import menus', () => {
  it('asks anonymous callers to log in (600)', async () => {
    const get = await call('GET', exportUrl(root), null);
    expect([get.statusCode, get.json().code]).toEqual([401, 600]);
    const post = await upload('{}', '', null);
    expect([post.statusCode, post.json().code]).toEqual([401, 600]);
  });

  it('refuses users without the menu screen or without the 导出/导入 buttons (403), changing nothing', async () => {
    const { doc } = await exported();
    const before = await counts();
    for (const token of [outsider, reader]) {
      expect((await call('GET', exportUrl(root), token)).statusCode).toBe(403);
      expect((await upload(JSON.stringify(doc), '?duplicates=rename', token)).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets the 系统管理员 role export and import', async () => {
    const { doc } = await exported(root, granted);
    expect(doc.menu.enCode).toBe('purchase');
    const res = await upload(JSON.stringify(doc), `?parentId=${target}&duplicates=rename`, granted);
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4 } });
    // Leave the tree as it was for the other tests.
    await t.database.db
      .updateTable('baseModule')
      .set({ deleteMark: 1 })
      .where('enCode', 'like', '%.copy%')
      .execute();
    await t.database.db
      .updateTable('baseModule')
      .set({ deleteMark: 1 })
      .where('id', '=', res.json().data.id)
      .execute();
  });
});

describe('GET /api/system/Menu/{id}/Action/Export', () => {
  it('downloads a JSON file named after the menu and the date', async () => {
    const { res } = await exported();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="purchase_\d{8}\.json"; filename\*=UTF-8''/);
    const encoded = disposition.split("UTF-8''")[1] as string;
    expect(decodeURIComponent(encoded)).toMatch(/^采购管理_\d{8}\.json$/);
  });

  it('holds the menu, its sub-menus in order and the items of each, without ids, grants or deleted rows', async () => {
    const { doc } = await exported();
    expect(doc).toMatchObject({ format: 'jnpf-menu', version: 1, exportedAt: t.clock.now() });
    expect(doc.menu).toMatchObject({
      fullName: '采购管理',
      enCode: 'purchase',
      type: 1,
      icon: 'ShoppingOutlined',
      category: 'Web',
      parentId: '-1',
      parentEnCode: null,
    });
    expect(doc.children.map((c: { menu: { enCode: string } }) => c.menu.enCode)).toEqual([
      'purchase.order',
      'purchase.report',
    ]);
    const [page, directory] = doc.children;
    expect(page.menu).toMatchObject({
      urlAddress: 'purchase/order',
      description: '订单列表',
      isButtonAuthorize: 1,
    });
    expect(JSON.parse(page.menu.propertyJson)).toMatchObject({ iconBackgroundColor: '#1890ff', isTree: 1 });
    expect(page.buttons.map((b: { enCode: string }) => b.enCode)).toEqual(['btn_add', 'btn_edit']);
    expect(page.columns).toEqual([
      expect.objectContaining({ enCode: 'order_no', bindTable: 'purchase_order', bindTableName: '采购订单' }),
    ]);
    expect(page.forms).toEqual([expect.objectContaining({ enCode: 'supplier', description: '必填' })]);
    expect(page.dataAuthorize).toEqual([
      {
        fullName: '创建人',
        enCode: 'creator_user_id',
        type: 'string',
        conditionSymbol: 'Equal,NotEqual',
        conditionText: '@userId',
        bindTable: 'purchase_order',
        sortCode: 1,
        enabledMark: 1,
        description: '下单人',
      },
      expect.objectContaining({ enCode: 'amount', type: 'double', enabledMark: 0 }),
    ]);
    expect(page.schemes).toEqual([
      expect.objectContaining({
        enCode: 'own',
        matchLogic: 'or',
        allData: 0,
        conditionText: '【创建人 等于 当前用户】',
      }),
      expect.objectContaining({ enCode: 'jnpf_alldata', allData: 1, conditionJson: null }),
    ]);
    expect(directory.children[0].menu).toMatchObject({
      enCode: 'purchase.stat',
      type: 3,
      urlAddress: 'model/purchasestat',
      enabledMark: 0,
    });
    const text = JSON.stringify(doc);
    for (const word of [
      '"id"',
      'moduleId"',
      '"creatorTime"',
      '"creatorUserId"',
      'deleteMark',
      'btn_gone',
      'gone"',
      orders,
    ])
      expect(text).not.toContain(word);
  });

  it('names the parent of a sub-menu, and answers 404 for a missing or deleted menu', async () => {
    const { doc } = await exported(reports);
    expect(doc.menu).toMatchObject({ parentId: root, parentEnCode: 'purchase' });
    expect(doc.children).toHaveLength(1);
    expect((await call('GET', exportUrl('nope'))).statusCode).toBe(404);
  });
});

describe('POST /api/system/Menu/Action/Import', () => {
  it('round trip: the copy under another directory exports identically (apart from ids)', async () => {
    const { doc } = await exported();
    // The originals leave (as in another system), so the codes are free again.
    const ids = (
      await t.database.db
        .selectFrom('baseModule')
        .select('id')
        .where('enCode', 'like', 'purchase%')
        .where('deleteMark', 'is', null)
        .execute()
    ).map((r) => r.id);
    await t.database.db.updateTable('baseModule').set({ deleteMark: 1 }).where('id', 'in', ids).execute();
    try {
      const res = await upload(JSON.stringify(doc), `?parentId=${target}`);
      expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4, renamed: [] } });
      const copy = res.json().data.id as string;
      expect(ids).not.toContain(copy);
      const again = (await exported(copy)).doc;
      expect(again.menu).toMatchObject({ parentId: target, parentEnCode: 'archive' });
      expect(comparable(again)).toEqual(comparable(doc));
      const tree = (await call('GET', '/api/system/Menu?keyword=采购')).json().data.list;
      const archive = tree.find((m: { id: string }) => m.id === target);
      expect(archive.children.map((m: { fullName: string }) => m.fullName)).toEqual(['采购管理']);
      // Clean up the copy and bring the originals back.
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: 1 })
        .where('enCode', 'like', 'purchase%')
        .where('id', 'not in', ids)
        .execute();
    } finally {
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: null })
        .where('id', 'in', ids)
        .execute();
    }
  });

  it('renames codes already in use when asked (code.copy, code.copy2), under the original parent by default', async () => {
    const { doc } = await exported(reports);
    const first = await upload(JSON.stringify(doc), '?duplicates=rename');
    expect(first.json(), first.body).toMatchObject({
      code: 200,
      data: {
        count: 2,
        renamed: [
          { from: 'purchase.report', to: 'purchase.report.copy' },
          { from: 'purchase.stat', to: 'purchase.stat.copy' },
        ],
      },
    });
    const second = await upload(JSON.stringify(doc), '?duplicates=rename');
    expect(second.json().data.renamed[0]).toEqual({ from: 'purchase.report', to: 'purchase.report.copy2' });
    const copy = (await exported(first.json().data.id)).doc;
    expect(copy.menu).toMatchObject({ parentId: root, enCode: 'purchase.report.copy', fullName: '报表' });
    // The address of a function page follows its code.
    expect(copy.children[0].menu).toMatchObject({
      enCode: 'purchase.stat.copy',
      urlAddress: 'model/purchasestat.copy',
    });
  });

  it('refuses codes already in use (409 naming them) unless renaming is asked for; nothing is written', async () => {
    const doc = await original();
    const before = await counts();
    const res = await upload(JSON.stringify(doc), `?parentId=${target}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      '有4个菜单编码已被使用: purchase, purchase.order, purchase.report, purchase.stat',
    );
    expect(await counts()).toEqual(before);
  });

  it('goes to the top when the original parent is not in this system', async () => {
    const { doc } = await exported(reports);
    doc.menu.parentId = 'elsewhere';
    doc.menu.parentEnCode = 'not.here';
    doc.menu.enCode = 'moved.report';
    doc.children[0].menu.enCode = 'moved.stat';
    const res = await upload(JSON.stringify(doc));
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect((await exported(res.json().data.id)).doc.menu.parentId).toBe('-1');
  });

  it('finds the original parent by its code when the id differs', async () => {
    const { doc } = await exported(reports);
    doc.menu.parentId = 'other-system-id';
    doc.menu.enCode = 'bycode.report';
    doc.children[0].menu.enCode = 'bycode.stat';
    const res = await upload(JSON.stringify(doc));
    expect((await exported(res.json().data.id)).doc.menu.parentId).toBe(root);
  });

  describe('refuses a bad file with a clear message and writes nothing', () => {
    let good: Doc;
    beforeAll(async () => {
      good = await original();
      good.menu.enCode = 'fresh';
      good.children[0].menu.enCode = 'fresh.order';
      good.children[1].menu.enCode = 'fresh.report';
      good.children[1].children[0].menu.enCode = 'fresh.stat';
    });
    const changed = (change: (doc: Doc) => void) => {
      const doc = structuredClone(good);
      change(doc);
      return JSON.stringify(doc);
    };

    async function refused(content: string | Buffer, status: number, message?: string | RegExp, lang = 'zh') {
      const before = await counts();
      const res = await upload(content, `?parentId=${target}`, admin, lang);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof message === 'string') expect(res.json().msg).toBe(message);
      else if (message) expect(res.json().msg).toMatch(message);
      expect(await counts()).toEqual(before);
      return res.json();
    }

    it('(the unchanged file imports)', async () => {
      const before = await counts();
      const res = await upload(
        changed(() => {}),
        `?parentId=${target}`,
      );
      expect(res.json(), res.body).toMatchObject({ code: 200, data: { count: 4 } });
      const after = await counts();
      expect(after.baseModuleButton - before.baseModuleButton).toBe(2);
      expect(after.baseModuleDataAuthorize - before.baseModuleDataAuthorize).toBe(2);
      expect(after.baseModuleScheme - before.baseModuleScheme).toBe(2);
      expect(after.baseAuthorize).toBe(before.baseAuthorize);
      await t.database.db
        .updateTable('baseModule')
        .set({ deleteMark: 1 })
        .where('enCode', 'like', 'fresh%')
        .execute();
    });

    it('malformed or truncated JSON', async () => {
      const text = changed(() => {});
      await refused(text.slice(0, text.length / 2), 400, '导入文件不是有效的JSON,可能已损坏或不完整');
      await refused(Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 400, '导入文件不是有效的JSON,可能已损坏或不完整');
      await refused('', 400, '不能上传空文件');
    });

    it('a JSON file that is not a menu export', async () => {
      await refused('[1,2,3]', 400, '导入文件不是菜单导出文件');
      await refused('{"name":"x"}', 400, '导入文件不是菜单导出文件');
      await refused(
        changed((d) => (d.format = 'jnpf-dictionary')),
        400,
        '导入文件不是菜单导出文件',
      );
    });

    it('a version this system does not read', async () => {
      await refused(
        changed((d) => (d.version = 2)),
        400,
        '不支持的菜单文件版本2,当前支持版本1',
      );
      await refused(
        changed((d) => delete d.version),
        400,
        /不支持的菜单文件版本/,
      );
    });

    it('field values the menu form refuses, naming the menu', async () => {
      await refused(
        changed((d) => (d.children[1].children[0].menu.enCode = 'bad code')),
        400,
        /^导入文件中菜单「采购管理 \/ 报表 \/ 采购统计」有误: .*编码/,
      );
      await refused(
        changed((d) => (d.children[0].menu.type = 9)),
        400,
        /菜单「采购管理 \/ 采购订单」有误: 类型的取值不在允许范围内/,
      );
      await refused(
        changed((d) => (d.children[0].menu.urlAddress = '')),
        400,
        /采购订单」有误: 地址不能为空/,
      );
      await refused(
        changed((d) => (d.children[0].menu.fullName = '   ')),
        400,
        /名称不能为空/,
      );
      await refused(
        changed((d) => (d.menu.sortCode = -1)),
        400,
        /菜单「采购管理」有误: 排序不能小于0/,
      );
      await refused(
        changed((d) => (d.menu.propertyJson = '{oops')),
        400,
        /扩展属性格式不正确/,
      );
      await refused(
        changed((d) => (d.children[0].menu.description = 'x'.repeat(501))),
        400,
        /说明不能超过500个字符/,
      );
      await refused(
        changed((d) => delete d.children[0].menu.type),
        400,
        /类型不能为空/,
      );
      await refused(
        changed((d) => (d.children = 'none')),
        400,
        /格式不正确/,
      );
    });

    it('a page holding sub-menus, a sub-menu of the other category, a code twice in the file', async () => {
      await refused(
        changed((d) => (d.children[0].children = [structuredClone(d.children[1].children[0])])),
        400,
        '导入文件中菜单「采购管理 / 采购订单」有误: 只有目录可以包含子菜单',
      );
      await refused(
        changed((d) => (d.children[1].menu.category = 'App')),
        400,
        /报表」有误: 子菜单的分类/,
      );
      await refused(
        changed((d) => (d.children[1].menu.enCode = 'fresh.order')),
        400,
        /菜单编码fresh.order在文件中出现了多次/,
      );
    });

    it('items the menu screen refuses, naming the item', async () => {
      await refused(
        changed((d) => (d.children[0].buttons[1].enCode = '9lives')),
        400,
        /^导入文件中菜单「采购管理 \/ 采购订单」的按钮「编辑」有误: 编码只能输入英文/,
      );
      await refused(
        changed((d) => (d.children[0].buttons[1].enCode = 'btn_add')),
        400,
        /批量添加的编码重复: btn_add/,
      );
      await refused(
        changed((d) => (d.children[0].columns[0].fullName = '')),
        400,
        /列表字段「#1」有误: 名称不能为空/,
      );
      await refused(
        changed((d) => (d.children[0].forms[0].bindTable = 7)),
        400,
        /表单字段「供应商」有误: 绑定表格式不正确/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[0].enCode = 'drop table;')),
        400,
        /数据权限字段「创建人」有误: 字段名只能包含字母、数字和下划线/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[1].type = 'money')),
        400,
        /数据权限字段「金额」有误: 类型的取值/,
      );
      await refused(
        changed((d) => (d.children[0].dataAuthorize[1].conditionSymbol = 'Equal;1=1')),
        400,
        /数据权限字段「金额」有误: 未知的条件符号:Equal;1=1/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[0].conditionJson = '{"a":1}')),
        400,
        /数据权限方案「本人订单」有误: 过滤条件格式不正确/,
      );
      // A condition may only use an enabled field of the same menu, as on the scheme screen.
      await refused(
        changed((d) => (d.children[0].dataAuthorize[0].enabledMark = 0)),
        400,
        /数据权限方案「本人订单」有误: 第1组第1个条件的字段“creator_user_id”不是该菜单已启用的数据权限字段/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[0].conditionJson = null)),
        400,
        /请添加过滤条件,或选择全部数据/,
      );
      await refused(
        changed((d) => (d.children[0].schemes[1].matchLogic = 'xor')),
        400,
        /条件关系的取值/,
      );
    });

    it('answers in the language of the user', async () => {
      await refused(
        changed((d) => (d.version = 3)),
        400,
        'Menu file version 3 is not supported; this system reads version 1',
        'en',
      );
      await refused(
        changed((d) => (d.children[0].buttons[0].fullName = '')),
        400,
        'In the file, menu "采购管理 / 采购订单", button "#1" is invalid: Name is required',
        'en',
      );
    });

    it('a parent that is not a directory of this category', async () => {
      const before = await counts();
      const res = await upload(
        changed(() => {}),
        `?parentId=${orders}`,
      );
      expect([res.statusCode, res.json().msg]).toEqual([400, '上级菜单不存在、已删除或不是目录']);
      expect(
        (
          await upload(
            changed(() => {}),
            '?parentId=missing',
          )
        ).statusCode,
      ).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('too many menus, nesting too deep, a file over 1 MB', async () => {
      await refused(
        changed((d) => {
          d.children = Array.from({ length: 2000 }, (_, i) => ({
            menu: { fullName: `m${i}`, enCode: `m${i}`, type: 1 },
          }));
        }),
        400,
        '导入文件中的菜单超过2000个',
      );
      await refused(
        changed((d) => {
          let node = d;
          for (let i = 0; i < 30; i++) {
            const child = { menu: { fullName: `d${i}`, enCode: `d${i}`, type: 1 }, children: [] };
            node.children = [child];
            node = child;
          }
        }),
        400,
        '导入文件中的菜单层级超过20级',
      );
      // A hostile nesting of arrays must not exhaust the stack either.
      const deep = changed((d) => (d.children = 'DEEP')).replace(
        '"DEEP"',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      );
      await refused(deep, 400);
      const big = changed((d) => (d.menu.description = 'x'.repeat(1024 * 1024)));
      await refused(big, 413, '导入文件不能超过1 MB');
    });

    it('a request without a file', async () => {
      const before = await counts();
      const res = await call('POST', IMPORT, admin, { format: 'jnpf-menu' });
      expect([res.statusCode, res.json().msg]).toEqual([400, '请选择要上传的文件']);
      expect(await counts()).toEqual(before);
    });
  });
});
