import { afterEach, beforeEach, describe, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('menu administration', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows the menu tree, creates a page under a directory with its buttons, and deletes it', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/menu');
    await page.getByRole('cell', { name: '系统管理' }).waitFor();
    await page.getByRole('button', { name: /展开全部/ }).click();
    await page.getByRole('cell', { name: '菜单管理' }).waitFor();
    await settle(page);
    await screenshot(page, 'system-menu-tree');

    const system = page.getByRole('row').filter({ hasText: '系统管理' }).first();
    await system.getByRole('button', { name: /新建子菜单/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('菜单名称').fill('合同台账');
    await dialog.getByLabel('菜单编码').fill('system.contractLedger');
    await dialog.getByLabel('菜单图标').fill('BookOutlined');
    await dialog.getByLabel('路由地址').fill('system/contractLedger');
    await screenshot(page, 'system-menu-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('cell', { name: '合同台账' }).waitFor();

    const row = page.getByRole('row').filter({ hasText: '合同台账' });
    await row.getByRole('button', { name: /权限设置/ }).click();
    await page.getByRole('menuitem', { name: '按钮权限' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: /新建/ }).click();
    const itemDialog = page.locator('.ant-modal').filter({ hasText: '按钮权限' }).last();
    await itemDialog.getByLabel('名称').fill('导出');
    await itemDialog.getByLabel('编码').fill('btn_download');
    await itemDialog.getByRole('button', { name: buttonName('确定') }).click();
    await drawer.getByRole('cell', { name: 'btn_download' }).waitFor();
    await itemDialog.waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'system-menu-buttons');
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByRole('cell', { name: '合同台账' }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'App菜单' }).click();
    await page.locator('.ant-tabs-tab-active', { hasText: 'App菜单' }).waitFor();
    await page.getByText('暂无菜单').waitFor();
    await settle(page);
    await page.waitForTimeout(400); // the tab's ink bar slides over
    await screenshot(page, 'system-menu-app');
  });
});
