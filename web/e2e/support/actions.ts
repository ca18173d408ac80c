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
