import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, TestClock, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the numbering rule menu with all its buttons */
let granted: string;
/** signed in, without the numbering rule menu */
let outsider: string;
/** the numbering rule menu without any of its buttons */
let reader: string;

// 2026-03-05 10:00 local time: the date parts are 20260305, 202603 and 2026.
const clock = new TestClock(new Date(2026, 2, 5, 10, 0, 0).getTime());
const HOUR = 3600 * 1000;
const BASE = '/api/system/BillRule';

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.billRule']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

const fields = (more: Record<string, unknown> = {}) => ({
  fullName: '采购订单',
  enCode: 'PurchaseOrder',
  prefix: 'CG',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '1',
  description: '采购订单编号',
  sortCode: 1,
  enabledMark: 1,
  ...more,
});

async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', BASE, token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}

const next = (code: string, token = admin) => call('GET', `${BASE}/BillNumber/${code}`, token);
async function issue(code: string, token = admin): Promise<string> {
  const res = await next(code, token);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data as string;
}
const info = async (id: string) => (await call('GET', `${BASE}/${id}`)).json().data;
const counts = () => tableCounts(t.database, ['baseBillRule']);

describe('who may call the numbering rule routes', () => {
  let id: string;
  beforeAll(async () => {
    id = await create({ enCode: 'Access', fullName: '权限测试' });
  });
  const routes = (): [Method, string, 'read' | 'write'][] => [
    ['GET', BASE, 'read'],
    ['GET', `${BASE}/${id}`, 'read'],
    ['POST', BASE, 'write'],
    ['PUT', `${BASE}/${id}`, 'write'],
    ['PUT', `${BASE}/${id}/Actions/State`, 'write'],
    ['GET', `${BASE}/${id}/Action/Export`, 'write'],
    ['POST', `${BASE}/Action/Import`, 'write'],
    ['DELETE', `${BASE}/${id}`, 'write'],
  ];
  const pickers = [`${BASE}/Selector`, `${BASE}/BillNumber/Access`];
  const body = (method: Method, url: string) =>
    url.endsWith('Import')
      ? undefined
      : method === 'POST'
        ? fields({ enCode: 'Other', fullName: '其它' })
        : method === 'PUT' && !url.endsWith('State')
          ? fields({ enCode: 'Access', fullName: '权限测试' })
          : undefined;

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url] of [...routes(), ...pickers.map((u) => ['GET', u] as const)]) {
      const res = await call(method, url, null, body(method, url));
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses users without the menu (403); readers without buttons may only read', async () => {
    const before = await counts();
    const row = await info(id);
    for (const [method, url, need] of routes()) {
      const res = await call(method, url, outsider, body(method, url));
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body(method, url));
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect(await counts()).toEqual(before);
    expect(await info(id)).toEqual(row);
  });

  it('serves the selector and issues numbers to any signed-in user (forms and flows call them)', async () => {
    const selector = (await call('GET', `${BASE}/Selector`, outsider)).json();
    expect(selector.data.list).toContainEqual({ enCode: 'Access', fullName: '权限测试' });
    expect((await next('Access', outsider)).json().data).toBe('CG202603050001');
  });

  it('lets the 系统管理员 role create, edit, switch, export and delete', async () => {
    const mine = await create({ enCode: 'Granted', fullName: '授权测试' }, granted);
    const edit = await call(
      'PUT',
      `${BASE}/${mine}`,
      granted,
      fields({ enCode: 'Granted', fullName: '授权测试二' }),
    );
    expect(edit.json().code).toBe(200);
    expect((await call('PUT', `${BASE}/${mine}/Actions/State`, granted)).json().data).toEqual({
      enabledMark: 0,
    });
    expect((await call('GET', `${BASE}/${mine}/Action/Export`, granted)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/${mine}`, granted)).json().code).toBe(200);
  });
});

describe('creating, listing and changing rules', () => {
  it('shows the example (流水范例): prefix, the date in the chosen format and the padded start number', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }, 'CG202603050001'],
      [{ dateFormat: 'yyyyMM', digit: 6, startNumber: '25' }, 'CG202603000025'],
      [{ dateFormat: 'yyyy', digit: 3, startNumber: '0' }, 'CG2026000'],
      [{ dateFormat: 'no', digit: 5, startNumber: '100', prefix: '' }, '00100'],
    ];
    for (const [i, [more, example]] of cases.entries()) {
      const id = await create({ ...more, enCode: `Example${i}`, fullName: `范例${i}` });
      const row = await info(id);
      expect(row).toMatchObject({ example, outputNumber: null, enabledMark: 1 });
      expect(row.startNumber).toBe(String(Number(more.startNumber)));
    }
  });

  it('pages the list and finds rules by name or code, case-insensitively', async () => {
    await create({ enCode: 'SalesOrder', fullName: '销售订单' });
    const byName = (await call('GET', `${BASE}?keyword=${encodeURIComponent('销售')}`)).json().data;
    expect(byName.list.map((r: { enCode: string }) => r.enCode)).toEqual(['SalesOrder']);
    const byCode = (await call('GET', `${BASE}?keyword=salesorder`)).json().data;
    expect(byCode.list).toHaveLength(1);
    expect(byCode.list[0]).toMatchObject({
      fullName: '销售订单',
      prefix: 'CG',
      dateFormat: 'yyyyMMdd',
      digit: 4,
      startNumber: '1',
      example: 'CG202603050001',
      outputNumber: null,
    });
    const all = (await call('GET', BASE)).json().data;
    const page = (await call('GET', `${BASE}?currentPage=2&pageSize=2`)).json().data;
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: all.pagination.total });
    expect(page.list.map((r: { id: string }) => r.id)).toEqual(
      all.list.slice(2, 4).map((r: { id: string }) => r.id),
    );
    const none = (await call('GET', `${BASE}?keyword=${encodeURIComponent('100%_')}`)).json().data;
    expect(none.list).toEqual([]);
  });

  it('refuses a code or a name already in use (409 naming the field) and changes nothing', async () => {
    const id = await create({ enCode: 'Dup', fullName: '重复测试' });
    await create({ enCode: 'Dup2', fullName: '重复测试二' });
    const before = await counts();
    const byCode = await call('POST', BASE, admin, fields({ enCode: 'Dup', fullName: '别的名字' }));
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json().data.errors[0].field).toBe('enCode');
    expect(byCode.json().msg).toBe('编码已存在');
    const byName = await call('POST', BASE, admin, fields({ enCode: 'Other9', fullName: '重复测试' }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json().data.errors[0].field).toBe('fullName');
    const edit = await call('PUT', `${BASE}/${id}`, admin, fields({ enCode: 'Dup2', fullName: '重复测试' }));
    expect(edit.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await info(id)).enCode).toBe('Dup');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = await create({ enCode: 'Bad', fullName: '错误输入' });
    const row = await info(id);
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ digit: 0 }, '流水位数不能小于1'],
      [{ digit: 16 }, '流水位数不能大于15'],
      [{ digit: 'x' }, '流水位数'],
      [{ startNumber: '12a' }, '流水起始只能输入数字'],
      [{ startNumber: '' }, '流水起始不能为空'],
      [{ startNumber: '-1' }, '流水起始只能输入数字'],
      [{ digit: 3, startNumber: '1000' }, '流水起始超出了流水位数（3位）'],
      [{ prefix: 'C G' }, '流水前缀只能包含字母、数字和 - _ / . #，最多20个字符'],
      [{ prefix: '采购' }, '流水前缀只能包含字母、数字和 - _ / . #，最多20个字符'],
      [{ dateFormat: 'dd' }, '流水日期格式'],
      [{ enCode: '.Bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ enCode: '' }, '编码不能为空'],
      [{ fullName: '采购#订单' }, '名称'],
      [{ fullName: '  ' }, '名称不能为空'],
    ];
    for (const [more, message] of cases) {
      for (const res of [
        await call('POST', BASE, admin, fields({ enCode: 'Bad2', fullName: '错误输入二', ...more })),
        await call('PUT', `${BASE}/${id}`, admin, fields({ enCode: 'Bad', fullName: '错误输入', ...more })),
      ]) {
        expect([more, res.statusCode]).toEqual([more, 400]);
        expect(res.json().msg).toContain(message);
      }
    }
    expect(await counts()).toEqual(before);
    expect(await info(id)).toEqual(row);
  });

  it('answers 404 for a rule that does not exist', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/nope`],
      ['PUT', `${BASE}/nope`],
      ['PUT', `${BASE}/nope/Actions/State`],
      ['DELETE', `${BASE}/nope`],
      ['GET', `${BASE}/nope/Action/Export`],
    ] as [Method, string][]) {
      const res = await call(
        method,
        url,
        admin,
        method === 'PUT' && !url.endsWith('State') ? fields() : undefined,
      );
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, '该单据规则不存在或已删除']);
    }
  });
});

describe('GET /api/system/BillRule/BillNumber/{enCode}', () => {
  it('issues the start number first, then counts up, and shows the last one as 当前流水号', async () => {
    const id = await create({ enCode: 'Seq', fullName: '顺序', prefix: 'SQ', startNumber: '7', digit: 3 });
    expect(await issue('Seq')).toBe('SQ20260305007');
    expect(await issue('Seq')).toBe('SQ20260305008');
    expect(await issue('Seq')).toBe('SQ20260305009');
    expect(await info(id)).toMatchObject({ outputNumber: 'SQ20260305009', example: 'SQ20260305007' });
    // Editing the rule keeps the counter: the next number continues.
    await call(
      'PUT',
      `${BASE}/${id}`,
      admin,
      fields({ enCode: 'Seq', fullName: '顺序', prefix: 'SX', digit: 4 }),
    );
    expect(await issue('Seq')).toBe('SX202603050010');
  });

  it('restarts the serial when the date part changes: daily, monthly, yearly; never for "no"', async () => {
    await create({ enCode: 'Day', fullName: '按日', dateFormat: 'yyyyMMdd', prefix: 'D' });
    await create({ enCode: 'Month', fullName: '按月', dateFormat: 'yyyyMM', prefix: 'M' });
    await create({ enCode: 'Year', fullName: '按年', dateFormat: 'yyyy', prefix: 'Y' });
    await create({ enCode: 'Never', fullName: '不重置', dateFormat: 'no', prefix: 'N' });
    // Sessions expire while the clock jumps ahead: each jump signs in again.
    let token = admin;
    const all = async () => [
      await issue('Day', token),
      await issue('Month', token),
      await issue('Year', token),
      await issue('Never', token),
    ];
    const jump = async (time: number) => {
      clock.time = time;
      token = await t.login();
    };
    const start = clock.now();
    try {
      expect(await all()).toEqual(['D202603050001', 'M2026030001', 'Y20260001', 'N0001']);
      expect(await all()).toEqual(['D202603050002', 'M2026030002', 'Y20260002', 'N0002']);
      // 14:00 the next day: a new day.
      await jump(start + 28 * HOUR);
      expect(await all()).toEqual(['D202603060001', 'M2026030003', 'Y20260003', 'N0003']);
      // 1 April: a new month (and a new day).
      await jump(new Date(2026, 3, 1, 0, 0, 1).getTime());
      expect(await all()).toEqual(['D202604010001', 'M2026040001', 'Y20260004', 'N0004']);
      // New year.
      await jump(new Date(2027, 0, 1, 8, 0, 0).getTime());
      expect(await all()).toEqual(['D202701010001', 'M2027010001', 'Y20270001', 'N0005']);
      expect(await all()).toEqual(['D202701010002', 'M2027010002', 'Y20270002', 'N0006']);
    } finally {
      clock.time = start;
    }
  });

  it('refuses clearly once the serial would need more digits, issuing nothing', async () => {
    const id = await create({
      enCode: 'Small',
      fullName: '两位流水',
      prefix: 'S',
      dateFormat: 'no',
      digit: 2,
      startNumber: '98',
    });
    expect(await issue('Small')).toBe('S98');
    expect(await issue('Small')).toBe('S99');
    for (let i = 0; i < 2; i++) {
      const res = await next('Small');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('单据规则「两位流水」的流水号已用完（2位流水最大为99），请增加流水位数');
    }
    expect((await info(id)).outputNumber).toBe('S99');
    // English callers read it in English.
    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}/BillNumber/Small`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(en.json().msg).toContain('has used up its serials');
    // More digits: the sequence goes on.
    await call(
      'PUT',
      `${BASE}/${id}`,
      admin,
      fields({
        enCode: 'Small',
        fullName: '两位流水',
        prefix: 'S',
        dateFormat: 'no',
        digit: 3,
        startNumber: '98',
      }),
    );
    expect(await issue('Small')).toBe('S100');
  });

  it('refuses a disabled rule and answers 404 for an unknown code', async () => {
    const id = await create({ enCode: 'Off', fullName: '停用规则' });
    await call('PUT', `${BASE}/${id}/Actions/State`);
    const res = await next('Off');
    expect([res.statusCode, res.json().msg]).toEqual([400, '单据规则「停用规则」已停用，无法生成单据编号']);
    expect((await info(id)).outputNumber).toBeNull();
    const selector = (await call('GET', `${BASE}/Selector`)).json().data.list;
    expect(selector.map((r: { enCode: string }) => r.enCode)).not.toContain('Off');
    await call('PUT', `${BASE}/${id}/Actions/State`);
    expect(await issue('Off')).toBe('CG202603050001');
    const unknown = await next('NoSuchRule');
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '单据规则「NoSuchRule」不存在']);
  });

  it('1,000 concurrent calls receive 1,000 distinct, consecutive numbers', async () => {
    const id = await create({
      enCode: 'Busy',
      fullName: '并发',
      prefix: 'BZ',
      dateFormat: 'yyyyMM',
      digit: 6,
      startNumber: '1',
    });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => next('Busy')));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const numbers = answers.map((r) => r.json().data as string);
    expect(new Set(numbers).size).toBe(1000);
    const serials = numbers.map((n) => Number(n.slice('BZ202603'.length))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(numbers.every((n) => /^BZ202603\d{6}$/.test(n))).toBe(true);
    expect((await info(id)).outputNumber).toBe('BZ202603001000');
  });
});

describe('deleting rules', () => {
  it('deletes a rule that never issued a number', async () => {
    const id = await create({ enCode: 'Unused', fullName: '未使用' });
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await next('Unused')).statusCode).toBe(404);
    // Its code is free again.
    await create({ enCode: 'Unused', fullName: '未使用' });
  });

  it('refuses to delete a rule once it issued a number', async () => {
    const id = await create({ enCode: 'Used', fullName: '已使用' });
    await issue('Used');
    const before = await counts();
    const res = await call('DELETE', `${BASE}/${id}`);
    expect([res.statusCode, res.json().msg]).toEqual([
      400,
      '单据规则已引用，无法删除（已生成单据编号CG202603050001）',
    ]);
    expect(await counts()).toEqual(before);
    expect(await info(id)).toMatchObject({ outputNumber: 'CG202603050001' });
  });
});

describe('export and import', () => {
  const upload = (content: Buffer | string, token = admin) => {
    const { payload, headers } = multipartFile('rule.json', Buffer.from(content), 'application/json');
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/Action/Import`,
      headers: { ...headers, authorization: token },
      payload,
    });
  };

  it('downloads the settings as a JSON file, without the counter', async () => {
    const id = await create({
      enCode: 'Exported',
      fullName: '导出规则',
      prefix: 'EX',
      digit: 5,
      startNumber: '10',
    });
    await issue('Exported');
    const res = await call('GET', `${BASE}/${id}/Action/Export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Exported_20260305.json');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('导出规则'));
    const file = res.json();
    expect(file).toMatchObject({
      format: 'jnpf-billrule',
      version: 1,
      rule: {
        fullName: '导出规则',
        enCode: 'Exported',
        prefix: 'EX',
        dateFormat: 'yyyyMMdd',
        digit: 5,
        startNumber: '10',
      },
    });
    expect(JSON.stringify(file)).not.toContain('EX2026030500010');
  });

  it('imports a file as a new, disabled rule with a fresh counter; a taken code is refused', async () => {
    const id = await create({ enCode: 'Source', fullName: '来源规则', prefix: 'SR' });
    await issue('Source');
    const file = (await call('GET', `${BASE}/${id}/Action/Export`)).json();
    const before = await counts();
    const taken = await upload(JSON.stringify(file));
    expect(taken.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    file.rule.enCode = 'Copied';
    file.rule.fullName = '复制规则';
    const res = await upload(JSON.stringify(file));
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect(await info(res.json().data.id)).toMatchObject({
      enCode: 'Copied',
      prefix: 'SR',
      enabledMark: 0,
      outputNumber: null,
    });
  });

  it('refuses files that are not valid rules before writing anything', async () => {
    const before = await counts();
    const good = {
      format: 'jnpf-billrule',
      version: 1,
      exportedAt: 0,
      rule: fields({ enCode: 'FromFile', fullName: '文件规则' }),
    };
    const cases: [string, string][] = [
      ['not json', '导入的文件不是有效的单据规则文件'],
      [JSON.stringify({ ...good, format: 'jnpf-menu' }), '导入的文件不是有效的单据规则文件'],
      [JSON.stringify({ ...good, rule: { ...good.rule, digit: 40 } }), '流水位数只能是1到15之间的整数'],
      [JSON.stringify({ ...good, rule: { ...good.rule, startNumber: 'x' } }), '流水起始只能输入数字'],
      [JSON.stringify({ ...good, rule: { ...good.rule, enCode: 'a..b' } }), '编码'],
    ];
    for (const [content, message] of cases) {
      const res = await upload(content);
      expect([content, res.statusCode]).toEqual([content, 400]);
      expect(res.json().msg).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });
});
