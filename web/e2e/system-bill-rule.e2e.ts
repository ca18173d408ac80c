import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { formatDay, today } from './support/dates';

/** yyyyMMdd of today where the browser and the server are (the product's zone, not this process's). */
const yyyyMMdd = () => formatDay(today(), 'yyyyMMdd');

// 17:30 UTC on 5 March 2026: still the 5th in UTC (and in Los Angeles), already 01:30 on the 6th in the
// browser's Shanghai. The form's example is checked with the browser's clock held there.
const LATE_UTC = Date.parse('2026-03-05T17:30:00Z');

/** Asks the server for the next number as a form would, with the page's own session. */
const billNumber = (page: Page, code: string) =>
  api<string>(page, 'GET', `/api/system/BillRule/BillNumber/${code}`);

describe('numbering rules (单据规则)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('creates a rule, previews its example, issues numbers and shows the current number move', async () => {
    const { page } = s;
    const code = `PO${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page);
    await page.goto('/system/billRule');
    await page.getByRole('columnheader', { name: '当前流水号' }).waitFor();
    await settle(page);

    // The example is the browser's: from here on its clock is held at LATE_UTC (the server's runs on).
    await page.clock.setFixedTime(LATE_UTC);
    await page.getByRole('button', { name: /新建单据规则/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('业务名称').fill('采购订单编号');
    await dialog.getByLabel('业务编码').fill(code);
    await dialog.getByLabel('流水前缀').fill('PO');
    const example = dialog.getByLabel('流水范例');
    // Defaults: yyyyMMdd (the browser's day), 4 digits, start 1.
    await expect.poll(() => example.inputValue()).toBe('PO202603060001');
    await dialog.getByLabel('流水位数').fill('6');
    await dialog.getByLabel('流水起始').fill('25');
    await expect.poll(() => example.inputValue()).toBe('PO20260306000025');
    await screenshot(page, 'system-bill-rule-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('未生成').waitFor();

    // The server issues numbers with its own (real) day, in the same zone as the browser. Either side of
    // a midnight that passes meanwhile is that day.
    const dayBefore = yyyyMMdd();
    const first = await billNumber(page, code);
    const second = await billNumber(page, code);
    const days = [dayBefore, yyyyMMdd()];
    expect(first).toMatchObject({ code: 200 });
    expect(days.map((day) => `PO${day}000025`)).toContain(first.data);
    expect(days.map((day) => `PO${day}000026`)).toContain(second.data);
    await page
      .getByRole('button', { name: /刷新|reload/i })
      .first()
      .click();
    await row.getByText(second.data).waitFor();
    await settle(page);
    await screenshot(page, 'system-bill-rule-list');

    // 生成单号: the next number is shown without being used; issuing one takes exactly it.
    await row.getByRole('button', { name: '生成单号' }).click();
    const numbers = page.locator('.ant-modal').filter({ hasText: '下一个编号' });
    const serial = (n: number) => days.map((day) => `PO${day}${String(n).padStart(6, '0')}`);
    const nextShown = async () =>
      (await numbers.locator('.ant-descriptions-item-content code').first().innerText()).trim();
    await numbers.locator('code').first().waitFor();
    expect(serial(27)).toContain(await nextShown());
    await numbers.getByRole('button', { name: '生成一个编号' }).click();
    await numbers.getByText('刚生成的编号').waitFor();
    await expect.poll(nextShown).toMatch(/000028$/);
    await screenshot(page, 'system-bill-rule-numbers');
    await numbers
      .locator('.ant-modal-footer')
      .getByRole('button', { name: buttonName('关闭') })
      .click();
    await numbers.waitFor({ state: 'hidden' });
    expect(serial(28)).toContain((await billNumber(page, code)).data);

    // A rule that issued numbers stays.
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText(/单据规则已引用，无法删除/).waitFor();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await screenshot(page, 'system-bill-rule-delete-refused');
    await expect.poll(() => row.count()).toBe(1);

    // Export downloads the rule's settings, named with the server's day.
    const exportDay = yyyyMMdd();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: buttonName('导出') }).click(),
    ]);
    expect([exportDay, yyyyMMdd()].map((day) => `采购订单编号_${day}.json`)).toContain(
      download.suggestedFilename(),
    );

    // Disabled, the rule refuses to issue numbers.
    await row.getByRole('switch').click();
    await expect.poll(async () => (await billNumber(page, code)).msg).toContain('已停用');
  });
});
