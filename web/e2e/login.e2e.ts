import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedId } from '../../server/src/db/seed/seed-id';
import { api, signInAsAdmin, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('login screen', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('refuses a wrong password with 账号或密码错误 and stays on /login', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByPlaceholder('请输入账号').waitFor();
    await page.getByText('华夏数智 低代码开发平台').first().waitFor();
    await screenshot(page, 'login');

    await submitLogin(page, 'admin', 'not-the-password');
    await page.getByText('账号或密码错误').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('asks for the account and password before sending anything', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('请输入账号').last().waitFor();
    await page.getByText('请输入密码').last().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses a user without menus with 您的权限不足，请联系管理员 and keeps no token', async () => {
    const { page } = s;
    // every seeded employee holds the approval centre (普通员工), so the user without menus is made here, with no role
    await signInAsAdmin(page);
    const account = `nomenu${Date.now()}`;
    const created = await api(page, 'POST', '/api/permission/Users', {
      account,
      realName: '无菜单用户',
      organizeId: seedId('org:HXSZ.XXJS'),
      roleIds: [],
      gender: 1,
    });
    expect(created.code, created.msg).toBe(200);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await submitLogin(page, account, '123456');
    await page.getByText('您的权限不足，请联系管理员').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });
});
