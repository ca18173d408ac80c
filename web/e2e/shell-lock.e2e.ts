import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin, storedSetting, storedToken } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('screen lock (SPEC §4)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('locks from the user menu, keeps every route on /lockScreen, refuses a wrong password and unlocks with the right one', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.getByText('系统日志').first().click();
    await page.waitForURL((url) => url.pathname === '/system/log');

    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByText('锁定屏幕').click();
    await page.waitForURL((url) => url.pathname === '/lockScreen');
    expect(await storedSetting(page, 'lock')).toBe(1);

    // While locked, every route but /lockScreen and /login leads back; a reload stays locked.
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/lockScreen');
    await page.reload();
    await page.getByPlaceholder('请输入登录密码').waitFor();
    await screenshot(page, 'shell-lock');

    await page.getByPlaceholder('请输入登录密码').fill('wrong-password');
    await page.keyboard.press('Enter');
    await page.locator('.ant-message-error').filter({ hasText: '账号或密码错误' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lockScreen');

    await page.getByPlaceholder('请输入登录密码').fill('admin123');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/lockScreen');
    expect(await storedSetting(page, 'lock')).toBeNull();
    await page.goto('/system/log');
    await page.getByRole('tab', { name: '登录日志' }).waitFor();
  });

  it('signs the session out after passwordErrorsNumber (5) wrong passwords and shows why on the login page', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const token = await storedToken(page);
    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByText('锁定屏幕').click();
    await page.waitForURL((url) => url.pathname === '/lockScreen');

    const field = page.getByPlaceholder('请输入登录密码');
    for (let i = 1; i <= 4; i++) {
      await field.fill(`wrong-${i}`);
      await page.keyboard.press('Enter');
      // Each answer is awaited before the next try: the unlock button spins while one is out.
      await page.locator('.ant-message-error').filter({ hasText: '账号或密码错误' }).waitFor();
      await page.locator('button[aria-label="解锁"]:not(.ant-btn-loading)').waitFor();
      expect(new URL(page.url()).pathname).toBe('/lockScreen');
    }
    await field.fill('wrong-5');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    // The administrator is exempt from the account lock (lockExemptAdmin), not from losing the session.
    await page
      .locator('.ant-message-error')
      .filter({ hasText: '密码错误次数过多,已退出登录,请重新登录' })
      .waitFor();
    await screenshot(page, 'shell-lock-signed-out');
    expect(await storedToken(page)).toBeNull();
    expect(await storedSetting(page, 'lock')).toBeNull();
    const after = await fetch(`${s.baseUrl}/api/oauth/CurrentUser`, {
      headers: { Authorization: JSON.parse(token ?? '""') },
    }).then((r) => r.json());
    expect(after.code).toBe(602);
  });
});
