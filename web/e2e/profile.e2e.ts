import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buttonName, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';
import { fillCaptcha, solvedCaptcha } from './support/captcha';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 96×96 PNG (a blue-to-teal gradient), as a user's photo would be. */
function avatarPng(): Buffer {
  const size = 96;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(20 + x, 110 + y, 220 - x);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, account, password);
  await page.waitForURL((url) => url.pathname === '/home');
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
}

/** Signs in through the API and changes a password, to leave the shared server as it was found. */
async function restorePassword(baseUrl: string, account: string, current: string, original: string) {
  const captcha = await solvedCaptcha(baseUrl, inject('serverLog'));
  const login = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(current), grant_type: 'password' }).toString(),
  }).then((r) => r.json());
  const changed = await fetch(`${baseUrl}/api/permission/Users/Current/Actions/ModifyPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: login.data.token },
    body: JSON.stringify({ oldPassword: md5(current), password: md5(original), ...captcha }),
  }).then((r) => r.json());
  expect(changed.code).toBe(200);
}

describe('personal centre (/profile)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows my profile, keeps an edit across a reload, changes the avatar and lists each tab', async () => {
    const { page } = s;
    await signIn(page, 'admin', 'admin123');
    await page.goto('/profile');
    await page.getByRole('tab', { name: '基本信息' }).waitFor();
    await page.getByText('华夏数智集团有限公司').first().waitFor();
    expect(await page.title()).toContain('个人信息');
    await settle(page);
    await screenshot(page, 'profile-base-info');

    await page.getByRole('button', { name: '编辑资料' }).click();
    await page.getByLabel('昵称').fill('老管');
    await page.getByLabel('电子邮箱').fill('bad@');
    await page.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('请正确输入您的邮箱地址').waitFor();
    await page.getByLabel('电子邮箱').fill('admin@huaxia-demo.cn');
    await page.getByLabel('籍贯').fill('浙江杭州');
    await screenshot(page, 'profile-edit');
    await page.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('保存成功').waitFor();

    await page.reload();
    await page.getByRole('button', { name: '编辑资料' }).waitFor();
    const details = page.locator('.ant-descriptions');
    await details.getByText('老管').waitFor();
    await details.getByText('浙江杭州').waitFor();
    await details.getByText('admin@huaxia-demo.cn').waitFor();

    // Avatar: a non-image is refused before anything is sent; a PNG is uploaded and worn.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('只能上传图片文件').first().waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatarPng() });
    await page.getByText('头像更换成功').waitFor();
    await page.locator('.ant-layout-header img[src*="/api/file/Image/userAvatar/"]').first().waitFor();
    await page.locator('.ant-card img[src*="/api/file/Image/userAvatar/"]').first().waitFor();
    await settle(page);
    await screenshot(page, 'profile-avatar');

    await page.getByRole('tab', { name: '我的下属' }).click();
    await page.getByText('暂无下属').waitFor();
    await settle(page);
    await screenshot(page, 'profile-subordinates');

    await page.getByRole('tab', { name: '我的权限' }).click();
    await page.locator('.ant-tree').getByText('系统日志').waitFor();
    await page.locator('.ant-tree').getByText('删除').first().waitFor();
    await settle(page);
    await screenshot(page, 'profile-authorize');

    await page.getByRole('tab', { name: '系统日志' }).click();
    const pane = page.getByRole('tabpanel', { name: '登录日志' });
    const loginRows = pane.locator('.ant-table-row');
    // Log rows are written in batches about once a second.
    for (let attempt = 0; attempt < 20 && (await loginRows.count()) === 0; attempt++) {
      await page.waitForTimeout(500);
      await pane.getByRole('button', { name: '刷新' }).click();
      await page.waitForLoadState('networkidle');
    }
    expect(await loginRows.count()).toBeGreaterThan(0);
    // The columns are named, not their text keys: the profile loads the log screen's texts itself.
    await pane.locator('thead').getByText('登录时间').waitFor();
    expect(await pane.locator('thead').innerText()).not.toContain('log.');
    await settle(page);
    await screenshot(page, 'profile-log-login');

    await page.getByRole('tab', { name: '请求日志' }).click();
    const requests = page.getByRole('tabpanel', { name: '请求日志' });
    await requests.getByText('/api/permission/Users/Current/BaseInfo').first().waitFor();
    await settle(page);
    await screenshot(page, 'profile-log-request');
  });

  it('blocks a mismatched confirmation without sending, then changes the password and signs in with it', async () => {
    const { page, baseUrl } = s;
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/Actions/ModifyPassword')) sent += 1;
    });
    await signIn(page, 'zhouqiang', '123456');
    await page.goto('/profile?tab=password');
    const old = page.getByLabel('原密码', { exact: true });
    const fresh = page.getByLabel('新密码', { exact: true });
    const confirm = page.getByLabel('确认新密码', { exact: true });
    await old.fill('123456');
    await fresh.fill('Zq2024abc');
    await confirm.fill('Zq2024abd');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await fresh.fill('12345678');
    await page.getByText('6-16位字符的密码（数字和字母组成）').waitFor();
    await screenshot(page, 'profile-password-invalid');
    expect(sent).toBe(0);

    await fresh.fill('Zq2024abc');
    await confirm.fill('Zq2024abc');
    // The captcha of the original's password change (decision 065): a wrong one is refused at its field
    // and a new image is drawn.
    const captcha = page.getByLabel('验证码', { exact: true });
    await captcha.fill('0000');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('验证码不正确，请刷新验证码后重新输入').first().waitFor();
    await page.locator('.ant-form-item-explain-error').filter({ hasText: '验证码不正确' }).waitFor();
    expect(sent).toBe(1);
    expect(await captcha.inputValue()).toBe('');
    await screenshot(page, 'profile-password-captcha');
    await fillCaptcha(page, inject('serverLog'));
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码修改成功').waitFor();
    expect(sent).toBe(2);
    expect(await old.inputValue()).toBe('');
    expect(await confirm.inputValue()).toBe('');

    try {
      // The old password no longer opens the account; the new one does.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto('/login');
      await submitLogin(page, 'zhouqiang', '123456');
      await page.getByText('账号或密码错误').first().waitFor();
      await submitLogin(page, 'zhouqiang', 'Zq2024abc');
      await page.waitForURL((url) => url.pathname === '/home');
    } finally {
      await restorePassword(baseUrl, 'zhouqiang', 'Zq2024abc', '123456');
    }
  });
});
