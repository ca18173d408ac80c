import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const source = inject('sourcePostgres');
const ROWS = 20_000;
// Unique per run: every scenario shares one server and database.
const stamp = Date.now().toString(36);
const TABLE = `e2e_sync_${stamp}`;
const SOURCE_NAME = `e2e 同步源 ${stamp}`;

/** Picks an option of an antd Select by its visible text, and waits for the list to close. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
  await dropdown.waitFor({ state: 'hidden' });
}

describe.skipIf(!source)('数据同步: a PostgreSQL table into the platform SQLite database', () => {
  let s: Session;
  let client: pg.Client;
  beforeAll(async () => {
    if (!source) return;
    client = new pg.Client({ ...source });
    await client.connect();
    await client.query(
      `create table ${TABLE} (id bigint primary key, code varchar(20) not null, title text, amount numeric(10, 2), created_at timestamp)`,
    );
    await client.query(
      `insert into ${TABLE} select g, 'C' || lpad(g::text, 6, '0'), '订单 ' || g, g % 1000 + 0.5, timestamp '2026-01-01' + g * interval '1 minute'
       from generate_series(1, ${ROWS}) g`,
    );
  }, 60_000);
  afterAll(async () => {
    await client?.query(`drop table if exists ${TABLE}`);
    await client?.end();
  });
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('checks, confirms creating the table, shows the progress bar and the summary', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const created = await api<{ id: string }>(page, 'POST', '/api/system/DataSource', {
      dbType: 'PostgreSQL',
      fullName: SOURCE_NAME,
      host: source?.host,
      port: source?.port,
      userName: source?.user,
      password: source?.password,
      serviceName: source?.database,
      sortCode: 0,
      enabledMark: 1,
    });
    expect(created.code, created.msg).toBe(200);

    await page.goto('/systemData/dataSync');
    await page.getByText('把一张表的数据从源数据连接复制到目标数据连接').waitFor();
    await settle(page);
    await pick(page, '源数据连接', SOURCE_NAME);
    await pick(page, '目标数据连接', '默认数据库');
    await pick(page, '数据表', TABLE);

    await page.getByRole('button', { name: buttonName('检查') }).click();
    await page.getByText(`目标数据连接中没有表 ${TABLE}`).waitFor();
    await screenshot(page, 'system-data-sync-check');

    await page
      .locator('.ant-card')
      .getByRole('button', { name: /同\s*步$/ })
      .click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(`目标库中没有表 ${TABLE}，是否按源表的字段创建该表并同步？`).waitFor();
    await confirm.getByRole('button', { name: buttonName('确定') }).click();

    const bar = page.locator('.ant-progress');
    await bar.waitFor();
    await page.getByText('同步完成').waitFor({ timeout: 60_000 });
    await page.getByText(`已复制 20,000 / 20,000 行`).waitFor();
    const summary = page.locator('.ant-descriptions');
    await summary.getByText('复制行数').waitFor();
    await summary.getByText('20,000').waitFor();
    await summary.getByText(/行\/秒$/).waitFor();
    await page.getByText('已创建目标表').waitFor();
    await screenshot(page, 'system-data-sync-done');

    // The rows arrived in the platform database.
    const preview = await api<{ list: { table: string; sum: number | null }[] }>(
      page,
      'GET',
      `/api/system/DataModel/0/Tables?keyword=${TABLE}`,
    );
    expect(preview.data.list.map((x) => x.table)).toContain(TABLE);

    // Again: the target now has rows; confirming clears it first.
    await page
      .locator('.ant-card')
      .getByRole('button', { name: /同\s*步$/ })
      .click();
    await confirm.getByText(`目标表 ${TABLE} 中已有数据，同步前将清空目标表，是否继续？`).waitFor();
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('已清空目标表').waitFor({ timeout: 60_000 });
    await page.getByText('同步完成').waitFor({ timeout: 60_000 });
    // Put the shared server back: the data source goes (its table stays in the scenario's own name).
    expect((await api(page, 'DELETE', `/api/system/DataSource/${created.data.id}`)).code).toBe(200);
  });
});
