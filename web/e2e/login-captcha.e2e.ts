import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { fillCaptcha } from './support/captcha';
import { settleDefaultPassword } from './support/default-password';
import { type RunningServer, startServer } from './support/server';

/**
 * Decision 065: with 系统配置's enableVerificationCode on, the login screen shows the image captcha the
 * server asks for. A server of its own, so the shared one's logins stay without a captcha.
 */
describe('the login captcha', () => {
  let server: RunningServer;
  let s: Session;
  beforeAll(async () => {
    server = await startServer();
    await settleDefaultPassword(server.url, server.logFile);
    s = await openBrowser();
    // The administrator switches the captcha on in 系统配置 › 安全策略, as a user would.
    const { page } = s;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${server.url}/system/sysConfig`);
    await page.getByRole('tab', { name: '安全策略' }).click();
    await page.getByRole('switch', { name: '登录图形验证码' }).click();
    await page.getByLabel('验证码位数').fill('5');
    await screenshot(page, 'login-captcha-settings');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByText('保存成功').waitFor({ state: 'hidden' });
    const settings = await api<Record<string, unknown>>(page, 'GET', '/api/system/SysConfig');
    expect(settings.data).toMatchObject({ enableVerificationCode: 1, verificationCodeNumber: 5 });
    await s.close();
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });

  it('asks for the code in the picture, draws a new one after a refusal, and signs in with it', async () => {
    const { page } = s;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'zhouqiang', '123456');
    const code = page.getByLabel('验证码', { exact: true });
    await code.waitFor();
    await page.getByText('请输入验证码').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-captcha');

    const image = page.locator('img[src*="/api/oauth/ImageCode/5/"]');
    const first = await image.getAttribute('src');
    await code.fill('00000');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('验证码不正确，请刷新验证码后重新输入').first().waitFor();
    expect(await code.inputValue()).toBe('');
    expect(await image.getAttribute('src')).not.toBe(first);

    await fillCaptcha(page, server.logFile);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
