import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buttonName, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const ADMIN_MOBILE = '13800000000';

/** The latest login code the server's default SMS sender wrote to its log for this number. */
async function smsCodeFor(mobile: string, after: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const log = await readFile(inject('serverLog'), 'utf8');
    const codes = [...log.slice(after).matchAll(new RegExp(`SMS to ${mobile}:\\D*(\\d{6})`, 'g'))];
    const last = codes.at(-1)?.[1];
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile} in the server log`);
}

const logLength = async () => (await readFile(inject('serverLog'), 'utf8')).length;

const openMode = async (page: Page, name: string) => {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
  await page.waitForTimeout(400); // the tab underline slides over
};

/** The message under a form field (antd renders it in the item's explain area). */
const fieldError = (page: Page, text: string) =>
  page.locator('[data-field-error]', { hasText: text }).first();

/** Opens the login screen's scan mode and answers the ticket its QR code carries. */
async function showQrCode(page: Page): Promise<string> {
  await page.goto('/login');
  const issued = page.waitForResponse(
    (r) => r.url().includes('/api/oauth/ScanLogin') && r.request().method() === 'POST',
  );
  await openMode(page, '扫码登录');
  return ((await (await issued).json()).data as { ticket: string }).ticket;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('login screen modes (SPEC §2.4, §5 Login)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('SPEC §5 Login: account mode says 请输入账号 for an empty account', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByPlaceholder('请输入密码').fill('admin123');
    await page.locator('form button[type="submit"]').click();
    await fieldError(page, '请输入账号').waitFor();
    expect(await page.locator('[data-field-error]').allTextContents()).toEqual(['请输入账号']);
    expect(pathname(page)).toBe('/login');
  });

  it('SPEC §5 Login: account mode says 请输入密码 for an empty password', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.locator('form button[type="submit"]').click();
    await fieldError(page, '请输入密码').waitFor();
    expect(await page.locator('[data-field-error]').allTextContents()).toEqual(['请输入密码']);
  });

  it('SPEC §8 envelope error: a wrong password shows 账号或密码错误 and keeps no token', async () => {
    const { page } = s;
    await page.goto('/login');
    await submitLogin(page, 'admin', 'wrong-password');
    await page.getByText('账号或密码错误').first().waitFor();
    expect(pathname(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('SPEC §2.4 caps-lock warning: typing the password with Caps Lock on shows 大写锁定已打开', async () => {
    const { page } = s;
    await page.goto('/login');
    const password = page.getByPlaceholder('请输入密码');
    await password.focus();
    await password.dispatchEvent('keydown', { key: 'A', code: 'KeyA', modifierCapsLock: true });
    await page.getByText('大写锁定已打开').waitFor();
    await password.dispatchEvent('keyup', { key: 'a', code: 'KeyA', modifierCapsLock: false });
    await page.getByText('大写锁定已打开').waitFor({ state: 'detached' });
  });

  it('SPEC §5 Login: SMS mode says 请输入手机号 and 请输入验证码 for empty fields', async () => {
    const { page } = s;
    await page.goto('/login');
    await openMode(page, '验证码登录');
    await page.locator('form button[type="submit"]').click();
    await fieldError(page, '请输入手机号').waitFor();
    await fieldError(page, '请输入验证码').waitFor();
    // Asking for a code needs the number too.
    await page.getByRole('button', { name: '获取验证码' }).click();
    await fieldError(page, '请输入手机号').waitFor();
    expect(pathname(page)).toBe('/login');
  });

  it('SPEC §5 mobile pattern: a malformed number gets 请输入正确的手机号 and no code is sent', async () => {
    const { page } = s;
    await page.goto('/login');
    await openMode(page, '验证码登录');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/oauth/SmsCode') && sent.push(r.url()));
    await page.getByPlaceholder('请输入手机号').fill('12345678901');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await fieldError(page, '请输入正确的手机号').waitFor();
    expect(sent).toEqual([]);
  });

  it('SPEC §2.4 verification-code login: the texted code signs in, the button counts down, the last login shows', async () => {
    const { page } = s;
    await page.goto('/login');
    await openMode(page, '验证码登录');
    await page.getByPlaceholder('请输入手机号').fill(ADMIN_MOBILE);
    const before = await logLength();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /^重新发送\(\d+s\)$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^重新发送\(\d+s\)$/ }).isDisabled()).toBe(true);
    await screenshot(page, 'login-sms-countdown-zh');

    await page.getByPlaceholder('请输入验证码').fill(await smsCodeFor(ADMIN_MOBILE, before));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/home');
    expect(await storedToken(page)).not.toBeNull();
    await page.getByText('上次登录').first().waitFor();
  });

  it('SPEC §2.4 scan login: a signed-in device approves the QR code and the desktop lands on /home', async () => {
    const desktop = s.page;
    const ticket = await showQrCode(desktop);
    await desktop.locator('[data-scan-state="waiting"]').waitFor();
    await screenshot(desktop, 'login-scan-waiting-zh');

    const phone = await openBrowser();
    try {
      await phone.page.goto('/login');
      await submitLogin(phone.page, 'admin', 'admin123');
      await phone.page.waitForURL('**/home');
      await phone.page.goto(`/scanLogin?ticket=${encodeURIComponent(ticket)}`);
      await phone.page.getByText('有一台电脑正在请求登录您的账号').waitFor();
      await phone.page.getByText('127.0.0.1').first().waitFor();
      await screenshot(phone.page, 'scan-login-approve-zh');

      await desktop.getByText('扫码成功').waitFor();
      await screenshot(desktop, 'login-scan-scanned-zh');

      await phone.page.getByRole('button', { name: buttonName('确认登录') }).click();
      await phone.page.getByText('已确认登录').waitFor();
      await desktop.waitForURL('**/home');
      expect(await storedToken(desktop)).not.toBeNull();
    } finally {
      await phone.close();
    }
  });

  it('SPEC §2.4 scan login: a declined code shows as cancelled with a refresh button', async () => {
    const desktop = s.page;
    const ticket = await showQrCode(desktop);

    const phone = await openBrowser();
    try {
      await phone.page.goto(`/scanLogin?ticket=${encodeURIComponent(ticket)}`);
      // Not signed in: the guard sends the user to log in and back.
      await phone.page.waitForURL(/\/login\?redirect=/);
      await submitLogin(phone.page, 'admin', 'admin123');
      await phone.page.waitForURL(/\/scanLogin\?ticket=/);
      await phone.page.getByRole('button', { name: buttonName('取消') }).click();
      await phone.page.getByText('已取消本次登录').first().waitFor();
    } finally {
      await phone.close();
    }
    await desktop.getByText('已取消本次登录').waitFor();
    const refresh = desktop.getByRole('button', { name: /点击刷新/ });
    await refresh.click();
    await desktop.locator('[data-scan-state="waiting"]').waitFor();
  });

  it('shows the three modes in Chinese and English (screenshots)', async () => {
    const { page } = s;
    for (const lang of ['zh', 'en'] as const) {
      await page.goto('/login');
      await page.evaluate(
        (value) => window.localStorage.setItem('jnpf_language', JSON.stringify(value)),
        lang,
      );
      await page.reload();
      const names =
        lang === 'zh' ? ['账户登录', '扫码登录', '验证码登录'] : ['Account', 'QR code', 'SMS code'];
      await page.getByRole('tab', { name: names[0] }).waitFor();
      await screenshot(page, `login-account-${lang}`);
      await openMode(page, names[1]);
      await page.locator('[data-scan-state="waiting"]').waitFor();
      await screenshot(page, `login-scan-${lang}`);
      await openMode(page, names[2]);
      await page.locator('form[id="sms-login"]').waitFor();
      await screenshot(page, `login-sms-${lang}`);
    }
  });
});
