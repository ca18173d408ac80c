import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** Calls the API with the page's own session. */
function api(page: Page, method: string, url: string): Promise<{ code: number; data: unknown }> {
  return page.evaluate(
    async ([m, u]) => {
      const raw = window.localStorage.getItem('jnpf_token') ?? '';
      const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
      const res = await fetch(u, { method: m, headers: { Authorization: token } });
      return res.json();
    },
    [method, url],
  );
}

const FACTORY =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#1677ff" d="M2 21V9l6 4V9l6 4V3h8v18H2zm4-3h3v-2H6v2zm5 0h3v-2h-3v2zm5 0h3v-2h-3v2z"/></svg>';

describe('system icons and languages (系统图标, 多语言)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('uploads an SVG icon, refuses a scripted one, picks it in the menu form, and deletes it', async () => {
    const { page } = s;
    const name = `e2e-factory-${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/system/icons');
    await page.getByRole('button', { name: /上传图标/ }).waitFor();
    await settle(page);

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: `${name}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(FACTORY),
    });
    await page.getByText(`图标已上传：${name}`).waitFor();
    const card = page.locator(`[data-icon="${name}"]`);
    await card.waitFor();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await input.setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0"/></svg>'),
    });
    await page.getByText('SVG 文件含有不允许的内容（event handler onload），未上传').waitFor();
    await settle(page);
    await screenshot(page, 'system-icon-page');

    // the menu form's picker: search, the custom tab, choose
    await page.goto('/system/menu');
    const system = page.getByRole('row').filter({ hasText: '系统管理' }).first();
    await system.getByRole('button', { name: /新建子菜单/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: buttonName('选择') }).click();
    const picker = page.locator('.ant-modal').filter({ hasText: '选择图标' });
    await picker.getByPlaceholder('搜索图标，如 user、设置').fill('设置');
    await picker.getByRole('button', { name: 'SettingOutlined', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'system-icon-picker');
    await picker.getByPlaceholder('搜索图标，如 user、设置').fill('');
    await picker.getByRole('tab', { name: /自定义/ }).click();
    await picker.getByRole('button', { name: `custom:${name}`, exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('菜单图标').inputValue()).toBe(`custom:${name}`);
    await screenshot(page, 'system-icon-menu-form');
    await dialog.getByRole('button', { name: buttonName('取消') }).click();

    // The former address still leads to the screen (decision 065).
    await page.goto('/system/icon');
    await page.waitForURL((url) => url.pathname === '/system/icons');
    await card.getByRole('button', { name: '删除' }).click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await card.waitFor({ state: 'detached' });
  });

  it('an administrator renames the 系统日志 route; the menu shows the new text after a reload', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/language');
    await page.getByRole('button', { name: /新建翻译/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('翻译标记').fill('routes.system-log');
    await dialog.getByTestId('built-in').getByText('系统日志').waitFor();
    await dialog.getByLabel('简体中文').fill('审计日志');
    await dialog.getByLabel('English').fill('Audit logs');
    await screenshot(page, 'system-language-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('cell', { name: 'routes.system-log' }).waitFor();
    try {
      await page.reload();
      await page.getByRole('cell', { name: 'routes.system-log' }).waitFor();
      // 系统管理 opens by itself around the current page; open it if it is folded
      const renamed = page.locator('.ant-menu').getByText('审计日志');
      if (!(await renamed.isVisible())) await page.locator('.ant-menu').getByText('系统管理').first().click();
      await renamed.waitFor();
      await settle(page);
      if (!(await renamed.isVisible())) await page.locator('.ant-menu').getByText('系统管理').first().click();
      await renamed.waitFor();
      await settle(page);
      await screenshot(page, 'system-language-list');
    } finally {
      // put the seeded title back for the other scenarios
      const list = (await api(page, 'GET', '/api/system/Language?keyword=routes.system-log')).data as {
        list: { id: string }[];
      };
      for (const row of list.list) await api(page, 'DELETE', `/api/system/Language/${row.id}`);
    }
  });
});
