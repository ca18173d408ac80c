import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('redirect to the requested page after login', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('sends an unauthenticated visit of /system/log to login, then to the log page listing that login', async () => {
    const { page } = s;
    await page.goto('/system/log');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/log');

    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/system/log');
    await page.getByRole('tab', { name: '登录日志' }).waitFor();

    // The server writes log rows in batches about once a second: refresh until the login shows.
    const row = page.locator('.ant-table-row').filter({ hasText: '管理员' }).filter({ hasText: '成功' });
    for (let attempt = 0; attempt < 20 && (await row.count()) === 0; attempt++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: '刷新' }).first().click();
      await page.waitForLoadState('networkidle');
    }
    expect(await row.count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('系统日志');
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await page.locator('.ant-notification-notice').waitFor({ state: 'detached' });
    await screenshot(page, 'log');
  });
});
