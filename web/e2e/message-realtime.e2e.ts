import type { WebSocketRoute } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

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
    await admin.page.goto('/permission/userOnline');
    await settle(admin.page);
    await admin.page.getByPlaceholder('请输入用户名或账号查询').fill('huangmin');
    await admin.page.getByRole('button', { name: /查\s*询/ }).click();
    // Newest sign-in first: the first 黄敏 row is the session just opened.
    const row = admin.page.getByRole('row').filter({ hasText: '黄敏' }).first();
    await row.waitFor();
    await settle(admin.page);
    await row.getByRole('button', { name: /强制下线/ }).click();
    await admin.page.getByText('此操作将强制“黄敏”下线，是否继续？').waitFor();
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

  it('reconnects after the server drops the socket, and signs in on the new socket again', async () => {
    const page = user.page;
    // Every socket of the page goes through this relay, which records the frames and can drop the connection
    // as a restarting server would.
    const relays: { route: WebSocketRoute; sent: string[]; received: string[] }[] = [];
    await page.routeWebSocket(/\/api\/message\/websocket/, (route) => {
      const relay = { route, sent: [] as string[], received: [] as string[] };
      relays.push(relay);
      const server = route.connectToServer();
      route.onMessage((m) => {
        relay.sent.push(String(m));
        server.send(m);
      });
      server.onMessage((m) => {
        relay.received.push(String(m));
        route.send(m);
      });
    });
    const initOn = (i: number) =>
      expect
        .poll(() => relays[i]?.received.some((m) => m.includes('"initMessage"')), { timeout: 15_000 })
        .toBe(true);

    await page.goto('/login');
    await submitLogin(page, 'zhouqiang', '123456');
    await page.waitForURL((url) => url.pathname === '/home');
    await initOn(0);

    await relays[0].route.close({ code: 1012, reason: 'restarting' });
    await initOn(1);
    const token = await storedToken(page).then((t) => (t?.startsWith('"') ? JSON.parse(t) : t));
    expect(JSON.parse(relays[1].sent[0])).toEqual({ method: 'OnConnection', token, mobileDevice: false });
    expect(relays).toHaveLength(2);
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});
