import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonName, settle, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { fillCaptcha } from './support/captcha';
import { type RunningServer, startServer } from './support/server';

/**
 * Decision 052: a fresh installation whose administrator still has the published default password. This
 * scenario starts a server of its own (the shared one has had its prompt dealt with: support/default-password).
 */
describe('first sign-in with the default password', () => {
  let server: RunningServer;
  let s: Session;
  beforeAll(async () => {
    server = await startServer();
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
    await server?.stop();
  });

  it('the start-up banner says admin still has admin123', async () => {
    const output = await readFile(server.logFile, 'utf8');
    expect(output).toContain('admin still has the default password admin123: sign in and change it');
  });

  it('asks for a new password in a dialog that cannot be closed into the app, then the shell works', async () => {
    const { page } = s;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'admin', 'admin123');
    await page.waitForURL((url) => url.pathname === '/home');
    const dialog = page.getByRole('dialog').filter({ hasText: '请修改初始密码' });
    await dialog.waitFor();
    await dialog.getByText('您的账号仍在使用系统的初始密码').waitFor();
    await screenshot(page, 'default-password-dialog');

    // No way around it: Escape, a click beside it and a reload all leave it there.
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 450);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.reload();
    await dialog.waitFor();

    await dialog.getByLabel('原密码', { exact: true }).fill('admin123');
    await dialog.getByLabel('新密码', { exact: true }).fill('Admin2024x');
    await dialog.getByLabel('确认新密码', { exact: true }).fill('Admin2024x');
    await fillCaptcha(dialog, server.logFile);
    await dialog.getByRole('button', { name: buttonName('确认修改') }).click();
    await page.getByText('密码修改成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The shell is usable: a menu page opens.
    await page.getByText('系统日志').first().click();
    await page.waitForURL((url) => url.pathname === '/system/log');
    await page.getByRole('tab', { name: '登录日志' }).waitFor();
    await screenshot(page, 'default-password-changed');

    // The next sign-in, with the new password, asks nothing.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'admin', 'Admin2024x');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText('我的功能').waitFor();
    await settle(page);
    expect(await page.getByText('请修改初始密码').count()).toBe(0);
  });
});
