import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, designedField, suffix } from './online-dev-story-fixture';
import { buttonName, settle } from './support/actions';
import { screenshot } from './support/browser';

/** The role user's part of the purchase-order story, through the UI. */

const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });
const input = (scope: Locator, label: string) => designedField(scope, label).locator('input').first();

/** The released menu, opened from the side menu the user's grants built. */
export async function openMenuPage(page: Page, name: string): Promise<void> {
  await page.getByRole('menuitem', { name }).click();
  await page.getByRole('button', { name: /新增/ }).waitFor();
  await settle(page);
}

async function fillLine(line: Locator, goods: string, quantity: number, price: number) {
  const cells = line.locator('input');
  await cells.nth(0).fill(goods);
  await cells.nth(1).fill(String(quantity));
  await cells.nth(2).fill(String(price));
}

/** Two orders through 新增, their lines typed in the sub-table; 金额 and 合计 computed as they are typed. */
export async function createOrders(page: Page): Promise<void> {
  await page.getByRole('button', { name: /新增/ }).click();
  const form = page.getByRole('dialog', { name: '新建' });
  await input(form, '供应商').fill('华东钢材');
  await choose(page, designedField(form, '结算方式'), '银行转账');
  await choose(page, designedField(form, '采购员'), '张伟', '张伟');
  await form.getByRole('radio', { name: '常规采购' }).check();
  const lines = form.locator('.ant-table-tbody tr.ant-table-row');
  await fillLine(lines.nth(0), '螺纹钢', 2, 3500);
  await form.getByRole('button', { name: /添\s*加/ }).click();
  await fillLine(lines.nth(1), '角钢', 1, 1200);
  await expect.poll(() => lines.nth(0).locator('input').nth(3).inputValue()).toBe('7000.00');
  await expect.poll(() => input(form, '合计').inputValue()).toBe('8200.00');
  // the sub-table's 合计 row adds up the columns the design chose, never 单价
  await expect
    .poll(() => form.locator('.ant-table-summary td').allTextContents())
    .toEqual(['合计', '', '3', '', '8200', '']);
  await screenshot(page, 'story-page-create');
  await form.getByRole('button', { name: buttonName('确定') }).click();
  await page.getByText('新建成功').waitFor();
  await row(page, '华东钢材').waitFor();

  await page.getByRole('button', { name: /新增/ }).click();
  await input(form, '供应商').fill('西南木业');
  await choose(page, designedField(form, '结算方式'), '现金');
  await fillLine(lines.nth(0), '松木板', 10, 85);
  await expect.poll(() => input(form, '合计').inputValue()).toBe('850.00');
  await form.getByRole('button', { name: buttonName('确定') }).click();
  await row(page, '西南木业').waitFor();
  // the bill rule numbered both on the server (采购单: CG + date + 4 digits)
  await expect(row(page, '华东钢材').textContent()).resolves.toMatch(/CG\d{12}/);
  await expect(row(page, '华东钢材').textContent()).resolves.toContain('银行转账');
}

/** 编辑 keeps the lines; 供应商 (fuzzy) and 结算方式 (equal) each find one order; so does the tree. */
export async function editAndSearch(page: Page, fields: Record<string, string>): Promise<void> {
  await row(page, '西南木业').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑' });
  await expect.poll(() => input(edit, '供应商').inputValue()).toBe('西南木业');
  await expect.poll(() => input(edit, '合计').inputValue()).toBe('850.00');
  await input(edit, '供应商').fill('西南木业集团');
  await edit.getByRole('button', { name: buttonName('确定') }).click();
  await page.getByText('修改成功').waitFor();
  await row(page, '西南木业集团').waitFor();

  const search = page.getByRole('button', { name: buttonName('查询') });
  const reset = page.getByRole('button', { name: buttonName('重置') });
  await page.getByRole('textbox', { name: '供应商', exact: true }).fill('华东');
  await search.click();
  await expect.poll(() => row(page, '西南木业集团').count()).toBe(0);
  await row(page, '华东钢材').waitFor();
  await reset.click();
  await row(page, '西南木业集团').waitFor();
  await choose(page, page.locator(`[data-search="${fields.结算方式}"]`), '现金');
  await search.click();
  await expect.poll(() => row(page, '华东钢材').count()).toBe(0);
  await row(page, '西南木业集团').waitFor();
  await reset.click();
  await row(page, '华东钢材').waitFor();

  const tree = page.locator('.ant-tree');
  const all = tree.locator('.ant-tree-node-selected', { hasText: '全部' });
  await all.waitFor();
  await tree.getByText('银行转账', { exact: true }).click();
  await expect.poll(() => row(page, '西南木业集团').count()).toBe(0);
  await row(page, '华东钢材').waitFor();
  // seven columns and the row actions fit a 1440 px window beside the tree: no sideways scroll
  const table = page.locator('.ant-table-content').first();
  await expect(table.evaluate((box) => box.scrollWidth <= box.clientWidth)).resolves.toBe(true);
  await settle(page);
  await screenshot(page, 'story-page-tree');
  // 全部 clears the filter; so does the chosen node clicked again
  await tree.getByText('全部', { exact: true }).click();
  await row(page, '西南木业集团').waitFor();
  await all.waitFor();
  await tree.getByText('银行转账', { exact: true }).click();
  await expect.poll(() => row(page, '西南木业集团').count()).toBe(0);
  await tree.getByText('银行转账', { exact: true }).click();
  await row(page, '西南木业集团').waitFor();
  await all.waitFor();
}

async function sheetOf(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(String(await download.path()));
  return workbook.worksheets[0];
}

const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);

/** 导出 downloads the list's columns and both orders; 导入 takes the good row of a sheet and names the bad one. */
export async function exportAndImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: /导出/ }).click();
  const exportDialog = page.getByRole('dialog', { name: '导出数据' });
  const exported = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: buttonName('导出') }).click();
  const sheet = await sheetOf(await exported);
  expect(header(sheet)).toEqual(['订单编号', '供应商', '结算方式', '采购员', '采购类型', '备注', '合计']);
  expect(sheet.actualRowCount).toBe(3);
  const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1).map(String));
  const east = rows.find((cells) => cells[1] === '华东钢材');
  expect(rows.map((cells) => cells[1]).sort()).toEqual(['华东钢材', '西南木业集团']);
  // display values, as the list shows them: the dictionary item's name, the computed total
  expect(east?.[2]).toBe('银行转账');
  expect(Number(east?.[6])).toBe(8200);

  await page.getByRole('button', { name: /导入/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入数据' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /下载导入模板/ }).click();
  // the template heads the importable fields by label, the required ones marked
  const columns = header(await sheetOf(await template));
  expect(columns, columns.join(',')).toHaveLength(5);
  const supplier = columns.findIndex((c) => c.includes('供应商'));
  const remark = columns.findIndex((c) => c.includes('备注'));
  expect(supplier, columns.join(',')).toBeGreaterThanOrEqual(0);
  const workbook = new ExcelJS.Workbook();
  const filled = workbook.addWorksheet('导入');
  const line = (values: Record<number, string>) => columns.map((_, i) => values[i] ?? null);
  filled.addRow(columns);
  filled.addRow(line({ [supplier]: `北方建材${suffix}`, [remark]: '月结' }));
  filled.addRow(line({ [remark]: '缺少供应商' }));
  const file = path.join(tmpdir(), `story-import-${suffix}.xlsx`);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  try {
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: buttonName('检查') }).click();
    await dialog.getByText(/1 行可以导入，1 行有误/).waitFor();
    await dialog.getByText(/第 3 行/).waitFor();
    await dialog.getByText(/供应商不能为空/).waitFor();
    await screenshot(page, 'story-page-import');
    await dialog.getByRole('button', { name: /导入 1 行/ }).click();
    await dialog.getByText(/已导入 1 行/).waitFor();
  } finally {
    await rm(file, { force: true });
  }
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await row(page, `北方建材${suffix}`).waitFor();
  await expect(row(page, '缺少供应商').count()).resolves.toBe(0);
}

/** After a reload the user's form requires 备注 for 紧急采购 only. */
export async function seesLinkage(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('button', { name: /新增/ }).click();
  const form = page.getByRole('dialog', { name: '新建' });
  await input(form, '供应商').fill('应急供应商');
  await form.getByRole('radio', { name: '紧急采购' }).check();
  await form.getByRole('button', { name: buttonName('确定') }).click();
  await form.getByText('备注不能为空').waitFor();
  await screenshot(page, 'story-page-linkage');
  await form.getByRole('radio', { name: '常规采购' }).check();
  await expect.poll(() => form.getByText('备注不能为空').count()).toBe(0);
  await form.getByRole('button', { name: buttonName('取消') }).click();
}
