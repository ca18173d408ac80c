import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('logout', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('returns to /login after confirmation and forgets the token', async () => {
    const { page } = s;
    await page.goto('/login');
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText('我的功能').waitFor();
    await page.getByText('系统日志').first().waitFor();
    await screenshot(page, 'home');
    expect(await storedToken(page)).not.toBeNull();

    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByText('退出登录').click();
    await page.getByText('您确定要退出应用程序吗?').waitFor();
    await page.getByRole('button', { name: buttonName('确定') }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedToken(page)).toBeNull();

    await page.reload();
    await page.getByPlaceholder('请输入账号').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The old session is gone on the server too: the home page sends back to login.
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/login');

    // Signing in again announces the login just ended.
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/home');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '上次登录' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});
