import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** yyyyMMdd of the browser's today, as the form's example shows it. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};

/** Asks the server for the next number as a form would, with the page's own session. */
function billNumber(page: Page, code: string): Promise<{ code: number; data: string; msg: string }> {
  return page.evaluate(async (c) => {
    const raw = window.localStorage.getItem('jnpf_token') ?? '';
    const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
    const res = await fetch(`/api/system/BillRule/BillNumber/${c}`, { headers: { Authorization: token } });
    return res.json();
  }, code);
}

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

    await page.getByRole('button', { name: /新建单据规则/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('业务名称').fill('采购订单编号');
    await dialog.getByLabel('业务编码').fill(code);
    await dialog.getByLabel('流水前缀').fill('PO');
    const example = dialog.getByLabel('流水范例');
    // Defaults: yyyyMMdd, 4 digits, start 1.
    await expect.poll(() => example.inputValue()).toBe(`PO${today()}0001`);
    await dialog.getByLabel('流水位数').fill('6');
    await dialog.getByLabel('流水起始').fill('25');
    await expect.poll(() => example.inputValue()).toBe(`PO${today()}000025`);
    await screenshot(page, 'system-bill-rule-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('未生成').waitFor();

    const first = await billNumber(page, code);
    const second = await billNumber(page, code);
    expect(first).toMatchObject({ code: 200 });
    expect(first.data.slice(-6)).toBe('000025');
    expect(second.data.slice(-6)).toBe('000026');
    await page
      .getByRole('button', { name: /刷新|reload/i })
      .first()
      .click();
    await row.getByText(second.data).waitFor();
    await settle(page);
    await screenshot(page, 'system-bill-rule-list');

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

    // Export downloads the rule's settings.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: buttonName('导出') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^采购订单编号_\d{8}\.json$/);

    // Disabled, the rule refuses to issue numbers.
    await row.getByRole('switch').click();
    await expect.poll(async () => (await billNumber(page, code)).msg).toContain('已停用');
  });
});
