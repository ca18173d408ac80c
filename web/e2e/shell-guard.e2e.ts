import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin, storedToken } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** A token from the API itself, as another application would hand it over. */
async function apiToken(baseUrl: string): Promise<string> {
  const password = createHash('md5').update('admin123').digest('hex');
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password, grant_type: 'password' }).toString(),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

describe('navigation guard and routes (SPEC §2.1-2.3, §8)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('SPEC §2.3: /home?token= stores the token, loads the user and menus, and drops the token from the address', async () => {
    const { page } = s;
    const token = await apiToken(s.baseUrl);
    await page.goto(`/home?token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => url.pathname === '/home' && !url.search.includes('token'));
    await page.getByText('我的功能').waitFor();
    expect(await storedToken(page)).toBe(JSON.stringify(token));
  });

  it('SPEC §2.1: an unknown path shows the 404 screen inside the shell, with the page title', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByText('抱歉，您访问的页面不存在或已被移除').waitFor();
    expect(await page.title()).toContain('页面不存在');
    await screenshot(page, 'shell-404');
  });

  it('SPEC §8: a 600-602 answer resets the token and goes back to login with the page to return to', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    // The session ends on the server behind the page's back (forced offline, expired).
    const token = JSON.parse((await storedToken(page)) ?? 'null') as string;
    await fetch(`${s.baseUrl}/api/oauth/Logout`, { headers: { Authorization: token } });

    await page.getByText('系统日志').first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/log');
    expect(await storedToken(page)).toBeNull();
  });

  it('SPEC §2.1: /jump hands a token over and continues to the same-origin target only', async () => {
    const { page } = s;
    const token = await apiToken(s.baseUrl);
    await page.goto(`/jump?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('/system/log')}`);
    await page.waitForURL((url) => url.pathname === '/system/log');
    await page.getByRole('tab', { name: '登录日志' }).waitFor();

    await page.goto(
      `/jump?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('//evil.example/x')}`,
    );
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
