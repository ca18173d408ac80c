import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** A phone's width (issue 15 item 13): lists keep their width for the rows, not for the links. */
const PHONE = { width: 390, height: 844 };

/** The width of the actions column's header cell, in px. */
const actionsWidth = (page: Page, title: string) =>
  page
    .getByRole('columnheader', { name: title, exact: true })
    .evaluate((cell) => cell.getBoundingClientRect().width);

/** The first row whose actions are folded into the ⋯ (更多) menu. */
const firstRowWithMenu = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '更多' }) })
    .first();

describe('lists at 390 px', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('row actions are one ⋯ menu in a narrow column, and each still works', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await page.goto('/systemData/dataInterface');
    await page.getByRole('columnheader', { name: '接口名称' }).waitFor();
    await settle(page);
    // Five links took 232 px of 390; the menu takes a button's width.
    expect(await actionsWidth(page, '操作')).toBeLessThan(80);
    const row = firstRowWithMenu(page);
    expect(await row.getByRole('button', { name: /^\s*编\s*辑\s*$/ }).count()).toBe(0);
    await screenshot(page, 'small-screen-data-interface');
    await row.getByRole('button', { name: '更多' }).click();
    const menu = page.locator('.ant-dropdown:visible');
    for (const label of ['测试', '编辑', '日志', '导出', '删除'])
      await menu.getByText(label, { exact: true }).waitFor();
    await screenshot(page, 'small-screen-row-menu');
    await menu.getByText('编辑', { exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: '编辑接口' }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // A remove from the menu still asks first.
    await row.getByRole('button', { name: '更多' }).click();
    await page.locator('.ant-dropdown:visible').getByText('删除', { exact: true }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '此操作将永久删除该数据' });
    await ask.waitFor();
    await ask.getByRole('button', { name: /取\s*消/ }).click();

    // A list with a screen's own menu (新建下级) keeps it beside the ⋯.
    await page.goto('/permission/organize');
    await page.getByRole('columnheader', { name: '名称' }).first().waitFor();
    await settle(page);
    const company = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '更多' }) })
      .first();
    await company.getByRole('button', { name: /新建下级/ }).waitFor();
    expect(await actionsWidth(page, '操作')).toBeLessThan(190);
    await screenshot(page, 'small-screen-organize');
  });

  it("用户管理's organisation tree is a drawer opened from above the list; a choice closes it and filters", async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await page.goto('/permission/user');
    await page.getByRole('columnheader', { name: '账号' }).waitFor();
    await settle(page);
    // The tree is not beside (or above) the list any more.
    expect(await page.locator('.ant-tree').count()).toBe(0);
    const opener = page.getByRole('button', { name: /全部组织/ });
    await screenshot(page, 'small-screen-user-list');
    await opener.click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '组织机构' });
    await drawer.locator('.ant-tree').waitFor();
    await screenshot(page, 'small-screen-user-tree-drawer');
    const node = drawer.locator('.ant-tree-node-content-wrapper').nth(1);
    const name = (await node.innerText()).trim();
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/permission/Users?') && r.url().includes('organizeId='),
    );
    await node.click();
    await filtered;
    await drawer.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: new RegExp(name) }).waitFor();
    await settle(page);
    await screenshot(page, 'small-screen-user-filtered');
  });

  it('in English and 繁體 the menu and the drawer button speak the language', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    const shown = {
      en: { more: 'More', items: ['Test', 'Edit', 'Log', 'Export', 'Delete'], all: 'All organisations' },
      zhtw: { more: '更多', items: ['測試', '編輯', '日誌', '匯出', '刪除'], all: '全部組織' },
    };
    for (const lang of ['en', 'zhtw'] as const) {
      await page.evaluate((l) => window.localStorage.setItem('jnpf_language', JSON.stringify(l)), lang);
      await page.goto('/systemData/dataInterface');
      const more = page.getByRole('button', { name: shown[lang].more }).first();
      await more.waitFor();
      await settle(page);
      await more.click();
      const menu = page.locator('.ant-dropdown:visible');
      for (const label of shown[lang].items) await menu.getByText(label, { exact: true }).waitFor();
      await screenshot(page, `small-screen-row-menu-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto('/permission/user');
      await page.getByRole('button', { name: new RegExp(shown[lang].all) }).waitFor();
      await settle(page);
      await screenshot(page, `small-screen-user-list-${lang}`);
    }
  });

  it('缓存管理, a list of its own, folds its row actions into the ⋯ menu too', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.setViewportSize(PHONE);
    await page.goto('/system/cache');
    await page.getByRole('columnheader', { name: '缓存名称' }).waitFor();
    await settle(page);
    expect(await actionsWidth(page, '操作')).toBeLessThan(80);
    const row = firstRowWithMenu(page);
    await row.getByRole('button', { name: '更多' }).click();
    const menu = page.locator('.ant-dropdown:visible');
    await menu.getByText('清除', { exact: true }).waitFor();
    await menu.getByText('查看', { exact: true }).click();
    await page.locator('.ant-drawer-open').waitFor();
    await screenshot(page, 'small-screen-cache');
  });
});
