import { afterEach, beforeEach, describe, it } from 'vitest';
import { buttonName, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('cache management', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('lists the caches, filters, shows one, clears one and clears all', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/cache');
    const row = (name: string) => page.locator('.ant-table-row', { hasText: name });
    for (const name of ['grants', 'sessions', 'currentUser', 'dataScopes', 'userList', 'settings'])
      await row(name).waitFor();
    await row('sessions').getByText('登录会话：已验证的令牌及其用户').waitFor();
    await row('sessions').getByText('内存').waitFor();
    await page.getByText('未配置 Redis').waitFor();
    await screenshot(page, 'system-cache');

    // Keyword filter on the description.
    await page.getByPlaceholder('请输入缓存名称或说明').fill('会话');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await row('grants').waitFor({ state: 'detached' });
    await row('sessions').waitFor();
    await page.getByRole('button', { name: buttonName('重置') }).click();
    await row('grants').waitFor();

    // 查看: the signed-in admin's session is shown by account, never by token.
    await row('sessions').getByRole('button', { name: /查看/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('缓存详情').waitFor();
    await drawer
      .getByText(/^admin · [0-9a-f]{8}$/)
      .first()
      .waitFor();
    // The drawer slides in; take the picture once it has arrived.
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-content-wrapper[class*="motion"]'));
    await screenshot(page, 'system-cache-drawer');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.getByText('缓存详情').waitFor({ state: 'hidden' });

    // 清除 one, after the question.
    await row('currentUser')
      .getByRole('button', { name: buttonName('清除') })
      .click();
    const one = page.locator('.ant-modal-confirm', { hasText: '确定清除缓存“currentUser”吗？' });
    await one.getByText('确定清除缓存“currentUser”吗？清除后将在下次使用时重新加载。').waitFor();
    await screenshot(page, 'system-cache-confirm');
    await one.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('清除成功').waitFor();
    await one.waitFor({ state: 'detached' });

    // 清空全部, after the question; the page keeps working.
    await page.getByRole('button', { name: /清空全部/ }).click();
    const all = page.locator('.ant-modal-confirm', { hasText: '确定清空全部缓存吗' });
    await all.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText(/^已清空 \d+ 个内存缓存和 0 个 Redis 键$/).waitFor();
    await screenshot(page, 'system-cache-cleared');
    await row('grants').waitFor();
  });
});
