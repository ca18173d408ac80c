import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('permission explainer', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('explains a user chosen in the user list, then previews what they see, read-only', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/explain');
    await page.getByText('请选择要诊断的用户').waitFor();
    await settle(page);
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-explain-empty');

    // From the user list: the row action opens the explainer with that user chosen.
    await page.goto('/permission/user');
    const row = page.locator('.ant-table-row', { hasText: 'zhouqiang' });
    await row.waitFor();
    await settle(page);
    await screenshot(page, 'permission-explain-user-list');
    await row.getByRole('button', { name: /权限诊断/ }).click();
    await page.waitForURL((url) => url.pathname === '/permission/explain');
    const tree = page.locator('.ant-tree');
    await tree.getByText('用户管理').first().waitFor();
    await settle(page);
    await expect.poll(() => page.getByText('角色·系统管理员').count()).toBeGreaterThan(0);

    await tree.locator('.ant-tree-node-content-wrapper', { hasText: '用户管理' }).first().click();
    await page.getByText('角色“系统管理员”授予了此项').waitFor();
    expect(await page.locator('[aria-live="polite"]').getByText('允许', { exact: true }).count()).toBe(1);
    await settle(page);
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-explain-allowed');

    // Another user, without that grant: denied, with the reason.
    await page.getByRole('combobox', { name: '诊断用户' }).click();
    await page.keyboard.type('wangfang');
    await page.locator('.ant-select-item-option', { hasText: 'wangfang' }).click();
    await page.getByText('岗位·总经理助理').waitFor();
    await settle(page);
    await tree.locator('.ant-tree-node-content-wrapper', { hasText: '用户管理' }).first().click();
    await page.getByText('没有任何生效的角色、岗位或用户授权包含此项').waitFor();
    expect(await page.locator('[aria-live="polite"]').getByText('拒绝', { exact: true }).count()).toBe(1);
    await settle(page);
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-explain-denied');

    // Preview as 周强: the banner says it is read-only, the side menu is theirs.
    await page.getByRole('combobox', { name: '诊断用户' }).click();
    await page.keyboard.type('zhouqiang');
    await page.locator('.ant-select-item-option', { hasText: 'zhouqiang' }).click();
    await page.getByText('岗位·运维工程师').waitFor();
    await page.getByRole('tab', { name: '以此用户预览' }).click();
    await page.getByText('只读预览，不会以该用户身份登录').waitFor();
    const menu = page.getByRole('menu', { name: /周强 的菜单/ });
    await menu.getByText('用户管理').click();
    await page.locator('.ant-tag', { hasText: 'btn_resetPassword' }).waitFor();
    await settle(page);
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-explain-preview');

    // Still signed in as the administrator.
    await page.goto('/home');
    await page.getByText('我的功能').waitFor();
  });
});
