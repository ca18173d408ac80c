import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** 在线开发 › Web设计: 预览 of a design from the list, 导出 as a file and 导入 of that file as a renamed copy. */

describe('design lists: preview, export and import', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('previews the seeded purchase order, exports it, and imports the file back as a copy', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/onlineDev/webDesign');
    await page.getByRole('columnheader', { name: '页面类型' }).waitFor();
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: 'purchaseOrder' }).first();

    await row.getByRole('button', { name: buttonName('预览') }).click();
    const preview = page.getByTestId('designer-preview');
    await preview.getByText('采购明细').first().waitFor();
    // Each label names its control (assistive technology reads it; the preview can be typed into).
    await preview.getByLabel('供应商').fill('华夏贸易');
    await expect(preview.getByLabel('供应商').inputValue()).resolves.toBe('华夏贸易');
    await screenshot(page, 'online-dev-list-preview');
    await page.locator('.ant-modal .ant-segmented').getByText('手机端（390px）').click();
    await expect.poll(async () => (await preview.boundingBox())?.width).toBeLessThanOrEqual(420);
    await screenshot(page, 'online-dev-list-preview-phone');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: buttonName('导出') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^采购订单_\d{8}\.json$/);
    const file = path.join(tmpdir(), `e2e-design-${Date.now()}.json`);
    await download.saveAs(file);

    // A file that is not a design: the dialog says so and nothing is written.
    const wrong = path.join(tmpdir(), `e2e-design-wrong-${Date.now()}.json`);
    await writeFile(wrong, JSON.stringify({ format: 'menu', version: 1 }));
    await page
      .getByRole('button', { name: /导\s*入$/ })
      .first()
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入功能设计' });
    const importButton = dialog.locator('.ant-modal-footer .ant-btn-primary');
    await dialog.locator('input[type=file]').setInputFiles(wrong);
    await importButton.click();
    await dialog.getByText('导入文件不是功能设计的导出文件').waitFor();

    // The exported file, its code in use renamed.
    await dialog.locator('.ant-upload-list-item').hover();
    await dialog.locator('.ant-upload-list-item button').first().click();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('checkbox', { name: '编码已存在时自动重命名' }).check();
    await page.waitForTimeout(300); // the checkbox's check animation
    await screenshot(page, 'online-dev-import-dialog');
    await importButton.click();
    await page.getByText(/导入成功，编码已改为 purchaseOrder\.copy/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const copy = page
      .getByRole('row')
      .filter({ hasText: /purchaseOrder\.copy/ })
      .first();
    await copy.waitFor();
    await expect(copy.textContent()).resolves.toContain('未发布');
    await screenshot(page, 'online-dev-import-copy');

    // The copy is the exported design: same form, as a draft.
    const designs = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      '/api/visualdev/Base?type=1&keyword=purchaseOrder&pageSize=50',
    );
    const original = designs.data.list.find((d) => d.enCode === 'purchaseOrder');
    const copied = designs.data.list.find((d) => d.enCode.startsWith('purchaseOrder.copy'));
    const formOf = async (id: string | undefined) =>
      JSON.parse((await api<{ formData: string }>(page, 'GET', `/api/visualdev/Base/${id}`)).data.formData);
    expect(await formOf(copied?.id)).toEqual(await formOf(original?.id));
    await api(page, 'DELETE', `/api/visualdev/Base/${copied?.id}`);
  });
});
