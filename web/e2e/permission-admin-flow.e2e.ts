import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** Waits until every toast has gone, so a later waitFor on a toast text sees the new one. */
async function toastsGone(page: Page) {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
}

const sider = (page: Page) => page.locator('.ant-layout-sider');

/** Opens a page from the side menu: unfolds the directory when needed, then clicks the page. */
async function openFromMenu(page: Page, directory: string, item: string, pathname: string) {
  const entry = sider(page).getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) {
    await sider(page).getByRole('menuitem', { name: directory, exact: true }).click();
    await entry.waitFor();
  }
  await entry.click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Picks an option of an antd select that is open right now. */
async function pick(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).click();
}

const checkbox = (tree: Locator, title: string) =>
  tree.locator('.ant-tree-treenode').filter({ hasText: title }).locator('.ant-tree-checkbox');

describe('an administrator sets up organisation, people and rights; the user sees exactly those', () => {
  let admin: Session;
  let clerk: Session | undefined;
  beforeEach(async () => {
    admin = await openBrowser();
  });
  afterEach(async () => {
    await clerk?.close();
    clerk = undefined;
    await admin.close();
  });

  it('an administrator creates a department, a position, a role and a user, grants the role one menu with add but not delete; the user sees only that menu and only the add button, then is forced offline and lands on the login page', async () => {
    const { page } = admin;
    await signInAsAdmin(page);

    // 1a. 组织管理: a department 质量部 under the group company.
    await openFromMenu(page, '组织权限', '组织管理', '/permission/organize');
    const group = page.getByRole('row').filter({ hasText: '华夏数智集团有限公司' }).first();
    await group.waitFor();
    await settle(page);
    await group.getByRole('button', { name: /新建下级/ }).click();
    await page.getByRole('menuitem', { name: '新建部门' }).click();
    const orgDialog = page.getByRole('dialog');
    await orgDialog.getByLabel('名称').fill('质量部');
    await orgDialog.getByLabel('编码').fill('HXSZ.ZLB');
    await orgDialog.getByRole('button', { name: buttonName('确定') }).click();
    await orgDialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /展开全部/ }).click();
    await page.getByRole('cell', { name: '质量部' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-flow-1-department');

    // 1b. 岗位管理: 质检员 in 质量部.
    await openFromMenu(page, '组织权限', '岗位管理', '/permission/position');
    await page.locator('.ant-tree').getByText('质量部', { exact: true }).click();
    await settle(page);
    await page.getByRole('button', { name: /新建岗位/ }).click();
    const posDialog = page.getByRole('dialog');
    await posDialog.getByLabel('岗位名称').fill('质检员');
    await posDialog.getByLabel('岗位编码').fill('ZJY');
    await posDialog.getByLabel('岗位类型').click();
    await page.locator('.ant-select-item-option', { hasText: '普通岗' }).click();
    await screenshot(page, 'admin-flow-2-position-form');
    await posDialog.getByRole('button', { name: buttonName('确定') }).click();
    await posDialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: '质检员', exact: true }).waitFor();

    // 1c. 角色管理: 质检角色, a business role.
    await openFromMenu(page, '组织权限', '角色管理', '/permission/role');
    await page.getByRole('cell', { name: '系统管理员' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: '新建角色' }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByLabel('角色名称').fill('质检角色');
    await roleDialog.getByLabel('角色编码').fill('ZJJS');
    await roleDialog.getByLabel('角色类型').click();
    await page.locator('.ant-select-item-option', { hasText: '业务角色' }).click();
    await roleDialog.getByRole('button', { name: buttonName('确定') }).click();
    await roleDialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: '质检角色', exact: true }).waitFor();

    // 1d. 用户管理: zhijian01 in 质量部 with that position and role.
    await openFromMenu(page, '组织权限', '用户管理', '/permission/user');
    await page.getByText('zhangwei', { exact: true }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: '新建' }).click();
    const userDialog = page.locator('.ant-modal').filter({ hasText: '新建用户' });
    await userDialog.getByLabel('账号').fill('zhijian01');
    await userDialog.getByLabel('姓名').fill('质检员一');
    await userDialog.getByLabel('所属组织').click();
    // Typed first: the tree is a virtual list, and a department below its visible rows could not be clicked.
    await page.keyboard.type('质量部');
    await page.locator('.ant-select-tree').getByText('质量部', { exact: true }).click();
    // One organisation: choosing it closes the tree (an Escape now would close the dialog).
    await page.locator('.ant-select-tree').waitFor({ state: 'hidden' });
    await userDialog.locator('.ant-form-item').filter({ hasText: '岗位' }).locator('.ant-select').click();
    await page.keyboard.type('质检');
    await pick(page, '质检员');
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await userDialog.locator('.ant-form-item').filter({ hasText: '角色' }).locator('.ant-select').click();
    await page.keyboard.type('质检');
    await pick(page, '质检角色');
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-flow-3-user-form');
    await userDialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('新建成功，初始密码为 123456').waitFor();
    await userDialog.waitFor({ state: 'hidden' });

    // 2. 权限授权: the role gets 组织管理 with 新建 only.
    await openFromMenu(page, '组织权限', '权限授权', '/permission/authorize');
    await page.getByRole('option', { name: /质检角色/ }).click();
    const tree = page.locator('.ant-tree');
    await tree.getByText('组织管理').waitFor();
    await settle(page);
    expect(await tree.locator('.ant-tree-checkbox-checked').count()).toBe(0);
    await checkbox(tree, '组织管理').click();
    await expect.poll(() => checkbox(tree, '组织管理').getAttribute('class')).toContain('checked');
    await page.getByRole('button', { name: '下一步' }).click();
    await tree.getByText('删除').waitFor();
    await settle(page);
    await checkbox(tree, '新建').click();
    await expect.poll(() => checkbox(tree, '新建').getAttribute('class')).toContain('checked');
    for (const other of ['编辑', '删除'])
      expect(await checkbox(tree, other).getAttribute('class')).not.toContain('checked');
    await page.waitForTimeout(300);
    await screenshot(page, 'admin-flow-4-grant-buttons');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('授权已保存').waitFor();

    // 3. The user signs in elsewhere and sees only 组织权限 / 组织管理, with 新建 but no 编辑 or 删除.
    clerk = await openBrowser();
    const user = clerk.page;
    await user.goto('/login');
    await submitLogin(user, 'zhijian01', '123456');
    await user.waitForURL((url) => url.pathname === '/home');
    await settle(user);
    await openFromMenu(user, '组织权限', '组织管理', '/permission/organize');
    const menuTexts = await sider(user).getByRole('menuitem').allTextContents();
    expect(menuTexts.map((text) => text.trim())).toContain('组织权限');
    expect(menuTexts.map((text) => text.trim())).toContain('组织管理');
    for (const hidden of ['用户管理', '角色管理', '岗位管理', '权限授权', '在线用户', '系统管理', '系统日志'])
      expect(await sider(user).getByText(hidden, { exact: true }).count()).toBe(0);
    await user.getByRole('cell', { name: '华夏数智集团有限公司' }).waitFor();
    await user.getByRole('button', { name: /展开全部/ }).click();
    await user.getByRole('cell', { name: '质量部' }).waitFor();
    await settle(user);
    // The expand icons turn after 展开全部: take the picture once they have.
    await user.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(user, 'admin-flow-5-user-restricted');
    expect(await user.getByRole('button', { name: /新建公司/ }).count()).toBe(1);
    expect(await user.getByRole('button', { name: /新建下级/ }).count()).toBeGreaterThan(0);
    expect(await user.getByRole('button', { name: buttonName('删除') }).count()).toBe(0);
    expect(await user.getByRole('button', { name: buttonName('编辑') }).count()).toBe(0);
    expect(await user.getByRole('switch').count()).toBe(0);

    // 4. The administrator forces the user offline from 在线用户.
    await openFromMenu(page, '组织权限', '在线用户', '/permission/userOnline');
    await settle(page);
    await page.getByPlaceholder('请输入用户名或账号查询').fill('zhijian01');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const session = page.getByRole('row').filter({ hasText: '质检员一' });
    await session.waitFor();
    await settle(page);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await screenshot(page, 'admin-flow-6-online-user');
    await toastsGone(page);
    await session.getByRole('button', { name: /强制下线/ }).click();
    await page.getByText('此操作将强制“质检员一”下线，是否继续？').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('已强制下线').waitFor();

    // 5. The user's next request is answered 602: back to the login page, token gone.
    await user.getByRole('button', { name: '刷新' }).click();
    await user.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(user)).toBeNull();
    await user.getByPlaceholder('请输入账号').waitFor();
    await screenshot(user, 'admin-flow-7-user-logged-out');
  });
});
