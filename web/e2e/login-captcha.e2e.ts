import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { fillCaptcha } from './support/captcha';
import { type RunningServer, startServer } from './support/server';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Decision 065: with 系统配置's enableVerificationCode on, the login screen shows the image captcha the
 * server asks for. A server of its own, so the shared one's logins stay without a captcha.
 */
describe('the login captcha', () => {
  let server: RunningServer;
  let s: Session;
  beforeAll(async () => {
    server = await startServer();
    const form = new URLSearchParams({ account: 'admin', password: md5('admin123'), grant_type: 'password' });
    const login = await fetch(`${server.url}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }).then((r) => r.json());
    const saved = await fetch(`${server.url}/api/system/SysConfig`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: login.data.token },
      body: JSON.stringify({ enableVerificationCode: 1, verificationCodeNumber: 5 }),
    }).then((r) => r.json());
    expect(saved.code, saved.msg).toBe(200);
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
