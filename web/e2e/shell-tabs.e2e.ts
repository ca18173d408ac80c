import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/actions';
import { onSlowCpu, openBrowser, type Session, screenshot } from './support/browser';

const bar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabNames = (page: Page) =>
  bar(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.textContent?.trim() || '(icon)'));

async function tabAction(page: Page, tab: string, action: string) {
  await bar(page).getByRole('tab').filter({ hasText: tab }).click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByText(action, { exact: true }).click();
  // The menu fades out: the next action must not find this one still on its way out.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-dropdown')].every((menu) => !menu.checkVisibility()),
  );
}

describe('tabs bar (SPEC §2.5, §4 Tabs)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('pins /home (icon only) and /dashboard; close others and close all keep the pinned tabs', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await bar(page).getByRole('tab', { name: '工作台' }).waitFor();
    expect(await tabNames(page)).toEqual(['(icon)', '工作台']);

    await page.getByText('系统日志').first().click();
    await page.waitForURL((url) => url.pathname === '/system/log');
    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '个人信息' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await bar(page).getByRole('tab').filter({ hasText: '个人信息' }).waitFor();
    expect(await tabNames(page)).toEqual(['(icon)', '工作台', '系统日志', '个人信息']);
    await screenshot(page, 'shell-tabs');

    // Pinned tabs have no close button; the others do.
    expect(
      await page
        .locator('.ant-tabs-tab')
        .filter({ hasText: '工作台' })
        .locator('.ant-tabs-tab-remove')
        .count(),
    ).toBe(0);

    // On a slow machine the address moves to /system/log before its page has rendered; the next menu
    // must act from where the user is (it once took the closed /profile as current: 关闭所有 went to /home).
    await onSlowCpu(page, async () => {
      await tabAction(page, '系统日志', '关闭其他');
      await page.waitForURL((url) => url.pathname === '/system/log');
      expect(await tabNames(page)).toEqual(['(icon)', '工作台', '系统日志']);

      await tabAction(page, '系统日志', '关闭所有');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(await tabNames(page)).toEqual(['(icon)', '工作台']);
    });
  });

  it('with the view cache on, a tab keeps its page state when the user switches away and back', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.evaluate(() => window.localStorage.setItem('jnpf_useCache', 'true'));
    await page.reload();
    await page.getByText('系统日志').first().click();
    const keyword = page.getByPlaceholder('请输入关键词查询').first();
    await keyword.fill('kept across tabs');

    await bar(page).getByRole('tab').filter({ hasText: '工作台' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await bar(page).getByRole('tab').filter({ hasText: '系统日志' }).click();
    await page.waitForURL((url) => url.pathname === '/system/log');
    expect(await keyword.inputValue()).toBe('kept across tabs');

    // Refresh re-mounts the page: its state starts over.
    await tabAction(page, '系统日志', '刷新');
    await page.getByPlaceholder('请输入关键词查询').first().waitFor();
    expect(await page.getByPlaceholder('请输入关键词查询').first().inputValue()).toBe('');
  });
});
