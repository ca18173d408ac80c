import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, signInAsAdmin, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

describe('realtime channel: logout push', () => {
  let admin: Session;
  let user: Session;
  beforeEach(async () => {
    [admin, user] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterEach(async () => {
    await Promise.all([admin.close(), user.close()]);
  });

  it('sends a user forced offline from 在线用户 to the login page without any click of theirs', async () => {
    const page = user.page;
    // The page's socket, as the browser sees it: opened, OnConnection sent, initMessage received.
    const socketReady = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/message/websocket'));
    await page.goto('/login');
    await submitLogin(page, 'huangmin', '123456');
    await page.waitForURL((url) => url.pathname === '/home');
    const socket = await socketReady;
    await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"initMessage"'));

    await signInAsAdmin(admin.page);
    await admin.page.goto('/permission/onlineUser');
    await settle(admin.page);
    await admin.page.getByPlaceholder('请输入用户名或账号查询').fill('huangmin');
    await admin.page.getByRole('button', { name: /查\s*询/ }).click();
    // Newest sign-in first: the first 黄敏 row is the session just opened.
    const row = admin.page.getByRole('row').filter({ hasText: '黄敏' }).first();
    await row.waitFor();
    await settle(admin.page);
    await row.getByRole('button', { name: /强制下线/ }).click();
    await admin.page.getByText('此操作将强制“黄敏”下线, 是否继续?').waitFor();
    await admin.page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await admin.page.getByText('已强制下线').waitFor();

    // The user only looks: the push explains why, and the page goes to the login screen by itself.
    const toast = page.locator('.ant-message-notice').filter({ hasText: '您已被管理员强制下线,请重新登录' });
    await toast.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'message-realtime-forced-toast');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByPlaceholder('请输入账号').waitFor();
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, 'message-realtime-forced-login');
  });
});
