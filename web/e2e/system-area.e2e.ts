import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** A cell text of the tree table, exactly. */
const cell = (page: Page, text: string) =>
  page.locator('tr.ant-table-row td').getByText(text, { exact: true }).first();

/** The tree row of one area (by its name, which is unique among the rows shown here). */
const rowOf = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({ hasText: name }).first();

/** Opens the address control of the dialog and picks each name in turn, one level at a time. */
async function pick(page: Page, names: string[]) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-cascader').click();
  for (const name of names) {
    const item = page.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
    await item.waitFor();
    await item.click();
  }
}

describe('行政区划', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('opens 浙江省 → 杭州市 level by level, adds a district and deletes it; the address control picks down to a district', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/area');
    await cell(page, '北京市').waitFor();
    expect(await page.locator('tr.ant-table-row').count()).toBe(31);

    await rowOf(page, '浙江省').locator('.ant-table-row-expand-icon').click();
    await cell(page, '杭州市').waitFor();
    await rowOf(page, '杭州市').locator('.ant-table-row-expand-icon').click();
    await cell(page, '西湖区').waitFor();
    await settle(page);
    await screenshot(page, 'system-area-tree');

    // A district of its own under 杭州市: the dialog starts with 杭州市 as the parent.
    await rowOf(page, '杭州市')
      .getByRole('button', { name: /新建下级/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTitle('浙江省 / 杭州市').waitFor();
    await dialog.getByLabel('区域名称').fill('测试新区');
    await dialog.getByLabel('区域编码').fill('33AB');
    await dialog.getByText('区域编码只能由数字组成').waitFor();
    await dialog.getByLabel('区域编码').fill('330190');
    await dialog.getByText('区域编码只能由数字组成').waitFor({ state: 'detached' });
    await settle(page);
    await screenshot(page, 'system-area-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await cell(page, '测试新区').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const added = rowOf(page, '测试新区');
    expect(await added.getByText('区县').count()).toBe(1);
    expect(await added.getByText('330190').count()).toBe(1);

    // The address control, down to a district.
    await page.getByRole('button', { name: /新建$/ }).click();
    await pick(page, ['浙江省', '杭州市', '西湖区']);
    await page.getByRole('dialog').getByTitle('浙江省 / 杭州市 / 西湖区').waitFor();
    await pick(page, ['浙江省', '杭州市']);
    await page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: /^测试新区$/ })
      .waitFor();
    await settle(page);
    await screenshot(page, 'system-area-picker');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('取消') })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The keyword finds it at any depth, with its path.
    await page.getByPlaceholder('请输入名称或编码').fill('测试新区');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await cell(page, '浙江省 / 杭州市').waitFor();
    await settle(page);
    await screenshot(page, 'system-area-search');

    await rowOf(page, '测试新区')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('没有找到匹配的区域').waitFor();
  });
});
