import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('authorize', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('grants a role a menu and one of its buttons through the wizard', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/authorize');
    await page.getByRole('option', { name: /财务人员/ }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-authorize-empty');

    await page.getByRole('option', { name: /财务人员/ }).click();
    const tree = page.locator('.ant-tree');
    await tree.getByText('组织管理').waitFor();
    await settle(page);
    await tree.locator('.ant-tree-treenode', { hasText: '组织管理' }).locator('.ant-tree-checkbox').click();
    await tree.locator('.ant-tree-checkbox-checked').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-authorize-menus');

    await page.getByRole('button', { name: '下一步' }).click();
    await tree.getByText('新建').waitFor();
    await settle(page);
    await tree.locator('.ant-tree-treenode', { hasText: '新建' }).locator('.ant-tree-checkbox').click();
    await tree.locator('.ant-tree-checkbox-checked').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-authorize-buttons');

    await page.getByRole('button', { name: '下一步' }).click();
    await settle(page);
    await screenshot(page, 'permission-authorize-columns');

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('授权已保存').waitFor();

    // Back in the list: the role now holds 组织管理 (checked when reopened).
    await page.getByRole('option', { name: /部门经理/ }).click();
    await page.getByRole('option', { name: /财务人员/ }).click();
    await tree.getByText('组织管理').waitFor();
    await settle(page);
    const node = tree.locator('.ant-tree-treenode', { hasText: '组织管理' }).locator('.ant-tree-checkbox');
    await expect.poll(() => node.getAttribute('class')).toContain('ant-tree-checkbox-checked');

    await page.locator('.ant-segmented-item', { hasText: '用户' }).click();
    await page.getByRole('option').first().waitFor();
    await page.getByPlaceholder('搜索名称、编码或组织').fill('黄敏');
    await page.waitForTimeout(400);
    await screenshot(page, 'permission-authorize-users');
  });
});
