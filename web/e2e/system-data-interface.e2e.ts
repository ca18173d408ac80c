import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

type SourceDb = { host: string; port: number; user: string; password: string; database: string };

describe('data interfaces (数据接口)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('an administrator creates a SQL interface with a parameter over a PostgreSQL table, tests it and sees rows and timing', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const code = `orders.${suffix}`;
    const name = `大额订单${suffix}`;
    const table = `e2e_orders_${suffix}`;
    await signInAsAdmin(page);

    // The rows live in the PostgreSQL source the e2e setup starts (or, without PostgreSQL, in the platform's
    // own database through a write interface); the scenario itself only uses the screen.
    const source: SourceDb | null = inject('sourcePostgres') ?? null;
    let sourceId = '0';
    let sourceName = '平台数据库（默认）';
    if (source) {
      const client = new pg.Client({ ...source });
      await client.connect();
      await client.query(
        `create table ${table} (id integer primary key, customer varchar(50), amount numeric(10,2))`,
      );
      await client.query(
        `insert into ${table} values (1, '华东贸易', 80), (2, '北方制造', 260.5), (3, '西南物流', 1200), (4, '南方零售', 45)`,
      );
      await client.end();
      sourceName = `订单库${suffix}`;
      const created = await api<{ id: string }>(page, 'POST', '/api/system/DataSource', {
        dbType: 'PostgreSQL',
        fullName: sourceName,
        host: source.host,
        port: source.port,
        userName: source.user,
        password: source.password,
        serviceName: source.database,
        sortCode: 0,
        enabledMark: 1,
      });
      expect(created, created.msg).toMatchObject({ code: 200 });
      sourceId = created.data.id;
    } else {
      const categories = await api<{ list: { id: string; enCode: string }[] }>(
        page,
        'GET',
        '/api/system/DictionaryData/9c43287481364d348c0ea0d0f64b38be/Data/Selector',
      );
      const setup = await api<{ id: string }>(page, 'POST', '/api/system/DataInterface', {
        fullName: `建表${suffix}`,
        enCode: `setup.${suffix}`,
        categoryId: categories.data.list[0]?.id,
        dataType: 1,
        query: `create table ${table} as select 1 as id, '华东贸易' as customer, 80 as amount union all select 2, '北方制造', 260.5 union all select 3, '西南物流', 1200 union all select 4, '南方零售', 45`,
        isWrite: 1,
        enabledMark: 0,
      });
      expect(setup, setup.msg).toMatchObject({ code: 200 });
      const made = await api(page, 'GET', `/api/system/DataInterface/${setup.data.id}/Actions/Response`);
      expect(made, made.msg).toMatchObject({ code: 200 });
    }

    await page.goto('/systemData/dataInterface');
    await page.getByRole('columnheader', { name: '接口名称' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: '业务接口' }).click();
    await page.getByRole('button', { name: /新建接口/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('接口名称').fill(name);
    await dialog.getByLabel('接口编码').fill(code);
    // The category chosen at the left is already filled in; SQL is the default type.
    await dialog.getByText('业务接口').waitFor();
    await dialog.getByLabel('数据连接').click();
    await page.locator('.ant-select-dropdown').getByText(sourceName, { exact: true }).click();
    await dialog
      .getByLabel('SQL语句')
      .fill(`select id, customer, amount from ${table} where amount >= {minAmount} order by amount desc`);
    await dialog.getByRole('button', { name: /添加参数/ }).click();
    await dialog.getByLabel('参数名').fill('minAmount');
    await dialog.getByLabel('类型', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('数字', { exact: true }).click();
    await dialog.getByLabel('必填').check();
    await dialog.locator('#requestParameters_0_description').fill('最低金额');
    // 调用权限: a new SQL interface is for its designers; open it to the members of 部门经理.
    await expect.poll(() => dialog.getByRole('radio', { name: '仅设计者' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: '指定角色' }).check();
    await dialog.getByLabel('可调用的角色').click();
    await page.locator('.ant-select-dropdown:visible').getByText('部门经理', { exact: true }).click();
    await dialog.getByRole('switch').click();
    await screenshot(page, 'system-data-interface-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('SQL操作').waitFor();
    await screenshot(page, 'system-data-interface-list');
    const saved = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      `/api/system/DataInterface?keyword=${encodeURIComponent(code)}`,
    );
    const info = await api<{ callScope: string; callRoleIds: string[] }>(
      page,
      'GET',
      `/api/system/DataInterface/${saved.data.list[0]?.id}`,
    );
    expect(info.data.callScope).toBe('roles');
    expect(info.data.callRoleIds).toHaveLength(1);

    // 测试: the parameter is asked for; without it the server's sentence shows in place.
    await row.getByRole('button', { name: buttonName('测试') }).click();
    const test = page.getByRole('dialog').filter({ hasText: '测试接口' });
    await test.getByRole('button', { name: /调\s*用/ }).click();
    await test.getByText('minAmount不能为空').waitFor();
    await test.getByLabel(/minAmount/).fill('100');
    await test.getByRole('button', { name: /调\s*用/ }).click();
    await test.getByText('共 2 行').waitFor();
    await test.getByRole('cell', { name: '西南物流' }).waitFor();
    await test.getByRole('cell', { name: '北方制造' }).waitFor();
    expect(await test.getByRole('cell', { name: '华东贸易' }).count()).toBe(0);
    await expect.poll(() => test.getByTestId('interface-duration').textContent()).toMatch(/耗时 [\d.]+ 毫秒/);
    await screenshot(page, 'system-data-interface-test');
    await test.getByText('JSON', { exact: true }).click();
    await test
      .locator('pre')
      .getByText(/"customer": "西南物流"/)
      .waitFor();
    await test.locator('.ant-modal-close').click();
    await test.waitFor({ state: 'hidden' });

    // 日志: both calls, the refused one with its reason.
    await row.getByRole('button', { name: buttonName('日志') }).click();
    const log = page.getByRole('dialog').filter({ hasText: '调用日志' });
    await log.getByText('minAmount不能为空').waitFor();
    expect(await log.getByText('成功', { exact: true }).count()).toBe(1);
    expect(await log.getByText('失败', { exact: true }).count()).toBe(1);
    await screenshot(page, 'system-data-interface-log');
    await log.locator('.ant-modal-close').click();
    await log.waitFor({ state: 'hidden' });

    // Clean up what is shared: the interface, and the source that pointed at the e2e PostgreSQL.
    const found = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      `/api/system/DataInterface?keyword=${encodeURIComponent(suffix)}`,
    );
    for (const item of found.data.list) await api(page, 'DELETE', `/api/system/DataInterface/${item.id}`);
    if (sourceId !== '0')
      expect((await api(page, 'DELETE', `/api/system/DataSource/${sourceId}`)).code).toBe(200);
  });

  it('static data is checked as typed; export and import bring a copy back; SQL that does not prepare is not switched on', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    await signInAsAdmin(page);
    await page.goto('/systemData/dataInterface');
    await page.getByRole('columnheader', { name: '接口名称' }).waitFor();
    await settle(page);

    await page.getByRole('button', { name: '系统接口' }).click();
    await page.getByRole('button', { name: /新建接口/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('接口名称').fill(`客户等级${suffix}`);
    await dialog.getByLabel('接口编码').fill(`levels.${suffix}`);
    await dialog.getByText('系统接口').waitFor();
    await dialog.locator('.ant-radio-button-wrapper', { hasText: '静态数据' }).click();
    await dialog.locator('label[for=query]', { hasText: '静态数据' }).waitFor();
    await dialog.locator('textarea#query').fill('[{"id":"A","fullName":"金牌"},');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.getByText(/不是有效的JSON/).waitFor();
    await dialog
      .locator('textarea#query')
      .fill('[{"id":"A","fullName":"金牌"},{"id":"B","fullName":"银牌"}]');
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: `levels.${suffix}` });
    await row.getByText('静态数据').waitFor();

    await row.getByRole('button', { name: buttonName('测试') }).click();
    const test = page.getByRole('dialog').filter({ hasText: '测试接口' });
    await test.getByRole('button', { name: /调\s*用/ }).click();
    await test.getByText('共 2 行').waitFor();
    await test.getByRole('cell', { name: '银牌' }).waitFor();
    await test.locator('.ant-modal-close').click();
    await test.waitFor({ state: 'hidden' });

    // Export, then import the file back: the code is in use, so it comes back renamed and disabled.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: buttonName('导出') }).click(),
    ]);
    const file = path.join(tmpdir(), `e2e-interface-${suffix}.json`);
    await download.saveAs(file);
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importDialog = page.locator('.ant-modal').filter({ hasText: '导入数据接口' });
    await importDialog.locator('input[type=file]').setInputFiles(file);
    const importButton = importDialog.locator('.ant-modal-footer .ant-btn-primary');
    await importButton.click();
    await importDialog.getByText(`编码 levels.${suffix} 已被其他接口使用`).waitFor();
    await importDialog.getByRole('checkbox', { name: '编码已被使用时自动改名' }).check();
    await screenshot(page, 'system-data-interface-import');
    await importButton.click();
    await page.getByText(`已导入数据接口，编码改为 levels.${suffix}.copy`).waitFor();
    await importDialog.waitFor({ state: 'hidden' });
    await rm(file, { force: true });
    const copy = page.getByRole('row').filter({ hasText: `levels.${suffix}.copy` });
    await expect.poll(() => copy.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    // A SQL interface whose statement does not prepare stays off, with the database's reason.
    const categories = await api<{ list: { id: string }[] }>(
      page,
      'GET',
      '/api/system/DictionaryData/9c43287481364d348c0ea0d0f64b38be/Data/Selector',
    );
    await api(page, 'POST', '/api/system/DataInterface', {
      fullName: `坏语句${suffix}`,
      enCode: `broken.${suffix}`,
      categoryId: categories.data.list[0]?.id,
      dataType: 1,
      query: 'select * from no_such_table_e2e',
      enabledMark: 0,
    });
    await page.getByRole('button', { name: '全部分类' }).click();
    await page.getByPlaceholder('请输入名称或编码查询').fill(suffix);
    await page.getByRole('button', { name: buttonName('查询') }).click();
    const broken = page.getByRole('row').filter({ hasText: `broken.${suffix}` });
    await broken.getByRole('switch').click();
    await page.getByText(/接口无法启用.*no_such_table_e2e/).waitFor();
    await screenshot(page, 'system-data-interface-cannot-enable');
    await expect.poll(() => broken.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    const found = await api<{ list: { id: string }[] }>(
      page,
      'GET',
      `/api/system/DataInterface?keyword=${encodeURIComponent(suffix)}`,
    );
    expect(found.data.list).toHaveLength(3);
    for (const item of found.data.list) await api(page, 'DELETE', `/api/system/DataInterface/${item.id}`);
  });

  it('a scheduled task calls an interface with its parameter; the run shows in both logs', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    await signInAsAdmin(page);
    const categories = await api<{ list: { id: string; fullName: string }[] }>(
      page,
      'GET',
      '/api/system/DictionaryData/9c43287481364d348c0ea0d0f64b38be/Data/Selector',
    );
    const created = await api<{ id: string }>(page, 'POST', '/api/system/DataInterface', {
      fullName: `统计用户${suffix}`,
      enCode: `count.${suffix}`,
      categoryId: categories.data.list[0]?.id,
      dataType: 1,
      query: 'select count(*) as n from base_user where account like {prefix}',
      requestParameters: [{ field: 'prefix', dataType: 'varchar', required: 1, defaultValue: null }],
      enabledMark: 1,
    });
    expect(created, created.msg).toMatchObject({ code: 200 });

    await page.goto('/system/task');
    await page.getByRole('button', { name: /新建任务/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').fill(`统计任务${suffix}`);
    await dialog.getByLabel('任务编码').fill(`countTask${suffix}`);
    await dialog.getByLabel('任务类型').click();
    await page.locator('.ant-select-dropdown:visible').getByText('调用数据接口', { exact: true }).click();
    await dialog.getByLabel('数据接口', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText(`统计用户${suffix}`).click();
    await dialog.getByLabel('prefix').fill('zh%');
    await dialog.getByText('每小时', { exact: true }).click();
    await screenshot(page, 'system-data-interface-task-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: `统计任务${suffix}` });
    await row.getByText('调用数据接口').waitFor();
    await row.getByRole('button', { name: buttonName('立即执行') }).click();
    await page.getByText(new RegExp(`已调用数据接口“统计用户${suffix}”`)).waitFor();

    await page.goto('/systemData/dataInterface');
    const interfaceRow = page.getByRole('row').filter({ hasText: `count.${suffix}` });
    await interfaceRow.getByRole('button', { name: buttonName('日志') }).click();
    const log = page.getByRole('dialog').filter({ hasText: '调用日志' });
    await log.getByRole('cell', { name: 'TASK' }).waitFor();
    await screenshot(page, 'system-data-interface-task-log');

    const tasks = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      `/api/scheduletask?keyword=${encodeURIComponent(suffix)}`,
    );
    for (const task of tasks.data.list) await api(page, 'DELETE', `/api/scheduletask/${task.id}`);
    await api(page, 'DELETE', `/api/system/DataInterface/${created.data.id}`);
  });
});
