import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { pruneLogs } from '../../src/modules/system/log-retention.js';
import { newId } from '../../src/platform/ids.js';
import { LogCategory } from '../../src/platform/logs/log-writer.js';
import {
  createTestApp,
  grantButtons,
  grantMenus,
  loginRequest,
  md5,
  setSetting,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.app.inject(loginRequest({ account: 'wangfang', password: md5('wrong') }));
  await t.app.services.logs.flush();
});
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token } });

describe('GET /api/system/Log/{type}', () => {
  it('lists login attempts newest first with paging', async () => {
    const res = await get('/api/system/Log/1?currentPage=1&pageSize=20');
    const { list, pagination } = res.json().data;
    expect(pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(list[0]).toMatchObject({ userName: '王芳', loginMark: 0, abstracts: '账号或密码错误' });
    expect(list[1]).toMatchObject({
      userName: '管理员',
      loginMark: 1,
      ipAddress: '127.0.0.1',
      ipAddressName: '本地局域网',
    });
  });

  it('names the place of an IP in the reader language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/Log/1',
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(res.json().data.list[0].ipAddressName).toBe('Local network');
  });

  it('filters by keyword, taking % and _ literally', async () => {
    expect(
      (await get(`/api/system/Log/1?keyword=${encodeURIComponent('王芳')}`)).json().data.pagination.total,
    ).toBe(1);
    expect((await get('/api/system/Log/1?keyword=%25')).json().data.pagination.total).toBe(0);
  });

  it('filters by whole days', async () => {
    const yesterday = t.clock.now() - 86_400_000;
    expect(
      (await get(`/api/system/Log/1?startTime=${yesterday}&endTime=${yesterday}`)).json().data.list,
    ).toEqual([]);
    expect(
      (await get(`/api/system/Log/1?startTime=${t.clock.now()}&endTime=${t.clock.now()}`)).json().data.list,
    ).toHaveLength(2);
  });

  it('refuses an unknown log type and a page size over 500', async () => {
    expect((await get('/api/system/Log/9')).statusCode).toBe(400);
    const big = await get('/api/system/Log/1?pageSize=501');
    expect(big.json().msg).toBe('每页条数不能大于500');
  });

  it('is forbidden to a user without the menu', async () => {
    // liuyang holds another page, not the log page.
    await t.database.db
      .insertInto('baseModule')
      .values({
        id: 'other-page',
        creatorTime: 0,
        creatorUserId: null,
        parentId: '-1',
        type: 2,
        fullName: '其他页面',
        enCode: 'test.other',
        category: 'Web',
      })
      .execute();
    await grantMenus(t, 'liuyang', ['test.other']);
    const token = await t.login('liuyang', '123456');
    const res = await get('/api/system/Log/1', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '您没有此操作的权限', data: null });
  });

  it('is allowed to a role holder granted the menu', async () => {
    const token = await t.login('huangmin', '123456');
    expect((await get('/api/system/Log/5', token)).json().code).toBe(200);
  });
});

describe('DELETE /api/system/Log', () => {
  const remove = (ids: unknown, token = admin) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: token },
      payload: { ids },
    });

  it('needs the btn_remove button of the log menu', async () => {
    const token = await t.login('huangmin', '123456');
    const [first] = (await get('/api/system/Log/1')).json().data.list;
    await t.database.db.deleteFrom('baseAuthorize').where('itemType', '=', 'button').execute();
    await t.app.services.grants.invalidateAll();
    expect((await remove([first.id], token)).statusCode).toBe(403);
    expect((await get('/api/system/Log/1')).json().data.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('deletes the chosen entries', async () => {
    const [first] = (await get('/api/system/Log/1')).json().data.list;
    expect((await remove([first.id])).json().code).toBe(200);
    const ids = (await get('/api/system/Log/1')).json().data.list.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(first.id);
  });

  it('refuses an empty or mistyped id list', async () => {
    expect((await remove([])).json()).toMatchObject({ code: 400, msg: '记录不能为空' });
    expect((await remove('abc')).statusCode).toBe(400);
  });
});

const DAY = 86_400_000;

/** Log rows straight into the table, `ageDays` days old. */
async function seedLogs(category: number, count: number, ageDays = 0, fields: Record<string, unknown> = {}) {
  const at = t.clock.now() - ageDays * DAY;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    category,
    userName: '测试用户',
    ipAddress: '10.0.0.1',
    requestUrl: `/api/seeded/${i}`,
    requestMethod: 'POST',
    requestDuration: 5,
    moduleName: '种子模块',
    abstracts: '新建',
    creatorTime: at - i,
    ...fields,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.database.db
      .insertInto('baseSysLog')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

const countOf = async (category: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('baseSysLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category', '=', category)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('operation log (category 3)', () => {
  const ZJL = seedId('position:ZJL');

  it('records a successful write with the menu, the button name and the record id', async () => {
    // An earlier test took every button grant away: give this user the edit button back.
    await grantButtons(t, 'zhouqiang', 'permission.position', ['btn_edit']);
    const token = await t.login('zhouqiang', '123456');
    await t.app.services.logs.flush();
    const before = await countOf(LogCategory.operation);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/permission/Position/${ZJL}/Actions/State`,
      headers: { authorization: token },
    });
    expect(res.json().code).toBe(200);
    await vi.waitFor(async () => {
      await t.app.services.logs.flush();
      expect(await countOf(LogCategory.operation)).toBe(before + 1);
    });
    const [row] = (await get('/api/system/Log/3')).json().data.list;
    expect(row).toMatchObject({
      userName: '周强',
      moduleName: '岗位管理',
      abstracts: '编辑',
      requestMethod: 'PUT',
      objectId: ZJL,
      requestUrl: `/api/permission/Position/${ZJL}/Actions/State`,
    });
    // put it back
    await t.app.inject({
      method: 'PUT',
      url: `/api/permission/Position/${ZJL}/Actions/State`,
      headers: { authorization: token },
    });
  });

  it('names the administrator’s writes too, without an id when the URL has none', async () => {
    await seedLogs(LogCategory.login, 1, 0, { userName: '待删除' });
    const [target] = (await get(`/api/system/Log/1?keyword=${encodeURIComponent('待删除')}`)).json().data
      .list;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: admin },
      payload: { ids: [target.id] },
    });
    expect(res.json().code).toBe(200);
    await vi.waitFor(async () => {
      await t.app.services.logs.flush();
      const [row] = (await get('/api/system/Log/3')).json().data.list;
      expect(row).toMatchObject({
        userName: '管理员',
        moduleName: '系统日志',
        abstracts: '删除',
        objectId: null,
      });
    });
  });

  it('writes nothing for reads and for refused writes', async () => {
    await t.app.services.logs.flush();
    const before = await countOf(LogCategory.operation);
    await get('/api/permission/Position?currentPage=1&pageSize=20');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: admin },
      payload: { ids: [] },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.app.services.logs.flush();
    expect(await countOf(LogCategory.operation)).toBe(before);
  });
});

describe('filters on every category', () => {
  beforeAll(async () => {
    for (const category of [1, 3, 4, 5]) {
      await seedLogs(category, 3, 10, { userName: `过滤甲${category}`, moduleName: '模块甲' });
      await seedLogs(category, 2, 2, { userName: `过滤乙${category}`, requestUrl: '/api/filter/beta' });
    }
  });

  it('matches the keyword in user, IP, module and URL', async () => {
    for (const category of [1, 3, 4, 5]) {
      const total = async (keyword: string) =>
        (await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(keyword)}`)).json().data
          .pagination.total;
      expect(await total(`过滤甲${category}`)).toBe(3);
      expect(await total('模块甲')).toBe(3);
      expect(await total('/api/filter/beta')).toBe(2);
    }
  });

  it('keeps whole days of the date range', async () => {
    const tenDaysAgo = t.clock.now() - 10 * DAY;
    for (const category of [1, 3, 4, 5]) {
      const res = await get(
        `/api/system/Log/${category}?keyword=${encodeURIComponent('过滤')}&startTime=${tenDaysAgo}&endTime=${tenDaysAgo}`,
      );
      expect(res.json().data.pagination.total).toBe(3);
      const both = await get(
        `/api/system/Log/${category}?keyword=${encodeURIComponent('过滤')}&startTime=${tenDaysAgo}&endTime=${t.clock.now()}`,
      );
      expect(both.json().data.pagination.total).toBe(5);
    }
  });

  it('refuses an end before the start and dates that are no dates', async () => {
    const now = t.clock.now();
    const reversed = await get(`/api/system/Log/5?startTime=${now}&endTime=${now - 2 * DAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().msg).toBe('结束日期不能早于开始日期');
    expect((await get('/api/system/Log/5?startTime=yesterday')).statusCode).toBe(400);
    expect((await get('/api/system/Log/5?endTime=-1')).statusCode).toBe(400);
    expect((await get('/api/system/Log/5?endTime=99999999999999999')).statusCode).toBe(400);
  });

  it('deletes selected rows of every category', async () => {
    for (const category of [1, 3, 4, 5]) {
      const { list } = (
        await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(`过滤乙${category}`)}`)
      ).json().data;
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/system/Log',
        headers: { authorization: admin },
        payload: { ids: list.map((r: { id: string }) => r.id) },
      });
      expect(res.json().code).toBe(200);
      expect(
        (await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(`过滤乙${category}`)}`)).json()
          .data.pagination.total,
      ).toBe(0);
    }
  });
});

describe('GET /api/system/Log/{type}/Actions/Export', () => {
  const exportUrl = (type: number, query = '') => `/api/system/Log/${type}/Actions/Export${query}`;

  async function readSheet(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  it('streams the filtered rows as an xlsx under a Chinese file name', async () => {
    await seedLogs(LogCategory.request, 2500, 1, { userName: '导出用户', requestStatus: 200 });
    const res = await get(exportUrl(5, `?keyword=${encodeURIComponent('导出用户')}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('2500');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`filename\\*=UTF-8''${encodeURIComponent('请求日志_')}\\d{8}\\.xlsx`),
    );
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('请求日志');
    expect(rows[0]).toEqual(['请求时间', '用户', 'IP地址', '请求方式', '请求地址', '状态', '耗时(毫秒)']);
    expect(rows).toHaveLength(2501);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      '导出用户',
      '10.0.0.1',
      'POST',
      '/api/seeded/0',
      200,
      5,
    ]);
    // newest first, every row once
    expect(new Set(rows.slice(1).map((r) => r[4])).size).toBe(2500);
  });

  it('writes the headers in the reader’s language and an empty sheet when nothing matches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(3, '?keyword=nothing-matches-this'),
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['content-disposition']).toContain('operation-log_');
    const { rows } = await readSheet(res.rawPayload);
    expect(rows).toEqual([
      ['Time', 'User', 'IP address', 'Module', 'Action', 'Method', 'URL', 'Record id', 'Duration (ms)'],
    ]);
  });

  it('refuses a reversed range with a readable sentence', async () => {
    const now = t.clock.now();
    const res = await get(exportUrl(1, `?startTime=${now}&endTime=${now - 3 * DAY}`));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('结束日期不能早于开始日期');
    expect((await get(exportUrl(2))).statusCode).toBe(400);
  });

  it('asks anonymous callers to log in, refuses users without the button, serves those with it', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl(1) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(600);
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    const reader = await t.login('zhangwei', '123456');
    expect((await get(exportUrl(1), reader)).statusCode).toBe(403);
    expect((await get('/api/system/Log/1', reader)).statusCode).toBe(200);
    expect((await get('/api/system/Log/Retention', reader)).json().data).toEqual({ days: 30 });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/Log/Retention' })).json().code).toBe(600);
  });
});

describe('retention', () => {
  it('prunes rows older than logRetentionDays in every category, keeps the rest', async () => {
    for (const category of [1, 3, 4, 5]) await seedLogs(category, 30, 40, { userName: '过期' });
    await seedLogs(LogCategory.request, 2100, 45, { userName: '过期' });
    await seedLogs(LogCategory.request, 5, 29, { userName: '未过期' });
    const stale = () =>
      t.database.db
        .selectFrom('baseSysLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userName', 'in', ['过期', '未过期'])
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    expect(await stale()).toBe(2225);
    expect(await pruneLogs(t.app.services)).toBeGreaterThanOrEqual(2220);
    expect(await stale()).toBe(5);
  });

  it('keeps everything when the setting is 0, and reads the setting each time', async () => {
    await seedLogs(LogCategory.login, 3, 400, { userName: '很旧' });
    await setSetting(t, 'logRetentionDays', 0);
    expect(await pruneLogs(t.app.services)).toBe(0);
    expect(
      (await get(`/api/system/Log/1?keyword=${encodeURIComponent('很旧')}`)).json().data.pagination.total,
    ).toBe(3);
    expect((await get('/api/system/Log/Retention')).json().data).toEqual({ days: 0 });
    await setSetting(t, 'logRetentionDays', 365);
    expect(await pruneLogs(t.app.services)).toBe(3);
    await setSetting(t, 'logRetentionDays', 30);
  });
});
