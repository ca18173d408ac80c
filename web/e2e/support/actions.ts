import type { Page } from 'playwright-core';

/** Fills the account form and submits it. */
export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The stored token, as the app keeps it in local storage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('jnpf_token'));
}

/** antd spaces out two-character Chinese button labels ('确 定'). */
export const buttonName = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Signs in as the seeded administrator from the login screen and waits for the home page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'admin123');
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByText('我的功能').waitFor();
}

/** The local UI setting as the app stores it (jnpf_<key>, JSON). */
export function storedSetting(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(`jnpf_${k}`);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

/** Waits until the page's requests are done and no spinner is left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

/** Calls the API with the page's own session, as the app's request client would; answers the envelope. */
export function api<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const raw = window.localStorage.getItem('jnpf_token') ?? '';
      const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: token,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, url, body },
  );
}
