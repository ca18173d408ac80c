import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, screenCallers, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let granted: string;
let outsider: string;
let reader: string;
/** a page made for these tests, with one button, one column and one form field */
let page: string;
const ids: Record<'button' | 'column' | 'form', string> = { button: '', column: '', form: '' };

const LOG = seedId('menu:system.log');
const PATH = { button: 'ModuleButton', column: 'ModuleColumn', form: 'ModuleForm' } as const;
const LIST = { button: 'List', column: 'Fields', form: 'Fields' } as const;
type Kind = keyof typeof PATH;
const KINDS: Kind[] = ['button', 'column', 'form'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const counts = () =>
  tableCounts(t.database, ['baseModuleButton', 'baseModuleColumn', 'baseModuleForm', 'baseAuthorize']);

async function add(kind: Kind, body: Record<string, unknown>, token = admin) {
  const res = await call('POST', `/api/system/${PATH[kind]}`, token, { moduleId: page, ...body });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const list = async (kind: Kind, moduleId = page, query = '') =>
  (await call('GET', `/api/system/${PATH[kind]}/${moduleId}/${LIST[kind]}${query}`)).json().data.list as {
    id: string;
    enCode: string;
    [k: string]: unknown;
  }[];

async function refused(method: Method, url: string, body: object | undefined, status: number) {
  const before = await counts();
  const res = await call(method, url, admin, body);
  expect([url, res.statusCode], JSON.stringify(res.json())).toEqual([url, status]);
  expect(await counts()).toEqual(before);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, granted, outsider, reader } = await screenCallers(t, ['system', 'system.menu']));
  const res = await call('POST', '/api/system/Menu', admin, {
    parentId: seedId('menu:system'),
    fullName: '订单',
    enCode: 'sales.order',
    type: 2,
    urlAddress: 'sales/order',
  });
  page = res.json().data.id;
  ids.button = await add('button', { fullName: '新建', enCode: 'btn_add', sortCode: 1 });
  ids.column = await add('column', {
    fullName: '订单号',
    enCode: 'f_order_no',
    bindTable: 'sales_order',
    bindTableName: '订单',
  });
  ids.form = await add('form', { fullName: '客户', enCode: 'f_customer' });
});
afterAll(() => t.close());

describe('who may call the button, column and form routes', () => {
  const routes = (kind: Kind): [Method, string, 'read' | 'write', object?][] => {
    const base = `/api/system/${PATH[kind]}`;
    const body = { moduleId: LOG, fullName: '名称', enCode: 'x_new' };
    return [
      ['GET', `${base}/${LOG}/${LIST[kind]}`, 'read'],
      ...(kind === 'button' ? [['GET', `${base}/${LOG}/Selector`, 'read'] as [Method, string, 'read']] : []),
      ['GET', `${base}/${ids[kind]}`, 'read'],
      ['POST', base, 'write', body],
      ...(kind === 'button'
        ? []
        : [
            [
              'POST',
              `${base}/Actions/Batch`,
              'write',
              {
                moduleId: LOG,
                [kind === 'column' ? 'columnJson' : 'formJson']: [{ fullName: 'a', enCode: 'a' }],
              },
            ] as [Method, string, 'write', object],
          ]),
      ['PUT', `${base}/${ids[kind]}`, 'write', { fullName: '名称', enCode: 'x_edit' }],
      ['PUT', `${base}/${ids[kind]}/Actions/State`, 'write'],
      ['DELETE', `${base}/${ids[kind]}`, 'write'],
    ];
  };

  it('asks anonymous callers to log in (600), refuses users without the menu screen (403), lets readers read', async () => {
    const before = await counts();
    for (const kind of KINDS) {
      for (const [method, url, need, body] of routes(kind)) {
        const anonymous = await call(method, url, null, body);
        expect([url, anonymous.statusCode, anonymous.json().code]).toEqual([url, 401, 600]);
        expect([method, url, (await call(method, url, outsider, body)).statusCode]).toEqual([
          method,
          url,
          403,
        ]);
        const asReader = await call(method, url, reader, body);
        expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('lets the 系统管理员 role (edit button of the menu screen) change them', async () => {
    for (const kind of KINDS) {
      const id = await add(kind, { fullName: '临时', enCode: 'tmp_item' }, granted);
      const base = `/api/system/${PATH[kind]}/${id}`;
      expect((await call('PUT', base, granted, { fullName: '临时2', enCode: 'tmp_item' })).json().code).toBe(
        200,
      );
      expect((await call('PUT', `${base}/Actions/State`, granted)).json().data).toEqual({ enabledMark: 0 });
      expect((await call('DELETE', base, granted)).json().code).toBe(200);
    }
  });
});

describe('items of a menu', () => {
  it('lists them in order with their fields; columns and forms name their table', async () => {
    await add('button', { fullName: '删除', enCode: 'btn_remove', sortCode: 3 });
    await add('button', { fullName: '编辑', enCode: 'btn_edit', sortCode: 2, description: '修改订单' });
    const buttons = await list('button');
    expect(buttons.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect(buttons[1]).toMatchObject({
      moduleId: page,
      parentId: '-1',
      fullName: '编辑',
      enabledMark: 1,
      description: '修改订单',
    });
    expect(buttons[1]).not.toHaveProperty('bindTable');
    expect((await list('column'))[0]).toMatchObject({
      enCode: 'f_order_no',
      bindTable: 'sales_order',
      bindTableName: '订单',
    });
    expect((await list('button', page, '?keyword=EDIT')).map((b) => b.enCode)).toEqual(['btn_edit']);
    expect(
      (await list('button', page, `?keyword=${encodeURIComponent('删除')}`)).map((b) => b.enCode),
    ).toEqual(['btn_remove']);
  });

  it('offers only enabled buttons in the selector', async () => {
    const id = await add('button', { fullName: '导出', enCode: 'btn_export', enabledMark: 0 });
    const selector = (await call('GET', `/api/system/ModuleButton/${page}/Selector`)).json().data.list;
    expect(selector.map((b: { enCode: string }) => b.enCode)).not.toContain('btn_export');
    expect((await list('button')).map((b) => b.enCode)).toContain('btn_export');
    await call('DELETE', `/api/system/ModuleButton/${id}`);
  });

  it('refuses a code already used in the same menu (409), but not in another menu', async () => {
    for (const kind of KINDS) {
      const code = (await list(kind))[0].enCode;
      const res = await refused(
        'POST',
        `/api/system/${PATH[kind]}`,
        { moduleId: page, fullName: '重复', enCode: code },
        409,
      );
      expect(res.msg).toBe('编码已存在');
      const other = await add(kind, { moduleId: LOG, fullName: '别处', enCode: code });
      await call('DELETE', `/api/system/${PATH[kind]}/${other}`);
    }
    const second = await add('button', { fullName: '第二', enCode: 'btn_second' });
    await refused('PUT', `/api/system/ModuleButton/${second}`, { fullName: '第二', enCode: 'btn_add' }, 409);
    await call('DELETE', `/api/system/ModuleButton/${second}`);
  });

  it('refuses bad input with a readable message and changes nothing', async () => {
    const bad: [Record<string, unknown>, number, string][] = [
      [{ enCode: 'btn add' }, 400, '编码只能输入英文、数字、下划线、中划线和小数点,且须以英文或下划线开头'],
      [{ enCode: '9lives' }, 400, '编码只能输入英文、数字、下划线、中划线和小数点,且须以英文或下划线开头'],
      [{ fullName: ' ' }, 400, '名称不能为空'],
      [{ enCode: '' }, 400, '编码不能为空'],
      [{ moduleId: 'no-such-menu' }, 404, '菜单不存在或已删除'],
      [{ sortCode: 'first' }, 400, ''],
    ];
    for (const [more, status, msg] of bad) {
      const res = await refused(
        'POST',
        '/api/system/ModuleButton',
        { moduleId: page, fullName: '名称', enCode: 'btn_x', ...more },
        status,
      );
      if (msg) expect(res.msg).toBe(msg);
    }
    await refused('GET', '/api/system/ModuleButton/no-such-menu/List', undefined, 404);
    await refused('PUT', '/api/system/ModuleColumn/no-such-item', { fullName: 'a', enCode: 'a' }, 404);
    await refused('DELETE', '/api/system/ModuleForm/no-such-item', undefined, 404);
    // a button id is not a column id
    await refused('DELETE', `/api/system/ModuleColumn/${ids.button}`, undefined, 404);
  });
});

describe('batch of columns and form fields', () => {
  it('adds several fields of one table at once', async () => {
    for (const kind of ['column', 'form'] as const) {
      const key = kind === 'column' ? 'columnJson' : 'formJson';
      const res = await call('POST', `/api/system/${PATH[kind]}/Actions/Batch`, admin, {
        moduleId: page,
        bindTable: 'sales_order_item',
        bindTableName: '订单明细',
        [key]: [
          { fullName: '商品', enCode: 'f_goods', sortCode: 5 },
          { fullName: '数量', enCode: 'f_qty', sortCode: 6 },
        ],
      });
      expect(res.json().data.ids).toHaveLength(2);
      const added = (await list(kind)).filter((i) => ['f_goods', 'f_qty'].includes(i.enCode));
      expect(added.map((i) => [i.enCode, i.bindTable, i.bindTableName])).toEqual([
        ['f_goods', 'sales_order_item', '订单明细'],
        ['f_qty', 'sales_order_item', '订单明细'],
      ]);
    }
  });

  it('adds none when one is refused: a repeated code, a code in use, a bad code, an empty batch', async () => {
    const url = '/api/system/ModuleColumn/Actions/Batch';
    const batch = (columnJson: object[]) => ({ moduleId: page, columnJson });
    const repeated = await refused(
      'POST',
      url,
      batch([
        { fullName: 'a', enCode: 'f_a' },
        { fullName: 'b', enCode: 'f_a' },
      ]),
      400,
    );
    expect(repeated.msg).toBe('批量添加的编码重复: f_a');
    await refused(
      'POST',
      url,
      batch([
        { fullName: 'a', enCode: 'f_new' },
        { fullName: 'b', enCode: 'f_order_no' },
      ]),
      409,
    );
    await refused(
      'POST',
      url,
      batch([
        { fullName: 'a', enCode: 'f_new' },
        { fullName: 'b', enCode: 'bad code' },
      ]),
      400,
    );
    await refused('POST', url, batch([]), 400);
    await refused(
      'POST',
      url,
      { moduleId: 'no-such-menu', columnJson: [{ fullName: 'a', enCode: 'f_a' }] },
      404,
    );
  });
});

describe('changes reach the users', () => {
  const buttonsOf = async (token: string, menuId: string) => {
    const perms = (await call('GET', '/api/oauth/CurrentUser', token)).json().data.permissionList;
    return perms
      .find((p: { modelId: string }) => p.modelId === menuId)
      ?.button.map((b: { enCode: string }) => b.enCode);
  };

  it('shows a new, disabled or deleted button in the permission list on the next request', async () => {
    expect(await buttonsOf(admin, LOG)).toEqual(['btn_remove', 'btn_export']);
    const id = await add('button', { moduleId: LOG, fullName: '导出', enCode: 'btn_download', sortCode: 9 });
    expect(await buttonsOf(admin, LOG)).toEqual(['btn_remove', 'btn_export', 'btn_download']);
    await call('PUT', `/api/system/ModuleButton/${id}/Actions/State`);
    expect(await buttonsOf(admin, LOG)).toEqual(['btn_remove', 'btn_export']);
    await call('PUT', `/api/system/ModuleButton/${id}/Actions/State`);
    expect(await buttonsOf(admin, LOG)).toEqual(['btn_remove', 'btn_export', 'btn_download']);
    await call('DELETE', `/api/system/ModuleButton/${id}`);
    expect(await buttonsOf(admin, LOG)).toEqual(['btn_remove', 'btn_export']);
  });

  it('withdraws the grants of a deleted button', async () => {
    const button = seedId('button:system.log:btn_remove');
    expect(await buttonsOf(granted, LOG)).toEqual(['btn_remove', 'btn_export']);
    const before = await t.database.db
      .selectFrom('baseAuthorize')
      .select('id')
      .where('itemId', '=', button)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/system/ModuleButton/${button}`)).json().code).toBe(200);
    const after = await t.database.db
      .selectFrom('baseAuthorize')
      .select('id')
      .where('itemId', '=', button)
      .execute();
    expect(after).toEqual([]);
    expect(await buttonsOf(granted, LOG)).toEqual(['btn_export']);
  });
});
