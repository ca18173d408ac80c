import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const source = inject('sourcePostgres');

describe.skipIf(!source)('data sources and data models (数据连接, 数据建模)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('adds a PostgreSQL source, tests it, designs a table in it and previews its rows', async () => {
    if (!source) return;
    const { page } = s;
    const suffix = Date.now().toString(36);
    const name = `E2E 订单库 ${suffix}`;
    const table = `e2e_orders_${suffix}`;
    await signInAsAdmin(page);
    await page.goto('/systemData/dataSource');
    await page.getByRole('columnheader', { name: '连接名称' }).waitFor();
    await settle(page);

    await page.getByRole('button', { name: /新建连接/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('连接名称').fill(name);
    await dialog.getByLabel('主机地址').fill(source.host);
    await dialog.getByLabel('端口').fill(String(source.port));
    await dialog.getByLabel('用户名').fill(source.user);
    await dialog.getByLabel('密码').fill('wrong-password');
    await dialog.getByLabel('数据库名称').fill(source.database);

    // A wrong password is named as such, in the dialog.
    await dialog.getByRole('button', { name: /测试连接/ }).click();
    const result = dialog.getByTestId('data-source-test-result');
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('用户名或密码错误');
    await dialog.getByLabel('密码').fill(source.password);
    await dialog.getByRole('button', { name: /测试连接/ }).click();
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toMatch(/连接成功（PostgreSQL \d+/);
    await screenshot(page, 'system-data-source-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(`${source.host}:${source.port}`).waitFor();
    await settle(page);
    await screenshot(page, 'system-data-source-list');

    // 数据建模 in that source: a table with a key, a name and an amount.
    await page.goto('/systemData/dataModel');
    await page.getByRole('columnheader', { name: '表名' }).waitFor();
    await settle(page);
    // The default database comes first: its own tables are marked and can only be viewed.
    await page.getByPlaceholder('请输入表名或说明').fill('base_user');
    await page.getByPlaceholder('请输入表名或说明').press('Enter');
    const platformRow = page.getByRole('row').filter({ hasText: 'base_user' }).first();
    await platformRow.getByText('系统表').waitFor();
    await platformRow.getByRole('button', { name: '查看' }).waitFor();
    expect(await platformRow.getByRole('button', { name: '删除' }).count()).toBe(0);
    await screenshot(page, 'system-data-model-platform');
    await page.getByRole('combobox', { name: '数据连接' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    // Other scenarios share this PostgreSQL and may have left tables in it: wait for the choice, not for emptiness.
    await page
      .locator('.ant-select', { has: page.getByRole('combobox', { name: '数据连接' }) })
      .filter({ hasText: name })
      .waitFor();
    await page.getByRole('button', { name: /新建表/ }).click();
    const designer = page.getByRole('dialog');
    await designer.getByLabel('表名').fill(table);
    await designer.getByLabel('说明').first().fill('E2E 订单');
    await designer.getByRole('button', { name: /添加字段/ }).click();
    await designer.getByLabel('字段名', { exact: true }).nth(1).fill('customer');
    await designer.getByLabel('字段说明').nth(1).fill('客户');
    await designer.getByRole('button', { name: /添加字段/ }).click();
    await designer.getByLabel('字段名', { exact: true }).nth(2).fill('amount');
    await designer.getByLabel('字段说明').nth(2).fill('金额');
    await designer.getByRole('combobox', { name: '数据类型' }).nth(2).click();
    await page.locator('.ant-select-item-option[title="decimal"]').click();
    await screenshot(page, 'system-data-model-designer');
    await designer.getByRole('button', { name: buttonName('确定') }).click();
    await designer.waitFor({ state: 'hidden' });
    const tableRow = page.getByRole('row').filter({ hasText: table });
    await tableRow.getByText('E2E 订单').waitFor();

    // Rows written by another program show in the preview.
    const client = new pg.Client({
      host: source.host,
      port: source.port,
      user: source.user,
      password: source.password,
      database: source.database,
    });
    await client.connect();
    try {
      const described = await client.query(
        `select column_name, data_type, numeric_scale from information_schema.columns where table_name = $1 order by ordinal_position`,
        [table],
      );
      expect(described.rows.map((r) => [r.column_name, r.data_type])).toEqual([
        ['id', 'character varying'],
        ['customer', 'character varying'],
        ['amount', 'numeric'],
      ]);
      await client.query(
        `insert into ${table} (id, customer, amount) values ('1', '华东公司', 12.5), ('2', '华南公司', 99.99)`,
      );
    } finally {
      await client.end();
    }
    await tableRow.getByRole('button', { name: '预览数据' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByText('华南公司').waitFor();
    await preview.getByText('99.99').waitFor();
    // The dialog zooms in: shoot it once its animations are done.
    await preview.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.waitForTimeout(300);
    await screenshot(page, 'system-data-model-preview');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /刷新|reload/i })
      .first()
      .click();
    await tableRow.getByRole('cell', { name: '2', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'system-data-model-list');
  });
  it('数据建模 of a source that cannot be read shows why in place of the tables', async () => {
    if (!source) return;
    const { page } = s;
    const name = `E2E 错误密码 ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    const created = await api<string>(page, 'POST', '/api/system/DataSource', {
      dbType: 'PostgreSQL',
      fullName: name,
      host: source.host,
      port: source.port,
      userName: source.user,
      password: 'wrong-password',
      serviceName: source.database,
      dbSchema: null,
      tableSpace: null,
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
    expect(created.code).toBe(200);
    await page.goto('/systemData/dataModel');
    await page.getByRole('columnheader', { name: '表名' }).waitFor();
    await page.getByRole('combobox', { name: '数据连接' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await page
      .locator('.ant-empty')
      .getByText(/用户名或密码错误/)
      .waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'system-data-model-unreadable');
  });
  it('adds a SQLite file source, says the file will be created, and deletes it after confirmation', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const name = `E2E 本地库 ${suffix}`;
    await signInAsAdmin(page);
    await page.goto('/systemData/dataSource');
    await page.getByRole('columnheader', { name: '连接名称' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新建连接/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('连接名称').fill(name);
    await dialog.getByLabel('数据库类型').click();
    await page.locator('.ant-select-item-option[title="SQLite"]').click();
    // Host, port and login mean nothing for a file; unsupported types are listed but cannot be chosen.
    expect(await dialog.getByLabel('主机地址').count()).toBe(0);
    await dialog.getByLabel('数据库文件').fill('../escape.db');
    await dialog.getByRole('button', { name: /测试连接/ }).click();
    await dialog.getByText('只能包含字母、数字、下划线、点和短横线，不能包含路径').waitFor();
    await dialog.getByLabel('数据库文件').fill(`e2e_${suffix}.db`);
    await dialog.getByRole('button', { name: /测试连接/ }).click();
    const result = dialog.getByTestId('data-source-test-result');
    await expect
      .poll(() => result.textContent(), { timeout: 15_000 })
      .toContain('保存后首次使用时将创建新的 SQLite 数据库');
    await screenshot(page, 'system-data-source-sqlite-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(`e2e_${suffix}.db`).waitFor();
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await row.waitFor({ state: 'detached' });
  });
});
