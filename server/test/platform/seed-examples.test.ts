import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed/index.js';
import { seedId } from '../../src/db/seed/seed-id.js';
import { MENUS, MODULES } from '../../src/modules/index.js';
import { DEMO_DATABASE_FILE } from '../../src/modules/systemData/seed/demo-business.data.js';
import { DEMO_INTERFACE_IDS, DEMO_SOURCE_ID } from '../../src/modules/systemData/seed/systemData.examples.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A first start's example records (issue 15 item 9, decision 066): every seeded screen has rows that work
 * as the screen's own would, they are written once, and never into a database that was started before.
 */

let first: TestApp;
let admin: string;
beforeAll(async () => {
  first = await createTestApp({ examples: true });
  admin = await first.login();
});
afterAll(() => first.close());

const get = async (t: TestApp, token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(res.json().code, `${url}: ${res.json().msg}`).toBe(200);
  return res.json().data;
};

const exampleOptions = (t: TestApp, mode?: 'new' | 'restore') => ({
  menus: MENUS,
  adminPassword: 'admin123',
  scryptLogCost: 10,
  now: t.clock.now(),
  mode,
  examples: {
    modules: MODULES.flatMap((module) => module.examples ?? []),
    place: { sqliteSourcesDir: path.join(t.dataDir, 'databases') },
  },
});

/** The lists a first start fills, with how many rows each shows. */
const SEEDED_LISTS: [string, number][] = [
  ['/api/scheduletask', 2],
  ['/api/system/BillRule', 5],
  ['/api/system/Language', 8],
  ['/api/system/DataInterface', 3],
  ['/api/message/Notice', 1],
  ['/api/permission/OrganizeAdministrator', 1],
  // the administrator's approval centre: example requests run through the engine (decision 079)
  ['/api/workflow/Engine/FlowLaunch', 1],
  ['/api/workflow/Engine/FlowBefore/List/1', 2],
  ['/api/workflow/Engine/FlowBefore/List/2', 2],
  ['/api/workflow/Engine/FlowBefore/List/3', 1],
  ['/api/workflow/Engine/FlowDelegate', 1],
  ['/api/workflow/Engine/FlowMonitor', 6],
];
/** Rows every database has besides the examples: the system flow forms' numbering rules (a workflow migration). */
const ALWAYS: Record<string, number> = { '/api/system/BillRule': 10 };
const examplesIn = (url: string, page: { pagination: { total: number } }) =>
  page.pagination.total - (ALWAYS[url] ?? 0);

describe('a first start', () => {
  it('fills the screens: tasks, numbering rules, icons, translations, interfaces, a notice, a delegation', async () => {
    for (const [url, rows] of SEEDED_LISTS) {
      expect(examplesIn(url, await get(first, admin, url)), url).toBe(rows);
    }
    const tasks = (await get(first, admin, '/api/scheduletask')).list;
    expect(tasks.map((t: { job: string; enabledMark: number }) => [t.job, t.enabledMark])).toEqual([
      ['backupDatabase', 1],
      ['pruneLogs', 1],
    ]);
    expect(tasks.every((t: { nextRunTime: number | null }) => t.nextRunTime !== null)).toBe(true);
    const sources = (await get(first, admin, '/api/system/DataSource')).list;
    expect(sources.map((s: { fullName: string }) => s.fullName)).toContain('演示业务库');
    const icons = (await get(first, admin, '/api/system/Icon')).list;
    expect(icons.map((i: { name: string }) => i.name)).toEqual([
      'contract',
      'expense-claim',
      'leave-apply',
      'purchase-order',
    ]);
    const image = await first.app.inject({
      method: 'GET',
      url: '/api/system/Icon/contract',
      headers: { authorization: admin },
    });
    expect(image.body).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/);
    const [notice] = (await get(first, admin, '/api/message/Notice')).list;
    expect([notice.enabledMark, notice.title]).toEqual([1, expect.stringContaining('欢迎使用')]);
  });

  it('saves every seeded task and rule unchanged, as an administrator editing them would', async () => {
    for (const base of ['/api/scheduletask', '/api/system/BillRule']) {
      for (const row of (await get(first, admin, base)).list) {
        const one = await get(
          first,
          admin,
          base === '/api/scheduletask' ? `${base}/Info/${row.id}` : `${base}/${row.id}`,
        );
        const { id: _id, creatorTime: _c, lastModifyTime: _m, ...body } = one;
        const res = await first.app.inject({
          method: 'PUT',
          url: `${base}/${row.id}`,
          headers: { authorization: admin },
          payload: Object.fromEntries(
            Object.entries(body).filter(([key]) =>
              base === '/api/scheduletask'
                ? [
                    'fullName',
                    'enCode',
                    'executeType',
                    'cron',
                    'job',
                    'params',
                    'enabledMark',
                    'description',
                    'sortCode',
                  ].includes(key)
                : [
                    'fullName',
                    'enCode',
                    'prefix',
                    'dateFormat',
                    'digit',
                    'startNumber',
                    'enabledMark',
                    'description',
                    'sortCode',
                  ].includes(key),
            ),
          ),
        });
        expect(res.json().code, `${base} ${row.fullName}: ${res.json().msg}`).toBe(200);
      }
    }
  });

  it('makes the demo business database: its tables described in 数据建模, its interfaces answer', async () => {
    expect(fs.existsSync(path.join(first.dataDir, 'databases', DEMO_DATABASE_FILE))).toBe(true);
    const tables = (await get(first, admin, `/api/system/DataModel/${DEMO_SOURCE_ID}/Tables`)).list;
    expect(tables.map((t: { table: string; tableName: string }) => [t.table, t.tableName])).toEqual([
      ['demo_customer', '客户'],
      // added by 在线开发's examples for the leave request flow form
      ['demo_leave', '请假申请'],
      ['demo_order', '销售订单'],
      ['demo_product', '产品'],
    ]);

    const byCity = await get(
      first,
      admin,
      `/api/system/DataInterface/${DEMO_INTERFACE_IDS.customersByCity}/Actions/Response?city=${encodeURIComponent('北京')}`,
    );
    expect(byCity.data.map((r: { name: string }) => r.name)).toEqual(['北京华信科技股份有限公司']);
    const statuses = await get(
      first,
      admin,
      `/api/system/DataInterface/${DEMO_INTERFACE_IDS.orderStatuses}/Actions/Response`,
    );
    expect(statuses.data.map((r: { fullName: string }) => r.fullName)).toEqual([
      '待付款',
      '已付款',
      '已发货',
      '已完成',
    ]);

    // The popup picker pages the products and echoes one by its id; not only administrators call it.
    const user = await first.login('zhouqiang', '123456');
    const page = await get(
      first,
      user,
      `/api/system/DataInterface/${DEMO_INTERFACE_IDS.productPicker}/Action/List?currentPage=2&pageSize=4`,
    );
    expect([page.list.map((r: { name: string }) => r.name), page.pagination.total]).toEqual([
      ['无线键鼠套装', '网络交换机', '企业级路由器', '投影仪'],
      10,
    ]);
    const echo = await get(
      first,
      user,
      `/api/system/DataInterface/${DEMO_INTERFACE_IDS.productPicker}/Action/Info?id=CP003&propsValue=id&relationField=name`,
    );
    expect(echo.name).toBe('27英寸显示器');
  });

  it('gives every user the welcome notice, unread', async () => {
    const inbox = await get(first, admin, '/api/message?type=1');
    expect(
      inbox.list.map((m: { title: string; isRead: number }) => [m.title.slice(0, 4), String(m.isRead)]),
    ).toEqual([['欢迎使用', '0']]);
    const copies = await first.database.db
      .selectFrom('baseMessageReceive')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(copies.n)).toBe(32);
  });

  it('writes them once; restore-seed puts back a deleted one and keeps the demo file', async () => {
    expect(await seed(first.database.db, exampleOptions(first))).toEqual({
      written: 0,
      kept: 0,
      firstStart: false,
    });
    const rule = seedId('example:billRule:Contract');
    await first.database.db.deleteFrom('baseBillRule').where('id', '=', rule).execute();
    expect(await seed(first.database.db, exampleOptions(first))).toEqual({
      written: 0,
      kept: 0,
      firstStart: false,
    });
    const restored = await seed(first.database.db, exampleOptions(first, 'restore'));
    expect(restored.written).toBe(1);
    const back = await first.database.db
      .selectFrom('baseBillRule')
      .select('id')
      .where('id', '=', rule)
      .execute();
    expect(back).toHaveLength(1);
  });
});

describe('a database started before', () => {
  it('receives no example: they are for a first start, not for an installation in use', async () => {
    const existing = await createTestApp();
    try {
      const report = await seed(existing.database.db, exampleOptions(existing));
      expect(report).toEqual({ written: 0, kept: 0, firstStart: false });
      const token = await existing.login();
      for (const [url] of SEEDED_LISTS) expect(examplesIn(url, await get(existing, token, url)), url).toBe(0);
      expect(fs.existsSync(path.join(existing.dataDir, 'databases', DEMO_DATABASE_FILE))).toBe(false);
      // Nor one seeded before the seed log existed: it adopts the baseline, then has a past.
      await existing.database.db.deleteFrom('baseSeedApplied').execute();
      await seed(existing.database.db, exampleOptions(existing));
      for (const [url] of SEEDED_LISTS) expect(examplesIn(url, await get(existing, token, url)), url).toBe(0);
    } finally {
      await existing.close();
    }
  });
});
