import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { addDays, formatDay, today } from './support/dates';

/** Types a range into the visible tab's RangePicker and confirms it with 查询. */
async function pickRange(page: Page, from: string, to: string) {
  const panel = page.getByRole('tabpanel', { name: '请求日志' });
  const [start, end] = [panel.getByPlaceholder('开始日期'), panel.getByPlaceholder('结束日期')];
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  await end.fill(to);
  await end.press('Enter');
  await panel.getByRole('button', { name: /查\s*询/ }).click();
  await settle(page);
}

describe('系统日志', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows the operation log, filters by whole days and exports with a progress dialog', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/log');
    await page.getByRole('tab', { name: '操作日志' }).waitFor();
    await expect.poll(() => page.getByText(/日志保留 \d+ 天/).count()).toBe(1);

    // The request log holds at least this session's calls of today.
    await page.getByRole('tab', { name: '请求日志' }).click();
    await settle(page);
    const panel = page.getByRole('tabpanel', { name: '请求日志' });
    // Request rows are stored within a second: refresh until this session's show.
    await expect
      .poll(async () => {
        const rows = await panel.locator('.ant-table-row').count();
        if (rows === 0) await panel.getByRole('button', { name: /刷新/ }).click();
        return rows;
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'system-log-request');

    // Whole days of the browser's calendar (the product's zone), not of this process's.
    const day = today();
    // Days before yesterday hold none of this run's requests, even when the run began before midnight there.
    await pickRange(page, formatDay(addDays(day, -5)), formatDay(addDays(day, -2)));
    await panel.locator('.ant-empty').first().waitFor();
    expect(await panel.locator('.ant-table-row').count()).toBe(0);
    await screenshot(page, 'system-log-filtered-empty');
    await pickRange(page, formatDay(addDays(day, -1)), formatDay(day));
    await screenshot(page, 'system-log-range-today');
    await panel.locator('.ant-table-row').first().waitFor();

    // The export answer is held back a moment so the dialog can be seen before the file arrives.
    await page.route('**/api/system/Log/5/Actions/Export**', async (route) => {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response });
    });
    const downloading = page.waitForEvent('download');
    const exportDay = formatDay(today(), 'yyyyMMdd');
    await panel.getByRole('button', { name: /导\s*出/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '正在导出' });
    await dialog.getByRole('progressbar').waitFor();
    await screenshot(page, 'system-log-export-progress');
    const download = await downloading;
    // Named with the server's day (either side of a midnight that passed meanwhile).
    expect([exportDay, formatDay(today(), 'yyyyMMdd')].map((d) => `请求日志_${d}.xlsx`)).toContain(
      download.suggestedFilename(),
    );
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('导出完成').waitFor();

    // Deleting one of this session's request rows is a write: it appears in the operation log with the
    // menu's and the button's names.
    await panel.locator('.ant-table-row').first().locator('.ant-checkbox-input').check();
    await panel.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('删除成功').waitFor();
    await page.getByRole('tab', { name: '操作日志' }).click();
    const operations = page.getByRole('tabpanel', { name: '操作日志' });
    // Log rows reach the database through a background writer: until this one is there, the newest row
    // may be an older operation, so the list is refreshed until it leads.
    const first = operations.locator('.ant-table-row').first();
    await expect
      .poll(async () => {
        const text = (await first.count()) > 0 ? await first.innerText() : '';
        const arrived = text.includes('系统日志') && text.includes('删除');
        if (!arrived) await operations.getByRole('button', { name: /刷新/ }).click();
        return arrived;
      })
      .toBe(true);
    await screenshot(page, 'system-log-operation');
  });
});
