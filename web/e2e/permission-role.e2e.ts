import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('roles and online users', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('lists roles, creates one, edits its members and deletes it', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/permission/role');
    await page.getByRole('cell', { name: '系统管理员' }).waitFor();
    await settle(page);
    await screenshot(page, 'permission-role-list');

    await page.getByRole('button', { name: '新建角色' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('角色名称').fill('审计人员');
    await dialog.getByLabel('角色编码').fill('auditor');
    await dialog.getByLabel('角色类型').click();
    await page.locator('.ant-select-item-option', { hasText: '业务角色' }).click();
    await dialog.getByLabel('说明').fill('查看审计报表');
    await screenshot(page, 'permission-role-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('cell', { name: '审计人员' }).waitFor();

    const row = page.getByRole('row').filter({ hasText: '审计人员' });
    await row.getByRole('button', { name: /角色成员/ }).click();
    const members = page.getByRole('dialog');
    await members.getByText('张伟').first().waitFor();
    await members.locator('.ant-transfer-section').first().getByText('张伟').click();
    await members.locator('.ant-transfer-section').first().getByText('王芳').click();
    await members.locator('.ant-transfer-actions button').first().click();
    await settle(page);
    await screenshot(page, 'permission-role-members');
    await members.getByRole('button', { name: buttonName('确定') }).click();
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('2');

    // Members keep it: delete is refused with the reason.
    await row.getByRole('button', { name: /删除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await page.getByText('该角色下还有2个用户,请先移除角色成员').waitFor();
  });

  it('forces another user offline; their next request goes to the login page', async () => {
    const other = await openBrowser();
    try {
      await other.page.goto('/login');
      await submitLogin(other.page, 'zhouqiang', '123456');
      await other.page.waitForURL((url) => url.pathname === '/home');

      const { page } = s;
      await signInAsAdmin(page);
      await page.goto('/permission/userOnline');
      await page.getByRole('cell', { name: /周强/ }).first().waitFor();
      await settle(page);
      await screenshot(page, 'permission-online-users');

      const row = page.getByRole('row').filter({ hasText: '周强' }).first();
      // Sessions are ticked for 批量下线, all but the administrator's own.
      const own = page.getByRole('row').filter({ hasText: '当前登录' });
      expect(await own.locator('.ant-checkbox-input').isDisabled()).toBe(true);
      const batch = page.getByRole('button', { name: /批量下线/ });
      expect(await batch.isDisabled()).toBe(true);
      await row.locator('.ant-checkbox-input').check();
      await page.getByRole('button', { name: /批量下线 \(1\)/ }).waitFor();
      await screenshot(page, 'permission-online-users-ticked');
      await row.locator('.ant-checkbox-input').uncheck();
      await row.getByRole('button', { name: /强制下线/ }).click();
      await page.getByText('此操作将强制“周强”下线，是否继续？').waitFor();
      await screenshot(page, 'permission-online-users-confirm');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: buttonName('确定') })
        .click();
      await page.getByText('已强制下线').waitFor();

      await other.page.goto('/profile');
      await other.page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await other.close();
    }
  });
});
