import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { api, signInAsAdmin, storedToken } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** A token from the API itself, as another system would put it into a link. */
async function apiToken(baseUrl: string, account: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account,
      password: createHash('md5').update(password).digest('hex'),
      grant_type: 'password',
    }).toString(),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Records, for every call the app makes, the address the tab showed at that moment. */
async function recordAddressAtEachCall(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { url: string; address: string }[] = [];
    (window as unknown as { __calls: typeof seen }).__calls = seen;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      seen.push({ url: String(input instanceof Request ? input.url : input), address: location.href });
      return original(input, init);
    };
  });
}

const callsMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { __calls: { url: string; address: string }[] }).__calls);

/** The request-log rows (category 5) whose URL or user matches a keyword, read as the administrator. */
async function requestLog(page: Page, keyword: string) {
  const answer = await api<{ list: { requestUrl: string; userName: string }[] }>(
    page,
    'GET',
    `/api/system/Log/5?currentPage=1&pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  );
  return answer.data.list;
}

describe('a link with a token (SPEC §2.3, decision 052)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('signs in a browser without a session as the link user, and the token leaves the address before any call', async () => {
    const { page, baseUrl } = s;
    const token = await apiToken(baseUrl, 'huangmin', '123456');
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers().referer;
      if (referer) referers.push(referer);
    });
    await recordAddressAtEachCall(page);

    await page.goto(`/home?token=${encodeURIComponent(token)}`);
    await page.getByText('我的功能').waitFor();
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: '已以 黄敏（huangmin）的身份登录' });
    await notice.waitFor();
    await screenshot(page, 'token-link-signed-in');
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await storedToken(page)).toBe(JSON.stringify(token));
    await page.getByRole('button', { name: '黄敏' }).waitFor();

    // Not one call of the app was made while the address still showed the token, and no request named it.
    const calls = await callsMade(page);
    expect(calls.some((c) => c.url.includes('/api/oauth/CurrentUser'))).toBe(true);
    expect(calls.filter((c) => c.address.includes(token))).toEqual([]);
    expect(referers.length).toBeGreaterThan(0);
    expect(referers.filter((r) => r.includes(token))).toEqual([]);

    // The request log has this page load's calls (written in batches), none with the token; nor has the server's output.
    const admin = await openBrowser();
    try {
      await signInAsAdmin(admin.page);
      let rows: { requestUrl: string; userName: string }[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        rows = await requestLog(admin.page, '黄敏');
        if (rows.some((r) => r.requestUrl.startsWith('/api/oauth/CurrentUser'))) break;
        await admin.page.waitForTimeout(500);
      }
      expect(rows.some((r) => r.requestUrl.startsWith('/api/oauth/CurrentUser'))).toBe(true);
      expect(rows.filter((r) => r.requestUrl.includes(token))).toEqual([]);
      expect(await requestLog(admin.page, token.slice(0, 20))).toEqual([]);
    } finally {
      await admin.close();
    }
    expect(await readFile(inject('serverLog'), 'utf8')).not.toContain(token);
  });

  it('never replaces the user signed in here: the link token is dropped from the address and ignored', async () => {
    const { page, baseUrl } = s;
    await signInAsAdmin(page);
    const mine = await storedToken(page);
    const theirs = await apiToken(baseUrl, 'huangmin', '123456');

    await page.goto(`/home?token=${encodeURIComponent(theirs)}`);
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: '已以 管理员（admin）的身份登录' });
    await notice.waitFor();
    await notice.getByText('此浏览器已登录，链接中的登录凭证未使用。').waitFor();
    await screenshot(page, 'token-link-kept-session');
    expect(page.url()).not.toContain('token');
    expect(await storedToken(page)).toBe(mine);
    await page.getByRole('button', { name: '管理员' }).waitFor();
    const me = await api<{ userInfo: { userAccount: string } }>(page, 'GET', '/api/oauth/CurrentUser');
    expect(me.data.userInfo.userAccount).toBe('admin');

    // The hand-over path keeps the signed-in user too, and still goes on to its target.
    await page.goto(
      `/jump?token=${encodeURIComponent(theirs)}&redirect=${encodeURIComponent('/system/log')}`,
    );
    await page.waitForURL((url) => url.pathname === '/system/log');
    expect(page.url()).not.toContain('token');
    expect(await storedToken(page)).toBe(mine);
  });

  it('on any other path leaves the token out of the login redirect', async () => {
    const { page } = s;
    await page.goto('/system/log?token=abc123secret&tab=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(page.url()).not.toContain('abc123secret');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/log?tab=2');
  });
});
