import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('用户管理 (/permission/user)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('filters by organisation and keyword, creates, views, resets and deletes a user', async () => {
    const { page } = s;
    await page.goto('/login');
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/permission/user');
    await page.getByText('zhangwei', { exact: true }).waitFor();
    expect(await page.title()).toContain('用户管理');
    await settle(page);
    await screenshot(page, 'permission-user-list');

    // A department and everything below it.
    await page.locator('.ant-tree').getByText('测试部', { exact: true }).click();
    await page.getByText('heyan', { exact: true }).waitFor();
    await settle(page);
    expect(await rows(page).count()).toBe(3);
    await page.locator('.ant-tree').getByText('测试部', { exact: true }).click();
    await page.getByText('zhangwei', { exact: true }).waitFor();

    // Create: the SPEC §5 rules are checked in the form first.
    await page.getByRole('button', { name: '新建' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新建用户' });
    await dialog.getByLabel('账号').fill('e2e.user');
    await dialog.getByLabel('姓名').fill('测试用户');
    await dialog.getByLabel('手机').fill('12345');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.getByText('只能输入数字英文').waitFor();
    await dialog.getByText('请正确输入您的手机号').waitFor();
    await dialog.locator('.ant-form-item-explain-error').getByText('请选择所属组织').waitFor();
    await dialog.getByLabel('账号').fill('e2euser');
    await dialog.getByLabel('手机').fill('13912349876');
    await dialog.getByLabel('所属组织').click();
    // Typed first: departments other scenarios add push 研发部 below the tree's visible rows (a virtual list).
    await page.keyboard.type('研发部');
    await page.locator('.ant-select-tree').getByText('研发部', { exact: true }).click();
    // One organisation: choosing it closes the tree (an Escape now would close the dialog).
    await page.locator('.ant-select-tree').waitFor({ state: 'hidden' });
    await dialog.locator('.ant-form-item').filter({ hasText: '岗位' }).locator('.ant-select').click();
    await page.keyboard.type('前端');
    await page.locator('.ant-select-dropdown:visible').getByText('前端工程师', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await dialog.locator('.ant-form-item').filter({ hasText: '角色' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('普通员工', { exact: true }).click();
    await dialog.getByLabel('姓名').click();
    await screenshot(page, 'permission-user-form');
    // An account someone has: the server's refusal marks the account field itself, besides the toast.
    await dialog.getByLabel('账号').fill('zhangwei');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('账号') })
      .locator('.ant-form-item-explain-error')
      .getByText('账号“zhangwei”已存在')
      .waitFor();
    await screenshot(page, 'permission-user-form-duplicate');
    await dialog.getByLabel('账号').fill('e2euser');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('新建成功，初始密码为 123456').waitFor();

    await page.getByPlaceholder('请输入账号、姓名或手机号').fill('e2euser');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await page.getByText('e2euser', { exact: true }).waitFor();
    await settle(page);
    expect(await rows(page).count()).toBe(1);
    await rows(page).getByText('前端工程师').waitFor();

    await rows(page).getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-drawer').getByText('普通员工').waitFor();
    await settle(page);
    // The drawer slides in; take the picture once it has arrived.
    await page
      .locator('.ant-drawer-content-wrapper')
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-content-wrapper[class*="motion"]'));
    await screenshot(page, 'permission-user-view');
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await rows(page).getByRole('button', { name: '重置密码' }).click();
    const reset = page.locator('.ant-modal').filter({ hasText: '为 测试用户/e2euser 设置新密码' });
    await reset.getByLabel('新密码').fill('abc123');
    await reset.getByLabel('确认密码').fill('abc124');
    await reset.getByRole('button', { name: buttonName('确定') }).click();
    await reset.getByText('两次输入的密码不一致').waitFor();
    await screenshot(page, 'permission-user-reset');
    await reset.getByLabel('确认密码').fill('abc123');
    await reset.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('密码已重置').waitFor();

    await rows(page).getByRole('button', { name: '删除' }).click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('删除成功').waitFor();
    await page.locator('.ant-table-tbody .ant-empty-description').getByText('暂无数据').waitFor();
    await settle(page);
    await screenshot(page, 'permission-user-empty');
  });
});
